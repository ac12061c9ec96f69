import type { PaymentState, TimelineKind } from '@tiara/domain/order-tracking';

/** The order detail page (/my-orders/:orderId), and the amount lines every order shows (My orders too). */
export const orderDetailMessagesEn = {
  title: (orderNumber: string): string => `Order ${orderNumber}`,
  placedOn: (date: string): string => `Placed on ${date}`,
  backToOrders: 'Back to My Orders',
  loading: 'Loading your order',
  notFound: 'We could not find this order among your orders.',
  failed: 'Something went wrong. Please try again',
  retry: 'Try again',
  signInToSee: 'Log in to see your order.',
  login: 'Login',

  items: 'Items',
  quantity: (quantity: number): string => `Qty: ${quantity}`,
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  discountWithCode: (code: string): string => `Discount (${code})`,
  /** One line for both, from a backend that tells only an order's total. */
  shippingAndDiscount: 'Shipping and discount',
  total: 'Total',
  payment: 'Payment',
  paymentMethod: 'Payment method',
  paymentState: 'Payment status',
  paymentStates: { unpaid: 'Not paid yet', paid: 'Paid', refund_due: 'Refund on its way' } satisfies Record<PaymentState, string>,
  deliveryAddress: 'Delivery Address',
  phone: (phone: string): string => `Phone: ${phone}`,

  timeline: 'Order History',
  steps: {
    placed: 'Order placed',
    paid: 'Payment received',
    processing: 'Accepted and being prepared',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    failed: 'Could not be completed',
  } satisfies Record<TimelineKind, string>,
  withCourier: (courier: string): string => `With ${courier}`,
  trackingNumber: (number: string): string => `Tracking number: ${number}`,
  trackParcel: 'Track your parcel',
  opensInNewTab: '(opens in a new tab)',
} as const;
