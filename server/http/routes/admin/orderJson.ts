import { z } from 'zod';
import { DeliveryDetailsJson } from '@tiara/contract/orderDeliveryJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { COURIER_IDS, type ShipmentInput } from '@tiara/domain/order-tracking';
import type { OrderDetail, OrderFilter, OrderListEntry } from '../../../adapters/db/admin/AdminOrderQueries';
import type { ChangeOrderStatusError, OrderStatusChange } from '../../../application/admin/ChangeOrderStatus';
import { HttpError } from '../../HttpError';
import { deliveryDetailsToJson, shipmentJson, shipmentToJson } from '../orderDeliveryJson';
import { iso, isoOrNull, pageQuery, searchQuery } from './adminSchemas';

/** The orders list and detail as the back office and the sales desk both read them. */

export const orderFilterQuery = () => ({
  search: searchQuery().describe("An order number, or part of the customer's name, e-mail, phone or address"),
  status: z.enum(ORDER_STATUSES).optional(),
});

export const orderListQuery = () => ({ ...orderFilterQuery(), ...pageQuery() });

export const orderFilterOf = (query: { search?: string | undefined; status?: string | undefined }): OrderFilter => ({ search: query.search, status: query.status });

export const orderListItemJson = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  payment_method: z.string(),
  total_amount: z.number().describe('EGP'),
  item_count: z.number().int(),
  governorate: z.string(),
  paid: z.boolean().describe('The payment gateway confirmed a payment for it'),
  customer: z.object({ user_id: z.number().int().nullable().describe('Null for a guest'), name: z.string(), email: z.string(), phone: z.string() }),
});

export function orderListItemToJson(order: OrderListEntry): z.infer<typeof orderListItemJson> {
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
    customer: { user_id: order.customer.userId, name: order.customer.name, email: order.customer.email, phone: order.customer.phone },
  };
}

/** What a sales person needs to deliver an order and collect cash on delivery; no payment records. */
export const orderDetailJson = orderListItemJson.extend({
  subtotal: z.number().describe('EGP'),
  shipping_amount: z.number().describe('EGP'),
  discount_amount: z.number().describe('EGP'),
  promo_code: z.string().nullable(),
  shipping: DeliveryDetailsJson,
  account: z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string() }).nullable(),
  reservation_expires_at: z.string().nullable().describe('Until when an unpaid card order holds its stock'),
  order_items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['product', 'ai-plan', 'training']),
      product_id: z.number().int().describe('The id in its own catalogue: product, AI plan or training'),
      variant_id: z.number().int().nullable(),
      sku: z.string().nullable(),
      training_package_id: z.number().int().nullable(),
      product_name: z.string(),
      quantity: z.number().int(),
      price: z.number().describe('EGP, per unit, as charged'),
      line_total: z.number().describe('EGP'),
      product_image: z.string(),
    }),
  ),
  next_statuses: z.array(z.string()).describe('The statuses this caller may move the order to'),
  shipment: z.nullable(shipmentJson).describe('The parcel of the latest move to Shipped; null before the order ships'),
});

export function orderDetailToJson(order: OrderDetail, nextStatuses: readonly string[]): z.infer<typeof orderDetailJson> {
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
      product_name: line.name,
      quantity: line.quantity,
      price: poundsFromPiasters(line.unitPrice),
      line_total: poundsFromPiasters(line.unitPrice * line.quantity),
      product_image: line.image,
    })),
    next_statuses: [...nextStatuses],
    shipment: order.shipment ? shipmentToJson(order.shipment) : null,
  };
}

/** A move of status, and for Shipped the parcel's courier and tracking number. */
export const statusChangeBody = <Status extends readonly [string, ...string[]]>(statuses: Status) =>
  z.object({
    status: z.enum(statuses),
    courier: z.string().max(40).optional().describe(`Required for Shipped: one of ${COURIER_IDS.join(', ')}`),
    tracking_number: z.string().max(100).optional().describe('Required for Shipped: 4 to 40 letters, digits or dashes (spaces are removed)'),
    tracking_link: z.string().max(1000).nullish().describe("Only for courier 'other': the courier's https tracking page for the parcel"),
  });

/** The shipment the body describes, or null when it names none. */
export const shipmentInputOf = (body: { courier?: string | undefined; tracking_number?: string | undefined; tracking_link?: string | null | undefined }): ShipmentInput | null =>
  body.courier === undefined && body.tracking_number === undefined
    ? null
    : { courier: body.courier ?? '', trackingNumber: body.tracking_number ?? '', trackingLink: body.tracking_link ?? null };

export const statusChangeJson = z.object({
  id: z.number().int(),
  status: z.string(),
  previous_status: z.string(),
  changed: z.boolean().describe('False when the order already had this status: nothing was done twice'),
  refund_due: z.boolean().describe('Cancelled after a successful card payment: refund it at the payment gateway'),
});

export const statusChangeToJson = (change: OrderStatusChange): z.infer<typeof statusChangeJson> => ({
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
