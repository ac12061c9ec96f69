import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { type Credentials, DEMO_CUSTOMER, type SignedIn, apiSession } from './customer';

export interface PlacedOrder {
  readonly orderId: number;
  /** The session of the customer who placed it. */
  readonly customer: SignedIn;
}

/**
 * A cash order of a customer (the demo customer unless told) for `quantity` units (one unless told)
 * of an in-stock product without variants, shipped to Cairo, placed through the API as the checkout page places it.
 */
export async function placeOrderThroughApi(request: APIRequestContext, baseUrl: string, credentials: Credentials = DEMO_CUSTOMER, quantity = 1): Promise<PlacedOrder> {
  const url = (path: string) => new URL(path, baseUrl).href;
  const customer = await apiSession(request, baseUrl, credentials);
  const products = (await (await request.get(url('/api/product'))).json()) as Array<{ id: number; name: string; price: number; discount_fee?: number; quantity: number; isVariant?: boolean }>;
  const product = products.find((candidate) => !candidate.isVariant && candidate.quantity > Math.max(5, quantity));
  if (!product) throw new Error('The demo shop has no product in stock without variants');
  const fees = (await (await request.get(url('/api/ShippingFees'))).json()) as Array<{ governorate_name: string; shipping_fee: number | null }>;
  const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorate_name, fee: piastersFromPounds(fee.shipping_fee ?? 0) })));
  const payload = buildOrderPayload({
    userId: customer.userId,
    form: {
      firstName: 'Mona',
      middleName: '',
      lastName: 'Hassan',
      email: credentials.email,
      phone: '01012345678',
      address: '6 Merryland Buildings',
      governorate: 'Cairo',
      city: 'Heliopolis',
      postalCode: '11341',
      paymentMethod: 'cash',
    },
    lines: [{ productId: product.id, name: product.name, price: piastersFromPounds(product.price - (product.discount_fee ?? 0)), quantity, image: '' }],
    shipping: table.feeFor('Cairo'),
    discount: 0,
    promoCodeId: null,
  });
  const answer = await request.post(url('/api/order/create'), { data: payload, headers: { authorization: `Bearer ${customer.token}` } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { orderId: ((await answer.json()) as { orderid: number }).orderid, customer };
}
