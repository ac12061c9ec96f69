import * as z from 'zod/mini';
import type { OrderDetail } from '../../../application/orders/OrderDetailApi';
import { piastersFromPounds } from '@tiara/domain/money';
import { isCourierId } from '@tiara/domain/order-tracking';

const pounds = z.number().check(z.gte(0));
const text = z.optional(z.nullable(z.string()));
const date = z.pipe(
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
  z.object({
    kind: z.enum(['placed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'failed']),
    at: date,
    courier: text,
    courier_name: text,
    tracking_number: text,
    tracking_url: text,
  }),
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
  })),
);

/** GET /api/order/{orderId}; an order without a readable date, amount or step makes the answer unreadable. */
export const orderDetailSchema: z.ZodMiniType<OrderDetail> = z.pipe(
  z.object({
    id: z.int().check(z.positive()),
    created_at: date,
    status: z.string(),
    payment_method: z.string(),
    payment_state: z.enum(['unpaid', 'paid', 'refund_due']),
    subtotal: pounds,
    shipping_amount: pounds,
    discount_amount: pounds,
    total_amount: pounds,
    shipping: z.object({
      first_name: text,
      middle_name: text,
      last_name: text,
      address: text,
      city: text,
      state: text,
      postal_code: text,
      country: text,
      phone: text,
      email: text,
    }),
    order_items: z.array(
      z.object({
        product_id: z.int().check(z.positive()),
        variant_id: z.optional(z.nullable(z.int())),
        kind: z.enum(['product', 'ai-plan', 'training']),
        sku: text,
        product_name: z.string(),
        quantity: z.int().check(z.positive()),
        price: pounds,
        product_image: text,
      }),
    ),
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
    total: piastersFromPounds(wire.total_amount),
    deliveryAddress: {
      firstName: wire.shipping.first_name ?? '',
      middleName: wire.shipping.middle_name ?? '',
      lastName: wire.shipping.last_name ?? '',
      address: wire.shipping.address ?? '',
      city: wire.shipping.city ?? '',
      state: wire.shipping.state ?? '',
      postalCode: wire.shipping.postal_code ?? '',
      country: wire.shipping.country ?? '',
      phone: wire.shipping.phone ?? '',
      email: wire.shipping.email ?? '',
    },
    lines: wire.order_items.map((item) => ({
      productId: item.product_id,
      variantId: item.variant_id ?? null,
      kind: item.kind,
      sku: item.sku ?? null,
      name: item.product_name,
      quantity: item.quantity,
      price: piastersFromPounds(item.price),
      image: item.product_image ?? '',
    })),
    timeline: wire.timeline,
  })),
);
