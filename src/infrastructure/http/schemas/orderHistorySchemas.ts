import * as z from 'zod/mini';
import type { PastOrder } from '../../../application/account/OrderHistoryApi';
import { piastersFromPounds } from '@tiara/domain/money';

const pounds = z.number().check(z.gte(0));

/** SPEC §3 "Order as read back"; an order or item without a readable date or amount makes the answer unreadable. */
const pastOrderSchema: z.ZodMiniType<PastOrder> = z.pipe(
  z.object({
    id: z.int().check(z.positive()),
    created_at: z.string(),
    total_amount: pounds,
    status: z.string(),
    order_items: z.array(
      z.object({
        product_name: z.string(),
        quantity: z.int().check(z.positive()),
        price: pounds,
        product_image: z.optional(z.nullable(z.string())),
        // Beyond SPEC §3, so a backend that answers only its fields still gives a readable history.
        product_id: z.optional(z.nullable(z.int().check(z.positive()))),
        variant_id: z.optional(z.nullable(z.int().check(z.positive()))),
        kind: z.optional(z.nullable(z.enum(['product', 'ai-plan', 'training']))),
      }),
    ),
  }),
  z.transform((wire, context) => {
    const createdAt = new Date(wire.created_at);
    if (Number.isNaN(createdAt.getTime())) {
      context.issues.push({ code: 'custom', message: 'created_at is not a date', input: wire.created_at });
      return z.NEVER;
    }
    return {
      id: wire.id,
      createdAt,
      total: piastersFromPounds(wire.total_amount),
      status: wire.status,
      items: wire.order_items.map((item) => ({
        name: item.product_name,
        quantity: item.quantity,
        price: piastersFromPounds(item.price),
        image: item.product_image ?? '',
        productId: item.product_id ?? null,
        variantId: item.variant_id ?? null,
        kind: item.kind ?? null,
      })),
    };
  }),
);

export const orderHistorySchema: z.ZodMiniType<PastOrder[]> = z.array(pastOrderSchema);
