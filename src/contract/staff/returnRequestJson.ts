import * as z from 'zod/mini';
import { RETURN_RESOLUTIONS, RETURN_STATUSES } from '@tiara/domain/returns';
import { PoundsJson } from '../boundsJson';
import { SearchQueryJson } from './listQueryJson';

/** The body of POST …/returns/{id}/decision: approve, or refuse with the reason the customer reads. */
export const ReturnDecisionJson = z.object({
  decision: z.enum(['approve', 'refuse']),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type ReturnDecisionJson = z.infer<typeof ReturnDecisionJson>;

/** The body of POST …/returns/{id}/receipt: the goods came back; put the returned quantities back on the shelf or not (damaged). */
export const ReturnReceiptJson = z.object({ restock: z.boolean() });
export type ReturnReceiptJson = z.infer<typeof ReturnReceiptJson>;

/**
 * The body of POST …/returns/{id}/resolution: how the shop settles it. `amount` (pounds) for the
 * money resolutions; `note` says how money was paid back by hand.
 */
export const ReturnResolutionJson = z.object({
  resolution: z.enum(RETURN_RESOLUTIONS),
  amount: z.optional(PoundsJson),
  note: z.optional(z.string().check(z.maxLength(500))),
});
export type ReturnResolutionJson = z.infer<typeof ReturnResolutionJson>;

/**
 * The body of POST /api/admin/orders/{id}/refunds: a refund of an order outside a return (a paid
 * order cancelled). `refunds_seen`: how many refunds of the order the asker saw listed; the refund
 * is the order's next one as they saw it, so the same click sent twice makes one refund.
 */
export const OrderRefundRequestJson = z.object({
  method: z.enum(['card', 'store-credit', 'by-hand']),
  amount: PoundsJson,
  note: z.optional(z.string().check(z.maxLength(500))),
  refunds_seen: z.int().check(z.gte(0), z.lte(10_000)),
});
export type OrderRefundRequestJson = z.infer<typeof OrderRefundRequestJson>;

export const ReturnQueryJson = z.object({ search: z.optional(SearchQueryJson), status: z.optional(z.enum(RETURN_STATUSES)) });
export type ReturnQueryJson = z.infer<typeof ReturnQueryJson>;
