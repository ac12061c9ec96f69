import * as z from 'zod/mini';
import { withFields } from '../withFields';

/** A card payment as the gateway reported it, in an order's detail and in the payments list. Amounts in pounds. */
export const GatewayPaymentJson = z.object({
  id: z.int(),
  gateway: z.string(),
  transaction_id: z.nullable(z.string()),
  gateway_order_id: z.nullable(z.string()),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  card_brand: z.nullable(z.string()),
  card_last_four: z.nullable(z.string()),
  created_at: z.string(),
});
export type GatewayPaymentJson = z.infer<typeof GatewayPaymentJson>;

export const PaymentOrderJson = z.object({ status: z.string(), total_amount: z.number(), payment_method: z.string() });
export type PaymentOrderJson = z.infer<typeof PaymentOrderJson>;

/** A payment of GET /api/admin/payments, with its order and customer. */
export const AdminPaymentJson = withFields(GatewayPaymentJson, {
  order_id: z.int(),
  updated_at: z.string(),
  order: PaymentOrderJson,
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type AdminPaymentJson = z.infer<typeof AdminPaymentJson>;
