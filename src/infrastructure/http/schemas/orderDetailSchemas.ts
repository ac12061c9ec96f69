import * as z from 'zod/mini';
import { OrderDetailJson, OrderDetailLineJson, OrderStepJson } from '@tiara/contract/orderDetailJson';
import type { OrderDetail } from '../../../application/orders/OrderDetailApi';
import { piastersFromPounds } from '@tiara/domain/money';
import { isCourierId } from '@tiara/domain/order-tracking';

const pounds = z.number().check(z.gte(0));
const positive = z.int().check(z.positive());
/** An instant of the wire (ISO 8601); one the Date constructor cannot read makes the answer unreadable. */
export const wireDate = z.pipe(
  z.string(),
  z.transform((wire, context) => {
    const at = new Date(wire);
    if (Number.isNaN(at.getTime())) {
      context.issues.push({ code: 'custom', message: 'not a date', input: wire });
      return z.NEVER;
    }
    return at;
  }),
);

const stepSchema = z.pipe(
  z.object({ ...OrderStepJson.shape, at: wireDate, amount: z.optional(z.nullable(pounds)) }),
  z.transform((wire) => ({
    kind: wire.kind,
    at: wire.at,
    tracking: wire.tracking_number
      ? {
          courier: wire.courier && isCourierId(wire.courier) ? wire.courier : null,
          courierName: wire.courier_name ?? '',
          number: wire.tracking_number,
          // Only a web address is a link the page may open.
          url: wire.tracking_url && /^https?:\/\//i.test(wire.tracking_url) ? wire.tracking_url : null,
        }
      : null,
    // This server's: what a confirmed refund gave back, and where; the store credit an order spent, given back.
    refund:
      (wire.kind === 'refunded' || wire.kind === 'store-credit-given-back') && typeof wire.amount === 'number' && wire.refund_method
        ? { amount: piastersFromPounds(wire.amount), method: wire.refund_method }
        : null,
  })),
);

/** GET /api/order/{orderId}; an order without a readable date, amount or step makes the answer unreadable. */
export const orderDetailSchema: z.ZodMiniType<OrderDetail> = z.pipe(
  z.object({ ...OrderDetailJson.shape,
    created_at: wireDate,
    subtotal: pounds,
    shipping_amount: pounds,
    discount_amount: pounds,
    total_amount: pounds,
    store_credit: z.optional(pounds),
    order_items: z.array(z.object({ ...OrderDetailLineJson.shape, product_id: positive, quantity: positive, price: pounds })),
    timeline: z.array(stepSchema),
  }),
  z.transform((wire) => ({
    id: wire.id,
    createdAt: wire.created_at,
    status: wire.status,
    paymentMethod: wire.payment_method,
    paymentState: wire.payment_state,
    subtotal: piastersFromPounds(wire.subtotal),
    shipping: piastersFromPounds(wire.shipping_amount),
    discount: piastersFromPounds(wire.discount_amount),
    promoCode: wire.promo_code,
    total: piastersFromPounds(wire.total_amount),
    storeCredit: piastersFromPounds(wire.store_credit ?? 0),
    deliveryAddress: {
      firstName: wire.shipping.first_name,
      middleName: wire.shipping.middle_name,
      lastName: wire.shipping.last_name,
      address: wire.shipping.address,
      city: wire.shipping.city,
      state: wire.shipping.state,
      postalCode: wire.shipping.postal_code,
      country: wire.shipping.country,
      phone: wire.shipping.phone,
      email: wire.shipping.email,
    },
    lines: wire.order_items.map((item) => ({
      productId: item.product_id,
      variantId: item.variant_id,
      kind: item.kind,
      sku: item.sku,
      name: item.product_name,
      quantity: item.quantity,
      price: piastersFromPounds(item.price),
      image: item.product_image,
    })),
    timeline: wire.timeline,
  })),
);
