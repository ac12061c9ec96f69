/**
 * Issue 29, item 1 on the server: a customer reports a problem with a delivered order, or asks to
 * return part of it, from the order page (GET and POST /api/orders/{orderId}/returns), with
 * photos sent before (POST /api/returns/photos), within the policy's windows in Cairo time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, returnPhotos } from '../../../server/adapters/db/schema';
import { MAX_RETURN_PHOTOS_PER_HOUR } from '../../../server/application/returns/UploadReturnPhoto';
import { insertOrderShop, insertProduct, planLine, productLine, type OrderShop } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, placeCardOrder } from '../support/paymentFixtures';
import { deliveredOrder, moveOrder, parcelPhoto, photoOf, placeOrder, report, returnsOf, uploadPhoto } from '../support/returnFixtures';
import { type BackOffice, IMAGE_UPLOAD_CONTENT_TYPE, type TestUser, expectRefusal, imageUploadBody, startBackOffice } from './admin/adminTestKit';

const DELIVERED_AT = new Date('2026-11-21T10:00:00Z');

describe('a customer’s returns: the order page’s view, photos and reports', () => {
  let office: BackOffice;
  let shop: OrderShop;
  let gloves: { id: number; name: string; price: number };
  let other: TestUser;

  const itemsOf = async (orderId: number) => (await returnsOf(office, office.customer, orderId)).lines;

  beforeAll(async () => {
    office = await startBackOffice();
    shop = await insertOrderShop(office.server);
    other = await office.server.createUser({ firstName: 'Other' });
  });
  beforeEach(async () => {
    office.server.clock.set(DELIVERED_AT);
    const row = await insertProduct(office.server, { name: 'Nitrile gloves', nameAr: 'قفازات نيتريل', quantity: 50 });
    gloves = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });
  afterAll(async () => {
    await office.server.close();
  });

  describe('GET /api/orders/{orderId}/returns', () => {
    it('shows a delivered order’s windows, its goods only (not the AI plan bought with them) and what may be returned, in the reader’s language', async () => {
      const order = await placeCardOrder(office.server, [productLine(gloves, 3), planLine(shop.plans[0] ?? { id: 1, name: 'Light Package', price: 290_000 })], { user: office.customer });
      await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
      await moveOrder(office, order.orderId, 'Delivered');

      const view = await returnsOf(office, office.customer, order.orderId);
      expect(view.delivered_at).toBe(DELIVERED_AT.toISOString());
      expect(view.windows).toEqual([
        { reason: 'damaged-or-defective', open: true, last_day: '2026-11-24', until: null },
        { reason: 'wrong-item', open: true, last_day: null, until: '2026-11-23T10:00:00.000Z' },
        { reason: 'other', open: true, last_day: '2026-11-24', until: null },
      ]);
      expect(view.lines).toEqual([{ order_item_id: expect.any(Number), product_name: 'Nitrile gloves', bought: 3, returnable: 3 }]);
      expect(view).toMatchObject({ returns: [], refunds: [], credit_notes: [] });
      expect((await returnsOf(office, office.customer, order.orderId, 'ar')).lines[0]?.product_name).toBe('قفازات نيتريل');
    });

    it('shows every window closed before delivery, and closes each at its own deadline in Cairo time', async () => {
      const orderId = await placeOrder(office, office.customer, [productLine(gloves, 1)]);
      await moveOrder(office, orderId, 'Shipped');
      const before = await returnsOf(office, office.customer, orderId);
      expect(before.delivered_at).toBeNull();
      expect(before.windows.every((window) => !window.open && window.last_day === null && window.until === null)).toBe(true);

      await moveOrder(office, orderId, 'Delivered');
      // 48 hours and a minute later: a wrong item is too late, a damaged one is not.
      office.server.clock.set(new Date('2026-11-23T10:01:00Z'));
      expect((await returnsOf(office, office.customer, orderId)).windows.map((window) => window.open)).toEqual([true, false, true]);
      // Thursday 25 November in Cairo: three days after the 21st have passed.
      office.server.clock.set(new Date('2026-11-24T22:30:00Z'));
      expect((await returnsOf(office, office.customer, orderId)).windows.map((window) => window.open)).toEqual([false, false, false]);
    });

    it('answers 404 for another customer’s order as for none, and 401 without a token', async () => {
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 1)]);
      expectRefusal(await office.call('GET', `/api/orders/${orderId}/returns`, undefined, other), 404, 'order_not_found', `Order #${orderId} was not found.`);
      expectRefusal(await office.call('GET', `/api/orders/${orderId}/returns`, undefined, null), 401, 'unauthenticated');
      expectRefusal(await office.call('GET', '/api/orders/999999/returns', undefined, office.customer), 404, 'order_not_found');
    });
  });

  describe('POST /api/orders/{orderId}/returns', () => {
    it('takes a report of a wrong item: the request, its step on the timeline, what is left to return, a notice and an e-mail', async () => {
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 3)]);
      const [line] = await itemsOf(orderId);
      office.server.clock.set(new Date('2026-11-22T08:00:00Z'));
      const response = await report(office, office.customer, orderId, { reason: 'wrong-item', preferred_outcome: 'exchange', note: '  Size M instead of L  ', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 2 }] });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as { id: number };
      expect(created).toEqual({
        id: expect.any(Number),
        status: 'Requested',
        reason: 'wrong-item',
        preferred_outcome: 'exchange',
        note: 'Size M instead of L',
        refusal_reason: null,
        resolution: null,
        exchange_order_id: null,
        created_at: '2026-11-22T08:00:00.000Z',
        lines: [{ order_item_id: line?.order_item_id, product_name: 'Nitrile gloves', quantity: 2 }],
        photos: [],
      });

      const view = await returnsOf(office, office.customer, orderId);
      expect(view.lines[0]?.returnable).toBe(1);
      expect(view.returns).toEqual([created]);
      const timeline = (await office.ok<{ timeline: Array<{ kind: string; at: string }> }>('GET', `/api/order/${orderId}`)).timeline;
      expect(timeline.map((step) => step.kind)).toEqual(['placed', 'processing', 'shipped', 'delivered', 'return-requested']);
      expect(timeline.at(-1)?.at).toBe('2026-11-22T08:00:00.000Z');

      const notices = await office.server.db.select().from(notifications).where(eq(notifications.userId, office.customer.id));
      expect(notices.find((notice) => notice.title === `Return request #${created.id} received`)).toMatchObject({ titleAr: `تم استلام طلب الإرجاع #${created.id}` });
      const [mail] = (await office.server.outbox.list(1_000)).filter((sent) => sent.subject === `Tiara: return request #${created.id} for order #${orderId} received`);
      expect(mail?.to).toBe('mona@clinic.example');
      expect(mail?.text).toContain(`We have received your return request #${created.id} for order #${orderId}.`);
      expect(mail?.text).toContain(`/my-orders/${orderId}`);
    });

    it('writes to an Arabic reader in Arabic: the request’s names, the refusal’s words and deadline, the e-mail', async () => {
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 1)]);
      const [line] = await itemsOf(orderId);
      office.server.clock.set(new Date('2026-11-23T12:00:00Z'));
      const late = await report(office, office.customer, orderId, { reason: 'wrong-item', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }] }, 'ar');
      expectRefusal(late, 422, 'too_late');
      expect(late.json().message).toMatch(/^يجب الإبلاغ عن المنتج الخطأ خلال 48 ساعة من الاستلام\. وكانت المهلة لهذا الطلب حتى .*2026.*12:00\.$/);

      const response = await report(office, office.customer, orderId, { reason: 'other', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }] }, 'ar');
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as { id: number; lines: Array<{ product_name: string }> };
      expect(created.lines[0]?.product_name).toBe('قفازات نيتريل');
      const [mail] = (await office.server.outbox.list(1_000)).filter((sent) => sent.subject === `Tiara: تم استلام طلب الإرجاع #${created.id} للطلب #${orderId}`);
      expect(mail?.text).toContain(`استلمنا طلب الإرجاع رقم #${created.id} للطلب #${orderId}.`);
    });

    it('refuses a report outside its window with the policy’s words and the deadline, and before delivery', async () => {
      const pending = await placeOrder(office, office.customer, [productLine(gloves, 1)]);
      const [pendingLine] = await itemsOf(pending);
      expectRefusal(
        await report(office, office.customer, pending, { lines: [{ order_item_id: pendingLine?.order_item_id ?? 0, quantity: 1 }] }),
        409,
        'not_delivered',
        `Order #${pending} has not been delivered yet: a problem with it can be reported once it has arrived.`,
      );

      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 1)]);
      const [line] = await itemsOf(orderId);
      const lines = [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }];
      office.server.clock.set(new Date('2026-11-23T10:00:01Z'));
      expectRefusal(await report(office, office.customer, orderId, { reason: 'wrong-item', lines }), 422, 'too_late', 'A wrong item must be reported within 48 hours of delivery. For this order that was until Nov 23, 2026, 12:00.');
      office.server.clock.set(new Date('2026-11-24T22:00:01Z'));
      expectRefusal(
        await report(office, office.customer, orderId, { reason: 'damaged-or-defective', lines, photo_ids: [await photoOf(office, office.customer)] }),
        422,
        'too_late',
        'A damaged or defective item must be reported within 3 days of delivery, with a photo. For this order the last day was Nov 24, 2026.',
      );
      expect((await returnsOf(office, office.customer, orderId)).returns).toEqual([]);
    });

    it('refuses another customer’s order as unknown, lines that are not this order’s goods, a line twice, and more than is left', async () => {
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 2)]);
      const elsewhere = await deliveredOrder(office, office.customer, [productLine(gloves, 1)]);
      const [line] = await itemsOf(orderId);
      const [foreign] = await itemsOf(elsewhere);
      const id = line?.order_item_id ?? 0;
      expectRefusal(await report(office, other, orderId, { lines: [{ order_item_id: id, quantity: 1 }] }), 404, 'order_not_found');
      expectRefusal(await report(office, null, orderId, { lines: [{ order_item_id: id, quantity: 1 }] }), 401, 'unauthenticated');
      expectRefusal(await report(office, office.customer, orderId, { lines: [{ order_item_id: foreign?.order_item_id ?? 0, quantity: 1 }] }), 422, 'not_returnable', 'Only the goods of this order can be returned; AI plans and trainings cannot.');
      expectRefusal(await report(office, office.customer, orderId, { lines: [{ order_item_id: id, quantity: 1 }, { order_item_id: id, quantity: 1 }] }), 400, 'invalid_lines', 'Name each item only once in a request.');
      expectRefusal(await report(office, office.customer, orderId, { lines: [{ order_item_id: id, quantity: 3 }] }), 409, 'too_many', 'At most 2 of Nitrile gloves can still be returned.');
      expectRefusal(await report(office, office.customer, orderId, { lines: [] }), 400, 'validation_failed');
      expect((await report(office, office.customer, orderId, { lines: [{ order_item_id: id, quantity: 2 }] })).statusCode).toBe(201);
      expectRefusal(await report(office, office.customer, orderId, { lines: [{ order_item_id: id, quantity: 1 }] }), 409, 'too_many', 'All of Nitrile gloves is already part of a return request.');
    });

    it('refuses an AI plan’s line: only goods come back', async () => {
      const order = await placeCardOrder(office.server, [productLine(gloves, 1), planLine(shop.plans[1] ?? { id: 2, name: 'Standard Package', price: 610_000 })], { user: office.customer });
      await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
      await moveOrder(office, order.orderId, 'Delivered');
      const detail = await office.ok<{ order_items: Array<{ id: number; kind: string }> }>('GET', `/api/admin/orders/${order.orderId}`);
      const planItem = detail.order_items.find((item) => item.kind === 'ai-plan');
      expect(planItem?.id).toEqual(expect.any(Number));
      expectRefusal(await report(office, office.customer, order.orderId, { lines: [{ order_item_id: planItem?.id ?? 0, quantity: 1 }] }), 422, 'not_returnable');
    });

    it('asks a photo of a damaged item, takes only the customer’s own photos not sent before, and attaches them', async () => {
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 3)]);
      const [line] = await itemsOf(orderId);
      const lines = [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }];
      expectRefusal(
        await report(office, office.customer, orderId, { reason: 'damaged-or-defective', lines }),
        422,
        'photo_required',
        'Add at least one photo of the damaged or defective item and its packaging.',
      );
      const theirs = await photoOf(office, other);
      expectRefusal(await report(office, office.customer, orderId, { reason: 'damaged-or-defective', lines, photo_ids: [theirs] }), 422, 'unknown_photo');
      expectRefusal(await report(office, office.customer, orderId, { reason: 'damaged-or-defective', lines, photo_ids: [999_999] }), 422, 'unknown_photo');

      const photos = [await photoOf(office, office.customer), await photoOf(office, office.customer)];
      const response = await report(office, office.customer, orderId, { reason: 'damaged-or-defective', preferred_outcome: 'store-credit', lines, photo_ids: photos });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json() as { id: number; photos: Array<{ id: number; url: string }> };
      expect(created.photos).toEqual(photos.map((id) => ({ id, url: `/api/returns/photos/${id}` })));
      const rows = await office.server.db.select().from(returnPhotos).where(eq(returnPhotos.returnId, created.id));
      expect(rows.map((row) => row.id).sort()).toEqual([...photos].sort());
      // A photo goes with one request only.
      expectRefusal(await report(office, office.customer, orderId, { reason: 'damaged-or-defective', lines, photo_ids: [photos[0] ?? 0] }), 422, 'unknown_photo');
    });
  });

  describe('photos', () => {
    it('keeps a photo re-encoded under a random name, readable by its owner and staff only, never by a shared cache', async () => {
      const uploaded = await uploadPhoto(office, office.customer, await parcelPhoto(), '../../etc/passwd.jpg');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id, url } = uploaded.json() as { id: number; url: string };
      expect(url).toBe(`/api/returns/photos/${id}`);
      const [row] = await office.server.db.select().from(returnPhotos).where(eq(returnPhotos.id, id));
      expect(row).toMatchObject({ userId: office.customer.id, returnId: null, contentType: 'image/jpeg' });
      expect(row?.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);

      const read = await office.call('GET', url, undefined, office.customer);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.headers['cache-control']).toBe('private, max-age=3600');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await office.call('GET', url, undefined, office.sales)).statusCode).toBe(200);
      expect((await office.call('GET', url, undefined, office.admin)).statusCode).toBe(200);
      expectRefusal(await office.call('GET', url, undefined, other), 404, 'photo_not_found', 'This photo was not found.');
      expectRefusal(await office.call('GET', url, undefined, null), 401, 'unauthenticated');
      expectRefusal(await office.call('GET', '/api/returns/photos/999999', undefined, office.customer), 404, 'photo_not_found');
      // Nothing of it is served with the shop's public pictures.
      expect((await office.server.request({ method: 'GET', url: `/uploads/${row?.name}` })).statusCode).toBe(404);
    });

    it('refuses what is no picture, a picture too large, no file, and a visitor', async () => {
      expectRefusal(await uploadPhoto(office, office.customer, Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg'), 415, 'unsupported_image', 'The file is not a PNG, JPEG, WebP or GIF picture.');
      expectRefusal(await uploadPhoto(office, office.customer, Buffer.alloc(11 * 1024 * 1024, 0xff), 'huge.jpg'), 413, 'image_too_large', 'The picture is too large. Please upload one of at most 10 MB.');
      const noFile = await office.server.request({ method: 'POST', url: '/api/returns/photos', token: office.customer.token, body: {} });
      expectRefusal(noFile, 400, 'no_image', 'Please choose a photo to upload, sent as the multipart field "photo".');
      const wrongField = await office.server.app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        headers: { 'content-type': IMAGE_UPLOAD_CONTENT_TYPE, authorization: `Bearer ${office.customer.token}` },
        payload: imageUploadBody('parcel.jpg', await parcelPhoto()),
      });
      expectRefusal(wrongField, 400, 'no_image');
      expectRefusal(await uploadPhoto(office, null, await parcelPhoto()), 401, 'unauthenticated');
      const cutShort = (await parcelPhoto()).subarray(0, 200);
      expectRefusal(await uploadPhoto(office, office.customer, cutShort), 422, 'undecodable_image');
    });

    it(`takes at most ${MAX_RETURN_PHOTOS_PER_HOUR} photos of a customer in an hour`, async () => {
      const busy = await office.server.createUser();
      await office.server.db
        .insert(returnPhotos)
        .values(Array.from({ length: MAX_RETURN_PHOTOS_PER_HOUR }, (_, index) => ({ userId: busy.id, name: `earlier-${busy.id}-${index}.jpg`, contentType: 'image/jpeg', createdAt: new Date(DELIVERED_AT.getTime() - 30 * 60_000) })));
      expectRefusal(await uploadPhoto(office, busy, await parcelPhoto()), 429, 'too_many_photos', `You have sent ${MAX_RETURN_PHOTOS_PER_HOUR} photos in the last hour, the most we accept. Please try again later.`);
      office.server.clock.set(new Date(DELIVERED_AT.getTime() + 31 * 60_000));
      expect((await uploadPhoto(office, busy, await parcelPhoto())).statusCode).toBe(201);
    });
  });
});
