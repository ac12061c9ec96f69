import * as z from 'zod/mini';
import type { CartItemKind } from '@tiara/domain/cart';
import { PAYMENT_METHODS } from '@tiara/domain/checkout';
import type { PaymentState, TimelineKind } from '@tiara/domain/order-tracking';
import { IdJson, PoundsJson, StoredUserIdJson } from './boundsJson';
import { DeliveryDetailsJson } from './orderDeliveryJson';

/** What a line of an order is: a product, an AI plan or a training. */
const LINE_KINDS = ['product', 'ai-plan', 'training'] as const satisfies readonly CartItemKind[];

/** A delivery field the checkout may leave out, at most `maxLength` characters. */
const deliveryText = (maxLength: number) => z._default(z.string().check(z.maxLength(maxLength)), '');

/** A line of POST /api/order/create (SPEC §3 "Order creation payload"). */
export const NewOrderItemJson = z.object({
  product_name: z.string().check(z.maxLength(500)),
  product_id: IdJson,
  quantity: z.int().check(z.gte(1), z.lte(10_000)),
  price: PoundsJson,
  product_image: z.nullish(z.string().check(z.maxLength(2048))),
  sku: z.nullish(z.string().check(z.maxLength(100))),
  package_id: z.nullish(IdJson),
});
export type NewOrderItemJson = z.input<typeof NewOrderItemJson>;

/** The body of POST /api/order/create (SPEC §3 "Order creation payload"); money in pounds. */
export const NewOrderJson = z.object({
  user_id: z.nullish(StoredUserIdJson),
  status: z.optional(z.string().check(z.maxLength(20))),
  shipping_amount: z.optional(PoundsJson),
  total_amount: PoundsJson,
  shipping_address: deliveryText(500),
  shipping_city: deliveryText(100),
  shipping_state: deliveryText(100),
  shipping_postal_code: deliveryText(20),
  shipping_country: deliveryText(100),
  shipping_phone: deliveryText(30),
  shipping_email: deliveryText(320),
  shipping_user_first_name: deliveryText(100),
  shipping_user_last_name: deliveryText(100),
  shipping_user_middle_name: deliveryText(100),
  promo_code_id: z.nullish(IdJson),
  payment_method: z.enum(PAYMENT_METHODS),
  order_items: z.array(NewOrderItemJson).check(z.minLength(1), z.maxLength(100)),
});
export type NewOrderJson = z.input<typeof NewOrderJson>;

/** SPEC §7: POST /api/order/create answers 201 and the new order's id. */
export const CreatedOrderJson = z.object({ orderid: z.int().check(z.positive()) });
export type CreatedOrderJson = z.infer<typeof CreatedOrderJson>;

/** POST /api/order/confirmOrder/{orderId}/{status}: the order and the status it has now. */
export const ConfirmedOrderJson = z.object({ id: z.int(), status: z.string() });
export type ConfirmedOrderJson = z.infer<typeof ConfirmedOrderJson>;

/** A line of an order as read back: as bought, price per unit in pounds. */
export const PastOrderItemJson = z.object({
  product_name: z.string(),
  quantity: z.int(),
  price: z.number(),
  product_image: z.string(),
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  kind: z.enum(LINE_KINDS),
});
export type PastOrderItemJson = z.infer<typeof PastOrderItemJson>;

/** SPEC §3 "Order as read back", one of GET /api/order/user/{userId}'s list. */
export const PastOrderJson = z.object({
  id: z.int().check(z.positive()),
  created_at: z.string(),
  total_amount: z.number(),
  status: z.string(),
  payment_method: z.string(),
  order_items: z.array(PastOrderItemJson),
});
export type PastOrderJson = z.infer<typeof PastOrderJson>;

/** A line of the customer's order page: as bought, price per unit in pounds as charged. */
export const OrderDetailLineJson = z.object({
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  kind: z.enum(LINE_KINDS),
  sku: z.nullable(z.string()),
  product_name: z.string(),
  quantity: z.int(),
  price: z.number(),
  product_image: z.string(),
});
export type OrderDetailLineJson = z.infer<typeof OrderDetailLineJson>;

/** A step of an order's history; the parcel's courier and tracking on Shipped, null on every other step. */
export const OrderStepJson = z.object({
  kind: z.enum(['placed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'failed'] as const satisfies readonly TimelineKind[]),
  at: z.string(),
  courier: z.nullable(z.string()),
  courier_name: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
});
export type OrderStepJson = z.infer<typeof OrderStepJson>;

/** GET /api/order/{orderId}: one of the customer's orders, money in pounds, its history oldest first. */
export const OrderDetailJson = z.object({
  id: z.int().check(z.positive()),
  created_at: z.string(),
  status: z.string(),
  payment_method: z.string(),
  payment_state: z.enum(['unpaid', 'paid', 'refund_due'] as const satisfies readonly PaymentState[]),
  subtotal: z.number(),
  shipping_amount: z.number(),
  discount_amount: z.number(),
  total_amount: z.number(),
  shipping: DeliveryDetailsJson,
  order_items: z.array(OrderDetailLineJson),
  timeline: z.array(OrderStepJson),
});
export type OrderDetailJson = z.infer<typeof OrderDetailJson>;
