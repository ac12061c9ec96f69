export const AiMessages = {
  noActiveSubscription: 'No active subscription found',
  userNotFound: 'User not found',
} as const;
