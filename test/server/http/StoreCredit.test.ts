/**
 * Store credit at checkout (issue 29 item 2) on the real app: spent when an order is placed, never
 * beyond the balance or the total, never by a guest; the card asked only for the rest; an order it
 * pays in full accepted without the gateway; given back once when the order ends unfulfilled.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { PaymentRecordsRepository } from '../../../server/adapters/payments/PaymentRecordsRepository';
import { orders, storeCreditEntries } from '../../../server/adapters/db/schema';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { type OrderShop, insertOrderShop, insertProduct, orderPayload, orderRow, planLine, productLine } from '../support/orderFixtures';
import { confirmOrder, confirmationMails, createIntention, openCheckout, payAtCheckout, paymentStatus, placeCardOrder, sandboxCheckout, subscriptionsOf } from '../support/paymentFixtures';
import { type TestServer, startTestServer } from '../support/testServer';
import { pdfText } from '../../support/pdfText';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

describe('store credit', () => {
  let server: TestServer;
  let shop: OrderShop;
  let customer: TestUser;
  let admin: TestUser;
  /** 900 EGP; with the Cairo fee an order of one costs 950 EGP. */
  let product: { id: number; name: string; price: number };
  const ONE_ORDER_TOTAL = 95_000;

  const giveCredit = (user: TestUser, amount: number) => server.db.insert(storeCreditEntries).values({ userId: user.id, kind: 'refund', amountPiasters: amount, createdAt: new Date('2026-11-20T09:00:00Z') });
  const ledgerOf = (user: TestUser) =>
    server.db
      .select({ kind: storeCreditEntries.kind, amount: storeCreditEntries.amountPiasters, orderId: storeCreditEntries.orderId })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, user.id))
      .orderBy(asc(storeCreditEntries.id));
  const storeCredit = (user: TestUser | null, language = 'en') => server.request({ method: 'GET', url: '/api/store-credit', token: user?.token ?? null, headers: { 'accept-language': language } });
  const place = (user: TestUser | null, options: Parameters<typeof orderPayload>[1] = {}) =>
    server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body: orderPayload([productLine(product)], { userId: user?.id ?? 0, ...options }) });
  const placed = async (user: TestUser, options: Parameters<typeof orderPayload>[1] = {}): Promise<number> => {
    const response = await place(user, options);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };
  const orderCount = async () => (await server.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
    admin = await server.createUser({ role: 'Admin' });
  });
  beforeEach(async () => {
    server.clock.set(new Date('2026-11-21T10:00:00Z'));
    customer = await server.createUser();
    const row = await insertProduct(server, { quantity: 100 });
    product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });
  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/store-credit', () => {
    it('answers the balance and the ledger, newest first, amounts in pounds', async () => {
      await giveCredit(customer, 42_000);
      const orderId = await placed(customer, { storeCredit: 30_000 });
      const response = await storeCredit(customer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        balance: 120,
        entries: [
          { id: expect.any(Number), kind: 'spent', amount: -300, order_id: orderId, created_at: '2026-11-21T10:00:00.000Z' },
          { id: expect.any(Number), kind: 'refund', amount: 420, order_id: null, created_at: '2026-11-20T09:00:00.000Z' },
        ],
      });
    });

    it('answers nothing for a customer who never had credit, and 401 without a session', async () => {
      expect((await storeCredit(customer)).json()).toEqual({ balance: 0, entries: [] });
      expect((await storeCredit(null)).statusCode).toBe(401);
    });
  });

  describe('spending it on an order', () => {
    it('spends the credit with the order, which records it beside its unchanged total', async () => {
      await giveCredit(customer, 42_000);
      const orderId = await placed(customer, { storeCredit: 42_000 });
      expect(await orderRow(server, orderId)).toMatchObject({ totalPiasters: ONE_ORDER_TOTAL, storeCreditPiasters: 42_000, reservationExpiresAt: null });
      expect(await ledgerOf(customer)).toEqual([
        { kind: 'refund', amount: 42_000, orderId: null },
        { kind: 'spent', amount: -42_000, orderId },
      ]);
      const page = await server.request({ method: 'GET', url: `/api/order/${orderId}`, token: customer.token });
      expect(page.json()).toMatchObject({ total_amount: 950, store_credit: 420, payment_state: 'unpaid' });
    });

    it('shows the credit as a payment in the confirmation e-mail, and what is left to collect at the door', async () => {
      await giveCredit(customer, 42_000);
      const orderId = await placed(customer, { storeCredit: 42_000 });
      const [mail] = await confirmationMails(server, orderId);
      expect(mail?.text).toContain('Total: 950 EGP\nPaid with store credit: -420 EGP\nPayment: Cash on Delivery, 530 EGP');
    });

    it('refuses more than the balance with a 409 in the reader’s language, and places nothing', async () => {
      await giveCredit(customer, 42_000);
      const before = await orderCount();
      const refused = await place(customer, { storeCredit: 50_000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'store_credit_rejected',
        message: 'Your store credit is 420 EGP, less than the 500 EGP you chose to use. Nothing was ordered; please check the amount and try again.',
      });
      const arabic = await server.request({
        method: 'POST',
        url: '/api/order/create',
        token: customer.token,
        headers: { 'accept-language': 'ar' },
        body: orderPayload([productLine(product)], { userId: customer.id, storeCredit: 50_000 }),
      });
      expect(arabic.json()).toMatchObject({ code: 'store_credit_rejected', message: expect.stringContaining('رصيدك في المتجر 420 ج.م') });
      expect(await orderCount()).toBe(before);
      expect(await ledgerOf(customer)).toEqual([{ kind: 'refund', amount: 42_000, orderId: null }]);
    });

    it('refuses credit beyond the order’s total', async () => {
      await giveCredit(customer, 200_000);
      const refused = await place(customer, { storeCredit: ONE_ORDER_TOTAL + 100 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'store_credit_rejected', message: "Store credit can pay at most the order's total of 950 EGP." });
    });

    it('refuses a guest, who has no credit (401)', async () => {
      const refused = await place(null, { storeCredit: 10_000 });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in to use your store credit.' });
    });
  });

  describe('by card', () => {
    it('asks the gateway for the total less the credit, and settles the order when the card pays that', async () => {
      await giveCredit(customer, 42_000);
      const order = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: 42_000 });
      expect(order.intention.amount).toBe(ONE_ORDER_TOTAL - 42_000);
      const fullTotal = { ...order.intention, amount: ONE_ORDER_TOTAL, items: order.intention.items.filter((item) => item.name !== 'Store credit') };
      const mismatch = await createIntention(server, fullTotal, customer);
      expect(mismatch.statusCode).toBe(409);
      expect(mismatch.json()).toEqual({
        code: 'amount_mismatch',
        message: `The amount to pay does not match order #${order.orderId}: after 420 EGP of store credit, 530 EGP is left to pay by card.`,
      });

      const checkoutUrl = await openCheckout(server, order, customer);
      const checkout = await sandboxCheckout(server, checkoutUrl);
      expect(checkout.amount).toBe(53_000);
      expect(checkout.items.at(-1)).toEqual({ name: 'Store credit', amount: -42_000, description: 'Store credit', quantity: 1 });
      await payAtCheckout(server, checkoutUrl);
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
    });

    it('accepts an order the credit pays in full without the gateway: no hold, no intention, Processing on confirmation, paid', async () => {
      await giveCredit(customer, 100_000);
      const order = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      expect(await orderRow(server, order.orderId)).toMatchObject({ status: 'Pending', reservationExpiresAt: null, storeCreditPiasters: ONE_ORDER_TOTAL });
      const intention = await createIntention(server, order.intention, customer);
      expect(intention.statusCode).toBe(409);
      expect(intention.json()).toEqual({ code: 'nothing_to_pay', message: `Order #${order.orderId} is paid in full with store credit; there is nothing to pay by card.` });

      const reported = await paymentStatus(server, order.reference, 'Success', customer);
      expect(reported.statusCode, reported.body).toBe(200);
      // No gateway payment was ever made: the gateway's payment status stays null.
      expect(reported.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: null });
      expect(await confirmOrder(server, order.reference, 'Success', customer)).toMatchObject({ statusCode: 200 });
      const page = await server.request({ method: 'GET', url: `/api/order/${order.orderId}`, token: customer.token });
      expect(page.json()).toMatchObject({ status: 'Processing', payment_state: 'paid', store_credit: 950 });
      const [mail] = await confirmationMails(server, order.orderId);
      expect(mail?.text).toContain('Total: 950 EGP\nPaid with store credit: -950 EGP\n');
    });

    it('tells an order the credit pays in full as paid with store credit on its history from its placing, even once cancelled; one it pays in part is paid by card', async () => {
      await giveCredit(customer, 200_000);
      const kindsOf = async (orderId: number) => {
        const page = await server.request({ method: 'GET', url: `/api/order/${orderId}`, token: customer.token });
        return (page.json() as { timeline: { kind: string; at: string }[] }).timeline.map((step) => [step.kind, step.at]);
      };
      const whole = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      const placedAt = '2026-11-21T10:00:00.000Z';
      expect(await kindsOf(whole.orderId)).toEqual([
        ['placed', placedAt],
        ['paid-with-store-credit', placedAt],
      ]);
      server.clock.set(new Date('2026-11-21T10:01:00Z'));
      await paymentStatus(server, whole.reference, 'Success', customer);
      expect((await kindsOf(whole.orderId)).map(([kind]) => kind)).toEqual(['placed', 'paid-with-store-credit', 'processing']);
      const cancelled = await server.request({ method: 'PUT', url: `/api/admin/orders/${whole.orderId}/status`, token: admin.token, body: { status: 'Cancelled' } });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await kindsOf(whole.orderId)).map(([kind]) => kind)).toEqual(['placed', 'paid-with-store-credit', 'processing', 'cancelled', 'store-credit-given-back']);

      const part = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: 42_000 });
      await payAtCheckout(server, await openCheckout(server, part, customer));
      expect((await kindsOf(part.orderId)).map(([kind]) => kind)).toEqual(['placed', 'paid', 'processing']);
    });

    it('prints the credit on the invoice as a payment under the unchanged total, with what the payment method collected', async () => {
      const seller = { legal_name: 'Tiara Dental Supplies S.A.E.', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512-834-690', commercial_register: '184523 Cairo' };
      expect((await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: seller })).statusCode).toBe(200);
      await giveCredit(customer, 42_000);
      const orderId = await placed(customer, { storeCredit: 42_000 });
      await server.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, orderId));
      const invoice = await server.request({ method: 'GET', url: `/api/order/${orderId}/invoice`, token: customer.token });
      expect(invoice.statusCode, invoice.body).toBe(200);
      const [text = ''] = await pdfText(invoice.rawPayload);
      for (const expected of ['Total 950 EGP', 'Paid with store credit -420 EGP', 'Payment: Cash on Delivery 530 EGP']) expect(text).toContain(expected);
    });

    it('leaves a card order the credit pays in full to the sweep when the customer never comes back, and not one it pays in part', async () => {
      await giveCredit(customer, 200_000);
      const whole = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      const part = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: 10_000 });
      const awaiting = await new PaymentRecordsRepository(server.db).paidOrdersAwaitingSettlement();
      expect(awaiting).toContain(whole.orderId);
      expect(awaiting).not.toContain(part.orderId);
    });

    it('lets the back office see a card order the credit pays in full, and accept it', async () => {
      await giveCredit(customer, 100_000);
      const order = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      const detail = await server.request({ method: 'GET', url: `/api/admin/orders/${order.orderId}`, token: admin.token });
      expect(detail.json()).toMatchObject({ payment_method: 'credit', total_amount: 950, store_credit: 950, paid: false, payments: [] });
      const list = await server.request({ method: 'GET', url: `/api/admin/orders?search=%23${order.orderId}`, token: admin.token });
      expect(list.json()).toMatchObject({ items: [{ id: order.orderId, store_credit: 950 }] });
      const moved = await server.request({ method: 'PUT', url: `/api/admin/orders/${order.orderId}/status`, token: admin.token, body: { status: 'Processing' } });
      expect(moved.statusCode, moved.body).toBe(200);
    });
  });

  describe('a plan bought at the AI checkout', () => {
    /** The order the alternate AI checkout places for a plan: by card, nothing to ship, and its intention without a special reference. */
    async function placePlanOrder(storeCredit: number) {
      const plan = shop.plans[0]!;
      const order = await placeCardOrder(server, [planLine(plan)], { user: customer, kind: 'ai-plan', storeCredit });
      const subscribed = await server.request({ method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/subscribe`, token: customer.token, body: { subscription_id: plan.id, order_id: order.orderId } });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      const { special_reference: _omitted, ...intention } = order.intention;
      return { plan, order, intention };
    }

    it('activates a plan the credit pays in full on its confirmation, with no gateway, and shows it paid', async () => {
      await giveCredit(customer, 300_000);
      const { plan, order, intention } = await placePlanOrder(shop.plans[0]!.price);
      expect((await createIntention(server, intention, customer)).json()).toMatchObject({ code: 'nothing_to_pay' });
      const reported = await paymentStatus(server, order.reference, 'Success', customer);
      expect(reported.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: null });
      expect(await subscriptionsOf(server, customer.id)).toMatchObject([{ planId: plan.id, orderId: order.orderId, status: 'Active' }]);
      const page = await server.request({ method: 'GET', url: `/api/order/${order.orderId}`, token: customer.token });
      expect(page.json()).toMatchObject({ status: 'Processing', payment_state: 'paid', store_credit: plan.price / 100, shipping_amount: 0 });
      expect((await storeCredit(customer)).json()).toMatchObject({ balance: (300_000 - plan.price) / 100 });
    });

    it('charges the card only what the credit left of a plan, under an intention without a special reference', async () => {
      await giveCredit(customer, 100_000);
      const { plan, intention } = await placePlanOrder(100_000);
      const opened = await createIntention(server, intention, customer);
      expect(opened.statusCode, opened.body).toBe(200);
      const checkout = await sandboxCheckout(server, opened.json() as string);
      expect(checkout.amount).toBe(plan.price - 100_000);
      expect(checkout.items.at(-1)).toEqual({ name: 'Store credit', amount: -100_000, description: 'Store credit', quantity: 1 });
    });
  });

  describe('giving it back', () => {
    it('restores the credit once when the customer’s order fails', async () => {
      await giveCredit(customer, 42_000);
      const orderId = await placed(customer, { storeCredit: 42_000 });
      for (let attempt = 0; attempt < 2; attempt++) expect((await confirmOrder(server, orderId, 'Failed', customer)).statusCode).toBe(200);
      expect(await ledgerOf(customer)).toEqual([
        { kind: 'refund', amount: 42_000, orderId: null },
        { kind: 'spent', amount: -42_000, orderId },
        { kind: 'restored', amount: 42_000, orderId },
      ]);
      expect((await storeCredit(customer)).json()).toMatchObject({ balance: 420 });
    });

    it('restores the credit once when the back office cancels the order, which then reads refunded', async () => {
      await giveCredit(customer, 100_000);
      const order = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      await paymentStatus(server, order.reference, 'Success', customer);
      const cancel = () => server.request({ method: 'PUT', url: `/api/admin/orders/${order.orderId}/status`, token: admin.token, body: { status: 'Cancelled' } });
      const cancelled = await cancel();
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ refund_due: false });
      await cancel();
      const restored = await server.db.select().from(storeCreditEntries).where(and(eq(storeCreditEntries.orderId, order.orderId), eq(storeCreditEntries.kind, 'restored')));
      expect(restored.map((entry) => entry.amountPiasters)).toEqual([ONE_ORDER_TOTAL]);
      const page = await server.request({ method: 'GET', url: `/api/order/${order.orderId}`, token: customer.token });
      expect(page.json()).toMatchObject({ status: 'Cancelled', payment_state: 'refunded' });
    });

    it('tells the credit given back on the order’s history with its amount and time, for the customer and the back office, and reads the order refunded in full or in part', async () => {
      await giveCredit(customer, 200_000);
      const orderPage = async (orderId: number) => {
        const page = await server.request({ method: 'GET', url: `/api/order/${orderId}`, token: customer.token });
        expect(page.statusCode, page.body).toBe(200);
        const { payment_state, timeline } = page.json() as { payment_state: string; timeline: Array<{ kind: string; at: string; amount?: number; refund_method?: string }> };
        return { payment_state, timeline: timeline.map(({ kind, at, amount, refund_method }) => ({ kind, at, ...(amount === undefined ? {} : { amount, refund_method }) })) };
      };
      const endOf = (orderId: number, status: 'Cancelled' | 'Failed') => server.request({ method: 'PUT', url: `/api/admin/orders/${orderId}/status`, token: admin.token, body: { status } });
      const officeDetail = async (orderId: number) => (await server.request({ method: 'GET', url: `/api/admin/orders/${orderId}`, token: admin.token })).json() as Record<string, unknown>;

      // Paid in full with credit, accepted, then cancelled: the credit goes back in the same instant.
      const whole = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: ONE_ORDER_TOTAL });
      await paymentStatus(server, whole.reference, 'Success', customer);
      expect(await officeDetail(whole.orderId)).toMatchObject({ store_credit_given_back: null });
      server.clock.set(new Date('2026-11-21T11:30:00Z'));
      expect((await endOf(whole.orderId, 'Cancelled')).statusCode).toBe(200);
      const cancelledAt = '2026-11-21T11:30:00.000Z';
      expect(await orderPage(whole.orderId)).toEqual({
        payment_state: 'refunded',
        timeline: [
          { kind: 'placed', at: '2026-11-21T10:00:00.000Z' },
          { kind: 'paid-with-store-credit', at: '2026-11-21T10:00:00.000Z' },
          { kind: 'processing', at: '2026-11-21T10:00:00.000Z' },
          { kind: 'cancelled', at: cancelledAt },
          { kind: 'store-credit-given-back', at: cancelledAt, amount: 950, refund_method: 'store-credit' },
        ],
      });
      expect(await officeDetail(whole.orderId)).toMatchObject({ status: 'Cancelled', store_credit: 950, refundable: 0, store_credit_given_back: { amount: 950, at: cancelledAt } });

      // Paid in part with credit and the rest by card, then cancelled: the credit is back, the card's refund still to come.
      const part = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: 42_000 });
      await payAtCheckout(server, await openCheckout(server, part, customer));
      expect((await endOf(part.orderId, 'Cancelled')).json()).toMatchObject({ refund_due: true });
      const partPage = await orderPage(part.orderId);
      expect(partPage.payment_state).toBe('partly_refunded');
      expect(partPage.timeline.slice(-2)).toEqual([
        { kind: 'cancelled', at: cancelledAt },
        { kind: 'store-credit-given-back', at: cancelledAt, amount: 420, refund_method: 'store-credit' },
      ]);
      expect(await officeDetail(part.orderId)).toMatchObject({ card_refundable: 530, store_credit_given_back: { amount: 420, at: cancelledAt } });

      // Paid in part with credit, the rest at the door, failed before anything was collected.
      const cash = await placed(customer, { storeCredit: 42_000 });
      expect((await endOf(cash, 'Failed')).statusCode).toBe(200);
      expect(await orderPage(cash)).toMatchObject({ payment_state: 'refunded', timeline: [{ kind: 'placed' }, { kind: 'failed' }, { kind: 'store-credit-given-back', amount: 420 }] });
    });

    it('restores the credit once when a card order’s hold runs out unpaid', async () => {
      await giveCredit(customer, 42_000);
      const order = await placeCardOrder(server, [productLine(product)], { user: customer, storeCredit: 42_000 });
      const release = () => new ReleaseExpiredOrders(new OrderRepository(server.db), releaseWhatEndedOrdersHeld(server.db, server.endedOrderMail)).execute(server.clock.now);
      server.clock.set(new Date('2026-11-21T12:00:00Z'));
      expect(await release()).toBeGreaterThanOrEqual(1);
      expect(await release()).toBe(0);
      expect((await orderRow(server, order.orderId)).status).toBe('Cancelled');
      expect((await ledgerOf(customer)).filter((entry) => entry.kind === 'restored')).toEqual([{ kind: 'restored', amount: 42_000, orderId: order.orderId }]);
      expect((await storeCredit(customer)).json()).toMatchObject({ balance: 420 });
    });
  });
});
