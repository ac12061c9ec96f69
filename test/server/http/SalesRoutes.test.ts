import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrderShop, insertProduct, orderPayload, orderRow, productLine, stockOf } from '../support/orderFixtures';
import { type BackOffice, expectRefusal, startBackOffice } from './admin/adminTestKit';

interface SalesOrder {
  id: number;
  status: string;
  total_amount: number;
  paid: boolean;
  customer: { user_id: number | null; name: string; email: string; phone: string };
  next_statuses: string[];
  order_items: Array<{ product_name: string; quantity: number; price: number }>;
  shipping: { address: string; city: string; state: string; phone: string };
}

describe('the sales desk: /api/sales/orders', () => {
  let office: BackOffice;
  let productId: number;

  const asSales = (method: string, url: string, body?: unknown) => office.call(method, url, body, office.sales);
  const parcel = { courier: 'bosta', tracking_number: '1234567890' };
  const place = async (): Promise<number> => {
    const response = await office.server.request({
      method: 'POST',
      url: '/api/order/create',
      token: office.customer.token,
      body: orderPayload([productLine({ id: productId, name: 'Sales kit', price: 90_000 }, 2)], { userId: office.customer.id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };

  beforeAll(async () => {
    office = await startBackOffice();
    // The shop's shipping fees (Cairo: 50 EGP) price the orders placed here.
    await insertOrderShop(office.server);
  });
  beforeEach(async () => {
    productId = (await insertProduct(office.server, { name: 'Sales kit', quantity: 10 })).id;
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('lists, searches and filters orders and shows one with what delivery needs, but no payment records', async () => {
    const orderId = await place();
    const list = await asSales('GET', `/api/sales/orders?search=${orderId}&status=Pending&per_page=5`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, per_page: 5, items: [expect.objectContaining({ id: orderId, status: 'Pending', total_amount: 1_850 })] });
    expect((await asSales('GET', '/api/sales/orders?status=Delivered')).json()).toMatchObject({ items: [] });

    const detail = await asSales('GET', `/api/sales/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    const order = detail.json() as SalesOrder & Record<string, unknown>;
    expect(order).toMatchObject({
      id: orderId,
      paid: false,
      customer: { user_id: office.customer.id, name: 'Mona Hassan', phone: '01012345678' },
      shipping: { address: '6 Merryland Buildings', city: 'Heliopolis', state: 'Cairo' },
      order_items: [{ product_name: 'Sales kit', quantity: 2, price: 900 }],
      // A pending order is the shop's to accept or cancel; the sales desk only fulfils.
      next_statuses: [],
    });
    expect(order).not.toHaveProperty('payments');
    expectRefusal(await asSales('GET', '/api/sales/orders/999999'), 404, 'order_not_found');
  });

  it('ships and delivers an accepted order, each move audited under the sales account', async () => {
    const orderId = await place();
    await office.ok('PUT', `/api/admin/orders/${orderId}/status`, { status: 'Processing' }, 200);
    expect(((await asSales('GET', `/api/sales/orders/${orderId}`)).json() as SalesOrder).next_statuses).toEqual(['Shipped']);

    const shipped = await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Shipped', ...parcel });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toEqual({ id: orderId, status: 'Shipped', previous_status: 'Processing', changed: true, refund_due: false });
    const delivered = await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Delivered' });
    expect(delivered.json()).toMatchObject({ status: 'Delivered', previous_status: 'Shipped', changed: true });
    expect((await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Delivered' })).json()).toMatchObject({ status: 'Delivered', changed: false });

    const [last, first] = await office.audit(2);
    expect(first).toMatchObject({ actorUserId: office.sales.id, action: 'status', entity: 'order', entityId: String(orderId), details: { from: 'Processing', to: 'Shipped', shipment: { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null } } });
    expect(last).toMatchObject({ actorUserId: office.sales.id, details: { from: 'Shipped', to: 'Delivered' } });
    expect((await orderRow(office.server, orderId)).status).toBe('Delivered');
  });

  it('never cancels, fails, accepts or skips a step, and leaves the stock alone', async () => {
    const orderId = await place();
    expect(await stockOf(office.server, productId)).toBe(8);
    for (const status of ['Cancelled', 'Failed', 'Processing', 'Pending']) {
      expectRefusal(await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status }), 400, 'validation_failed');
    }
    expectRefusal(
      await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Shipped' }),
      409,
      'move_not_allowed',
      `Order #${orderId} is Pending and cannot move to Shipped. It can move to: Processing, Cancelled, Failed.`,
    );
    expectRefusal(await asSales('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Delivered', total_amount: 1 }), 409, 'move_not_allowed');
    expect((await orderRow(office.server, orderId)).status).toBe('Pending');
    expect(await stockOf(office.server, productId)).toBe(8);
    expect((await office.audit(20)).filter((entry) => entry.entityId === String(orderId))).toEqual([]);
  });

  it('lets an admin use the sales desk too, for fulfilment only', async () => {
    const orderId = await place();
    await office.ok('PUT', `/api/admin/orders/${orderId}/status`, { status: 'Processing' }, 200);
    expect((await office.call('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Shipped', ...parcel })).json()).toMatchObject({ status: 'Shipped', changed: true });
    expectRefusal(await office.call('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Cancelled' }), 400, 'validation_failed');
  });

  it('answers 401 without a token and 403 to customers, and keeps sales staff out of the back office', async () => {
    const orderId = await place();
    expectRefusal(await office.call('GET', '/api/sales/orders', undefined, null), 401, 'unauthenticated');
    expectRefusal(await office.call('GET', `/api/sales/orders/${orderId}`, undefined, office.customer), 403, 'forbidden');
    expectRefusal(await office.call('PUT', `/api/sales/orders/${orderId}/status`, { status: 'Shipped' }, office.customer), 403, 'forbidden');
    expectRefusal(await asSales('PUT', `/api/admin/orders/${orderId}/status`, { status: 'Cancelled' }), 403, 'forbidden');
    expectRefusal(await asSales('GET', `/api/admin/orders/${orderId}`), 403, 'forbidden');
  });
});
