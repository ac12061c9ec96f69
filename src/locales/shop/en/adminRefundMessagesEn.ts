import type { RefundMethod } from '@tiara/domain/returns';

/** Admin → Orders: an order's refunds, and the refund to the card a cancelled card order is offered (issue 29). */
export const adminRefundMessagesEn = {
  title: 'Refunds',
  loading: 'Loading the refunds…',
  none: 'No refunds yet.',
  cardOffer: 'This order was paid by card and cancelled. Give the money back to that card through the payment gateway.',
  amount: 'Amount to refund (EGP)',
  amountHint: (most: string) => `Up to ${most}. Lower it for a partial refund.`,
  refundToCard: (amount: string) => `Refund ${amount} to the card`,
  confirmTitle: 'Refund to the card',
  confirmMessage: (amount: string, orderId: number) => `Refund ${amount} of order #${orderId} to the card it was paid with? Once the gateway has made it, it cannot be taken back.`,
  errors: {
    notAnAmount: 'Enter the amount in pounds, for example 1234.50.',
    notPositive: 'Enter an amount above zero.',
    tooMuch: (most: string) => `At most ${most} can go back to the card.`,
  },
  refunded: (amount: string, orderId: number) => `${amount} of order #${orderId} was refunded to the card.`,
  waiting: (amount: string) => `The refund of ${amount} is waiting for the payment gateway, which is asked again every minute.`,
  refused: (reason: string) => `The payment gateway refused the refund: ${reason}`,
  methods: { card: 'To the card', 'store-credit': 'Store credit', 'by-hand': 'Paid back by hand' } satisfies Record<RefundMethod, string>,
  /** A refund's status, as the server names it. */
  statuses: { Pending: 'Pending', Confirmed: 'Confirmed', Failed: 'Failed' },
  attempts: (count: number) => `Attempts at the gateway: ${count}`,
  lastError: (error: string) => `Last error: ${error}`,
  by: (name: string) => `By ${name}`,
  creditNote: (number: string) => `Credit note ${number}`,
  forReturn: (returnId: number) => `For return #${returnId}`,
  /** A card refund still Pending, checked with the payment gateway again at staff's request. */
  check: {
    button: 'Check with the gateway again',
    buttonFor: (amount: string) => `Check with the gateway again: the refund of ${amount}`,
    confirmed: (amount: string) => `The payment gateway confirmed the refund of ${amount}.`,
    stillPending: (amount: string, error: string) => `The payment gateway has still not confirmed the refund of ${amount}. Last error: ${error}`,
  },
};
