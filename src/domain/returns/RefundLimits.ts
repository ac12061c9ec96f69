import { type Piasters, sumPiasters } from '../money';
import { isCollectedOnHandover } from '../order-tracking';
import { type Result, fail, ok } from '../result';

/** A refund towards the gateway or the ledger: pending until the gateway confirms it or says it failed. */
export interface RefundRecord {
  readonly amount: Piasters;
  readonly status: 'pending' | 'confirmed' | 'failed';
}

/**
 * What may still be refunded of an order: what was captured, less every refund confirmed or still
 * pending. A pending refund may yet land, so it holds its amount; a failed one gives it back.
 */
export function refundableAmount(captured: Piasters, refunds: readonly RefundRecord[]): Piasters {
  const held = sumPiasters(refunds.filter((refund) => refund.status !== 'failed').map((refund) => refund.amount));
  return Math.max(0, captured - held);
}

export type RefundRefusal = { readonly code: 'not-positive' } | { readonly code: 'over-refundable'; readonly refundable: Piasters };

/** A refund of `amount` on an order that captured `captured`: whole piasters, more than nothing, no more than is left. */
export function checkedRefund(amount: Piasters, captured: Piasters, refunds: readonly RefundRecord[]): Result<Piasters, RefundRefusal> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return fail({ code: 'not-positive' });
  const refundable = refundableAmount(captured, refunds);
  return amount > refundable ? fail({ code: 'over-refundable', refundable }) : ok(amount);
}

/** How many of a bought line may still be asked back: what was bought, less what earlier requests not refused already claim. */
export function returnableQuantity(bought: number, claimed: readonly number[]): number {
  return Math.max(0, bought - claimed.reduce((total, quantity) => total + quantity, 0));
}

/** Where money goes back: to the card through the gateway, into the customer's store credit, or paid back by hand (cash, transfer). */
export const REFUND_METHODS = ['card', 'store-credit', 'by-hand'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund of an order, and the way its money goes back. */
export interface OrderRefundRecord extends RefundRecord {
  readonly method: RefundMethod;
}

/** What an order was paid, by the means it was paid with. */
export interface PaidByMeans {
  /** Its successful card payments, as the gateway took them. */
  readonly card: Piasters;
  /** The customer's store credit spent on it (and not given back). */
  readonly storeCredit: Piasters;
  /** Cash collected: a cash-on-delivery or pickup order is paid, less its store credit, when it is handed over. */
  readonly cash: Piasters;
}

/** What the payment of an order is read from. */
export interface OrderPaymentFacts {
  readonly paymentMethod: string;
  readonly status: string;
  readonly total: Piasters;
  readonly storeCredit: Piasters;
  /** The amounts of its successful card payments (more than one only when it was paid twice). */
  readonly cardPayments: readonly Piasters[];
}

export function paidByMeans(order: OrderPaymentFacts): PaidByMeans {
  const collected = isCollectedOnHandover(order);
  return {
    card: sumPiasters(order.cardPayments),
    storeCredit: order.storeCredit,
    cash: collected ? Math.max(0, order.total - order.storeCredit) : 0,
  };
}

/** What the order was paid in all. */
export function paidInAll(paid: PaidByMeans): Piasters {
  return paid.card + paid.storeCredit + paid.cash;
}

/** What an order's confirmed refunds gave back; a pending one has given nothing yet. */
export function refundedSoFar(refunds: readonly RefundRecord[]): Piasters {
  return sumPiasters(refunds.filter((refund) => refund.status === 'confirmed').map((refund) => refund.amount));
}

/** What may still go back on an order: in any way (`total`), and to the card (`card`, never more than `total`). */
export interface Refundable {
  readonly total: Piasters;
  readonly card: Piasters;
}

/**
 * An order's refunds (Pending and Confirmed; a Failed one holds nothing) never exceed what it was
 * paid, and those to the card never exceed what the card paid: the money of a cash order cannot
 * go back to a card it never came from.
 */
export function refundableOf(paid: PaidByMeans, refunds: readonly OrderRefundRecord[]): Refundable {
  const total = refundableAmount(paidInAll(paid), refunds);
  const card = refundableAmount(
    paid.card,
    refunds.filter((refund) => refund.method === 'card'),
  );
  return { total, card: Math.min(total, card) };
}

export type OrderRefundRefusal = RefundRefusal | { readonly code: 'no-card-payment' };

/** A refund of `amount` by `method`, within what the order was paid and, for the card, what the card paid. */
export function checkedOrderRefund(method: RefundMethod, amount: Piasters, paid: PaidByMeans, refunds: readonly OrderRefundRecord[]): Result<Piasters, OrderRefundRefusal> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return fail({ code: 'not-positive' });
  if (method === 'card' && paid.card <= 0) return fail({ code: 'no-card-payment' });
  const refundable = refundableOf(paid, refunds);
  const limit = method === 'card' ? refundable.card : refundable.total;
  return amount > limit ? fail({ code: 'over-refundable', refundable: limit }) : ok(amount);
}

/** A successful card payment of an order. */
export interface CardPaymentAmount {
  readonly id: number;
  readonly amount: Piasters;
}

/** A card refund, and the card payment it gives back to. */
export interface CardRefundRecord extends RefundRecord {
  readonly paymentId: number | null;
}

/**
 * The payment a card refund of `amount` goes back to: the first of the order's card payments that
 * has that much left, its own refunds that may land counted, since a gateway refunds a transaction
 * only up to what that transaction took. Null when none has (an order paid twice may have enough
 * in all, split over two payments).
 */
export function cardPaymentFor(amount: Piasters, payments: readonly CardPaymentAmount[], refunds: readonly CardRefundRecord[]): number | null {
  return payments.find((payment) => refundableAmount(payment.amount, refunds.filter((refund) => refund.paymentId === payment.id)) >= amount)?.id ?? null;
}
