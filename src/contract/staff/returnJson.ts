import * as z from 'zod/mini';
import { CustomerRefundJson, OrderReturnJson } from '../returnJson';
import { withFields } from '../withFields';

/** A refund as staff see it: who asked, how often the gateway was asked, its last error, and its credit note (its PDF is GET /api/credit-notes/{credit_note_id}/pdf, for an admin). */
export const StaffRefundJson = withFields(CustomerRefundJson, {
  order_id: z.int(),
  attempts: z.int(),
  last_error: z.nullable(z.string()),
  /** Paid back by hand: how. */
  note: z.nullable(z.string()),
  created_by: z.nullable(z.string()),
  credit_note_number: z.nullable(z.string()),
  credit_note_id: z.nullable(z.int()),
});
export type StaffRefundJson = z.infer<typeof StaffRefundJson>;

/** A step of a return: who took it and, for a refusal or a repayment by hand, their note. */
export const ReturnEventJson = z.object({
  kind: z.enum(['requested', 'approved', 'refused', 'received', 'resolved']),
  at: z.string(),
  actor: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type ReturnEventJson = z.infer<typeof ReturnEventJson>;

/** A row of the staff's returns queue (GET /api/admin/returns, /api/sales/returns). */
export const StaffReturnJson = withFields(OrderReturnJson, {
  order_id: z.int(),
  order_status: z.string(),
  payment_method: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Whether the goods went back on the shelf; null until received. */
  restocked: z.nullable(z.boolean()),
});
export type StaffReturnJson = z.infer<typeof StaffReturnJson>;

/**
 * GET …/returns/{id}: a request with what staff need to resolve it. `suggested_amount` is the
 * returned lines' worth as charged; `refundable` what may still go back on the order in any way,
 * `card_refundable` what may still go back to the card (0 without a card payment).
 */
export const StaffReturnDetailJson = withFields(StaffReturnJson, {
  suggested_amount: z.number(),
  refundable: z.number(),
  card_refundable: z.number(),
  refunds: z.array(StaffRefundJson),
  events: z.array(ReturnEventJson),
});
export type StaffReturnDetailJson = z.infer<typeof StaffReturnDetailJson>;
