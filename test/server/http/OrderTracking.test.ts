import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orders, payments } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './admin/adminTestKit';

interface OrderDetailJson {
  id: number;
  status: string;
  payment_method: string;
  payment_state: string;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  promo_code: string | null;
  total_amount: number;
  shipping: Record<string, string>;
  order_items: Array<Record<string, unknown>>;
  timeline: Array<{ kind: string; at: string; courier: string | null; courier_name: string | null; tracking_number: string | null; tracking_url: string | null }>;
}

const parcel = { courier: 'aramex', tracking_number: '4409 1234 55' };
const ARAMEX_LINK = 'https://www.aramex.com/eg/en/track/results?ShipmentNumber=4409123455';

describe('following an order: GET /api/order/{orderId}, shipping with a tracking number, and what the customer is told', () => {
  let office: BackOffice;
  let productId: number;

  const minutesLater = (minutes: number) => office.server.clock.set(new Date(office.server.clock.now.getTime() + minutes * 60_000));
  const place = async (customer: TestUser | null, headers: Record<string, string> = {}): Promise<number> => {
    const response = await office.server.request({
      method: 'POST',
      url: '/api/order/create',
      token: customer?.token ?? null,
      headers,
      body: orderPayload([productLine({ id: productId, name: 'Nitrile gloves', price: 90_000, image: '/images/gloves.webp' }, 2)], { userId: customer?.id ?? 0 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };
  const move = (orderId: number, body: Record<string, unknown>, desk: 'admin' | 'sales' = 'admin') =>
    office.call('PUT', `/api/${desk}/orders/${orderId}/status`, body, desk === 'admin' ? office.admin : office.sales);
  const detail = (orderId: number, caller: TestUser | null = office.customer) => office.call('GET', `/api/order/${orderId}`, undefined, caller);
  const eventsOf = (orderId: number) => office.server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const noticesOf = (userId: number) => office.server.db.select().from(notifications).where(eq(notifications.userId, userId));
  /** The status mails about the order, newest first (the outbox orders by the clock, so tests move it between changes); not its confirmation. */
  const mailsAbout = async (orderId: number) =>
    (await office.server.outbox.list()).filter((mail) => new RegExp(`#${orderId}(?!\\d)`).test(mail.subject) && !/received|تم استلام/.test(mail.subject));

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  });
  beforeEach(async () => {
    productId = (await insertProduct(office.server, { name: 'Nitrile gloves', quantity: 50 })).id;
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('shows the customer their order: items, amounts, payment, delivery address and a timeline that starts when it was placed', async () => {
    const orderId = await place(office.customer);
    const response = await detail(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as OrderDetailJson;
    expect(order).toMatchObject({
      id: orderId,
      status: 'Pending',
      payment_method: 'cash',
      payment_state: 'unpaid',
      subtotal: 1_800,
      shipping_amount: 50,
      discount_amount: 0,
      promo_code: null,
      total_amount: 1_850,
      shipping: { first_name: 'Mona', last_name: 'Hassan', address: '6 Merryland Buildings', city: 'Heliopolis', state: 'Cairo', phone: '01012345678', email: 'mona@clinic.example' },
      order_items: [{ product_id: productId, variant_id: null, kind: 'product', sku: null, product_name: 'Nitrile gloves', quantity: 2, price: 900, product_image: expect.stringMatching(/^\/uploads\//) }],
    });
    expect(order.timeline).toEqual([{ kind: 'placed', at: office.server.clock.now.toISOString(), courier: null, courier_name: null, tracking_number: null, tracking_url: null }]);
  });

  it('lets only the order’s customer and staff read it; to another customer it is missing (404, as one that is not there), nobody reads a guest’s order as a customer', async () => {
    const orderId = await place(office.customer);
    const stranger = await office.server.createUser({ firstName: 'Other' });
    expectRefusal(await detail(orderId, stranger), 404, 'order_not_found', `Order #${orderId} was not found.`);
    expectRefusal(await detail(orderId, null), 401, 'unauthenticated');
    expect((await detail(orderId, office.admin)).statusCode).toBe(200);
    expect((await detail(orderId, office.sales)).statusCode).toBe(200);
    expectRefusal(await detail(999_999), 404, 'order_not_found', 'Order #999999 was not found.');
    expectRefusal(await office.call('GET', '/api/order/abc', undefined, office.customer), 400, 'validation_failed');

    const guestOrder = await place(null);
    expectRefusal(await detail(guestOrder), 404, 'order_not_found');
    expect((await detail(guestOrder, office.admin)).statusCode).toBe(200);
  });

  it('refuses to ship without a courier and a valid tracking number, on both desks, with a clear 400', async () => {
    const orderId = await place(office.customer);
    await office.ok('PUT', `/api/admin/orders/${orderId}/status`, { status: 'Processing' });
    expectRefusal(await move(orderId, { status: 'Shipped' }), 400, 'shipment_invalid', 'Choose the courier the parcel was handed to. Enter the tracking number the courier gave for the parcel.');
    expectRefusal(await move(orderId, { status: 'Shipped', courier: 'aramex' }, 'sales'), 400, 'shipment_invalid', 'Enter the tracking number the courier gave for the parcel.');
    expect((await office.call('GET', `/api/admin/orders/${orderId}`, undefined, office.admin)).json().shipment).toBeNull();
    expectRefusal(await move(orderId, { status: 'Shipped', courier: 'aramex', tracking_number: 'a/b' }), 400, 'shipment_invalid', /4 to 40 letters/);
    expectRefusal(await move(orderId, { status: 'Shipped', courier: 'fedex', tracking_number: '12345678' }, 'sales'), 400, 'shipment_invalid', /Choose the courier/);
    expectRefusal(await move(orderId, { status: 'Shipped', courier: 'other', tracking_number: '12345678', tracking_link: 'javascript:alert(1)' }), 400, 'shipment_invalid', /tracking link/);
    const arabic = await office.server.request({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, token: office.admin.token, headers: { 'accept-language': 'ar' }, body: { status: 'Shipped' } });
    expect(arabic.json()).toMatchObject({ code: 'shipment_invalid', message: expect.stringContaining('رقم التتبع') });
    expect((await eventsOf(orderId)).map((event) => event.status)).toEqual(['Processing']);
    expect(await mailsAbout(orderId)).toHaveLength(1);
  });

  it('records each change once, with the courier, and shows the timeline with the tracking link', async () => {
    const placedAt = office.server.clock.now;
    const orderId = await place(office.customer);
    minutesLater(30);
    await move(orderId, { status: 'Processing' });
    minutesLater(60);
    const shipped = await move(orderId, { status: 'Shipped', ...parcel }, 'sales');
    expect(shipped.json()).toMatchObject({ status: 'Shipped', changed: true });
    // Asking again changes nothing and records nothing, even with another number.
    expect((await move(orderId, { status: 'Shipped', courier: 'bosta', tracking_number: '99999999' })).json()).toMatchObject({ status: 'Shipped', changed: false });
    // Staff reopening the order see where the parcel went, at the back office and at the sales desk.
    const shipmentJson = { courier: 'aramex', courier_name: 'Aramex', tracking_number: '4409123455', tracking_url: ARAMEX_LINK };
    expect((await office.call('GET', `/api/admin/orders/${orderId}`, undefined, office.admin)).json().shipment).toEqual(shipmentJson);
    expect((await office.call('GET', `/api/sales/orders/${orderId}`, undefined, office.sales)).json().shipment).toEqual(shipmentJson);
    minutesLater(24 * 60);
    await move(orderId, { status: 'Delivered' }, 'sales');
    expect((await move(orderId, { status: 'Delivered' })).json()).toMatchObject({ changed: false });

    const events = await eventsOf(orderId);
    expect(events.map((event) => [event.status, event.actorUserId, event.courier, event.trackingNumber])).toEqual([
      ['Processing', office.admin.id, null, null],
      ['Shipped', office.sales.id, 'aramex', '4409123455'],
      ['Delivered', office.sales.id, null, null],
    ]);
    const order = (await detail(orderId)).json() as OrderDetailJson;
    expect(order.status).toBe('Delivered');
    // Cash is paid when the parcel is handed over.
    expect(order.payment_state).toBe('paid');
    expect(order.timeline.map((entry) => [entry.kind, entry.at])).toEqual([
      ['placed', placedAt.toISOString()],
      ['processing', new Date(placedAt.getTime() + 30 * 60_000).toISOString()],
      ['shipped', new Date(placedAt.getTime() + 90 * 60_000).toISOString()],
      ['delivered', new Date(placedAt.getTime() + (90 + 24 * 60) * 60_000).toISOString()],
    ]);
    expect(order.timeline[2]).toMatchObject({ courier: 'aramex', courier_name: 'Aramex', tracking_number: '4409123455', tracking_url: ARAMEX_LINK });
  });

  it('e-mails the customer and adds a notice once per change, in the order’s language, with the tracking number and link', async () => {
    const orderId = await place(office.customer);
    await move(orderId, { status: 'Processing' });
    await move(orderId, { status: 'Processing' });
    minutesLater(1);
    await move(orderId, { status: 'Shipped', ...parcel });
    await move(orderId, { status: 'Shipped', ...parcel });

    const mails = await mailsAbout(orderId);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['mona@clinic.example', `Tiara: order #${orderId} shipped`],
      ['mona@clinic.example', `Tiara: order #${orderId} accepted`],
    ]);
    expect(mails[0]?.text).toContain(`Your order #${orderId} is on its way with Aramex.`);
    expect(mails[0]?.text).toContain('Tracking number: 4409123455');
    expect(mails[0]?.text).toContain(ARAMEX_LINK);
    expect(mails[1]?.text).toContain('has been accepted and is being prepared');
    // The customer's order page, on the address the change came through (no PUBLIC_URL here).
    for (const mail of mails) expect(mail.text).toMatch(new RegExp(`Your order, its timeline and its invoice: http://localhost(:80)?/my-orders/${orderId}\\n`));

    const notices = (await noticesOf(office.customer.id)).filter((notice) => notice.title.includes(`#${orderId} `));
    expect(notices.map((notice) => [notice.category, notice.title])).toEqual([
      [5, `Order #${orderId} accepted`],
      [5, `Order #${orderId} shipped`],
    ]);
    expect(notices[1]?.message).toContain('4409123455');

    const inbox = await office.call('GET', `/api/notifications/user/${office.customer.id}`, undefined, office.customer);
    expect(inbox.body).toContain(`Order #${orderId} shipped`);
    // Written in both languages: the inbox follows the language the customer reads it in, not the order's.
    expect(notices.map((notice) => notice.titleAr)).toEqual([`تم قبول الطلب #${orderId}`, `تم شحن الطلب #${orderId}`]);
    expect(notices[1]?.messageAr).toContain('4409123455');
    const arabicInbox = await office.server.request({ method: 'GET', url: `/api/notifications/user/${office.customer.id}`, token: office.customer.token, headers: { 'accept-language': 'ar' } });
    expect(arabicInbox.body).toContain(`تم شحن الطلب #${orderId}`);
    expect(arabicInbox.body).not.toContain(`Order #${orderId} shipped`);
  });

  it('tells a guest by e-mail only, and writes in Arabic to an order placed in Arabic', async () => {
    const noticesBefore = (await office.server.db.select().from(notifications)).length;
    const orderId = await place(null, { 'accept-language': 'ar' });
    await move(orderId, { status: 'Processing' });
    minutesLater(1);
    await move(orderId, { status: 'Cancelled' });
    const mails = await mailsAbout(orderId);
    // The mails go out through background jobs, which may send them in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Tiara: تم إلغاء الطلب #${orderId}`, `Tiara: تم قبول الطلب #${orderId}`].sort());
    expect((await office.server.db.select().from(notifications)).length).toBe(noticesBefore);
    // A guest has no order page to open.
    for (const mail of mails) expect(mail.text).not.toContain('/my-orders/');
    expect((await eventsOf(orderId)).map((event) => event.status)).toEqual(['Processing', 'Cancelled']);
  });

  it('shows a card payment as paid, and a paid order the shop cancelled as owing a refund, with the refund in the e-mail', async () => {
    const orderId = await place(office.customer);
    minutesLater(5);
    await office.server.db.insert(payments).values({ orderId, gateway: 'sandbox', gatewayTransactionId: `tx-track-${orderId}`, status: 'Success', amountPiasters: 185_000, updatedAt: office.server.clock.now });
    await office.server.db.update(orders).set({ paymentMethod: 'credit' }).where(eq(orders.id, orderId));
    await move(orderId, { status: 'Processing' });
    expect(((await detail(orderId)).json() as OrderDetailJson).timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid', 'processing']);
    minutesLater(1);
    await move(orderId, { status: 'Cancelled' });
    const order = (await detail(orderId)).json() as OrderDetailJson;
    expect(order.payment_state).toBe('refund_due');
    expect(order.timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid', 'processing', 'cancelled']);
    const [cancelled] = await mailsAbout(orderId);
    expect(cancelled?.text).toContain('Your card payment will be refunded');
  });

  it('records the changes the shop makes by itself: a failed payment ends the order in its timeline, without an e-mail', async () => {
    const orderId = await place(office.customer);
    const failed = await office.call('POST', `/api/order/confirmOrder/${orderId}/Failed`, undefined, office.customer);
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await eventsOf(orderId)).map((event) => [event.status, event.actorUserId])).toEqual([['Failed', null]]);
    expect(((await detail(orderId)).json() as OrderDetailJson).timeline.map((entry) => entry.kind)).toEqual(['placed', 'failed']);
    expect(await mailsAbout(orderId)).toEqual([]);
  });
});
