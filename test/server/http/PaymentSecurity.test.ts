import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRepository } from '../../../server/adapters/db/OrderRepository';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD, type SandboxCheckout } from '../../../server/adapters/payments/SandboxGateway';
import { payments } from '../../../server/adapters/db/schema';
import { ReleaseExpiredOrders } from '../../../server/application/orders/ReleaseExpiredOrders';
import { SettlePaidOrders } from '../../../server/application/payments/SettlePaidOrders';
import { ShopMetrics } from '../../../server/http/metrics';
import { releaseWhatEndedOrdersHeld } from '../../../server/composition/orderEndings';
import { cardPayments } from '../../../server/composition/paymentServices';
import { type OrderShop, insertOrderShop, insertProduct, orderRow, planLine, productLine, stockOf } from '../support/orderFixtures';
import {
  type CardOrder,
  confirmationMails,
  confirmOrder,
  createIntention,
  deliver,
  openCheckout,
  payAtCheckout,
  paymentStatus,
  paymentsOf,
  signedCallback,
  placeCardOrder,
  sandboxCheckout,
  sandboxOf,
  subscriptionsOf,
} from '../support/paymentFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

/**
 * DESIGN §5 invariant 5 and issue 5, points 2, 3 and 5: a payment counts only when the gateway
 * says so; forged, tampered, repeated, late and concurrent reports all end in one state.
 */
