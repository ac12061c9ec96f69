import * as z from 'zod/mini';
import type { CartItemKind } from '@tiara/domain/cart';

/** A line of an order as read back: as bought, price per unit in pounds. */
export const PastOrderItemJson = z.object({
  product_name: z.string(),
  quantity: z.int(),
  price: z.number(),
  product_image: z.string(),
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  kind: z.enum(['product', 'ai-plan', 'training'] as const satisfies readonly CartItemKind[]),
});
export type PastOrderItemJson = z.infer<typeof PastOrderItemJson>;

/**
 * SPEC §3 "Order as read back", one of GET /api/order/user/{userId}'s list, with what the order was
 * charged beside its items (money in pounds), so that its lines add up to its total.
 */
export const PastOrderJson = z.object({
  id: z.int().check(z.positive()),
  created_at: z.string(),
  subtotal: z.number(),
  shipping_amount: z.number(),
  discount_amount: z.number(),
  promo_code: z.nullable(z.string()),
  total_amount: z.number(),
  status: z.string(),
  payment_method: z.string(),
  order_items: z.array(PastOrderItemJson),
});
export type PastOrderJson = z.infer<typeof PastOrderJson>;
