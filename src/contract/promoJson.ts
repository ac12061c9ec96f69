import * as z from 'zod/mini';
import { IdJson, PoundsJson, StoredUserIdJson } from './boundsJson';

/** The body of POST /api/PromoCode/validate (SPEC §7): the code, the order's amount in pounds (subtotal plus shipping), and the stored user id. */
export const PromoCheckRequestJson = z.object({
  code: z.string().check(z.maxLength(100)),
  order_amount: PoundsJson,
  user_id: z.nullish(StoredUserIdJson),
});
export type PromoCheckRequestJson = z.input<typeof PromoCheckRequestJson>;

/** SPEC §3 "Promo code result": a code that does not apply is still an answer, with the reason as message. */
export const PromoCheckJson = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  discount_amount: z.number(),
  promo_code_id: z.nullable(z.int()),
  code: z.nullable(z.string()),
});
export type PromoCheckJson = z.infer<typeof PromoCheckJson>;

/** The body of POST /api/promocode/createUserUsage (SPEC §7). */
export const PromoUseJson = z.object({
  user_id: z.nullish(StoredUserIdJson),
  promo_code_id: IdJson,
  order_id: IdJson,
  used_at: z.nullish(z.string().check(z.maxLength(64))),
});
export type PromoUseJson = z.input<typeof PromoUseJson>;

/** What POST /api/promocode/createUserUsage answers: where the order's use of the code stands. */
export const RecordedPromoUseJson = z.object({
  order_id: z.int(),
  promo_code_id: z.int(),
  status: z.enum(['Reserved', 'Used', 'Released']),
});
export type RecordedPromoUseJson = z.infer<typeof RecordedPromoUseJson>;
