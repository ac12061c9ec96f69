import { Brand } from '@tiara/domain/brand';

/** What the customer is told, by e-mail and in Notifications, when staff move their order on. */
export const serverOrderUpdateMessagesEn = {
  acceptedSubject: (orderId: number): string => `${Brand.name}: order #${orderId} accepted`,
  accepted: (orderId: number): string => `Your order #${orderId} has been accepted and is being prepared.`,
  shippedSubject: (orderId: number): string => `${Brand.name}: order #${orderId} shipped`,
  shipped: (orderId: number, courier: string): string => `Your order #${orderId} is on its way with ${courier}.`,
  trackingNumber: (number: string): string => `Tracking number: ${number}`,
  trackingLink: (url: string): string => `Follow your parcel: ${url}`,
  deliveredSubject: (orderId: number): string => `${Brand.name}: order #${orderId} delivered`,
  delivered: (orderId: number): string => `Your order #${orderId} has been delivered. Thank you for shopping with us.`,
  cancelledSubject: (orderId: number): string => `${Brand.name}: order #${orderId} cancelled`,
  cancelled: (orderId: number): string => `Your order #${orderId} has been cancelled.`,
  refundDue: 'Your card payment will be refunded to the card you paid with.',
  failedSubject: (orderId: number): string => `${Brand.name}: order #${orderId} could not be completed`,
  failed: (orderId: number): string => `We could not complete your order #${orderId}. No payment was taken; you are welcome to order again.`,
  orderPage: (url: string): string => `Your order, its timeline and its invoice: ${url}`,
  questions: `Questions? Write to ${Brand.supportEmail} or call ${Brand.supportPhone}.`,

  noticeTitles: {
    Processing: (orderId: number): string => `Order #${orderId} accepted`,
    Shipped: (orderId: number): string => `Order #${orderId} shipped`,
    Delivered: (orderId: number): string => `Order #${orderId} delivered`,
    Cancelled: (orderId: number): string => `Order #${orderId} cancelled`,
    Failed: (orderId: number): string => `Order #${orderId} could not be completed`,
  },
} as const;
