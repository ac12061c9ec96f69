import { type Piasters, sumPiasters } from '../money';
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