describe('card payments that cannot be faked', () => {
  let server: TestServer;
  let shop: OrderShop;
  let customer: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
    customer = await server.createUser();
  });
  afterAll(async () => {
    await server.close();
  });

  interface OpenCheckout {
    readonly buyer: TestUser;
    readonly order: CardOrder;
    readonly checkoutUrl: string;
    readonly checkout: SandboxCheckout;
  }

  /** An AI plan order of a new customer with its sandbox checkout open. */
  async function openPlanCheckout(): Promise<OpenCheckout> {
    const buyer = await server.createUser();
    const order = await placeCardOrder(server, [planLine(shop.plans[0]!)], { user: buyer, kind: 'ai-plan' });
    const checkoutUrl = await openCheckout(server, order, buyer);
    return { buyer, order, checkoutUrl, checkout: await sandboxCheckout(server, checkoutUrl) };
  }

  /** The card is charged at the gateway; the test delivers the signed callback itself (or not). */
  const charge = (checkout: SandboxCheckout, cardNumber = SANDBOX_APPROVED_CARD) => sandboxOf(server).pay(checkout, cardNumber);

  const activate = (buyer: TestUser, reference: string) => server.request({ method: 'POST', url: `/api/tiaraaisubscription/user/${buyer.id}/activate/${reference}`, token: buyer.token });
  const statuses = async (orderId: number) => (await paymentsOf(server, orderId)).map((row) => row.status);
  const alertsAbout = async (orderId: number) => (await server.outbox.list(1_000)).filter((mail) => mail.subject === `Tiara: a card payment for order #${orderId} needs attention`);

  describe('a forged Success', () => {
    it('is refused (409) without a payment, whichever confirmation call makes it, and changes nothing', async () => {
      const { buyer, order } = await openPlanCheckout();
      const status = await paymentStatus(server, order.reference, 'Success', buyer);
      expect(status.statusCode).toBe(409);
      expect(status.json()).toEqual({ code: 'payment_not_verified', message: `The payment for order #${order.orderId} has not been confirmed by the payment gateway.` });
      expect((await confirmOrder(server, order.reference, 'Success', buyer)).statusCode).toBe(409);
      expect((await activate(buyer, order.reference)).json()).toMatchObject({ code: 'not_paid' });
      expect((await orderRow(server, order.orderId)).status).toBe('Pending');
      expect(await statuses(order.orderId)).toEqual(['Pending']);
      expect(await subscriptionsOf(server, buyer.id)).toEqual([]);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(0);
    });

    it('is refused for an order that never opened a checkout', async () => {
      const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      expect((await paymentStatus(server, order.orderId, 'Success', customer)).statusCode).toBe(409);
      expect(await paymentsOf(server, order.orderId)).toEqual([]);
    });

    it('cannot come through the browser return without the gateway’s signature', async () => {
      const { order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout, SANDBOX_DECLINED_CARD);
      const forged = new URL(payment.redirectUrl);
      forged.searchParams.set('success', 'true');
      const back = await server.request({ method: 'GET', url: `${forged.pathname}${forged.search}` });
      expect(back.statusCode).toBe(302);
      const confirmation = new URL(String(back.headers.location), 'http://localhost');
      // The browser is sent on with what it brought, which decides nothing on the server.
      expect(confirmation.searchParams.get('order')).toBe(String(order.orderId));
      expect(await statuses(order.orderId)).toEqual(['Pending']);
      expect((await paymentStatus(server, order.reference, 'Success', null)).statusCode).toBe(401);
    });
  });

  describe('the callback', () => {
    it('refuses a tampered or missing HMAC with 401 and records nothing', async () => {
      const { order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout);
      const genuine = new URL(signedCallback(payment).url).searchParams.get('hmac') ?? '';
      const flipped = `${genuine.slice(0, -1)}${genuine.endsWith('0') ? '1' : '0'}`;
      const body = signedCallback(payment).body as { obj: Record<string, unknown> };
      const cheaper = { ...body, obj: { ...body.obj, amount_cents: 100 } };
      const otherOrder = { ...body, obj: { ...body.obj, order: { ...(body.obj.order as object), id: 1 } } };
      for (const tampering of [{ hmac: flipped }, { hmac: '' }, { hmac: 'forged' }, { body: cheaper }, { body: otherOrder }]) {
        const response = await deliver(server, payment, tampering);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'invalid_signature', message: 'The payment notification could not be verified.' });
      }
      expect((await server.request({ method: 'POST', url: '/api/payment/callback', body: signedCallback(payment).body })).statusCode).toBe(401);
      expect(await statuses(order.orderId)).toEqual(['Pending']);
      expect((await orderRow(server, order.orderId)).status).toBe('Pending');

      expect((await deliver(server, payment)).json()).toEqual({ received: true });
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
    });

    it('has no second effect when replayed', async () => {
      const { buyer, order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout);
      for (let replay = 0; replay < 3; replay++) expect((await deliver(server, payment)).statusCode).toBe(200);
      expect(await statuses(order.orderId)).toEqual(['Success']);
      expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active', segmentationsAllowed: 5 }]);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    });

    it('ends in the same state whatever order a decline and a later approval arrive in', async () => {
      const { order, checkout } = await openPlanCheckout();
      const declined = await charge(checkout, SANDBOX_DECLINED_CARD);
      const approved = await charge(checkout);
      for (const payment of [approved, declined, approved, declined]) expect((await deliver(server, payment)).statusCode).toBe(200);
      expect((await statuses(order.orderId)).sort()).toEqual(['Failed', 'Success']);
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    });

    it('acknowledges callbacks that are not transactions, or that name no order of this shop, and records nothing', async () => {
      expect((await server.request({ method: 'POST', url: '/api/payment/callback?hmac=x', body: { type: 'TOKEN', obj: { token: 'abc' } } })).json()).toEqual({ received: true });
      const { order, checkout } = await openPlanCheckout();
      const elsewhere = await charge({ ...checkout, gatewayOrderId: '999999999999', specialReference: 'elsewhere-1' });
      expect((await deliver(server, elsewhere)).json()).toEqual({ received: true });
      expect(await statuses(order.orderId)).toEqual(['Pending']);
    });
  });

  describe('the browser and the callback in either order', () => {
    it('confirms a payment the callback has not reported yet by asking the gateway, and the late callback changes nothing', async () => {
      const { buyer, order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout);
      const status = await paymentStatus(server, order.reference, 'Success', buyer);
      expect(status.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
      expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active' }]);
      expect((await deliver(server, payment)).statusCode).toBe(200);
      expect(await statuses(order.orderId)).toEqual(['Success']);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    });

    it('activates by asking the gateway when the confirmation page’s activate call comes first', async () => {
      const { buyer, order, checkout } = await openPlanCheckout();
      await charge(checkout);
      expect((await activate(buyer, order.reference)).json()).toMatchObject({ is_active: true, segmentations_allowed: 5 });
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
    });

    it('refuses a Failed report for an order the gateway says was paid, and settles it instead', async () => {
      const { buyer, order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout);
      const failed = await paymentStatus(server, order.reference, 'Failed', buyer);
      expect(failed.statusCode).toBe(409);
      expect(failed.json()).toMatchObject({ code: 'order_already_accepted' });
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
      await deliver(server, payment);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    });

    it('gives one effect to concurrent callbacks, payment reports, confirmations and activations', async () => {
      const { buyer, order, checkout } = await openPlanCheckout();
      const payment = await charge(checkout);
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => [
          deliver(server, payment),
          paymentStatus(server, order.reference, 'Success', buyer),
          confirmOrder(server, order.reference, 'Success', buyer),
          activate(buyer, order.reference),
        ]).flat(),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(16).fill(200));
      expect(await statuses(order.orderId)).toEqual(['Success']);
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
      expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active', segmentationsAllowed: 5 }]);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
      expect(await alertsAbout(order.orderId)).toEqual([]);
    });
  });

  describe('the payment intention', () => {
    it('refuses an amount that is not the order’s total, items that do not add up, another currency, and changes nothing', async () => {
      const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      const { intention } = order;
      const [first, ...rest] = intention.items;
      const cheaper = { ...intention, amount: intention.amount - 10_000, items: [{ ...first!, amount: first!.amount - 10_000 }, ...rest] };
      const amountMismatch = await createIntention(server, cheaper, customer);
      expect(amountMismatch.statusCode).toBe(409);
      expect(amountMismatch.json()).toEqual({ code: 'amount_mismatch', message: `The amount to pay does not match order #${order.orderId}, whose total is 950 EGP.` });
      const unmatched = await createIntention(server, { ...intention, amount: intention.amount + 1 }, customer);
      expect(unmatched.json()).toEqual({ code: 'unmatched_item_prices', message: 'The items of the payment do not add up to its amount.' });
      expect((await createIntention(server, { ...intention, currency: 'USD' }, customer)).json()).toMatchObject({ code: 'wrong_currency' });
      expect(await paymentsOf(server, order.orderId)).toEqual([]);
    });

    it('refuses a reference that does not name the order, or names an unknown one', async () => {
      const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      const other = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      const mismatched = await createIntention(server, { ...order.intention, extras: { tiara_order_id: other.orderId } }, customer);
      expect(mismatched.json()).toEqual({ code: 'reference_mismatch', message: 'The payment reference does not name this order.' });
      expect((await createIntention(server, { ...order.intention, special_reference: `tiaraai-${order.orderId}` }, customer)).json()).toMatchObject({ code: 'reference_mismatch' });
      expect((await createIntention(server, { ...order.intention, special_reference: 'not-a-reference' }, customer)).json()).toMatchObject({ code: 'invalid_order_reference' });
      const unknown = { ...order.intention, special_reference: '987654', extras: { tiara_order_id: 987_654 }, customer: { ...order.intention.customer, extras: { tiara_order_id: 987_654 } } };
      expect((await createIntention(server, unknown, customer)).statusCode).toBe(404);
    });

    it('names the order by extras alone, as the alternate AI checkout does, and answers its reference', async () => {
      const buyer = await server.createUser();
      const order = await placeCardOrder(server, [planLine(shop.plans[2]!)], { user: buyer, kind: 'ai-plan' });
      const { special_reference: _omitted, ...withoutReference } = order.intention;
      const opened = await createIntention(server, withoutReference, buyer);
      expect(opened.statusCode, opened.body).toBe(200);
      const confirmation = await payAtCheckout(server, opened.json() as string);
      expect(confirmation.searchParams.get('merchant_order_id')).toBe(`tiaraai-${order.orderId}`);
    });

    it('keeps one attempt in flight: a new intention supersedes the unpaid one, and a paid order gets none', async () => {
      const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      const first = await openCheckout(server, order, customer);
      const second = await openCheckout(server, order, customer);
      expect(first).not.toBe(second);
      expect(await statuses(order.orderId)).toEqual(['Superseded', 'Pending']);

      await payAtCheckout(server, second);
      const again = await createIntention(server, order.intention, customer);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'order_already_paid', message: `Order #${order.orderId} is already paid.` });

      // The superseded checkout was still open at the gateway and took a second payment: it is recorded, and the shop is told to refund it.
      await payAtCheckout(server, first);
      expect(await statuses(order.orderId)).toEqual(['Success', 'Success']);
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
      const [alert, ...more] = await alertsAbout(order.orderId);
      expect(alert?.to).toBe('shop@tiara.example');
      expect(alert?.text).toContain('Refund the second payment in the gateway.');
      expect(more).toEqual([]);
    });

    it('closes the checkout before the order’s hold runs out, and refuses to open one when too little time is left', async () => {
      const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
      const placedAt = server.clock.now;
      try {
        const checkoutUrl = await openCheckout(server, order, customer);
        expect((await sandboxCheckout(server, checkoutUrl)).expiresAt).toEqual(new Date(placedAt.getTime() + 28 * 60_000));
        server.clock.set(new Date(placedAt.getTime() + 28 * 60_000));
        expect((await server.request({ method: 'GET', url: new URL(checkoutUrl).pathname + new URL(checkoutUrl).search })).statusCode).toBe(410);
        const late = await createIntention(server, order.intention, customer);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toEqual({ code: 'order_expired', message: `The time to pay for order #${order.orderId} has run out. Please place your order again.` });
      } finally {
        server.clock.set(placedAt);
      }
    });
  });

  describe('a payment after its order ended', () => {
    it('is recorded and reported to the shop, and does not bring the order back', async () => {
      const row = await insertProduct(server, { quantity: 3 });
      const product = { id: row.id, name: row.name, price: 90_000 };
      const buyer = await server.createUser();
      const order = await placeCardOrder(server, [productLine(product, 2)], { user: buyer });
      const checkout = await sandboxCheckout(server, await openCheckout(server, order, buyer));
      const placedAt = server.clock.now;
      try {
        server.clock.set(new Date(placedAt.getTime() + 31 * 60_000));
        await new ReleaseExpiredOrders(new OrderRepository(server.db), releaseWhatEndedOrdersHeld(server.db, server.endedOrderMail)).execute(server.clock.now);
        expect((await orderRow(server, order.orderId)).status).toBe('Cancelled');
        expect(await stockOf(server, product.id)).toBe(3);

        expect((await deliver(server, await charge(checkout))).statusCode).toBe(200);
        expect(await statuses(order.orderId)).toEqual(['Success']);
        expect((await orderRow(server, order.orderId)).status).toBe('Cancelled');
        expect(await stockOf(server, product.id)).toBe(3);
        const status = await paymentStatus(server, order.orderId, 'Success', buyer);
        expect(status.json()).toEqual({ code: 'order_closed', message: `Order #${order.orderId} is Cancelled and can no longer be confirmed.` });
        const [alert, ...more] = await alertsAbout(order.orderId);
        expect(alert?.text).toContain(`The payment arrived after order #${order.orderId} had ended (Cancelled)`);
        expect(more).toEqual([]);
        expect(await confirmationMails(server, order.orderId)).toHaveLength(0);
      } finally {
        server.clock.set(placedAt);
      }
    });
  });

  describe('a crash between recording a payment and settling its order', () => {
    it('is completed by the periodic sweep, once', async () => {
      const { buyer, order } = await openPlanCheckout();
      await server.db.insert(payments).values({ orderId: order.orderId, gateway: 'sandbox', gatewayTransactionId: 'crashed-1', status: 'Success', amountPiasters: shop.plans[0]!.price });
      const { records, settle } = cardPayments({ db: server.db, payments: server.payments, mailer: server.outbox, metrics: new ShopMetrics(server.db), settings: { shopEmail: 'shop@tiara.example' } }, { warn: () => undefined }, { execute: async () => undefined });
      const sweep = new SettlePaidOrders(records, settle);
      expect(await sweep.execute(server.clock.now)).toBe(1);
      expect(await sweep.execute(server.clock.now)).toBe(0);
      expect((await orderRow(server, order.orderId)).status).toBe('Processing');
      expect(await subscriptionsOf(server, buyer.id)).toMatchObject([{ status: 'Active' }]);
      expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    });
  });
});
