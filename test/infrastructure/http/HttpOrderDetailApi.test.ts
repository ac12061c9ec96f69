import { describe, expect, it } from 'vitest';
import { HttpOrderDetailApi } from '../../../src/infrastructure/http/HttpOrderDetailApi';
import { HttpAdminOrdersApi } from '../../../src/infrastructure/http/admin/HttpAdminOrdersApi';
import { HttpSalesApi } from '../../../src/infrastructure/http/admin/HttpSalesApi';
import { fakeHttp, json } from './support/fakeHttp';

/** GET /api/order/{orderId} as server/http/routes/orderRoutes.ts answers it. */
const order = {
  id: 41,
  created_at: '2026-11-20T08:15:00.000Z',
  status: 'Shipped',
  payment_method: 'cash',
  payment_state: 'unpaid',
  subtotal: 1800.5,
  shipping_amount: 50,
  discount_amount: 100,
  promo_code: 'CLINIC100',
  total_amount: 1750.5,
  shipping: { first_name: 'Nour', middle_name: '', last_name: 'Mansour', address: '14 El Nozha', city: 'Heliopolis', state: 'Cairo', postal_code: '11341', country: 'Egypt', phone: '01012345678', email: 'nour@clinic.example' },
  order_items: [{ product_id: 9, variant_id: 31, kind: 'product', sku: 'NS-UR-4', product_name: 'NuSmile crown', quantity: 2, price: 900.25, product_image: '/uploads/crown.webp' }],
  timeline: [
    { kind: 'placed', at: '2026-11-20T08:15:00.000Z', courier: null, courier_name: null, tracking_number: null, tracking_url: null },
    { kind: 'shipped', at: '2026-11-21T13:40:00.000Z', courier: 'bosta', courier_name: 'Bosta', tracking_number: '1234567890', tracking_url: 'https://bosta.co/t?n=1234567890' },
  ],
};

describe('HttpOrderDetailApi', () => {
  it('reads one order in piasters and dates, its discount with its code, its lines and its history with the tracking link', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(order)));
    const answer = await new HttpOrderDetailApi(http).order(41);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/order/41' });
    expect(answer.value).toMatchObject({ id: 41, createdAt: new Date('2026-11-20T08:15:00.000Z'), subtotal: 180_050, shipping: 5_000, discount: 10_000, promoCode: 'CLINIC100', total: 175_050, paymentState: 'unpaid' });
    expect(answer.value.lines).toEqual([{ productId: 9, variantId: 31, kind: 'product', sku: 'NS-UR-4', name: 'NuSmile crown', quantity: 2, price: 90_025, image: '/uploads/crown.webp' }]);
    expect(answer.value.timeline).toEqual([
      { kind: 'placed', at: new Date('2026-11-20T08:15:00.000Z'), tracking: null, refund: null },
      { kind: 'shipped', at: new Date('2026-11-21T13:40:00.000Z'), tracking: { courier: 'bosta', courierName: 'Bosta', number: '1234567890', url: 'https://bosta.co/t?n=1234567890' }, refund: null },
    ]);
  });

  it('reads the store credit the order was paid with, and none from a backend that does not say', async () => {
    const paidWithCredit = await new HttpOrderDetailApi(fakeHttp(() => json(JSON.stringify({ ...order, store_credit: 420.5 }))).http).order(41);
    expect(paidWithCredit.ok && paidWithCredit.value.storeCredit).toBe(42_050);
    const silent = await new HttpOrderDetailApi(fakeHttp(() => json(JSON.stringify(order))).http).order(41);
    expect(silent.ok && silent.value.storeCredit).toBe(0);
  });

  it('opens only web addresses as tracking links, and refuses an answer with an unreadable date', async () => {
    const withScript = { ...order, timeline: [{ ...order.timeline[1], tracking_url: 'javascript:alert(1)' }] };
    const scripted = await new HttpOrderDetailApi(fakeHttp(() => json(JSON.stringify(withScript))).http).order(41);
    expect(scripted.ok && scripted.value.timeline[0]?.tracking?.url).toBeNull();

    const undated = await new HttpOrderDetailApi(fakeHttp(() => json(JSON.stringify({ ...order, created_at: 'yesterday' }))).http).order(41);
    expect(undated).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reads a return’s steps, and on a refund or the store credit given back the amount in piasters and where it went', async () => {
    const step = { courier: null, courier_name: null, tracking_number: null, tracking_url: null };
    const refunded = {
      ...order,
      payment_state: 'partly_refunded',
      timeline: [
        { kind: 'return-requested', at: '2026-12-01T08:00:00.000Z', ...step },
        { kind: 'refunded', at: '2026-12-03T10:00:00.000Z', ...step, amount: 420.5, refund_method: 'store-credit' },
        { kind: 'refunded', at: '2026-12-04T10:00:00.000Z', ...step },
        { kind: 'store-credit-given-back', at: '2026-12-05T10:00:00.000Z', ...step, amount: 950, refund_method: 'store-credit' },
      ],
    };
    const answer = await new HttpOrderDetailApi(fakeHttp(() => json(JSON.stringify(refunded))).http).order(41);
    expect(answer.ok && answer.value.paymentState).toBe('partly_refunded');
    expect(answer.ok && answer.value.timeline.map((entry) => [entry.kind, entry.refund])).toEqual([
      ['return-requested', null],
      ['refunded', { amount: 42_050, method: 'store-credit' }],
      ['refunded', null],
      ['store-credit-given-back', { amount: 95_000, method: 'store-credit' }],
    ]);
  });

  it('answers a missing or someone else’s order as the server said', async () => {
    const missing = await new HttpOrderDetailApi(fakeHttp(() => json('{"message":"Order #41 was not found.","code":"order_not_found"}', 404)).http).order(41);
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'order_not_found' } });
  });
});

describe('the staff status adapters', () => {
  const change = '{"id":41,"status":"Shipped","previous_status":"Processing","changed":true,"refund_due":false}';

  it('send the courier and tracking number beside Shipped, and the link only for a courier the shop does not list', async () => {
    const { http, sent } = fakeHttp(() => json(change));
    await new HttpAdminOrdersApi(http).changeStatus(41, 'Shipped', { courier: 'aramex', trackingNumber: '44091234', trackingLink: null });
    await new HttpSalesApi(http).changeStatus(41, 'Shipped', { courier: 'other', trackingNumber: '44091234', trackingLink: 'https://track.example/44091234' });
    await new HttpSalesApi(http).changeStatus(41, 'Delivered');
    expect(sent.map((request) => [request.url, request.body])).toEqual([
      ['/api/admin/orders/41/status', { status: 'Shipped', courier: 'aramex', tracking_number: '44091234' }],
      ['/api/sales/orders/41/status', { status: 'Shipped', courier: 'other', tracking_number: '44091234', tracking_link: 'https://track.example/44091234' }],
      ['/api/sales/orders/41/status', { status: 'Delivered' }],
    ]);
  });
});
