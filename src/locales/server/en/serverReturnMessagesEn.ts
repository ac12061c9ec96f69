import { Brand } from '@tiara/domain/brand';
import { type Piasters, formatEgp } from '@tiara/domain/money';
import { PolicyTerms as terms } from '@tiara/domain/policy-terms';

/**
 * What the returns routes answer (a customer's report, staff's moves) and what the customer is
 * told, by e-mail and in Notifications, at each step of a return (SPEC §9's refund and exchange policy).
 */
export const serverReturnMessagesEn = {
  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  notDelivered: (orderId: number): string => `Order #${orderId} has not been delivered yet: a problem with it can be reported once it has arrived.`,
  tooLate: {
    'damaged-or-defective': (lastDay: string): string =>
      `A damaged or defective item must be reported within ${terms.damagedReportDays} days of delivery, with a photo. For this order the last day was ${lastDay}.`,
    'wrong-item': (until: string): string => `A wrong item must be reported within ${terms.wrongItemReportHours} hours of delivery. For this order that was until ${until}.`,
    other: (lastDay: string): string => `A problem must be reported within ${terms.damagedReportDays} days of delivery. For this order the last day was ${lastDay}.`,
  },
  noLines: 'Choose at least one item to return.',
  notPositive: 'Choose how many of each item to return: at least one.',
  lineTwice: 'Name each item only once in a request.',
  notReturnable: 'Only the goods of this order can be returned; AI plans and trainings cannot.',
  allClaimed: (name: string): string => `All of ${name} is already part of a return request.`,
  tooMany: (name: string, returnable: number): string => `At most ${returnable} of ${name} can still be returned.`,
  photoRequired: 'Add at least one photo of the damaged or defective item and its packaging.',
  unknownPhoto: 'A photo of this request is not among your uploads, or it already belongs to another request. Please upload it again.',

  noPhoto: (field: string): string => `Please choose a photo to upload, sent as the multipart field "${field}".`,
  tooManyPhotos: (count: number): string => `You have sent ${count} photos in the last hour, the most we accept. Please try again later.`,
  photoNotFound: 'This photo was not found.',

  returnNotFound: (returnId: number): string => `Return #${returnId} was not found.`,
  refusalReasonRequired: 'Write why the request is refused: the customer reads it.',
  returnChanged: (returnId: number, status: string): string => `Return #${returnId} is ${status} now, so this cannot be done. Reload it to see what changed.`,
  resolvingOtherwise: (returnId: number, resolution: string): string => `Return #${returnId} is already being resolved by ${resolution}. Finish it the same way.`,
  salesDeskExchangeOnly: 'The sales desk resolves returns by exchange only; refunds and store credit are given in the back office.',
  replacementOutOfStock: (name: string): string => `There is not enough stock of ${name} for the replacement. Add stock, or resolve the return another way.`,
  statuses: { Requested: 'waiting for review', Approved: 'approved', Refused: 'refused', Received: 'received', Resolved: 'resolved' },
  resolutions: { 'card-refund': 'a refund to the card', 'store-credit': 'store credit', 'paid-back-by-hand': 'money paid back by hand', exchange: 'an exchange' },

  requestedSubject: (returnId: number, orderId: number): string => `${Brand.name}: return request #${returnId} for order #${orderId} received`,
  requested: (returnId: number, orderId: number): string =>
    `We have received your return request #${returnId} for order #${orderId}. We will look at it and write to you once we have decided.`,
  approvedSubject: (returnId: number): string => `${Brand.name}: return request #${returnId} approved`,
  approved: (returnId: number, orderId: number): string =>
    `Your return request #${returnId} for order #${orderId} has been approved. We will contact you to arrange how the items come back to us.`,
  refusedSubject: (returnId: number): string => `${Brand.name}: return request #${returnId} not accepted`,
  refused: (returnId: number, orderId: number): string => `We could not accept your return request #${returnId} for order #${orderId}.`,
  refusalReason: (reason: string): string => `Reason: ${reason}`,
  receivedSubject: (returnId: number): string => `${Brand.name}: the items of return #${returnId} have reached us`,
  received: (returnId: number, orderId: number): string =>
    `The items of your return #${returnId} for order #${orderId} have reached us. The refund or exchange is processed within ${terms.refundProcessingDays} days.`,
  resolvedSubject: (returnId: number): string => `${Brand.name}: return #${returnId} settled`,
  refundedToCard: (returnId: number, amount: Piasters): string =>
    `For your return #${returnId}, ${formatEgp(amount)} is being refunded to the card you paid with. Depending on your bank, it may take a few days to show.`,
  storeCredited: (returnId: number, amount: Piasters): string => `For your return #${returnId}, ${formatEgp(amount)} has been added to your store credit, to spend at your next checkout.`,
  paidBack: (returnId: number, amount: Piasters): string => `For your return #${returnId}, ${formatEgp(amount)} has been paid back to you.`,
  exchanged: (returnId: number, replacementId: number): string =>
    `For your return #${returnId}, a replacement is being prepared for you at no charge, as order #${replacementId}.`,

  noticeTitles: {
    requested: (returnId: number): string => `Return request #${returnId} received`,
    approved: (returnId: number): string => `Return request #${returnId} approved`,
    refused: (returnId: number): string => `Return request #${returnId} not accepted`,
    received: (returnId: number): string => `Return #${returnId}: items received`,
    resolved: (returnId: number): string => `Return #${returnId} settled`,
  },
} as const;
