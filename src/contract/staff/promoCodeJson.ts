import * as z from 'zod/mini';

/** The promo codes /api/admin/promo-codes answers, and the orders that used them. Amounts in pounds. */

export const PromoKindJson = z.enum(['percent', 'fixed']);
export type PromoKindJson = z.infer<typeof PromoKindJson>;

/** A promo code; `value` is a percent, or pounds for a fixed discount. */
export const AdminPromoCodeJson = z.object({
  id: z.int(),
  code: z.string(),
  kind: PromoKindJson,
  value: z.number(),
  is_active: z.boolean(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  max_uses: z.nullable(z.int()),
  once_per_user: z.boolean(),
  minimum_order: z.nullable(z.number()),
  used_count: z.int(),
  uses: z.object({ reserved: z.int(), used: z.int(), released: z.int() }),
  created_at: z.string(),
});
export type AdminPromoCodeJson = z.infer<typeof AdminPromoCodeJson>;

export const PromoUseJson = z.object({
  order_id: z.int(),
  order_status: z.string(),
  user_id: z.nullable(z.int()),
  user_email: z.nullable(z.string()),
  status: z.enum(['Reserved', 'Used', 'Released']),
  used_at: z.string(),
});
export type PromoUseJson = z.infer<typeof PromoUseJson>;
