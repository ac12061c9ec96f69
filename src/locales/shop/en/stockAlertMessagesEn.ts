/** The texts of the notify-me flow of out-of-stock products and of the account's stock alerts. */
export const stockAlertMessagesEn = {
  modalTitle: 'Get an e-mail when it is back',
  modalIntro: (productName: string): string => `Leave your e-mail and we will write once when ${productName} is back in stock.`,
  emailLabel: 'Email',
  submit: 'Notify me',
  close: 'Cancel',
  subscribed: 'You will be notified when available',
  notOffered: 'This shop does not send back-in-stock e-mails. Please check this page again later.',

  sectionTitle: 'Stock alerts',
  sectionIntro: 'Products you are waiting for. We e-mail you once when each is back in stock.',
  empty: 'You are not waiting for any product.',
  loadFailed: 'Your stock alerts could not be loaded.',
  tryAgain: 'Try Again',
  loading: 'Loading stock alerts',
  since: (date: string): string => `Since ${date}`,
  cancel: 'Cancel',
  cancelLabel: (productName: string): string => `Cancel the alert for ${productName}`,
  cancelled: (productName: string): string => `You will not be e-mailed about ${productName}.`,
} as const;
