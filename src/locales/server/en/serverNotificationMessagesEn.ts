/** What the notification endpoints answer. */
export const serverNotificationMessagesEn = {
  notFound: 'Notification not found',
} as const;
