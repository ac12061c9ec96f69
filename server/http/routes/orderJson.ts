import * as z from 'zod/mini';
import { NewOrderJson } from '@tiara/contract/newOrderJson';
import { OrderDetailJson, type OrderStepJson } from '@tiara/contract/orderDetailJson';
import { PastOrderJson } from '@tiara/contract/orderHistoryJson';
import { type Language, shownText } from '@tiara/domain/language';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { type OrderHistoryFacts, orderTimeline } from '@tiara/domain/order-tracking';
import type { OrderDetail } from '../../adapters/db/admin/AdminOrderQueries';
import type { OrderHistoryEntry } from '../../adapters/db/OrderHistoryQueries';
import type { PlaceOrderInput } from '../../application/orders/PlaceOrder';
import { documented } from '../documented';
import { deliveryDetailsToJson, shipmentToJson } from './orderDeliveryJson';
import { orderPaymentState } from './orderPaymentState';

/** The API document's words on the fields of the items of a list field. */
type ItemWords<List> = List extends z.ZodMiniArray<z.ZodMiniObject<infer Item>> ? { readonly [Field in keyof Item]?: string } : never;

/**
 * The contract's object with the API document's words on its fields (`words`) and on the fields
 * of the items of its lists (`itemWords`); the lists keep their own rules.
 */
function documentedWithItems<Shape extends z.core.$ZodShape>(
  object: z.ZodMiniObject<Shape>,
  words: { readonly [Field in keyof Shape]?: string },
  itemWords: { readonly [Field in keyof Shape]?: ItemWords<Shape[Field]> },
): z.ZodMiniObject<Shape> {
  const lists: Record<string, z.core.$ZodType> = {};
  for (const [field, descriptions] of Object.entries(itemWords as Readonly<Record<string, { readonly [field: string]: string }>>)) {
    const list = object.shape[field] as z.ZodMiniArray<z.ZodMiniObject>;
    lists[field] = z.clone(list, { ...list._zod.def, element: documented(list._zod.def.element, descriptions) });
  }
  return documented(z.extend(object, lists) as unknown as z.ZodMiniObject<Shape>, words);
}

export const newOrderBody = documentedWithItems(
  NewOrderJson,
  {
    user_id: '0 or absent for a guest; otherwise the token’s user (an admin may name another)',
    status: 'Ignored: every order starts Pending',
    shipping_amount: 'Ignored: the server charges its own fee, which the total must reflect',
    total_amount: 'EGP, as the customer saw it; a different server total is a 409',
    shipping_state: 'The governorate, which decides the shipping fee',
    store_credit:
      'EGP of the signed-in customer’s store credit to pay with, at most the total and the balance (409 otherwise, nothing placed); the payment method collects the rest. Guests have none (401)',
  },
  {
    order_items: {
      product_id: 'The cart id: a product id, an AI plan id + 1,000,000 or a training id + 2,000,000',
      price: 'EGP, per unit, as the customer saw it; checked against the catalogue',
      sku: "The chosen variant's SKU",
      package_id: 'The chosen training package',
    },
  },
);

/** What the body of POST /api/order/create asks of PlaceOrder; the customer, language and time are the request's. */
export function orderRequestOf(body: z.output<typeof NewOrderJson>): Pick<PlaceOrderInput, 'paymentMethod' | 'shippingDetails' | 'promoCodeId' | 'clientTotal' | 'storeCredit' | 'lines'> {
  return {
    paymentMethod: body.payment_method,
    shippingDetails: {
      address: body.shipping_address,
      city: body.shipping_city,
      state: body.shipping_state,
      postalCode: body.shipping_postal_code,
      country: body.shipping_country,
      phone: body.shipping_phone,
      email: body.shipping_email,
      firstName: body.shipping_user_first_name,
      middleName: body.shipping_user_middle_name,
      lastName: body.shipping_user_last_name,
    },
    promoCodeId: body.promo_code_id ?? null,
    clientTotal: piastersFromPounds(body.total_amount),
    storeCredit: piastersFromPounds(body.store_credit ?? 0),
    lines: body.order_items.map((item) => ({
      cartId: item.product_id,
      name: item.product_name,
      quantity: item.quantity,
      unitPrice: piastersFromPounds(item.price),
      image: item.product_image ?? '',
      sku: item.sku ?? null,
      packageId: item.package_id ?? null,
    })),
  };
}

