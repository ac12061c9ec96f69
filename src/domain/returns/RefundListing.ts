import type { Piasters } from '../money';
import type { RefundMethod } from './RefundLimits';

/** A refund is Pending until its money has gone back: at once for store credit and money paid back by hand, when the gateway confirms it for a card (or Failed when it refuses). */
export const REFUND_STATUSES = ['Pending', 'Confirmed', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back on an order, as the back office's payments screen lists it: with its customer, who asked for it and its credit note. */
export interface AdminRefund {
  readonly id: number;
  readonly orderId: number;
  /** The return it settles; null for a refund of the order itself. */
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  readonly status: RefundStatus;
  /** How many times the gateway was asked, and what it last answered wrong. */
  readonly attempts: number;
  readonly lastError: string | null;
  /** Paid back by hand: how. */
  readonly note: string | null;
  /** The staff member who asked for it, by name; null when the account is gone. */
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** Issued once a refund of an invoiceable order is confirmed. */
  readonly creditNote: { readonly id: number; readonly number: string } | null;
  readonly customer: { readonly name: string; readonly email: string };
}
