/** What the training endpoints answer when a registration cannot be made. */
export const serverTrainingMessagesEn = {
  trainingNotFound: 'Training not found',
  orderNotFound: 'Order not found',
  trainingNotInOrder: 'This order does not include this training',
  orderClosed: 'This order is no longer open; please place a new order',
  alreadyRegistered: 'You are already registered for this training',
  fullyBooked: 'This training is fully booked',
} as const;
