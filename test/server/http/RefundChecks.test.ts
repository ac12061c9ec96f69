/**
 * A Pending card refund checked with the gateway again by staff (POST /api/admin/refunds/{id}/check),
 * on the real app and the sandbox gateway: the sweep's path for one refund now, the refunded total
 * read before the gateway is asked again, under the sweep's claim (never asked twice at once, never
 * counted twice), recorded in the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refunds, sandboxCheckouts } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, productLine } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, paymentsOf, placeCardOrder, sandboxOf } from '../support/paymentFixtures';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './admin/adminTestKit';
import { pendingRefundSweep } from '../support/refundFixtures';

interface RefundJson {
  id: number;
  order_id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  confirmed_at: string | null;
}

describe('a card refund checked with the gateway again', () => {
  let office: BackOffice;
  let product: { id: number; name: string; price: number };

  const check = (refundId: number, user?: TestUser | null) => office.call('POST', `/api/admin/refunds/${refundId}/check`, undefined, user);
  const refundRow = async (refundId: number) => (await office.server.db.select().from(refunds).where(eq(refunds.id, refundId)))[0];
  const later = (seconds: number) => office.server.clock.set(new Date(office.server.clock.now.getTime() + seconds * 1000));
  const refundTransactions = async (orderId: number) => {
    const [payment] = await paymentsOf(office.server, orderId);
    const [checkout] = await office.server.db.select({ transactions: sandboxCheckouts.transactions }).from(sandboxCheckouts).where(eq(sandboxCheckouts.gatewayOrderId, payment?.gatewayOrderId ?? ''));
    return (checkout?.transactions as Array<Record<string, unknown>>).filter((transaction) => transaction.is_refund === true);
  };
  const mailsWith = async (subject: string) => (await office.server.outbox.list(1_000)).filter((mail) => mail.subject === subject);
  const sweep = () => pendingRefundSweep(office.server);

  /** A card order of 950 EGP paid on the sandbox and cancelled, refunded whole to the card, the sandbox's refund call going wrong as `fault` says. */
  async function pendingCardRefund(fault: 'unreachable' | 'answer-and-callback-lost', calls = 1): Promise<{ orderId: number; refundId: number }> {
    const order = await placeCardOrder(office.server, [productLine(product, 1)], { user: office.customer });
    await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
    await office.ok('PUT', `/api/admin/orders/${order.orderId}/status`, { status: 'Cancelled' }, 200);
    sandboxOf(office.server).nextRefundGoes(fault, calls);
    const refund = await office.ok<RefundJson>('POST', `/api/admin/orders/${order.orderId}/refunds`, { method: 'card', amount: 950, refunds_seen: 0 });
    expect(refund).toMatchObject({ status: 'Pending', attempts: 1 });
    return { orderId: order.orderId, refundId: refund.id };
  }

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  }, 60_000);
  afterAll(async () => {
    await office.server.close();
  });
  beforeEach(async () => {
    const row = await insertProduct(office.server, { quantity: 50 });
    product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });

  it('asks the gateway again a refund it could not reach, confirms it, tells the customer once, and records who checked and when', async () => {
    const { orderId, refundId } = await pendingCardRefund('unreachable');
    later(61);
    const response = await check(refundId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: refundId, order_id: orderId, status: 'Confirmed', attempts: 2, confirmed_at: office.server.clock.now.toISOString() });
    expect(await refundTransactions(orderId)).toMatchObject([{ amount_cents: 95_000 }]);
    await sandboxOf(office.server).callbacksDelivered();
    expect(await mailsWith(`Tiara: a refund for order #${orderId}`)).toHaveLength(1);
    const [entry] = (await office.audit(5)).filter((row) => row.entity === 'refund' && row.action === 'check');
    expect(entry).toMatchObject({ actorUserId: office.admin.id, entityId: String(refundId), createdAt: office.server.clock.now, details: { order_id: orderId, status: 'Confirmed', attempts: 2 } });
  });

  it('confirms a refund the gateway already made from the payment’s refunded total, without asking for it again', async () => {
    const { orderId, refundId } = await pendingCardRefund('answer-and-callback-lost');
    expect(await refundTransactions(orderId)).toHaveLength(1);
    later(61);
    // Were it asked again, the gateway would refuse it and the refund would read Failed.
    sandboxOf(office.server).nextRefundGoes('declined');
    expect((await check(refundId)).json()).toMatchObject({ status: 'Confirmed', attempts: 2, last_error: 'The sandbox gateway did not answer in time' });
    expect(await refundTransactions(orderId)).toHaveLength(1);
    expect(await mailsWith(`Tiara: a refund for order #${orderId}`)).toHaveLength(1);
    // The refusal set up above was never used: the next test starts without it.
    sandboxOf(office.server).nextRefundGoes('declined', 0);
  });

  it('leaves a refund the sweep gave up on Pending with the last error when the gateway is still unreachable, without telling the shop again, and fails it when the gateway refuses', async () => {
    const { orderId, refundId } = await pendingCardRefund('unreachable', 6);
    for (let sweeps = 0; sweeps < 5; sweeps += 1) {
      later(61);
      await sweep().execute(office.server.clock.now);
    }
    const alerts = () => mailsWith(`Tiara: a card refund for order #${orderId} needs attention`);
    expect(await refundRow(refundId)).toMatchObject({ status: 'Pending', attempts: 5 });
    expect(await alerts()).toHaveLength(1);

    later(61);
    expect((await check(refundId)).json()).toMatchObject({ status: 'Pending', attempts: 6, last_error: 'The sandbox gateway could not be reached' });
    expect(await alerts()).toHaveLength(1);

    later(61);
    sandboxOf(office.server).nextRefundGoes('declined');
    expect((await check(refundId)).json()).toMatchObject({ status: 'Failed', attempts: 7, last_error: 'The refund was declined by the card issuer.' });
    expect(await office.ok('GET', `/api/admin/orders/${orderId}`)).toMatchObject({ refundable: 950, card_refundable: 950 });
    expect((await office.audit(10)).filter((row) => row.action === 'check' && row.entityId === String(refundId)).map((row) => row.details)).toEqual([
      { order_id: orderId, status: 'Failed', attempts: 7 },
      { order_id: orderId, status: 'Pending', attempts: 6 },
    ]);
  });

  it('asks nothing about a refund asked about in the last minute, nor about one that is not a card refund still Pending, and answers an unknown one not found', async () => {
    const { refundId } = await pendingCardRefund('unreachable');
    later(30);
    expectRefusal(await check(refundId), 409, 'check_under_way', `The payment gateway was asked about refund #${refundId} less than a minute ago. Check again in a minute.`);
    expect(await refundRow(refundId)).toMatchObject({ status: 'Pending', attempts: 1 });
    const arabic = await office.server.request({ method: 'POST', url: `/api/admin/refunds/${refundId}/check`, token: office.admin.token, headers: { 'accept-language': 'ar' } });
    expectRefusal(arabic, 409, 'check_under_way', `تم سؤال بوابة الدفع عن عملية الاسترداد #${refundId} من أقل من دقيقة. راجع مرة أخرى بعد دقيقة.`);

    later(31);
    expect((await check(refundId)).json()).toMatchObject({ status: 'Confirmed' });
    expectRefusal(
      await check(refundId),
      409,
      'not_pending_card_refund',
      `Refund #${refundId} is Confirmed, so there is nothing to check with the payment gateway: only a card refund still Pending is checked.`,
    );
    expectRefusal(await check(987_654), 404, 'refund_not_found', 'Refund #987654 was not found.');
    expect((await check(refundId, office.sales)).statusCode).toBe(403);
    expect((await check(refundId, office.customer)).statusCode).toBe(403);
    expect((await check(refundId, null)).statusCode).toBe(401);
    expect((await office.call('POST', '/api/admin/refunds/not-a-number/check')).statusCode).toBe(400);
  });

  it('makes one call to the gateway and one confirmation when it is pressed twice at once while the sweep runs', async () => {
    const { orderId, refundId } = await pendingCardRefund('unreachable');
    later(61);
    const [first, second, taken] = await Promise.all([check(refundId), check(refundId), sweep().execute(office.server.clock.now)]);
    // One of the three took it: a check answering 200, or the sweep; the others found it taken (409).
    expect([first, second].filter((response) => response.statusCode === 200).length + taken).toBe(1);
    expect(await refundRow(refundId)).toMatchObject({ status: 'Confirmed', attempts: 2 });
    expect(await refundTransactions(orderId)).toHaveLength(1);
    await sandboxOf(office.server).callbacksDelivered();
    expect(await mailsWith(`Tiara: a refund for order #${orderId}`)).toHaveLength(1);
    for (const response of [first, second].filter((answer) => answer.statusCode === 409)) expect((response.json() as { code: string }).code).toMatch(/^(check_under_way|not_pending_card_refund)$/);
  });
});
