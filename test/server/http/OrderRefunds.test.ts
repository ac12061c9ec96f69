/**
 * Issue 29, items 2 to 4: money going back on an order from the back office, on the real app and
 * the sandbox gateway: to the card (confirmed by the gateway's answer or its callback, in either
 * order; left Pending without an answer and reconciled before it is asked again; refused), as
 * store credit, and paid back by hand; within what the order was paid, once per request key.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, orders, refunds, sandboxCheckouts, storeCreditEntries } from '../../../server/adapters/db/schema';
import { signHmac } from '../../../server/adapters/payments/Hmac';
import { callbackHmacMessage } from '../../../server/adapters/payments/PaymobTransactions';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, paymentsOf, placeCardOrder, sandboxOf } from '../support/paymentFixtures';
import { TEST_SANDBOX_HMAC_SECRET } from '../support/testServer';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './admin/adminTestKit';
import { pendingRefundSweep } from '../support/refundFixtures';

interface RefundJson {
  id: number;
  order_id: number;
  method: string;
  amount: number;
  status: string;
  attempts: number;
  last_error: string | null;
  note: string | null;
  created_by: string | null;
  confirmed_at: string | null;
  credit_note_number: string | null;
}

describe('refunds of an order from the back office', () => {
  let office: BackOffice;
  let product: { id: number; name: string; price: number };

  const refundsUrl = (orderId: number) => `/api/admin/orders/${orderId}/refunds`;
  const ask = (orderId: number, body: Record<string, unknown>, user?: TestUser) => office.call('POST', refundsUrl(orderId), { refunds_seen: 0, ...body }, user);
  const listed = async (orderId: number) => office.ok<RefundJson[]>('GET', refundsUrl(orderId));
  const setStatus = (orderId: number, status: string) =>
    office.ok('PUT', `/api/admin/orders/${orderId}/status`, status === 'Shipped' ? { status, courier: 'aramex', tracking_number: '44091234' } : { status }, 200);
  const refundTransactions = async (orderId: number) => {
    const [payment] = await paymentsOf(office.server, orderId);
    const [checkout] = await office.server.db.select({ transactions: sandboxCheckouts.transactions }).from(sandboxCheckouts).where(eq(sandboxCheckouts.gatewayOrderId, payment?.gatewayOrderId ?? ''));
    return (checkout?.transactions as Array<Record<string, unknown>>).filter((transaction) => transaction.is_refund === true);
  };
  const refundMails = async (orderId: number) => (await office.server.outbox.list(1_000)).filter((mail) => mail.subject === `Tiara: a refund for order #${orderId}`);
  const noticesOf = (userId: number) => office.server.db.select().from(notifications).where(eq(notifications.userId, userId));
  const sweep = () => pendingRefundSweep(office.server);
  const later = (seconds: number) => office.server.clock.set(new Date(office.server.clock.now.getTime() + seconds * 1000));

  /** A card order of 950 EGP (900 EGP and the Cairo fee) paid on the sandbox's checkout page, then cancelled by the shop. */
  async function cancelledCardOrder(customer: TestUser | null = office.customer): Promise<number> {
    const order = await placeCardOrder(office.server, [productLine(product, 1)], { user: customer });
    await payAtCheckout(office.server, await openCheckout(office.server, order, customer));
    await setStatus(order.orderId, 'Cancelled');
    return order.orderId;
  }

  /** A cash order of 950 EGP handed over and paid at the door. */
  async function deliveredCashOrder(customer: TestUser | null = office.customer): Promise<number> {
    const placed = await office.call('POST', '/api/order/create', orderPayload([productLine(product, 1)], { userId: customer?.id ?? 0 }), customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { orderid: number }).orderid;
    for (const status of ['Processing', 'Shipped', 'Delivered']) await setStatus(orderId, status);
    return orderId;
  }

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  });
  afterAll(async () => {
    await office.server.close();
  });
  beforeEach(async () => {
    const row = await insertProduct(office.server, { quantity: 50 });
    product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });

  describe('to the card', () => {
    it('is confirmed by the gateway’s answer: the customer is told once, the order reads refunded, nothing is left to refund', async () => {
      const orderId = await cancelledCardOrder();
      const detailBefore = await office.ok<{ refundable: number; card_refundable: number }>('GET', `/api/admin/orders/${orderId}`);
      expect(detailBefore).toMatchObject({ refundable: 950, card_refundable: 950 });

      const response = await ask(orderId, { method: 'card', amount: 950 });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ order_id: orderId, method: 'card', amount: 950, status: 'Confirmed', attempts: 1, last_error: null, created_by: 'Amira Admin' });
      const [row] = await office.server.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      const [transaction] = await refundTransactions(orderId);
      expect(row?.gatewayTransactionId).toBe(String(transaction?.id));
      expect(transaction).toMatchObject({ amount_cents: 95_000, is_refund: true, has_parent_transaction: true });

      await sandboxOf(office.server).callbacksDelivered();
      const mails = await refundMails(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`We have refunded 950 EGP of order #${orderId} to the card you paid with.`);
      const notices = (await noticesOf(office.customer.id)).filter((notice) => notice.title === `Refund for order #${orderId}`);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.titleAr).toBe(`استرداد مبلغ من الطلب #${orderId}`);
      const audit = (await office.audit(5)).find((entry) => entry.entity === 'refund');
      expect(audit).toMatchObject({ action: 'create', actorUserId: office.admin.id, entityId: String(row?.id) });
      expect(audit?.details).toMatchObject({ order_id: orderId, method: 'card', amount: 95_000, request_key: `order-${orderId}-refund-1` });

      expect(await office.ok('GET', `/api/admin/orders/${orderId}`)).toMatchObject({ refundable: 0, card_refundable: 0 });
      const customerView = await office.server.request({ method: 'GET', url: `/api/order/${orderId}`, token: office.customer.token });
      expect(customerView.json()).toMatchObject({ payment_state: 'refunded' });
    });

    it('is confirmed by the gateway’s callback when its answer is lost, and a part of the order reads partly refunded', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('answer-lost');
      const response = await ask(orderId, { method: 'card', amount: 400 });
      expect(response.json()).toMatchObject({ status: 'Pending', attempts: 1, last_error: 'The sandbox gateway did not answer in time' });
      await sandboxOf(office.server).callbacksDelivered();
      const [refund] = await listed(orderId);
      expect(refund).toMatchObject({ status: 'Confirmed', amount: 400 });
      expect(await refundMails(orderId)).toHaveLength(1);
      const customerView = await office.server.request({ method: 'GET', url: `/api/order/${orderId}`, token: office.customer.token });
      expect(customerView.json()).toMatchObject({ payment_state: 'partly_refunded' });
      expect(await office.ok('GET', `/api/admin/orders/${orderId}`)).toMatchObject({ refundable: 550, card_refundable: 550 });
    });

    it('is confirmed once when the callback arrives before the answer', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('callback-first');
      const response = await ask(orderId, { method: 'card', amount: 950 });
      expect(response.json()).toMatchObject({ status: 'Confirmed' });
      await sandboxOf(office.server).callbacksDelivered();
      expect(await refundTransactions(orderId)).toHaveLength(1);
      expect(await refundMails(orderId)).toHaveLength(1);
      const [row] = await office.server.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(row?.gatewayTransactionId).toBe(String((await refundTransactions(orderId))[0]?.id));
    });

    it('stays Pending when the answer and the callback are lost, and the sweep confirms it from the gateway’s refunded total without asking again', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('answer-and-callback-lost');
      expect((await ask(orderId, { method: 'card', amount: 950 })).json()).toMatchObject({ status: 'Pending', attempts: 1 });
      expect(await refundTransactions(orderId)).toHaveLength(1);

      expect(await sweep().execute(office.server.clock.now)).toBe(0);
      later(61);
      expect(await sweep().execute(office.server.clock.now)).toBe(1);
      expect(await listed(orderId)).toMatchObject([{ status: 'Confirmed', attempts: 2 }]);
      expect(await refundTransactions(orderId)).toHaveLength(1);
      expect(await refundMails(orderId)).toHaveLength(1);
    });

    it('is asked again by the sweep when the gateway could not be reached, and made once', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('unreachable');
      expect((await ask(orderId, { method: 'card', amount: 300 })).json()).toMatchObject({ status: 'Pending', last_error: 'The sandbox gateway could not be reached' });
      expect(await refundTransactions(orderId)).toHaveLength(0);
      later(61);
      await sweep().execute(office.server.clock.now);
      expect(await listed(orderId)).toMatchObject([{ status: 'Confirmed', attempts: 2 }]);
      expect(await refundTransactions(orderId)).toMatchObject([{ amount_cents: 30_000 }]);
    });

    it('stops asking after five attempts, tells the shop once, and leaves the refund Pending with its last error', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('unreachable', 5);
      await ask(orderId, { method: 'card', amount: 950 });
      for (let sweeps = 0; sweeps < 6; sweeps += 1) {
        later(61);
        await sweep().execute(office.server.clock.now);
      }
      expect(await listed(orderId)).toMatchObject([{ status: 'Pending', attempts: 5, last_error: 'The sandbox gateway could not be reached' }]);
      const alerts = (await office.server.outbox.list(1_000)).filter((mail) => mail.subject === `Tiara: a card refund for order #${orderId} needs attention`);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.to).toBe('shop@tiara.example');
      expect(alerts[0]?.text).toContain('after 5 attempts');
      expect(await refundTransactions(orderId)).toHaveLength(0);
      // Still held: nothing more may go back until someone settles it.
      expectRefusal(await ask(orderId, { method: 'store-credit', amount: 1, refunds_seen: 1 }), 409, 'over_refundable');
    });

    it('fails when the gateway refuses it, freeing its amount for another refund', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('declined');
      expect((await ask(orderId, { method: 'card', amount: 950 })).json()).toMatchObject({ status: 'Failed', last_error: 'The refund was declined by the card issuer.' });
      expect(await office.ok('GET', `/api/admin/orders/${orderId}`)).toMatchObject({ refundable: 950, card_refundable: 950 });
      expect((await ask(orderId, { method: 'card', amount: 950, refunds_seen: 1 })).json()).toMatchObject({ status: 'Confirmed' });
      expect(await refundMails(orderId)).toHaveLength(1);
    });
  });

  describe('reported by the gateway', () => {
    /** Posts a transaction-processed callback of `transaction`, signed with the sandbox's secret as the gateway signs. */
    const report = (transaction: Record<string, unknown>) =>
      office.server.request({ method: 'POST', url: `/api/payment/callback?hmac=${signHmac(TEST_SANDBOX_HMAC_SECRET, callbackHmacMessage(transaction))}`, body: { type: 'TRANSACTION', obj: transaction } });
    const paymentTransaction = async (orderId: number) => {
      const [payment] = await paymentsOf(office.server, orderId);
      const transaction = await sandboxOf(office.server).transaction(payment?.gatewayTransactionId ?? '');
      if (!transaction) throw new Error('no payment transaction');
      return transaction;
    };

    it('confirms Pending refunds when the payment is reported again with the total the gateway refunded of it', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('answer-and-callback-lost', 2);
      await ask(orderId, { method: 'card', amount: 300 });
      await ask(orderId, { method: 'card', amount: 200, refunds_seen: 1 });
      const payment = await paymentTransaction(orderId);
      expect(payment).toMatchObject({ is_refunded: true, refunded_amount_cents: 50_000 });
      expect((await report(payment)).statusCode).toBe(200);
      expect((await report(payment)).statusCode).toBe(200);
      expect((await listed(orderId)).map((refund) => refund.status)).toEqual(['Confirmed', 'Confirmed']);
      expect(await refundMails(orderId)).toHaveLength(2);
    });

    it('fails a Pending refund the gateway reports declined, and ignores a refund the shop never asked for', async () => {
      const orderId = await cancelledCardOrder();
      sandboxOf(office.server).nextRefundGoes('unreachable');
      await ask(orderId, { method: 'card', amount: 300 });
      const payment = await paymentTransaction(orderId);
      const refund = (amount: number, success: boolean) => ({ ...payment, id: Number(payment.id) + amount, amount_cents: amount, success, is_refund: true, has_parent_transaction: true, parent_transaction: payment.id });
      expect((await report(refund(12_300, true))).statusCode).toBe(200);
      expect(await listed(orderId)).toMatchObject([{ status: 'Pending' }]);
      expect((await report(refund(30_000, false))).statusCode).toBe(200);
      expect(await listed(orderId)).toMatchObject([{ status: 'Failed', last_error: 'The gateway declined the refund' }]);
      expect(await refundMails(orderId)).toHaveLength(0);
    });
  });

  describe('within what the order was paid', () => {
    it('refuses more than is left, to the card more than the card paid, and an order without a card payment to the card', async () => {
      const orderId = await cancelledCardOrder();
      expectRefusal(await ask(orderId, { method: 'card', amount: 950.01 }), 409, 'over_refundable', 'That is more than is left to refund to the card: 950 EGP at most.');
      await ask(orderId, { method: 'store-credit', amount: 600 });
      expectRefusal(await ask(orderId, { method: 'card', amount: 351, refunds_seen: 1 }), 409, 'over_refundable', 'That is more than is left to refund to the card: 350 EGP at most.');
      expectRefusal(await ask(orderId, { method: 'by-hand', amount: 351, refunds_seen: 1 }), 409, 'over_refundable', 'That is more than is left to refund of this order: 350 EGP at most.');
      expectRefusal(await ask(orderId, { method: 'card', amount: 0, refunds_seen: 1 }), 400, 'not_positive');

      const cashOrder = await deliveredCashOrder();
      expectRefusal(await ask(cashOrder, { method: 'card', amount: 10 }), 409, 'no_card_payment', `Order #${cashOrder} has no card payment to refund to.`);
      const unpaid = await office.call('POST', '/api/order/create', orderPayload([productLine(product, 1)], { userId: office.customer.id }), office.customer);
      const unpaidId = (unpaid.json() as { orderid: number }).orderid;
      expectRefusal(await ask(unpaidId, { method: 'by-hand', amount: 10 }), 409, 'over_refundable', 'That is more than is left to refund of this order: 0 EGP at most.');
      expectRefusal(await ask(987_654, { method: 'by-hand', amount: 10 }), 404, 'order_not_found');
    });

    it('answers the refusal in Arabic to an Arabic reader', async () => {
      const orderId = await cancelledCardOrder();
      const response = await office.server.request({ method: 'POST', url: refundsUrl(orderId), token: office.admin.token, headers: { 'accept-language': 'ar' }, body: { method: 'card', amount: 1_000, refunds_seen: 0 } });
      expectRefusal(response, 409, 'over_refundable', 'المبلغ أكبر من المتبقي للاسترداد على البطاقة، والحد الأقصى 950 ج.م.');
    });
  });

  describe('as store credit', () => {
    it('is Confirmed at once with its entry in the customer’s ledger', async () => {
      const orderId = await cancelledCardOrder();
      const response = await ask(orderId, { method: 'store-credit', amount: 950 });
      expect(response.statusCode, response.body).toBe(201);
      const refund = response.json() as RefundJson;
      expect(refund).toMatchObject({ method: 'store-credit', status: 'Confirmed', attempts: 0 });
      expect(await office.server.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.refundId, refund.id))).toMatchObject([
        { userId: office.customer.id, kind: 'refund', amountPiasters: 95_000 },
      ]);
      expect(await refundTransactions(orderId)).toHaveLength(0);
      expect((await refundMails(orderId))[0]?.text).toContain(`We have added 950 EGP to your store credit for order #${orderId}.`);
    });

    it('is refused for a guest’s order, which has no account to credit', async () => {
      const orderId = await cancelledCardOrder(null);
      expectRefusal(await ask(orderId, { method: 'store-credit', amount: 100 }), 409, 'guest_order', `Order #${orderId} was placed by a guest, and store credit needs a customer account.`);
      expect(await listed(orderId)).toEqual([]);
    });
  });

  describe('paid back by hand', () => {
    it('records who paid back how much, how and when, on a delivered cash order, and its credit note', async () => {
      await office.ok('PUT', '/api/admin/invoice-settings', { legal_name: 'Tiara Dental Supplies S.A.E.', legal_name_ar: 'تيارا لمستلزمات الأسنان ش.م.م', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512-834-690', commercial_register: '184523 Cairo' }, 200);
      const orderId = await deliveredCashOrder();
      const response = await ask(orderId, { method: 'by-hand', amount: 200, note: '  Cash at the Heliopolis counter  ' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ method: 'by-hand', status: 'Confirmed', note: 'Cash at the Heliopolis counter', created_by: 'Amira Admin', confirmed_at: office.server.clock.now.toISOString() });
      const [row] = await office.server.db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.method, 'by-hand')));
      expect(row).toMatchObject({ createdBy: office.admin.id, confirmedAt: office.server.clock.now });
      expect((await refundMails(orderId))[0]?.text).toContain(`We have paid you back 200 EGP for order #${orderId}.`);
      // A delivered order is invoiced: the refund's credit note is issued once it is Confirmed.
      expect((await listed(orderId))[0]?.credit_note_number).toMatch(/^CN-2026-\d+$/);
    });

    it('tells a customer who ordered in Arabic in Arabic', async () => {
      const orderId = await deliveredCashOrder();
      await office.server.db.update(orders).set({ language: 'ar' }).where(eq(orders.id, orderId));
      await ask(orderId, { method: 'by-hand', amount: 150, note: 'نقدًا في الفرع' });
      const mail = (await office.server.outbox.list(1_000)).find((message) => message.subject === `Tiara: استرداد مبلغ من الطلب #${orderId}`);
      expect(mail?.text).toContain(`رجّعنا لك 150 ج.م عن طلبك رقم #${orderId}.`);
    });
  });

  describe('once per request', () => {
    it('answers the same click twice with one refund and one call to the gateway', async () => {
      const orderId = await cancelledCardOrder();
      const first = await ask(orderId, { method: 'card', amount: 500 });
      const second = await ask(orderId, { method: 'card', amount: 500 });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await listed(orderId)).toHaveLength(1);
      expect(await refundTransactions(orderId)).toHaveLength(1);
    });

    it('refuses the same request key for another refund, and takes the next refund from the list that shows the first', async () => {
      const orderId = await cancelledCardOrder();
      await ask(orderId, { method: 'card', amount: 500 });
      expectRefusal(await ask(orderId, { method: 'card', amount: 450 }), 409, 'key_reused');
      expect((await ask(orderId, { method: 'card', amount: 450, refunds_seen: 1 })).statusCode).toBe(201);
      expect((await listed(orderId)).map((refund) => refund.amount)).toEqual([500, 450]);
    });
  });

  it('lets only admins read and make refunds', async () => {
    const orderId = await cancelledCardOrder();
    expect((await ask(orderId, { method: 'by-hand', amount: 1 }, office.sales)).statusCode).toBe(403);
    expect((await office.call('GET', refundsUrl(orderId), undefined, office.customer)).statusCode).toBe(403);
    expect((await office.call('GET', refundsUrl(orderId), undefined, null)).statusCode).toBe(401);
    expect((await office.call('GET', refundsUrl(987_654))).statusCode).toBe(404);
    expect(await listed(orderId)).toEqual([]);
  });
});
