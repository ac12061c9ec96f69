import * as z from 'zod/mini';
import { OrderCustomerJson, OrderStatusChangeJson, StaffOrderDetailJson, StaffOrderItemJson, StaffOrderJson } from '@tiara/contract/staff/orderJson';
import { NewOrderStatusJson, OrderQueryJson } from '@tiara/contract/staff/orderRequestJson';
import { type Language, shownText } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import { COURIER_IDS, type ShipmentInput } from '@tiara/domain/order-tracking';
import type { OrderDetail, OrderFilter, OrderListEntry } from '../../../adapters/db/admin/AdminOrderQueries';
import type { ChangeOrderStatusError, OrderStatusChange } from '../../../application/admin/ChangeOrderStatus';
import { documented } from '../../documented';
import { HttpError } from '../../HttpError';
import { deliveryDetailsToJson, shipmentJson, shipmentToJson } from '../orderDeliveryJson';
import { orderPaymentState } from '../orderPaymentState';
import { iso, isoOrNull, pageQuery } from './adminSchemas';

/** The orders list and detail as the back office and the sales desk both read them (src/contract/staff/orderJson.ts). */

export const orderFilterQuery = () => documented(OrderQueryJson, { search: "An order number, or part of the customer's name, e-mail, phone or address" }).shape;

export const orderListQuery = () => ({ ...orderFilterQuery(), ...pageQuery() });

export const orderFilterOf = (query: { search?: string | undefined; status?: string | undefined }): OrderFilter => ({ search: query.search, status: query.status });

const customerJson = documented(OrderCustomerJson, { user_id: 'Null for a guest' });

const listItemWords = {
  total_amount: 'EGP',
  paid: 'The payment gateway confirmed a payment for it',
  payment_state:
    'As the customer’s order page reads it: paid by card, with store credit, or cash collected on delivery; refund_due: paid by card, then cancelled, nothing refunded yet; partly_refunded / refunded: confirmed refunds, or the store credit it spent given back when it ended unfulfilled, gave back part or all of what was paid',
  store_credit: 'EGP of the total paid with the customer’s store credit; an order it pays in full (store_credit = total_amount) is paid without the gateway',
} as const;

export const orderListItemJson = documented(z.extend(StaffOrderJson, { customer: customerJson }), listItemWords);

export function orderListItemToJson(order: OrderListEntry): StaffOrderJson {
  return {
    id: order.id,
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    status: order.status,
    payment_method: order.paymentMethod,
    total_amount: poundsFromPiasters(order.total),
    item_count: order.itemCount,
    governorate: order.governorate,
    paid: order.paid,
    payment_state: orderPaymentState(order),
    store_credit: poundsFromPiasters(order.storeCredit),
    customer: { user_id: order.customer.userId, name: order.customer.name, email: order.customer.email, phone: order.customer.phone },
  };
}

const orderItemJson = documented(StaffOrderItemJson, {
  product_id: 'The id in its own catalogue: product, AI plan or training',
  price: 'EGP, per unit, as charged',
  line_total: 'EGP',
});

/** What a sales person needs to deliver an order and collect cash on delivery; no payment records. */
export const orderDetailJson = documented(z.extend(StaffOrderDetailJson, { customer: customerJson, order_items: z.array(orderItemJson), shipment: z.nullable(shipmentJson) }), {
  ...listItemWords,
  subtotal: 'EGP',
  shipping_amount: 'EGP',
  discount_amount: 'EGP',
  reservation_expires_at: 'Until when an unpaid card order holds its stock',
  next_statuses: 'The statuses this caller may move the order to',
  shipment: 'The parcel of the latest move to Shipped; null before the order ships',
});

/** An order as the staff read it, its lines named in the reader's language (English where it was ordered without Arabic). */
export function orderDetailToJson(order: OrderDetail, nextStatuses: readonly string[], language: Language): StaffOrderDetailJson {
  return {
    ...orderListItemToJson(order),
    subtotal: poundsFromPiasters(order.subtotal),
    shipping_amount: poundsFromPiasters(order.shipping),
    discount_amount: poundsFromPiasters(order.discount),
    promo_code: order.promoCode,
    shipping: deliveryDetailsToJson(order.shippingDetails),
    account: order.account
      ? { id: order.account.id, email: order.account.email, first_name: order.account.firstName, last_name: order.account.lastName, phone: order.account.phone }
      : null,
    reservation_expires_at: isoOrNull(order.reservationExpiresAt),
    order_items: order.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      product_id: line.catalogId,
      variant_id: line.variantId,
      sku: line.sku,
      training_package_id: line.trainingPackageId,
      product_name: shownText(language, line.name, line.nameAr),
      quantity: line.quantity,
      price: poundsFromPiasters(line.unitPrice),
      line_total: poundsFromPiasters(line.unitPrice * line.quantity),
      product_image: line.image,
    })),
    next_statuses: [...nextStatuses],
    shipment: order.shipment ? shipmentToJson(order.shipment) : null,
  };
}

const moveWords = {
  courier: `Required for Shipped: one of ${COURIER_IDS.join(', ')}`,
  tracking_number: 'Required for Shipped: 4 to 40 letters, digits or dashes (spaces are removed)',
  tracking_link: "Only for courier 'other': the courier's https tracking page for the parcel",
} as const;

/** A move of status, and for Shipped the parcel's courier and tracking number. */
export const statusChangeBody = () => documented(NewOrderStatusJson, moveWords);

/** The same move, to one of fewer statuses (the sales desk's). */
export const statusChangeBodyTo = (statuses: readonly [OrderStatus, ...OrderStatus[]]) => documented(z.extend(NewOrderStatusJson, { status: z.enum(statuses) }), moveWords);

/** The shipment the body describes, or null when it names none. */
export const shipmentInputOf = (body: { courier?: string | undefined; tracking_number?: string | undefined; tracking_link?: string | null | undefined }): ShipmentInput | null =>
  body.courier === undefined && body.tracking_number === undefined
    ? null
    : { courier: body.courier ?? '', trackingNumber: body.tracking_number ?? '', trackingLink: body.tracking_link ?? null };

export const statusChangeJson = documented(OrderStatusChangeJson, {
  changed: 'False when the order already had this status: nothing was done twice',
  refund_due: 'Cancelled after a successful card payment: refund it with POST /api/admin/orders/{id}/refunds',
});

export const statusChangeToJson = (change: OrderStatusChange): OrderStatusChangeJson => ({
  id: change.id,
  status: change.status,
  previous_status: change.previousStatus,
  changed: change.changed,
  refund_due: change.refundDue,
});

const STATUS_OF_REFUSAL: Readonly<Record<ChangeOrderStatusError['code'], number>> = {
  order_not_found: 404,
  move_not_allowed: 409,
  payment_not_verified: 409,
  order_paid: 409,
  order_changed: 409,
  shipment_invalid: 400,
};

export const statusRefusal = (error: ChangeOrderStatusError) => new HttpError(STATUS_OF_REFUSAL[error.code], error.code, error.message);
