import * as z from 'zod/mini';
import { withFields } from '../withFields';
import { PaymentStateJson } from '../orderDetailJson';
import { DeliveryDetailsJson, ShipmentJson } from '../orderDeliveryJson';
import { GatewayPaymentJson } from './paymentJson';

/** The orders /api/admin/orders and /api/sales/orders answer. Amounts in pounds. */

/** Who placed the order: `user_id` is null for a guest. */
export const OrderCustomerJson = z.object({ user_id: z.nullable(z.int()), name: z.string(), email: z.string(), phone: z.string() });
export type OrderCustomerJson = z.infer<typeof OrderCustomerJson>;

/** An order as the lists show it. */
export const StaffOrderJson = z.object({
  id: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  payment_method: z.string(),
  total_amount: z.number(),
  item_count: z.int(),
  governorate: z.string(),
  paid: z.boolean(),
  /** Paid, owing a refund or refunded, as the order's customer reads it on the order page. */
  payment_state: PaymentStateJson,
  /** The part of the total paid with the customer's store credit, in pounds; all of it for an order it paid in full. */
  store_credit: z.number(),
  customer: OrderCustomerJson,
});
export type StaffOrderJson = z.infer<typeof StaffOrderJson>;

/** A line of an order: `product_id` is the id in its own catalogue (product, AI plan or training). */
export const StaffOrderItemJson = z.object({
  id: z.int(),
  kind: z.enum(['product', 'ai-plan', 'training']),
  product_id: z.int(),
  variant_id: z.nullable(z.int()),
  sku: z.nullable(z.string()),
  training_package_id: z.nullable(z.int()),
  product_name: z.string(),
  quantity: z.int(),
  price: z.number(),
  line_total: z.number(),
  product_image: z.string(),
});
export type StaffOrderItemJson = z.infer<typeof StaffOrderItemJson>;

/** The customer's account as it is now. */
export const OrderAccountJson = z.object({ id: z.int(), email: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string() });
export type OrderAccountJson = z.infer<typeof OrderAccountJson>;

/** What a sales person needs to deliver an order and collect cash on delivery; no payment records. */
export const StaffOrderDetailJson = withFields(StaffOrderJson, {
  subtotal: z.number(),
  shipping_amount: z.number(),
  discount_amount: z.number(),
  promo_code: z.nullable(z.string()),
  shipping: DeliveryDetailsJson,
  account: z.nullable(OrderAccountJson),
  reservation_expires_at: z.nullable(z.string()),
  order_items: z.array(StaffOrderItemJson),
  next_statuses: z.array(z.string()),
  shipment: z.nullable(ShipmentJson),
});
export type StaffOrderDetailJson = z.infer<typeof StaffOrderDetailJson>;

/**
 * The back office's order detail: the shared one, the order's payments, and what may still be
 * refunded of it in any way (`refundable`) and to the card (`card_refundable`, 0 without a card payment).
 */
export const AdminOrderDetailJson = withFields(StaffOrderDetailJson, {
  payments: z.array(GatewayPaymentJson),
  refundable: z.number(),
  card_refundable: z.number(),
  /** The store credit the order spent, in pounds, given back to the customer when (`at`) it ended unfulfilled; null for any other order. */
  store_credit_given_back: z.nullable(z.object({ amount: z.number(), at: z.string() })),
});
export type AdminOrderDetailJson = z.infer<typeof AdminOrderDetailJson>;

/** The answer to a move of status: `changed` is false when the order already had it. */
export const OrderStatusChangeJson = z.object({
  id: z.int(),
  status: z.string(),
  previous_status: z.string(),
  changed: z.boolean(),
  refund_due: z.boolean(),
});
export type OrderStatusChangeJson = z.infer<typeof OrderStatusChangeJson>;
