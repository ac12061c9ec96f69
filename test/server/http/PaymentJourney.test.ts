import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DECLINED_CARD } from '../../../server/adapters/payments/SandboxGateway';
import { dentalTrainings } from '../../../server/adapters/db/schema';
import { CAIRO_FEE, type OrderShop, insertOrderShop, insertProduct, insertPromo, orderPayload, orderRow, planLine, productLine, promoState, stockOf, trainingLine } from '../support/orderFixtures';
import {
  card,
  confirmationMails,
  confirmOrder,
  openCheckout,
  payAtCheckout,
  paymentStatus,
  paymentsOf,
  placeCardOrder,
  registrationsOf,
  subscriptionsOf,
} from '../support/paymentFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

/** Issue 5, point 5: the card journeys through HTTP, on the sandbox gateway. */
describe('the card payment journey', () => {
  let server: TestServer;
  let shop: OrderShop;

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    shop = await insertOrderShop(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const seatsTaken = async (trainingId: number) => (await server.db.select({ taken: dentalTrainings.seatsTaken }).from(dentalTrainings).where(eq(dentalTrainings.id, trainingId)))[0]?.taken;

  it('buys an AI plan with a promo: order → intention → sandbox approve → callback → payment-status → activate → confirmOrder → createUserUsage', async () => {
    const customer = await server.createUser();
    const plan = shop.plans[0]!;
    const promo = await insertPromo(server, { kind: 'percent', value: 10 });
    const discount = plan.price / 10;
    const order = await placeCardOrder(server, [planLine(plan)], { user: customer, kind: 'ai-plan', discount, promoCodeId: promo.id });
    const subscribed = await server.request({ method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/subscribe`, token: customer.token, body: { subscription_id: plan.id, order_id: order.orderId } });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const checkoutUrl = await openCheckout(server, order, customer);
    expect(checkoutUrl).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/unifiedcheckout\/\?publicKey=sandbox_pk_[0-9a-f]+&clientSecret=sandbox_csk_[0-9a-f]+$/);
    const [attempt] = await paymentsOf(server, order.orderId);
    expect(attempt).toMatchObject({ gateway: 'sandbox', status: 'Pending', amountPiasters: plan.price - discount, gatewayTransactionId: null });

    const confirmation = await payAtCheckout(server, checkoutUrl);

    // The callback came before the browser: the order is paid and settled already.
    const [payment] = await paymentsOf(server, order.orderId);
    expect(payment).toMatchObject({ status: 'Success', amountPiasters: plan.price - discount, currency: 'EGP', cardBrand: 'MasterCard', cardLastFour: '2346' });
    expect(payment?.gatewayTransactionId).toMatch(/^\d+$/);
    expect((await orderRow(server, order.orderId)).status).toBe('Processing');
    expect(await subscriptionsOf(server, customer.id)).toMatchObject([{ planId: plan.id, orderId: order.orderId, status: 'Active' }]);
    expect(await promoState(server, promo.id)).toEqual({ usedCount: 1, uses: [{ orderId: order.orderId, status: 'Used', userId: customer.id }] });
    const [mail] = await confirmationMails(server, order.orderId);
    expect(mail?.to).toBe('mona@clinic.example');
    expect(mail?.text).toContain('Payment: Credit Card');
    expect(mail?.text).toContain(`1 × ${plan.name}: 2,900 EGP`);
    // A plan is not delivered: its amounts have no shipping line, and add up to what was paid.
    expect(mail?.text).toContain(`Subtotal: 2,900 EGP\nDiscount (${promo.code}): -290 EGP\nTotal: 2,610 EGP`);

    // What the confirmation page reads (SPEC §2 route table) and Paymob's own fields.
    expect(confirmation.pathname).toBe('/payment/confirmation');
    const query = confirmation.searchParams;
    expect([query.get('success'), query.get('order'), query.get('merchant_order_id'), query.get('payment_method')]).toEqual(['true', String(order.orderId), order.reference, 'credit']);
    expect(query.get('id')).toBe(payment?.gatewayTransactionId);
    expect(query.get('data.message')).toBe('Approved');
    expect(query.get('source_data.pan')).toBe('2346');
    expect(query.has('hmac')).toBe(false);

    // The confirmation page's calls (SPEC §4 "Payment confirmation (credit)"), each answering the settled state.
    const status = await paymentStatus(server, order.reference, 'Success', customer);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
    const activated = await server.request({ method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/activate/${order.reference}`, token: customer.token });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ is_active: true, segmentations_allowed: 5, segmentations_used: 0, plan_id: plan.id });
    expect((await confirmOrder(server, order.reference, 'Success', customer)).json()).toEqual({ id: order.orderId, status: 'Processing' });
    const usage = await server.request({
      method: 'POST',
      url: '/api/promocode/createUserUsage',
      token: customer.token,
      body: { user_id: customer.id, promo_code_id: promo.id, order_id: order.orderId, used_at: new Date().toISOString() },
    });
    expect(usage.json()).toEqual({ order_id: order.orderId, promo_code_id: promo.id, status: 'Used' });

    // Nothing happened twice.
    expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
    expect(await paymentsOf(server, order.orderId)).toHaveLength(1);
    expect(await subscriptionsOf(server, customer.id)).toHaveLength(1);
    expect(await promoState(server, promo.id)).toMatchObject({ usedCount: 1 });
  });

  it('registers for a training: the paid seat is confirmed by the payment', async () => {
    const customer = await server.createUser();
    const chosen = shop.training.packages[0]!;
    const order = await placeCardOrder(server, [trainingLine(shop.training, chosen.price, chosen.id)], { user: customer, kind: 'training' });
    const registered = await server.request({ method: 'POST', url: `/api/dentaltraining/${shop.training.id}/register/${customer.id}/${order.orderId}`, token: customer.token });
    expect(registered.json()).toMatchObject({ status: 'Pending' });

    const confirmation = await payAtCheckout(server, await openCheckout(server, order, customer));

    expect(confirmation.searchParams.get('merchant_order_id')).toBe(order.reference);
    expect(await registrationsOf(server, order.orderId)).toMatchObject([{ status: 'Confirmed', expiresAt: null }]);
    expect((await paymentStatus(server, order.reference, 'Success', customer)).json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
    expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
  });

  it('buys products as a guest', async () => {
    const row = await insertProduct(server, { quantity: 4 });
    const product = { id: row.id, name: row.name, price: 90_000 };
    const order = await placeCardOrder(server, [productLine(product, 2)], { user: null });

    const confirmation = await payAtCheckout(server, await openCheckout(server, order, null));

    expect(confirmation.searchParams.get('success')).toBe('true');
    expect((await paymentStatus(server, order.orderId, 'Success', null)).json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
    expect(await stockOf(server, product.id)).toBe(2);
    expect(await confirmationMails(server, order.orderId)).toHaveLength(1);
  });

  it('declines a card: the failed callback is recorded, the browser comes back with success=false, and Failed gives back the stock and the seat', async () => {
    const customer = await server.createUser();
    const row = await insertProduct(server, { quantity: 5 });
    const product = { id: row.id, name: row.name, price: 90_000 };
    const chosen = shop.training.packages[1]!;
    const seatsBefore = await seatsTaken(shop.training.id);
    const order = await placeCardOrder(server, [productLine(product, 3), trainingLine(shop.training, chosen.price, chosen.id)], { user: customer, kind: 'training', shipping: CAIRO_FEE });
    await server.request({ method: 'POST', url: `/api/dentaltraining/${shop.training.id}/register/${customer.id}/${order.orderId}`, token: customer.token });
    expect(await stockOf(server, product.id)).toBe(2);
    expect(await seatsTaken(shop.training.id)).toBe((seatsBefore ?? 0) + 1);

    const confirmation = await payAtCheckout(server, await openCheckout(server, order, customer), card(SANDBOX_DECLINED_CARD));

    expect(confirmation.searchParams.get('success')).toBe('false');
    expect(confirmation.searchParams.get('data.message')).toBe('Do not honour');
    expect(confirmation.searchParams.get('merchant_order_id')).toBe(order.reference);
    expect(await paymentsOf(server, order.orderId)).toMatchObject([{ status: 'Failed', cardBrand: 'Visa', cardLastFour: '0002' }]);
    expect((await orderRow(server, order.orderId)).status).toBe('Pending');

    const failed = await paymentStatus(server, order.reference, 'Failed', customer);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toEqual({ id: order.orderId, status: 'Failed', payment_status: 'Failed' });
    expect(await stockOf(server, product.id)).toBe(5);
    expect(await seatsTaken(shop.training.id)).toBe(seatsBefore);
    expect(await registrationsOf(server, order.orderId)).toMatchObject([{ status: 'Cancelled' }]);

    // The rest of the confirmation page's calls change nothing.
    expect((await confirmOrder(server, order.reference, 'Failed', customer)).json()).toEqual({ id: order.orderId, status: 'Failed' });
    expect((await confirmOrder(server, order.reference, 'Success', customer)).statusCode).toBe(409);
    expect((await paymentStatus(server, order.reference, 'Failed', customer)).statusCode).toBe(200);
    expect(await stockOf(server, product.id)).toBe(5);
    expect(await confirmationMails(server, order.orderId)).toHaveLength(0);
  });

  it('takes a second card after a decline on the same checkout', async () => {
    const customer = await server.createUser();
    const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
    const checkoutUrl = await openCheckout(server, order, customer);
    await payAtCheckout(server, checkoutUrl, card(SANDBOX_DECLINED_CARD));
    const confirmation = await payAtCheckout(server, checkoutUrl);
    expect(confirmation.searchParams.get('success')).toBe('true');
    expect((await paymentsOf(server, order.orderId)).map((payment) => payment.status)).toEqual(['Failed', 'Success']);
    expect((await orderRow(server, order.orderId)).status).toBe('Processing');
  });

  it('answers the customer’s order list with the paid order as Processing', async () => {
    const customer = await server.createUser();
    const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
    await payAtCheckout(server, await openCheckout(server, order, customer));
    const listed = await server.request({ method: 'GET', url: `/api/order/user/${customer.id}`, token: customer.token });
    expect(listed.json()).toMatchObject([{ id: order.orderId, status: 'Processing', payment_method: 'credit' }]);
  });

  it('refuses to pay for someone else’s order (to whom it is missing), for a customer’s order without a token, and for a cash order', async () => {
    const customer = await server.createUser();
    const stranger = await server.createUser();
    const order = await placeCardOrder(server, [productLine(shop.plain)], { user: customer });
    const missing = { code: 'order_not_found', message: `Order #${order.orderId} was not found.` };
    const intentionOfStranger = await server.request({ method: 'POST', url: '/api/payment/create-intention', token: stranger.token, body: order.intention });
    expect([intentionOfStranger.statusCode, intentionOfStranger.json()]).toEqual([404, missing]);
    expect((await server.request({ method: 'POST', url: '/api/payment/create-intention', body: order.intention })).statusCode).toBe(401);
    const statusOfStranger = await paymentStatus(server, order.orderId, 'Success', stranger);
    expect([statusOfStranger.statusCode, statusOfStranger.json()]).toEqual([404, missing]);

    const cashOrder = await server.request({ method: 'POST', url: '/api/order/create', token: customer.token, body: orderPayload([productLine(shop.plain)], { userId: customer.id }) });
    const cashId = (cashOrder.json() as { orderid: number }).orderid;
    const intention = { ...order.intention, special_reference: String(cashId), extras: { tiara_order_id: cashId }, customer: { ...order.intention.customer, extras: { tiara_order_id: cashId } } };
    const refused = await server.request({ method: 'POST', url: '/api/payment/create-intention', token: customer.token, body: intention });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'not_card_order', message: `Order #${cashId} is not paid by card.` });
    expect((await paymentStatus(server, cashId, 'Success', customer)).json()).toEqual({ code: 'not_card_order', message: `Order #${cashId} is not paid by card.` });
  });
});
