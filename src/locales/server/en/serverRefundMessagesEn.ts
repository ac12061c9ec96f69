import { Brand } from '@tiara/domain/brand';
import { type Piasters, formatEgp } from '@tiara/domain/money';
import type { RefundStatus } from '@tiara/domain/returns';

/** Why a refund is refused, and what the customer is told once money went back to them. */
export const serverRefundMessagesEn = {
  orderNotFound: (orderId: number): string => `Order #${orderId} was not found.`,
  notPositive: 'A refund must be more than nothing, in whole piasters.',
  overRefundable: (refundable: Piasters): string => `That is more than is left to refund of this order: ${formatEgp(refundable)} at most.`,
  overCardRefundable: (refundable: Piasters): string => `That is more than is left to refund to the card: ${formatEgp(refundable)} at most.`,
  noCardPayment: (orderId: number): string => `Order #${orderId} has no card payment to refund to.`,
  guestOrder: (orderId: number): string => `Order #${orderId} was placed by a guest, and store credit needs a customer account.`,
  keyReused: 'This refund was asked for before with other details. Reload the order to see its refunds, then try again.',
  refundNotFound: (refundId: number): string => `Refund #${refundId} was not found.`,
  notPendingCardRefund: (refundId: number, status: RefundStatus): string =>
    `Refund #${refundId} is ${{ Pending: 'Pending, but not to a card', Confirmed: 'Confirmed', Failed: 'Failed' }[status]}, so there is nothing to check with the payment gateway: only a card refund still Pending is checked.`,
  checkUnderWay: (refundId: number): string => `The payment gateway was asked about refund #${refundId} less than a minute ago. Check again in a minute.`,

  subject: (orderId: number): string => `${Brand.name}: a refund for order #${orderId}`,
  noticeTitle: (orderId: number): string => `Refund for order #${orderId}`,
  refunded: {
    card: (orderId: number, amount: Piasters): string =>
      `We have refunded ${formatEgp(amount)} of order #${orderId} to the card you paid with. Your bank may take a few days to show it.`,
    'store-credit': (orderId: number, amount: Piasters): string => `We have added ${formatEgp(amount)} to your store credit for order #${orderId}. You can spend it on your next order.`,
    'by-hand': (orderId: number, amount: Piasters): string => `We have paid you back ${formatEgp(amount)} for order #${orderId}.`,
  },
} as const;
