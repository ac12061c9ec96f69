import * as z from 'zod/mini';
import type { OrderPayment, StaffOrderDetail, StaffOrderSummary, StatusChange } from '../../../application/admin/AdminOrdersApi';
import { isOrderStatus } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import { count, date, money, nullableDate } from './adminWireSchemas';

/** The order shapes that /api/admin/orders and /api/sales/orders share (server/http/routes/admin/orderJson.ts). */

const summaryFields = {
  id: count,
  created_at: date,
  updated_at: date,
  status: z.string(),
  payment_method: z.string(),
  total_amount: money,
  item_count: count,
  governorate: z.string(),
  paid: z.boolean(),
  customer: z.object({ user_id: z.nullable(count), name: z.string(), email: z.string(), phone: z.string() }),
};

type SummaryWire = z.infer<z.ZodMiniObject<typeof summaryFields>>;

const summaryOf = (wire: SummaryWire): StaffOrderSummary => ({
  id: wire.id,
  createdAt: wire.created_at,
  updatedAt: wire.updated_at,
  status: wire.status,
  paymentMethod: wire.payment_method,
  total: wire.total_amount,
  itemCount: wire.item_count,
  governorate: wire.governorate,
  paid: wire.paid,
  customer: { userId: wire.customer.user_id, name: wire.customer.name, email: wire.customer.email, phone: wire.customer.phone },
});

export const orderSummarySchema: z.ZodMiniType<StaffOrderSummary> = z.pipe(z.object(summaryFields), z.transform(summaryOf));

const detailFields = {
  ...summaryFields,
  subtotal: money,
  shipping_amount: money,
  discount_amount: money,
  promo_code: z.nullable(z.string()),
  shipping: z.object({
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  account: z.nullable(z.object({ id: count, email: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string() })),
  reservation_expires_at: nullableDate,
  order_items: z.array(
    z.object({
      id: count,
      kind: z.enum(['product', 'ai-plan', 'training']),
      sku: z.nullable(z.string()),
      product_name: z.string(),
      quantity: count,
      price: money,
      line_total: money,
      product_image: z.string(),
    }),
  ),
  next_statuses: z.array(z.string()),
  shipment: z.nullable(z.object({ courier: z.string(), tracking_number: z.string(), tracking_url: z.nullable(z.string()) })),
};

type DetailWire = z.infer<z.ZodMiniObject<typeof detailFields>>;

export const detailOf = (wire: DetailWire): StaffOrderDetail => ({
  ...summaryOf(wire),
  subtotal: wire.subtotal,
  shippingAmount: wire.shipping_amount,
  discountAmount: wire.discount_amount,
  promoCode: wire.promo_code,
  shipping: {
    firstName: wire.shipping.first_name,
    middleName: wire.shipping.middle_name,
    lastName: wire.shipping.last_name,
    email: wire.shipping.email,
    phone: wire.shipping.phone,
    address: wire.shipping.address,
    city: wire.shipping.city,
    state: wire.shipping.state,
    postalCode: wire.shipping.postal_code,
    country: wire.shipping.country,
  },
  account: wire.account ? { id: wire.account.id, email: wire.account.email, firstName: wire.account.first_name, lastName: wire.account.last_name, phone: wire.account.phone } : null,
  reservationExpiresAt: wire.reservation_expires_at,
  lines: wire.order_items.map((line) => ({
    id: line.id,
    kind: line.kind,
    name: line.product_name,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.price,
    lineTotal: line.line_total,
    image: line.product_image,
  })),
  // A status this page does not know cannot be offered as a move.
  nextStatuses: wire.next_statuses.filter(isOrderStatus),
  shipment: wire.shipment ? { courier: wire.shipment.courier, trackingNumber: wire.shipment.tracking_number, trackingUrl: wire.shipment.tracking_url } : null,
});

export const orderDetailSchema: z.ZodMiniType<StaffOrderDetail> = z.pipe(z.object(detailFields), z.transform(detailOf));

const paymentSchema: z.ZodMiniType<OrderPayment> = z.pipe(
  z.object({
    id: count,
    gateway: z.string(),
    transaction_id: z.nullable(z.string()),
    status: z.string(),
    amount: money,
    currency: z.string(),
    card_brand: z.nullable(z.string()),
    card_last_four: z.nullable(z.string()),
    created_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    gateway: wire.gateway,
    transactionId: wire.transaction_id,
    status: wire.status,
    amount: wire.amount,
    currency: wire.currency,
    cardBrand: wire.card_brand,
    cardLastFour: wire.card_last_four,
    createdAt: wire.created_at,
  })),
);

export const adminOrderDetailSchema = z.pipe(
  z.object({ ...detailFields, payments: z.array(paymentSchema) }),
  z.transform((wire) => ({ ...detailOf(wire), payments: wire.payments })),
);

export const statusChangeSchema: z.ZodMiniType<StatusChange> = z.pipe(
  z.object({ id: count, status: z.string(), previous_status: z.string(), changed: z.boolean(), refund_due: z.boolean() }),
  z.transform((wire) => ({ status: wire.status, previousStatus: wire.previous_status, changed: wire.changed, refundDue: wire.refund_due })),
);

/** A shipment as the status routes take it beside the status. */
export const shipmentBody = (shipment: Shipment) => ({
  courier: shipment.courier,
  tracking_number: shipment.trackingNumber,
  ...(shipment.trackingLink === null ? {} : { tracking_link: shipment.trackingLink }),
});
