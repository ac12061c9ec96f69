import * as z from 'zod/mini';
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '@tiara/domain/returns';

/*
 * This server's returns, refunds and credit notes as the customer's order page reads them
 * (src/domain/returns; issue 29). Amounts in pounds, times ISO 8601.
 */

/** A line a return asks about: the order line, its name in the reader's language, and how many. */
export const ReturnLineJson = z.object({ order_item_id: z.int(), product_name: z.string(), quantity: z.int() });
export type ReturnLineJson = z.infer<typeof ReturnLineJson>;

/** A photo sent with a report; `url` answers only its owner and staff, with their credentials. */
export const ReturnPhotoJson = z.object({ id: z.int(), url: z.string() });
export type ReturnPhotoJson = z.infer<typeof ReturnPhotoJson>;

/** Money given back on the order: to the card (Pending until the gateway confirms it), as store credit, or paid back by hand. */
export const CustomerRefundJson = z.object({
  id: z.int(),
  return_id: z.nullable(z.int()),
  method: z.enum(['card', 'store-credit', 'by-hand']),
  amount: z.number(),
  status: z.enum(['Pending', 'Confirmed', 'Failed']),
  created_at: z.string(),
  confirmed_at: z.nullable(z.string()),
});
export type CustomerRefundJson = z.infer<typeof CustomerRefundJson>;

/** A credit note issued for a refund of the invoiced order; `url` is its PDF (GET, with the customer's credentials). */
export const CreditNoteJson = z.object({ id: z.int(), refund_id: z.int(), number: z.string(), issued_at: z.string(), amount: z.number(), url: z.string() });
export type CreditNoteJson = z.infer<typeof CreditNoteJson>;

/** A return request as its customer follows it. */
export const OrderReturnJson = z.object({
  id: z.int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  preferred_outcome: z.enum(RETURN_OUTCOMES),
  note: z.string(),
  /** Staff's reason when refused. */
  refusal_reason: z.nullable(z.string()),
  resolution: z.nullable(z.enum(RETURN_RESOLUTIONS)),
  /** The replacement order of an exchange. */
  exchange_order_id: z.nullable(z.int()),
  created_at: z.string(),
  lines: z.array(ReturnLineJson),
  photos: z.array(ReturnPhotoJson),
});
export type OrderReturnJson = z.infer<typeof OrderReturnJson>;

/**
 * Whether a report of `reason` may still be made: until the end of `last_day` in Cairo (a damaged
 * or defective item, anything else), or until the instant `until` (a wrong item).
 */
export const ReportWindowJson = z.object({
  reason: z.enum(RETURN_REASONS),
  open: z.boolean(),
  last_day: z.nullable(z.string()),
  until: z.nullable(z.string()),
});
export type ReportWindowJson = z.infer<typeof ReportWindowJson>;

/** A bought line and how many of it may still be asked back (bought less what requests not refused already claim). */
export const ReturnableLineJson = z.object({ order_item_id: z.int(), product_name: z.string(), bought: z.int(), returnable: z.int() });
export type ReturnableLineJson = z.infer<typeof ReturnableLineJson>;

/**
 * GET /api/orders/{orderId}/returns: what the order page needs for returns. `delivered_at` null: not
 * delivered, no report can be made yet (every window closed).
 */
export const OrderReturnsJson = z.object({
  delivered_at: z.nullable(z.string()),
  windows: z.array(ReportWindowJson),
  lines: z.array(ReturnableLineJson),
  returns: z.array(OrderReturnJson),
  refunds: z.array(CustomerRefundJson),
  credit_notes: z.array(CreditNoteJson),
});
export type OrderReturnsJson = z.infer<typeof OrderReturnsJson>;
