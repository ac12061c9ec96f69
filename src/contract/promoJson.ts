import * as z from 'zod/mini';

/** SPEC §3 "Promo code result": a code that does not apply is still an answer, with the reason as message. */
export const PromoCheckJson = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  discount_amount: z.number(),
  promo_code_id: z.nullable(z.int()),
  code: z.nullable(z.string()),
});
export type PromoCheckJson = z.infer<typeof PromoCheckJson>;

/** What POST /api/promocode/createUserUsage answers: where the order's use of the code stands. */
export const RecordedPromoUseJson = z.object({
  order_id: z.int(),
  promo_code_id: z.int(),
  status: z.enum(['Reserved', 'Used', 'Released']),
});
export type RecordedPromoUseJson = z.infer<typeof RecordedPromoUseJson>;
