import type { Piasters } from '../money';
import type { OrderStatus } from '../order-lifecycle';
import { type Result, fail, ok } from '../result';

/** An order's total split between the customer's store credit and what the payment method collects. */
export interface StoreCreditSplit {
  readonly credit: Piasters;
  /** What the chosen payment method collects: the total less the credit, never negative. */
  readonly toPay: Piasters;
}

export type StoreCreditRefusal = { readonly code: 'not-whole' } | { readonly code: 'over-total'; readonly total: Piasters };

/**
 * The most of a balance an order may use: the balance, but never more than the order's total and
 * never below nothing (a ledger the shop corrected below zero offers nothing).
 */
export function usableStoreCredit(balance: Piasters, total: Piasters): Piasters {
  return Math.max(0, Math.min(balance, total));
}

/**
 * The order's side of using `asked` of the customer's credit on an order of `total`: whole
 * piasters, at least nothing, no more than the total. The ledger's side (the balance covers it,
 * `canSpend`) is checked where the balance is read under the customer's lock.
 */
export function storeCreditOnOrder(asked: Piasters, total: Piasters): Result<StoreCreditSplit, StoreCreditRefusal> {
  if (!Number.isSafeInteger(asked) || asked < 0) return fail({ code: 'not-whole' });
  if (asked > total) return fail({ code: 'over-total', total });
  return ok({ credit: asked, toPay: total - asked });
}

/** What the payment method collects on an order of `total` of which `credit` was paid with store credit. */
export function amountToPay(total: Piasters, credit: Piasters): Piasters {
  if (credit < 0 || credit > total) throw new RangeError(`Store credit ${credit} is not within the order's total ${total}`);
  return total - credit;
}

/** Whether store credit paid the whole of an order, which then waits for no payment. */
export function coversTotal(total: Piasters, credit: Piasters): boolean {
  return credit > 0 && credit === total;
}

/** What says whether an order stands paid with store credit alone. */
export interface StoreCreditPaidFacts {
  readonly total: Piasters;
  readonly storeCredit: Piasters;
  readonly status: OrderStatus | string;
}

/**
 * An order store credit paid in full is paid from the moment it is placed (the credit left the
 * ledger with it) until it ends unfulfilled, when the credit goes back to the ledger.
 */
export function isPaidWithStoreCredit(facts: StoreCreditPaidFacts): boolean {
  return coversTotal(facts.total, facts.storeCredit) && facts.status !== ('Cancelled' satisfies OrderStatus) && facts.status !== ('Failed' satisfies OrderStatus);
}
