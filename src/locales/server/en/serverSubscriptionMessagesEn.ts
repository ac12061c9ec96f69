/** What the AI subscription endpoints answer. */
export const serverSubscriptionMessagesEn = {
  subscribed: 'Subscription created',
  alreadySubscribed: 'This order already holds this subscription',
  planNotFound: 'Plan not found',
  orderNotFound: 'Order not found',
  planNotInOrder: 'This order does not include this plan',
  orderClosed: 'This order is no longer open; please place a new order',
  notPaid: 'This order has not been paid',
  noSubscription: 'No subscription was bought with this order',
  invalidOrderReference: 'Not a valid order id',
} as const;
