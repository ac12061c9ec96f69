import * as z from 'zod/mini';
import { IdJson, PoundsJson, StoredUserIdJson } from './boundsJson';

/** The body of POST /api/PromoCode/validate (SPEC §7): the code, the order's amount in pounds (subtotal plus shipping), and the stored user id. */
export const PromoCheckRequestJson = z.object({
  code: z.string().check(z.maxLength(100)),
  order_amount: PoundsJson,
  user_id: z.nullish(StoredUserIdJson),
});
export type PromoCheckRequestJson = z.input<typeof PromoCheckRequestJson>;

/** The body of POST /api/promocode/createUserUsage (SPEC §7). */
export const PromoUseJson = z.object({
  user_id: z.nullish(StoredUserIdJson),
  promo_code_id: IdJson,
  order_id: IdJson,
  used_at: z.nullish(z.string().check(z.maxLength(64))),
});
export type PromoUseJson = z.input<typeof PromoUseJson>;
