import type { Piasters } from '../money';

/** A card refund of one payment that the gateway has not confirmed yet. */
export interface UnconfirmedCardRefund {
  readonly id: number;
  readonly amount: Piasters;
}

/**
 * Which of a payment's unconfirmed refunds the gateway has already made, read from the one figure
 * it gives: how much of the payment it has refunded in all. What the confirmed refunds explain is
 * set aside; what is left is given to the unconfirmed ones oldest first, each counted as made only
 * when the rest covers it whole. A refund asked again after its answer was lost is thereby asked
 * only when the gateway's figure shows it was not made, and never confirmed on money it did not give.
 */
export function refundsMadeAtGateway(refundedAtGateway: Piasters, confirmed: Piasters, oldestFirst: readonly UnconfirmedCardRefund[]): number[] {
  let unexplained = refundedAtGateway - confirmed;
  const made: number[] = [];
  for (const refund of oldestFirst) {
    if (refund.amount > unexplained) continue;
    made.push(refund.id);
    unexplained -= refund.amount;
  }
  return made;
}
