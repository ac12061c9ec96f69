import * as z from 'zod/mini';
import { type DeliveryDetailsJson, type ShipmentJson } from '@tiara/contract/orderDeliveryJson';
import { AdminOrderDetailJson, OrderStatusChangeJson, StaffOrderDetailJson, StaffOrderJson } from '@tiara/contract/staff/orderJson';
import type { NewOrderStatusJson } from '@tiara/contract/staff/orderRequestJson';
import type { GatewayPaymentJson } from '@tiara/contract/staff/paymentJson';
import type { GatewayPayment } from '@tiara/domain/card-payment';
import type { DeliveryDetails } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { isOrderStatus } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import type { AdminOrderDetail, StaffOrderDetail, StaffOrderSummary, StaffShipment, StatusChange } from '../../../application/admin/AdminOrdersApi';
import { instant, instantOrNull } from './adminWireSchemas';

/** The orders of /api/admin/orders and /api/sales/orders (src/contract/staff/orderJson.ts), as both staff areas read them. */

export const summaryOf = (wire: StaffOrderJson, context: z.core.ParsePayload): StaffOrderSummary => ({
  id: wire.id,
  createdAt: instant(wire.created_at, context),
  updatedAt: instant(wire.updated_at, context),
  status: wire.status,
  paymentMethod: wire.payment_method,
  total: piastersFromPounds(wire.total_amount),
  itemCount: wire.item_count,
  governorate: wire.governorate,
  paid: wire.paid,
  paymentState: wire.payment_state,
  storeCredit: piastersFromPounds(wire.store_credit),
  customer: { userId: wire.customer.user_id, name: wire.customer.name, email: wire.customer.email, phone: wire.customer.phone },
});

export const orderSummarySchema: z.ZodMiniType<StaffOrderSummary> = z.pipe(StaffOrderJson, z.transform(summaryOf));

const shippingOf = (wire: DeliveryDetailsJson): DeliveryDetails => ({
  firstName: wire.first_name,
  middleName: wire.middle_name,
  lastName: wire.last_name,
  email: wire.email,
  phone: wire.phone,
  address: wire.address,
  city: wire.city,
  state: wire.state,
  postalCode: wire.postal_code,
  country: wire.country,
});

const shipmentOf = (wire: ShipmentJson): StaffShipment => ({ courier: wire.courier, trackingNumber: wire.tracking_number, trackingUrl: wire.tracking_url });

const detailOf = (wire: StaffOrderDetailJson, context: z.core.ParsePayload): StaffOrderDetail => ({
  ...summaryOf(wire, context),
  subtotal: piastersFromPounds(wire.subtotal),
  shippingAmount: piastersFromPounds(wire.shipping_amount),
  discountAmount: piastersFromPounds(wire.discount_amount),
  promoCode: wire.promo_code,
  shipping: shippingOf(wire.shipping),
  account: wire.account ? { id: wire.account.id, email: wire.account.email, firstName: wire.account.first_name, lastName: wire.account.last_name, phone: wire.account.phone } : null,
  reservationExpiresAt: instantOrNull(wire.reservation_expires_at, context),
  lines: wire.order_items.map((line) => ({
    id: line.id,
    kind: line.kind,
    name: line.product_name,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: piastersFromPounds(line.price),
    lineTotal: piastersFromPounds(line.line_total),
    image: line.product_image,
  })),
  // A status this page does not know cannot be offered as a move.
  nextStatuses: wire.next_statuses.filter(isOrderStatus),
  shipment: wire.shipment ? shipmentOf(wire.shipment) : null,
});

export const orderDetailSchema: z.ZodMiniType<StaffOrderDetail> = z.pipe(StaffOrderDetailJson, z.transform(detailOf));

/** A card payment as the gateway reported it, in an order's detail and in the payments list. */
export const paymentOf = (wire: GatewayPaymentJson, context: z.core.ParsePayload): GatewayPayment => ({
  id: wire.id,
  gateway: wire.gateway,
  transactionId: wire.transaction_id,
  gatewayOrderId: wire.gateway_order_id,
  status: wire.status,
  amount: piastersFromPounds(wire.amount),
  currency: wire.currency,
  cardBrand: wire.card_brand,
  cardLastFour: wire.card_last_four,
  createdAt: instant(wire.created_at, context),
});

export const adminOrderDetailSchema: z.ZodMiniType<AdminOrderDetail> = z.pipe(
  AdminOrderDetailJson,
  z.transform((wire, context) => ({
    ...detailOf(wire, context),
    payments: wire.payments.map((payment) => paymentOf(payment, context)),
    refundable: piastersFromPounds(wire.refundable),
    cardRefundable: piastersFromPounds(wire.card_refundable),
    storeCreditGivenBack: wire.store_credit_given_back && { amount: piastersFromPounds(wire.store_credit_given_back.amount), at: instant(wire.store_credit_given_back.at, context) },
  })),
);

export const statusChangeSchema: z.ZodMiniType<StatusChange> = z.pipe(
  OrderStatusChangeJson,
  z.transform((wire) => ({ status: wire.status, previousStatus: wire.previous_status, changed: wire.changed, refundDue: wire.refund_due })),
);

/** The body of PUT …/orders/{id}/status: the status and, for Shipped, the parcel. */
export const statusChangeBody = (status: NewOrderStatusJson['status'], shipment?: Shipment): NewOrderStatusJson => ({
  status,
  ...(shipment
    ? { courier: shipment.courier, tracking_number: shipment.trackingNumber, ...(shipment.trackingLink === null ? {} : { tracking_link: shipment.trackingLink }) }
    : {}),
});
