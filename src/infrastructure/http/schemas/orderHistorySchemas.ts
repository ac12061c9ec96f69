import * as z from 'zod/mini';
import { PastOrderItemJson, PastOrderJson } from '@tiara/contract/orderHistoryJson';
import type { PastOrder } from '../../../application/account/OrderHistoryApi';
import { piastersFromPounds } from '@tiara/domain/money';

const pounds = z.number().check(z.gte(0));
const positive = z.int().check(z.positive());

/**
 * SPEC §3 "Order as read back": id, created_at, total_amount, status and the items' name, quantity,
 * price and image (which may be missing or null), and, when the backend tells them, the shipping
 * and discount the order was charged; an order or item without a readable date or amount makes
 * the answer unreadable.
 */
const pastOrderSchema: z.ZodMiniType<PastOrder> = z.pipe(
  z.object({ ...PastOrderJson.shape,
    total_amount: pounds,
    // Beyond SPEC §3, so a backend that answers only its fields still gives a readable history.
    shipping_amount: z.optional(pounds),
    discount_amount: z.optional(pounds),
    promo_code: z.optional(PastOrderJson.shape.promo_code),
    // Beyond SPEC §3, and never read here: the subtotal is what the items add up to.
    subtotal: z.optional(pounds),
    payment_method: z.optional(PastOrderJson.shape.payment_method),
    order_items: z.array(
      z.object({ ...PastOrderItemJson.shape,
        quantity: positive,
        price: pounds,
        product_image: z.optional(z.nullable(PastOrderItemJson.shape.product_image)),
        // Beyond SPEC §3, so a backend that answers only its fields still gives a readable history.
        product_id: z.optional(z.nullable(positive)),
        variant_id: z.optional(z.nullable(positive)),
        kind: z.optional(z.nullable(PastOrderItemJson.shape.kind)),
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
      charges:
        wire.shipping_amount === undefined || wire.discount_amount === undefined
          ? null
          : { shipping: piastersFromPounds(wire.shipping_amount), discount: piastersFromPounds(wire.discount_amount), promoCode: wire.promo_code ?? null },
      total: piastersFromPounds(wire.total_amount),
      status: wire.status,
      items: wire.order_items.map((entry) => ({
        name: entry.product_name,
        quantity: entry.quantity,
        price: piastersFromPounds(entry.price),
        image: entry.product_image ?? '',
        productId: entry.product_id ?? null,
        variantId: entry.variant_id ?? null,
        kind: entry.kind ?? null,
      })),
    };
  }),
);

export const orderHistorySchema: z.ZodMiniType<PastOrder[]> = z.array(pastOrderSchema);
