import { type Piasters, formatEgp } from '@tiara/domain/money';

/** What the server says about store credit: refusals at checkout and at payment, and the lines of the order e-mail. */
export const serverStoreCreditMessagesEn = {
  signInRequired: 'Please sign in to use your store credit.',
  balanceShort: (balance: Piasters, asked: Piasters): string =>
    `Your store credit is ${formatEgp(balance)}, less than the ${formatEgp(asked)} you chose to use. Nothing was ordered; please check the amount and try again.`,
  overTotal: (total: Piasters): string => `Store credit can pay at most the order's total of ${formatEgp(total)}.`,
  amountMismatch: (orderId: number, toPay: Piasters, credit: Piasters): string =>
    `The amount to pay does not match order #${orderId}: after ${formatEgp(credit)} of store credit, ${formatEgp(toPay)} is left to pay by card.`,
  paidInFull: (orderId: number): string => `Order #${orderId} is paid in full with store credit; there is nothing to pay by card.`,
  mail: {
    paidWithStoreCredit: (amount: Piasters): string => `Paid with store credit: -${formatEgp(amount)}`,
    toPay: (method: string, amount: Piasters): string => `Payment: ${method}, ${formatEgp(amount)}`,
  },
} as const;
