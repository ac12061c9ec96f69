import * as z from 'zod/mini';
import type { CartItemKind } from '@tiara/domain/cart';
import { type PaymentState, TIMELINE_KINDS } from '@tiara/domain/order-tracking';
import { DeliveryDetailsJson } from './orderDeliveryJson';

/** A line of the customer's order page: as bought, price per unit in pounds as charged. */
export const OrderDetailLineJson = z.object({
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  kind: z.enum(['product', 'ai-plan', 'training'] as const satisfies readonly CartItemKind[]),
  sku: z.nullable(z.string()),
  product_name: z.string(),
  quantity: z.int(),
  price: z.number(),
  product_image: z.string(),
});
export type OrderDetailLineJson = z.infer<typeof OrderDetailLineJson>;

/** A step of an order's history; the parcel's courier and tracking on Shipped, null on every other step. */
export const OrderStepJson = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  courier: z.nullable(z.string()),
  courier_name: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  /** This server's: on 'refunded' and 'store-credit-given-back', the amount given back in pounds, and how ('card', 'store-credit', 'by-hand'). */
  amount: z.optional(z.nullable(z.number())),
  refund_method: z.optional(z.nullable(z.enum(['card', 'store-credit', 'by-hand']))),
});
export type OrderStepJson = z.infer<typeof OrderStepJson>;

/** Whether the order is paid, owes a refund or was refunded (src/domain/order-tracking `paymentStateOf`), as its customer and the staff read it. */
export const PaymentStateJson = z.enum(['unpaid', 'paid', 'refund_due', 'partly_refunded', 'refunded'] as const satisfies readonly PaymentState[]);

/** GET /api/order/{orderId}: one of the customer's orders, money in pounds, its history oldest first. */
export const OrderDetailJson = z.object({
  id: z.int().check(z.positive()),
  created_at: z.string(),
  status: z.string(),
  payment_method: z.string(),
  payment_state: PaymentStateJson,
  subtotal: z.number(),
  shipping_amount: z.number(),
  discount_amount: z.number(),
  promo_code: z.nullable(z.string()),
  total_amount: z.number(),
  /** This server's: the store credit the order was paid with, in pounds; the payment method collects the rest of the total. */
  store_credit: z.optional(z.number()),
  shipping: DeliveryDetailsJson,
  order_items: z.array(OrderDetailLineJson),
  timeline: z.array(OrderStepJson),
});
export type OrderDetailJson = z.infer<typeof OrderDetailJson>;