export const pastOrderJson = documentedWithItems(
  PastOrderJson,
  {
    subtotal: 'EGP: the items',
    shipping_amount: 'EGP: the shipping charged (0 for pickup or an order of only plans and courses)',
    discount_amount: 'EGP: the promo discount, taken from subtotal + shipping',
    promo_code: 'The promo code of the discount; null without one',
    total_amount: 'EGP: subtotal + shipping − discount',
  },
  {
    order_items: {
      price: 'EGP, per unit',
      product_id: "The product's id; for kind 'ai-plan' the plan's id, for 'training' the training's id (not the cart id)",
      variant_id: 'The variant bought; null without one (or when it has since been deleted)',
    },
  },
);

/** An order as its customer reads it back, each line named in the reader's language (English where it was ordered without Arabic). */
export function pastOrderToJson(entry: OrderHistoryEntry, language: Language): PastOrderJson {
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    subtotal: poundsFromPiasters(entry.subtotalPiasters),
    shipping_amount: poundsFromPiasters(entry.shippingPiasters),
    discount_amount: poundsFromPiasters(entry.discountPiasters),
    promo_code: entry.promoCode,
    total_amount: poundsFromPiasters(entry.totalPiasters),
    status: entry.status,
    payment_method: entry.paymentMethod,
    order_items: entry.items.map((item) => ({
      product_name: shownText(language, item.productName, item.productNameAr),
      quantity: item.quantity,
      price: poundsFromPiasters(item.unitPricePiasters),
      product_image: item.productImage,
      product_id: item.productId,
      variant_id: item.variantId,
      kind: item.kind,
    })),
  };
}

export const orderDetailJson = documentedWithItems(
  OrderDetailJson,
  {
    payment_state:
      'refund_due: paid by card, then cancelled by the shop, nothing refunded yet; partly_refunded / refunded: confirmed refunds, or the store credit it spent given back when it ended unfulfilled, gave back part or all of what was paid',
    subtotal: 'EGP',
    shipping_amount: 'EGP',
    discount_amount: 'EGP',
    promo_code: 'The promo code of the discount; null without one',
    total_amount: 'EGP',
    store_credit: 'EGP of the total paid with store credit, a payment and not a discount; the payment method collects the rest. An order it pays in full is paid from the start',
    timeline: 'The order’s history, oldest first',
  },
  {
    order_items: {
      product_id: 'The id in its own catalogue: product, AI plan or training',
      price: 'EGP, per unit, as charged',
    },
    timeline: {
      courier: 'Shipped: the courier’s id',
      tracking_url: 'Shipped: where the parcel can be followed, when the courier has such a page',
      amount: 'Refunded: EGP given back; store-credit-given-back: EGP of the store credit the order spent, given back to the customer; absent on every other step',
      refund_method: 'Refunded: where the money went (card, store-credit, by-hand); store-credit on store-credit-given-back; absent on every other step',
    },
  },
);

/** A timeline entry other than Shipped has no parcel. */
const NO_SHIPMENT = { courier: null, courier_name: null, tracking_number: null, tracking_url: null } satisfies Partial<OrderStepJson>;

/** The order's page, its lines named in the reader's language. */
export function orderDetailToJson(order: OrderDetail, facts: OrderHistoryFacts, language: Language): OrderDetailJson {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_method: order.paymentMethod,
    payment_state: orderPaymentState(order),
    subtotal: poundsFromPiasters(order.subtotal),
    shipping_amount: poundsFromPiasters(order.shipping),
    discount_amount: poundsFromPiasters(order.discount),
    promo_code: order.promoCode,
    total_amount: poundsFromPiasters(order.total),
    store_credit: poundsFromPiasters(order.storeCredit),
    shipping: deliveryDetailsToJson(order.shippingDetails),
    order_items: order.lines.map((line) => ({
      product_id: line.catalogId,
      variant_id: line.variantId,
      kind: line.kind,
      sku: line.sku,
      product_name: shownText(language, line.name, line.nameAr),
      quantity: line.quantity,
      price: poundsFromPiasters(line.unitPrice),
      product_image: line.image,
    })),
    timeline: orderTimeline(facts).map((entry) => ({
      kind: entry.kind,
      at: entry.at.toISOString(),
      ...(entry.shipment ? shipmentToJson(entry.shipment) : NO_SHIPMENT),
      ...(entry.refund ? { amount: poundsFromPiasters(entry.refund.amount), refund_method: entry.refund.method } : {}),
    })),
  };
}
