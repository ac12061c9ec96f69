/**
 * Issue 29, item 2 on the server: staff work the returns queue on the back office
 * (/api/admin/returns…) and the sales desk (/api/sales/returns…, which never handles money):
 * decide, receive (restocking or not) and resolve, each move once however often it is asked,
 * each a step of the return and of the order's timeline, audited and told to the customer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orders, productVariants, products, refunds, returns, stockAlerts } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, insertPromo, itemsOf, productLine, stockOf, variantStockOf } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, placeCardOrder } from '../support/paymentFixtures';
import { deliveredOrder, moveOrder, report, returnsOf } from '../support/returnFixtures';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './admin/adminTestKit';

interface StaffReturnDetail {
  id: number;
  status: string;
  order_id: number;
  resolution: string | null;
  refusal_reason: string | null;
  restocked: boolean | null;
  exchange_order_id: number | null;
  suggested_amount: number;
  refundable: number;
  card_refundable: number;
  refunds: Array<{ id: number; method: string; amount: number; status: string; return_id: number | null; note: string | null; created_by: string | null; credit_note_number: string | null; credit_note_id: number | null }>;
  events: Array<{ kind: string; at: string; actor: string | null; note: string | null }>;
  customer: { name: string; email: string };
  lines: Array<{ order_item_id: number; product_name: string; quantity: number }>;
}

describe('staff’s returns queue and moves', () => {
  let office: BackOffice;
  let gloves: { id: number; name: string; price: number };

  const url = (returnId: number, move = '', desk: 'admin' | 'sales' = 'admin') => `/api/${desk}/returns/${returnId}${move ? `/${move}` : ''}`;
  const detail = (returnId: number, desk: 'admin' | 'sales' = 'admin') => office.ok<StaffReturnDetail>('GET', url(returnId, '', desk));
  const move = (returnId: number, what: 'decision' | 'receipt' | 'resolution', body: Record<string, unknown>, desk: 'admin' | 'sales' = 'admin') =>
    office.call('POST', url(returnId, what, desk), body, desk === 'admin' ? office.admin : office.sales);
  const moved = async (returnId: number, what: 'decision' | 'receipt' | 'resolution', body: Record<string, unknown>, desk: 'admin' | 'sales' = 'admin') => {
    const response = await move(returnId, what, body, desk);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffReturnDetail;
  };
  const minutesLater = (minutes: number) => office.server.clock.set(new Date(office.server.clock.now.getTime() + minutes * 60_000));
  const mailsWith = async (subject: string) => (await office.server.outbox.list(1_000)).filter((mail) => mail.subject === subject);

  /** A delivered order of `quantity` of `product` with a request for `asked` of them; answers both ids. */
  async function requested(options: { quantity?: number; asked?: number; customer?: TestUser; product?: { id: number; name: string; price: number }; reason?: string } = {}) {
    const customer = options.customer ?? office.customer;
    const orderId = await deliveredOrder(office, customer, [productLine(options.product ?? gloves, options.quantity ?? 2)]);
    const [line] = (await returnsOf(office, customer, orderId)).lines;
    minutesLater(60);
    const response = await report(office, customer, orderId, { reason: options.reason ?? 'wrong-item', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: options.asked ?? 1 }] });
    expect(response.statusCode, response.body).toBe(201);
    return { orderId, returnId: (response.json() as { id: number }).id };
  }

  async function approved(options: Parameters<typeof requested>[0] = {}) {
    const ids = await requested(options);
    minutesLater(30);
    await moved(ids.returnId, 'decision', { decision: 'approve' });
    return ids;
  }

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  });
  beforeEach(async () => {
    office.server.clock.set(new Date('2026-11-21T10:00:00Z'));
    const row = await insertProduct(office.server, { name: 'Nitrile gloves', quantity: 50 });
    gloves = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });
  afterAll(async () => {
    await office.server.close();
  });

  describe('the queue', () => {
    it('lists open requests first, oldest first, then the settled ones; filters by status and finds by order number, name or e-mail; on both desks', async () => {
      const lastName = `Clinic${Date.now()}`;
      const clinic = await office.server.createUser({ firstName: 'Queue', lastName, email: `queue-${Date.now()}@clinic.example` });
      const first = await requested({ customer: clinic });
      const second = await requested({ customer: clinic });
      const third = await requested({ customer: clinic });
      await moved(first.returnId, 'decision', { decision: 'refuse', reason: 'Opened and used' });

      const page = await office.ok<{ items: Array<{ id: number; status: string; order_id: number; customer: { name: string; email: string } }>; total: number }>(
        'GET',
        `/api/admin/returns?search=${encodeURIComponent(clinic.email)}`,
      );
      expect(page.items.map((item) => item.id)).toEqual([second.returnId, third.returnId, first.returnId]);
      expect(page.total).toBe(3);
      // The account that asked, not the name and address the parcel went to.
      expect(page.items[0]?.customer).toEqual({ name: `Queue ${lastName}`, email: clinic.email });

      const refused = await office.ok<{ items: Array<{ id: number }> }>('GET', `/api/admin/returns?status=Refused&search=${encodeURIComponent(clinic.email)}`);
      expect(refused.items.map((item) => item.id)).toEqual([first.returnId]);
      const byOrder = await office.ok<{ items: Array<{ id: number }> }>('GET', `/api/admin/returns?search=%23${second.orderId}`);
      expect(byOrder.items.map((item) => item.id)).toEqual([second.returnId]);
      const bySales = await office.call('GET', `/api/sales/returns?search=${encodeURIComponent(lastName)}&per_page=2`, undefined, office.sales);
      expect(bySales.statusCode, bySales.body).toBe(200);
      expect(bySales.json()).toMatchObject({ total: 3, per_page: 2, page_count: 2 });
      expectRefusal(await office.call('GET', '/api/admin/returns', undefined, office.sales), 403, 'forbidden');
      expectRefusal(await office.call('GET', '/api/sales/returns', undefined, office.customer), 403, 'forbidden');
      expectRefusal(await office.call('GET', '/api/admin/returns?status=Lost', undefined, office.admin), 400, 'validation_failed');
    });

    it('shows a request with its worth as charged (the discount shared pro rata), what may still be refunded and its steps', async () => {
      const promo = await insertPromo(office.server, { kind: 'fixed', value: 5_000 });
      const orderId = await deliveredOrder(office, office.customer, [productLine(gloves, 2)], { discount: 5_000, promoCodeId: promo.id });
      const [line] = (await returnsOf(office, office.customer, orderId)).lines;
      const asked = await report(office, office.customer, orderId, { reason: 'other', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }] });
      const returnId = (asked.json() as { id: number }).id;

      const found = await detail(returnId);
      // 900 EGP of an order of 1,800 EGP and 50 EGP of shipping, less 50 EGP off: its share, 24.33 EGP, rounded against the return.
      expect(found).toMatchObject({ status: 'Requested', order_id: orderId, suggested_amount: 875.67, refundable: 1_800, card_refundable: 0, refunds: [] });
      expect(found.events).toEqual([{ kind: 'requested', at: office.server.clock.now.toISOString(), actor: null, note: null }]);
      expectRefusal(await office.call('GET', url(999_999)), 404, 'return_not_found', 'Return #999999 was not found.');
    });
  });

  describe('deciding', () => {
    it('approves once: a step with its actor, an audit entry, a notice and an e-mail; the same decision again changes nothing', async () => {
      const { orderId, returnId } = await requested();
      minutesLater(5);
      const approvedNow = await moved(returnId, 'decision', { decision: 'approve' });
      expect(approvedNow).toMatchObject({ status: 'Approved', refusal_reason: null });
      expect(approvedNow.events.map((event) => [event.kind, event.actor])).toEqual([
        ['requested', null],
        ['approved', 'Amira Admin'],
      ]);
      const [entry] = (await office.audit(5)).filter((row) => row.entity === 'return');
      expect(entry).toMatchObject({ action: 'status', entityId: String(returnId), actorUserId: office.admin.id, details: { from: 'Requested', to: 'Approved' } });

      minutesLater(5);
      expect((await moved(returnId, 'decision', { decision: 'approve' }, 'sales')).events).toHaveLength(2);
      expect(await mailsWith(`Tiara: return request #${returnId} approved`)).toHaveLength(1);
      const notices = await office.server.db.select().from(notifications).where(and(eq(notifications.userId, office.customer.id), eq(notifications.title, `Return request #${returnId} approved`)));
      expect(notices).toHaveLength(1);
      expectRefusal(await move(returnId, 'decision', { decision: 'refuse', reason: 'Too late' }), 409, 'return_changed', `Return #${returnId} is approved now, so this cannot be done. Reload it to see what changed.`);
      const timeline = (await office.ok<{ timeline: Array<{ kind: string }> }>('GET', `/api/order/${orderId}`)).timeline.map((step) => step.kind);
      expect(timeline.slice(-2)).toEqual(['return-requested', 'return-approved']);
    });

    it('refuses with a reason the customer reads, which frees the quantities it claimed; without a reason it refuses nothing', async () => {
      const { orderId, returnId } = await requested({ quantity: 2, asked: 2 });
      expect((await returnsOf(office, office.customer, orderId)).lines[0]?.returnable).toBe(0);
      expectRefusal(await move(returnId, 'decision', { decision: 'refuse', reason: '   ' }), 400, 'refusal_reason_required', 'Write why the request is refused: the customer reads it.');
      const refused = await moved(returnId, 'decision', { decision: 'refuse', reason: 'The seal was opened' }, 'sales');
      expect(refused).toMatchObject({ status: 'Refused', refusal_reason: 'The seal was opened' });
      expect(refused.events.at(-1)).toMatchObject({ kind: 'refused', actor: 'Samir Sales', note: 'The seal was opened' });
      const view = await returnsOf(office, office.customer, orderId);
      expect(view.lines[0]?.returnable).toBe(2);
      expect(view.returns[0]).toMatchObject({ status: 'Refused', refusal_reason: 'The seal was opened' });
      const [mail] = await mailsWith(`Tiara: return request #${returnId} not accepted`);
      expect(mail?.text).toContain('Reason: The seal was opened');
    });
  });

  describe('receiving', () => {
    it('restocks the returned quantities once, on the product and its variant, and ends the waits for it', async () => {
      const row = await insertProduct(office.server, { name: 'NuSmile crown', quantity: 2, isVariant: true, pricePiasters: 45_000, discountPiasters: 0 });
      const [variant] = await office.server.db.insert(productVariants).values({ productId: row.id, sku: `CROWN-${row.id}`, quantity: 2 }).returning();
      const crown = { id: row.id, name: row.name, price: 45_000 };
      const orderId = await deliveredOrder(office, office.customer, [productLine(crown, 2, { sku: variant?.sku ?? '' })]);
      expect(await stockOf(office.server, row.id)).toBe(0);
      const waiting = await office.server.createUser({ firstName: 'Waiting' });
      const alert = await office.server.request({ method: 'POST', url: '/api/stock-alerts', token: waiting.token, body: { product_id: row.id } });
      expect(alert.statusCode, alert.body).toBe(201);

      const [line] = (await returnsOf(office, office.customer, orderId)).lines;
      const asked = await report(office, office.customer, orderId, { reason: 'other', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 2 }] });
      const returnId = (asked.json() as { id: number }).id;
      expectRefusal(await move(returnId, 'receipt', { restock: true }), 409, 'return_changed', `Return #${returnId} is waiting for review now, so this cannot be done. Reload it to see what changed.`);
      await moved(returnId, 'decision', { decision: 'approve' });

      const received = await moved(returnId, 'receipt', { restock: true }, 'sales');
      expect(received).toMatchObject({ status: 'Received', restocked: true });
      expect(await stockOf(office.server, row.id)).toBe(2);
      expect(await variantStockOf(office.server, variant?.id ?? 0)).toBe(2);
      expect((await moved(returnId, 'receipt', { restock: true })).events.filter((event) => event.kind === 'received')).toHaveLength(1);
      expect(await stockOf(office.server, row.id)).toBe(2);

      const [woken] = await office.server.db.select().from(stockAlerts).where(eq(stockAlerts.userId, waiting.id));
      expect(woken?.notifiedAt).not.toBeNull();
      expect(await mailsWith(`Tiara: ${row.name} is back in stock`)).toHaveLength(1);
      expect(await mailsWith(`Tiara: the items of return #${returnId} have reached us`)).toHaveLength(1);
    });

    it('leaves damaged goods off the shelf', async () => {
      const { returnId } = await approved();
      const before = await stockOf(office.server, gloves.id);
      expect(await moved(returnId, 'receipt', { restock: false })).toMatchObject({ status: 'Received', restocked: false });
      expect(await stockOf(office.server, gloves.id)).toBe(before);
    });
  });

  describe('resolving with money', () => {
    it('gives store credit of the suggested amount: a confirmed refund, the timeline’s last steps, the customer told', async () => {
      const { orderId, returnId } = await approved();
      await moved(returnId, 'receipt', { restock: true });
      minutesLater(10);
      const resolved = await moved(returnId, 'resolution', { resolution: 'store-credit' });
      expect(resolved).toMatchObject({ status: 'Resolved', resolution: 'store-credit', refundable: 950 });
      expect(resolved.refunds).toMatchObject([{ method: 'store-credit', amount: 900, status: 'Confirmed', return_id: returnId, created_by: 'Amira Admin' }]);
      expect(resolved.events.map((event) => event.kind)).toEqual(['requested', 'approved', 'received', 'resolved']);

      const view = await returnsOf(office, office.customer, orderId);
      expect(view.returns[0]).toMatchObject({ status: 'Resolved', resolution: 'store-credit' });
      expect(view.refunds).toEqual([
        { id: resolved.refunds[0]?.id, return_id: returnId, method: 'store-credit', amount: 900, status: 'Confirmed', created_at: office.server.clock.now.toISOString(), confirmed_at: office.server.clock.now.toISOString() },
      ]);
      const timeline = (await office.ok<{ timeline: Array<Record<string, unknown>> }>('GET', `/api/order/${orderId}`)).timeline;
      expect(timeline.map((step) => step.kind)).toEqual(['placed', 'processing', 'shipped', 'delivered', 'return-requested', 'return-approved', 'return-received', 'return-resolved', 'refunded']);
      expect(timeline.at(-1)).toMatchObject({ kind: 'refunded', amount: 900, refund_method: 'store-credit', at: office.server.clock.now.toISOString() });
      expect(timeline.at(-2)).not.toHaveProperty('amount');
      const [mail] = await mailsWith(`Tiara: return #${returnId} settled`);
      expect(mail?.text).toContain(`For your return #${returnId}, 900 EGP has been added to your store credit`);
      // The credit was confirmed with the resolution, whose message says it: no second message repeats it.
      expect(await mailsWith(`Tiara: a refund for order #${orderId}`)).toEqual([]);
      const refundNotices = await office.server.db.select().from(notifications).where(and(eq(notifications.userId, office.customer.id), eq(notifications.title, `Refund for order #${orderId}`)));
      expect(refundNotices).toEqual([]);

      // Asked again: the same answer, one refund.
      expect((await moved(returnId, 'resolution', { resolution: 'store-credit' })).refunds).toHaveLength(1);
      expect(await office.server.db.select().from(refunds).where(eq(refunds.returnId, returnId))).toHaveLength(1);
      expectRefusal(await move(returnId, 'resolution', { resolution: 'exchange' }), 409, 'return_changed', `Return #${returnId} is resolved now, so this cannot be done. Reload it to see what changed.`);
    });

    it('records money paid back by hand with how, and refunds a card order to the card', async () => {
      const byHand = await approved();
      const resolved = await moved(byHand.returnId, 'resolution', { resolution: 'paid-back-by-hand', amount: 450, note: 'Cash at the counter' });
      expect(resolved.refunds).toMatchObject([{ method: 'by-hand', amount: 450, status: 'Confirmed', note: 'Cash at the counter' }]);
      expect(resolved.events.at(-1)).toMatchObject({ kind: 'resolved', actor: 'Amira Admin', note: 'Cash at the counter' });

      const order = await placeCardOrder(office.server, [productLine(gloves, 2)], { user: office.customer });
      await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
      await moveOrder(office, order.orderId, 'Delivered');
      const [line] = (await returnsOf(office, office.customer, order.orderId)).lines;
      const asked = await report(office, office.customer, order.orderId, { reason: 'wrong-item', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }] });
      const returnId = (asked.json() as { id: number }).id;
      await moved(returnId, 'decision', { decision: 'approve' });
      expect(await detail(returnId)).toMatchObject({ suggested_amount: 900, refundable: 1_850, card_refundable: 1_850 });
      // With the shop's invoice details, the delivered order is invoiced and a confirmed refund of it gets a credit note.
      await office.ok('PUT', '/api/admin/invoice-settings', { legal_name: 'Tiara Dental Supplies S.A.E.', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512-834-690', commercial_register: '184523 Cairo' }, 200);
      const refunded = await moved(returnId, 'resolution', { resolution: 'card-refund' });
      expect(refunded).toMatchObject({ status: 'Resolved', resolution: 'card-refund', card_refundable: 950 });
      expect(refunded.refunds).toMatchObject([{ method: 'card', amount: 900, status: 'Confirmed' }]);
      // The gateway confirms a card refund apart from the resolution: that is news of its own.
      expect(await mailsWith(`Tiara: a refund for order #${order.orderId}`)).toHaveLength(1);
      // The return's detail names the refund's credit note, whose PDF the admin downloads from it.
      const [creditNote] = refunded.refunds;
      expect(creditNote).toMatchObject({ credit_note_number: expect.stringMatching(/^CN-2026-\d{6}$/), credit_note_id: expect.any(Number) });
      const pdf = await office.server.request({ method: 'GET', url: `/api/credit-notes/${creditNote?.credit_note_id}/pdf`, token: office.admin.token });
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([200, 'application/pdf', `attachment; filename="credit-note-${creditNote?.credit_note_number}.pdf"`]);
    });

    it('leaves the return as it was when the refund is refused, and then lets another resolution through', async () => {
      const { returnId } = await approved();
      expectRefusal(await move(returnId, 'resolution', { resolution: 'card-refund' }), 409, 'no_card_payment');
      expectRefusal(await move(returnId, 'resolution', { resolution: 'store-credit', amount: 5_000 }), 409, 'over_refundable');
      expect(await detail(returnId)).toMatchObject({ status: 'Approved', resolution: null, refunds: [] });
      expect((await moved(returnId, 'resolution', { resolution: 'paid-back-by-hand' })).refunds).toMatchObject([{ method: 'by-hand', amount: 900 }]);
    });

    it('finishes a resolution whose refund was made before the server stopped: only the same refund, then Resolved', async () => {
      const { orderId, returnId } = await approved();
      // The refund was made, the return not yet marked Resolved: as a crash between the two leaves it.
      await office.server.db.update(returns).set({ resolution: 'store-credit' }).where(eq(returns.id, returnId));
      await office.server.db
        .insert(refunds)
        .values({ orderId, returnId, method: 'store-credit', amountPiasters: 90_000, status: 'Confirmed', requestKey: `return-${returnId}`, createdBy: office.admin.id, confirmedAt: office.server.clock.now });

      expectRefusal(await move(returnId, 'resolution', { resolution: 'exchange' }), 409, 'resolving_otherwise', `Return #${returnId} is already being resolved by store credit. Finish it the same way.`);
      expectRefusal(await move(returnId, 'resolution', { resolution: 'store-credit', amount: 100 }), 409, 'key_reused');
      expect(await detail(returnId)).toMatchObject({ status: 'Approved', resolution: null });
      const finished = await moved(returnId, 'resolution', { resolution: 'store-credit' });
      expect(finished).toMatchObject({ status: 'Resolved', resolution: 'store-credit' });
      expect(finished.refunds).toHaveLength(1);
    });

    it('is the back office’s: the sales desk may not give money back, even as an admin', async () => {
      const { returnId } = await approved();
      const refused = await office.call('POST', url(returnId, 'resolution', 'sales'), { resolution: 'store-credit' }, office.admin);
      expectRefusal(refused, 403, 'not_for_sales_desk', 'The sales desk resolves returns by exchange only; refunds and store credit are given in the back office.');
      expect(await detail(returnId)).toMatchObject({ status: 'Approved', refunds: [] });
    });
  });

  describe('resolving by exchange', () => {
    it('places a replacement at no charge to the same customer and address, taking its stock, once, on either desk', async () => {
      const { orderId, returnId } = await approved({ quantity: 3, asked: 2 });
      const stock = await stockOf(office.server, gloves.id);
      const resolved = await moved(returnId, 'resolution', { resolution: 'exchange' }, 'sales');
      expect(resolved).toMatchObject({ status: 'Resolved', resolution: 'exchange', refunds: [] });
      const replacementId = resolved.exchange_order_id ?? 0;
      expect(replacementId).toBeGreaterThan(orderId);
      expect(await stockOf(office.server, gloves.id)).toBe(stock - 2);

      const [replacement] = await office.server.db.select().from(orders).where(eq(orders.id, replacementId));
      const [original] = await office.server.db.select().from(orders).where(eq(orders.id, orderId));
      expect(replacement).toMatchObject({
        userId: office.customer.id,
        status: 'Processing',
        subtotalPiasters: 0,
        shippingPiasters: 0,
        discountPiasters: 0,
        totalPiasters: 0,
        replacesReturnId: returnId,
        shippingAddress: original?.shippingAddress,
        shippingPhone: original?.shippingPhone,
        paymentMethod: original?.paymentMethod,
      });
      expect(await itemsOf(office.server, replacementId)).toMatchObject([{ kind: 'product', productId: gloves.id, quantity: 2, unitPricePiasters: 0, productName: 'Nitrile gloves' }]);
      expect((await office.server.db.select().from(orderEvents).where(eq(orderEvents.orderId, replacementId))).map((event) => event.status)).toEqual(['Processing']);
      // Nothing to pay: the customer's page reads it paid, not waiting for a payment of 0 EGP.
      const page = await office.server.request({ method: 'GET', url: `/api/order/${replacementId}`, token: office.customer.token });
      expect(page.json()).toMatchObject({ total_amount: 0, payment_state: 'paid' });

      expect((await returnsOf(office, office.customer, orderId)).returns[0]).toMatchObject({ status: 'Resolved', resolution: 'exchange', exchange_order_id: replacementId });
      expect((await moved(returnId, 'resolution', { resolution: 'exchange' })).exchange_order_id).toBe(replacementId);
      expect(await stockOf(office.server, gloves.id)).toBe(stock - 2);
      const [mail] = await mailsWith(`Tiara: return #${returnId} settled`);
      expect(mail?.text).toContain(`as order #${replacementId}`);
    });

    it('refuses an exchange the shelf cannot give, with a clear message, and leaves everything as it was', async () => {
      const { returnId } = await approved({ quantity: 2, asked: 1 });
      const before = await office.server.db.select({ id: orders.id }).from(orders);
      await office.server.db.update(products).set({ quantity: 0 }).where(eq(products.id, gloves.id));
      expectRefusal(
        await move(returnId, 'resolution', { resolution: 'exchange' }),
        409,
        'replacement_out_of_stock',
        'There is not enough stock of Nitrile gloves for the replacement. Add stock, or resolve the return another way.',
      );
      expect(await detail(returnId)).toMatchObject({ status: 'Approved', resolution: null, exchange_order_id: null });
      expect(await office.server.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
      expect(await stockOf(office.server, gloves.id)).toBe(0);
    });
  });
});
