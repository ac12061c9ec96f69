import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '@tiara/domain/checkout';
import { IdJson, PoundsJson, StoredUserIdJson } from './boundsJson';

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
  /** This server's addition: the store credit the signed-in customer chose to use, in pounds; absent or 0 for none. */
  store_credit: z.optional(PoundsJson),
});
export type NewOrderJson = z.input<typeof NewOrderJson>;
