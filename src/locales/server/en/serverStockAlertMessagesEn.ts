import { Brand } from '@tiara/domain/brand';

/** What the back-in-stock endpoints answer, the notice and the e-mails they send, and the page that stops a visitor's alert. */
export const serverStockAlertMessagesEn = {
  productNotFound: (productId: number): string => `Product ${productId} is not sold in the shop`,
  variantNotFound: (variantId: number, productId: number): string => `Product ${productId} has no option ${variantId}`,
  inStock: 'This product is in stock: you can order it now',
  alertNotFound: (alertId: number): string => `You have no waiting stock alert ${alertId}`,
  subscribed: "We'll e-mail you when it's back in stock.",
  alreadyWaiting: "You're already on the list: we'll e-mail you when it's back in stock.",

  noticeTitle: 'Back in stock',
  noticeMessage: (productName: string): string => `${productName} is back in stock. Order it before it runs out again.`,

  backSubject: (productName: string): string => `${Brand.name}: ${productName} is back in stock`,
  backBody: (productName: string): string => `${productName} is back in stock. Order it before it runs out again:`,
  backOnce: 'We e-mail you once for each time you ask; ask again on the product page if it runs out before you order.',
  waitingSubject: (productName: string): string => `${Brand.name}: we'll tell you when ${productName} is back`,
  waitingBody: (productName: string): string => `You asked to be told when ${productName} is back in stock. We'll send you one e-mail when it is.`,
  waitingStop: 'Not you, or changed your mind? Stop this alert here:',

  stopTitle: 'Stop a stock alert',
  stopQuestion: (productName: string): string => `Stop waiting for ${productName}? You will get no e-mail when it is back in stock.`,
  stopButton: 'Stop the alert',
  stopped: (productName: string): string => `Done: you will get no e-mail about ${productName}.`,
  stopUnknown: 'This link is not valid any more: the alert was sent or stopped already.',
  backToShop: `Back to ${Brand.name}`,
} as const;
