import * as z from 'zod/mini';
import { RETURN_OUTCOMES, RETURN_REASONS } from '@tiara/domain/returns';
import { IdJson } from './boundsJson';

/** At most this many photos go with one report. */
export const MAX_RETURN_PHOTOS = 6;
/** The customer's own words about the problem, at most this long. */
export const MAX_RETURN_NOTE = 1000;

/**
 * The body of POST /api/orders/{orderId}/returns: the lines and quantities, why, what the customer
 * would like, and the photos uploaded before (POST /api/returns/photos); photos are required for a
 * damaged or defective item.
 */
export const NewReturnJson = z.object({
  reason: z.enum(RETURN_REASONS),
  preferred_outcome: z.enum(RETURN_OUTCOMES),
  note: z.string().check(z.maxLength(MAX_RETURN_NOTE)),
  lines: z.array(z.object({ order_item_id: IdJson, quantity: z.int().check(z.positive(), z.lte(10_000)) })).check(z.minLength(1), z.maxLength(100)),
  photo_ids: z.array(IdJson).check(z.maxLength(MAX_RETURN_PHOTOS)),
});
export type NewReturnJson = z.infer<typeof NewReturnJson>;
