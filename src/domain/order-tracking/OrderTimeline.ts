import type { Piasters } from '../money';
import type { OrderStatus } from '../order-lifecycle';
import type { Shipment } from './Shipment';

/** A step of an order's history as the customer follows it. */
export const TIMELINE_KINDS = [
  'placed',
  'paid',
  // An order store credit paid in full: paid when it was placed, the credit leaving the ledger with it.
  'paid-with-store-credit',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
  // The store credit an order spent, back in the customer's ledger once the order ended unfulfilled.
  'store-credit-given-back',
  // A return's steps (src/domain/returns), and money given back once it was (a confirmed refund).
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  'return-resolved',
  'refunded',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Where money given back went: to the card, into store credit, or paid back by hand. */
export type RefundedTo = 'card' | 'store-credit' | 'by-hand';

/** Money given back on the order, counted once the refund was confirmed. */
export interface ConfirmedRefund {
  readonly at: Date;
  readonly amount: Piasters;
  readonly method: RefundedTo;
}

export interface TimelineEntry {
  readonly kind: TimelineKind;
  readonly at: Date;
  /** Only on 'shipped': the courier and number it left with. */
  readonly shipment: Shipment | null;
  /**
   * Only on 'refunded' and 'store-credit-given-back': how much went back, and where (the credit an
   * order spent always goes back to the store credit).
   */
  readonly refund?: Omit<ConfirmedRefund, 'at'>;
}

/** The store credit an order spent, given back to the customer's ledger when the order ended unfulfilled. */
export interface StoreCreditGivenBack {
  readonly at: Date;
  readonly amount: Piasters;
}

/** A recorded change of status. */
export interface StatusChange {
  readonly status: OrderStatus;
  readonly at: Date;
  readonly shipment: Shipment | null;
}

/** A recorded step of one of the order's returns (src/domain/returns). */
export interface ReturnStep {
  readonly kind: 'requested' | 'approved' | 'refused' | 'received' | 'resolved';
  readonly at: Date;
}

export interface OrderHistoryFacts {
  readonly placedAt: Date;
  /** When the gateway confirmed the payment; null for an unpaid order. */
  readonly paidAt: Date | null;
  /** When store credit paid the whole order (the credit spent with it); null for any other order. */
  readonly paidWithStoreCreditAt: Date | null;
  readonly changes: readonly StatusChange[];
  /** The steps of every return asked on the order. */
  readonly returnSteps: readonly ReturnStep[];
  readonly refunds: readonly ConfirmedRefund[];
  /** The store credit it spent that went back to the customer's ledger (once, in full); null for any other order. */
  readonly storeCreditGivenBack: StoreCreditGivenBack | null;
}

const KIND_OF_STATUS: Readonly<Record<Exclude<OrderStatus, 'Pending'>, TimelineKind>> = {
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  Failed: 'failed',
};

/** Steps recorded in the same instant keep the lifecycle's order: a payment settles the order it paid for. */
const RANK = Object.fromEntries(TIMELINE_KINDS.map((kind, rank) => [kind, rank])) as Readonly<Record<TimelineKind, number>>;

const KIND_OF_RETURN_STEP: Readonly<Record<ReturnStep['kind'], TimelineKind>> = {
  requested: 'return-requested',
  approved: 'return-approved',
  refused: 'return-refused',
  received: 'return-received',
  resolved: 'return-resolved',
};

/**
 * The order's history, oldest first: placed, paid (by the gateway, or in full with store credit),
 * each change of status, the store credit it spent given back, each step of its returns and each
 * refund confirmed. 'Pending' is where every order starts, so a change back to it is not a step.
 * Placing comes first even when a clock gave a later step an earlier time.
 */
export function orderTimeline(facts: OrderHistoryFacts): TimelineEntry[] {
  const steps: TimelineEntry[] = [];
  if (facts.paidAt !== null) steps.push({ kind: 'paid', at: facts.paidAt, shipment: null });
  if (facts.paidWithStoreCreditAt !== null) steps.push({ kind: 'paid-with-store-credit', at: facts.paidWithStoreCreditAt, shipment: null });
  for (const change of facts.changes) {
    if (change.status === 'Pending') continue;
    const kind = KIND_OF_STATUS[change.status];
    steps.push({ kind, at: change.at, shipment: kind === 'shipped' ? change.shipment : null });
  }
  if (facts.storeCreditGivenBack !== null) {
    const { at, amount } = facts.storeCreditGivenBack;
    steps.push({ kind: 'store-credit-given-back', at, shipment: null, refund: { amount, method: 'store-credit' } });
  }
  for (const step of facts.returnSteps) steps.push({ kind: KIND_OF_RETURN_STEP[step.kind], at: step.at, shipment: null });
  for (const { at, amount, method } of facts.refunds) steps.push({ kind: 'refunded', at, shipment: null, refund: { amount, method } });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || RANK[a.kind] - RANK[b.kind]);
  return [{ kind: 'placed', at: facts.placedAt, shipment: null }, ...steps];
}
