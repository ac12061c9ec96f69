/**
 * The sandbox refunds as Paymob does (server/adapters/payments/PAYMOB.md), in process and over
 * HTTP beside its checkout page: the real PaymobGateway pointed at the sandbox's address refunds,
 * reads what was refunded and is refused exactly as the sandbox's own adapter is, and verifies the
 * callback the sandbox signs.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymobGateway } from '../../../server/adapters/payments/PaymobGateway';
import { SANDBOX_DECLINED_CARD, type SandboxGateway } from '../../../server/adapters/payments/SandboxGateway';
import type { GatewayTransaction } from '../../../server/application/payments/PaymentGateway';
import { insertOrderShop, insertProduct, productLine } from '../support/orderFixtures';
import { card, openCheckout, payAtCheckout, paymentsOf, placeCardOrder, sandboxOf, submitCard } from '../support/paymentFixtures';
import { TEST_SANDBOX_HMAC_SECRET, type TestServer, startTestServer } from '../support/testServer';

describe('refunds at the sandbox gateway', () => {
  let server: TestServer;
  let sandbox: SandboxGateway;
  let paymob: PaymobGateway;
  /** The sandbox's address, as Paymob's base URL. */
  let baseUrl: string;
  let product: { id: number; name: string; price: number };
  const callbacks: Array<{ url: string; body: Record<string, unknown> }> = [];

  /** The sandbox's transaction id of a card order of 950 EGP paid on its checkout page. */
  async function paidTransaction(): Promise<string> {
    const order = await placeCardOrder(server, [productLine(product)]);
    await payAtCheckout(server, await openCheckout(server, order, null));
    const [payment] = await paymentsOf(server, order.orderId);
    if (!payment?.gatewayTransactionId) throw new Error('the order was not paid');
    return payment.gatewayTransactionId;
  }

  /** What a transaction says besides the fields only one transaction has. */
  const shapeOf = (transaction: GatewayTransaction) => ({ ...transaction, transactionId: typeof transaction.transactionId, raw: Object.keys(transaction.raw as object).sort() });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    await insertOrderShop(server);
    const row = await insertProduct(server, { quantity: 50 });
    product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
    sandbox = sandboxOf(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}/sandbox`;
    paymob = new PaymobGateway({ baseUrl, secretKey: sandbox.secretKey, publicKey: sandbox.publicKey, hmacSecret: TEST_SANDBOX_HMAC_SECRET, integrationIds: [] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the real Paymob adapter over HTTP as it answers in process, and keeps the payment’s running refunded total', async () => {
    const transactionId = await paidTransaction();
    const overHttp = await paymob.refund({ transactionId, amount: 40_000 });
    const inProcess = await sandbox.refund({ transactionId, amount: 30_000 });
    if (!overHttp.ok || !inProcess.ok) throw new Error('a refund was not made');
    expect(overHttp.value).toMatchObject({ success: true, pending: false, amount: 40_000, currency: 'EGP', followsEarlierTransaction: true, parentTransactionId: transactionId, cardLastFour: '2346' });
    expect(shapeOf(overHttp.value)).toEqual({ ...shapeOf(inProcess.value), amount: 40_000 });
    expect(overHttp.value.transactionId).not.toBe(inProcess.value.transactionId);

    expect(await paymob.refundedAmount(transactionId)).toEqual({ ok: true, value: 70_000 });
    expect(await sandbox.refundedAmount(transactionId)).toEqual({ ok: true, value: 70_000 });
    expect(await sandbox.transaction(transactionId)).toMatchObject({ is_refunded: true, refunded_amount_cents: 70_000 });
  });

  it('refuses, through either door and with the same reason, more than is left, an unknown transaction and a declined payment', async () => {
    const transactionId = await paidTransaction();
    await sandbox.refund({ transactionId, amount: 90_000 });
    const refusal = { ok: false, error: { code: 'gateway_refused', message: 'The refund amount is more than is left to refund of the transaction (5000 cents).' } };
    expect(await sandbox.refund({ transactionId, amount: 5_001 })).toEqual(refusal);
    expect(await paymob.refund({ transactionId, amount: 5_001 })).toEqual({ ...refusal, error: { ...refusal.error, message: `Paymob's refund answered 400: ${refusal.error.message}` } });
    expect(await sandbox.refund({ transactionId: '123456789', amount: 100 })).toEqual({ ok: false, error: { code: 'gateway_refused', message: 'Not found.' } });
    expect(await paymob.refundedAmount('123456789')).toEqual({ ok: false, error: { code: 'gateway_refused', message: "Paymob's transaction retrieval answered 404: Not found." } });

    const declinedOrder = await placeCardOrder(server, [productLine(product)]);
    const checkoutUrl = await openCheckout(server, declinedOrder, null);
    await submitCard(server, checkoutUrl, card(SANDBOX_DECLINED_CARD));
    const [declined] = await paymentsOf(server, declinedOrder.orderId);
    expect(await sandbox.refund({ transactionId: declined?.gatewayTransactionId ?? '', amount: 100 })).toEqual({ ok: false, error: { code: 'gateway_refused', message: 'Only a successful payment transaction can be refunded.' } });

    const wrongKey = new PaymobGateway({ baseUrl, secretKey: 'sandbox_sk_not_this_one', publicKey: '', hmacSecret: TEST_SANDBOX_HMAC_SECRET, integrationIds: [] });
    expect(await wrongKey.refund({ transactionId, amount: 100 })).toEqual({ ok: false, error: { code: 'gateway_refused', message: "Paymob's refund answered 401: Looks like the secret key is invalid" } });
  });

  it('posts the refund’s callback after its answer, signed as a payment’s and verified by the Paymob adapter', async () => {
    const transactionId = await paidTransaction();
    sandbox.deliverCallbacksWith(async (url, body) => {
      callbacks.push({ url, body });
      return 200;
    });
    const answer = await paymob.refund({ transactionId, amount: 12_345 });
    await sandbox.callbacksDelivered();
    const [callback] = callbacks;
    if (!answer.ok || !callback) throw new Error('no refund, or no callback');
    const reported = paymob.verifyCallback(callback.body, new URL(callback.url).searchParams.get('hmac') ?? '');
    expect(reported).toMatchObject({ transactionId: answer.value.transactionId, amount: 12_345, success: true, followsEarlierTransaction: true, parentTransactionId: transactionId });
    expect(new URL(callback.url).pathname).toBe('/api/payment/callback');
  });

  it('makes the refund but loses its answer when a test says so: the Paymob adapter reports no usable answer', async () => {
    const transactionId = await paidTransaction();
    sandbox.nextRefundGoes('answer-and-callback-lost');
    expect(await paymob.refund({ transactionId, amount: 1_000 })).toEqual({ ok: false, error: { code: 'gateway_unavailable', message: "Paymob's refund answered 504: Gateway timeout" } });
    expect(await paymob.refundedAmount(transactionId)).toEqual({ ok: true, value: 1_000 });
    sandbox.nextRefundGoes('unreachable');
    expect((await paymob.refund({ transactionId, amount: 1_000 })).ok).toBe(false);
    expect(await paymob.refundedAmount(transactionId)).toEqual({ ok: true, value: 1_000 });
  });
});
