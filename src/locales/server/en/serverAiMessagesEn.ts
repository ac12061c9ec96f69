/** What the AI endpoints answer when the caller has no use of TiaraAI. */
export const serverAiMessagesEn = {
  noActiveSubscription: 'No active subscription found',
  userNotFound: 'User not found',
} as const;
