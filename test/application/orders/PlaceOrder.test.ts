import { beforeEach, describe, expect, it } from 'vitest';
import { PlaceOrder } from '../../../src/application/orders/PlaceOrder';
import type { CheckoutForm } from '@tiara/domain/checkout';
import { fail, ok } from '@tiara/domain/result';
import { FakeSessionStore, MemoryCheckoutDetailsStore, apiFailure, customer, guest } from '../support/checkoutFakes';
import { FakeOrderApi } from '../support/fakes/FakeOrderApi';
import { FakePaymentApi } from '../support/fakes/FakePaymentApi';
import { FakeAiApi } from '../support/fakes/FakeAiApi';
import { FakeTrainingApi } from '../support/fakes/FakeTrainingApi';
import { FakeStoreCreditApi } from '../support/fakes/FakeStoreCreditApi';
import { crown, crownsCourse, etchGel, proPlan } from '../support/cartLines';

const form: CheckoutForm = {
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  email: 'clinic@example.com',
  phone: '01012345678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postalCode: '11341',
  paymentMethod: 'cash',
};
const card: CheckoutForm = { ...form, paymentMethod: 'credit' };

describe('PlaceOrder', () => {
  let orders: FakeOrderApi;
  let payments: FakePaymentApi;
  let ai: FakeAiApi;
  let trainings: FakeTrainingApi;
  let sessions: FakeSessionStore;
  let details: MemoryCheckoutDetailsStore;
  let placeOrder: PlaceOrder;

  beforeEach(() => {
    orders = new FakeOrderApi();
    payments = new FakePaymentApi();
    ai = new FakeAiApi();
    trainings = new FakeTrainingApi();
    sessions = new FakeSessionStore(customer);
    details = new MemoryCheckoutDetailsStore();
    placeOrder = new PlaceOrder(orders, payments, ai, trainings, sessions, details);
  });

  it('saves the details, creates a Pending order priced like the cart and sends cash orders to the confirmation', async () => {
    const promo = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
    const result = await placeOrder.execute({ form, lines: [etchGel], shipping: 15_000, promo });
    expect(result).toEqual(ok({ kind: 'placed', orderId: 41, confirmationPath: '/payment/confirmation?success=true&order=41&payment_method=cash' }));
    expect(orders.created).toEqual([
      expect.objectContaining({
        user_id: 7,
        status: 'Pending',
        shipping_amount: 150,
        total_amount: 837,
        shipping_state: 'Cairo',
        shipping_country: 'Egypt',
        promo_code_id: 1,
        payment_method: 'cash',
        order_items: [{ product_name: etchGel.name, product_id: 5, quantity: 2, price: 390, product_image: etchGel.image }],
      }),
    ]);
    expect(details.stored).toEqual({ firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', address: '14 El Nozha Street', phone: '01012345678', city: 'Heliopolis', state: 'Cairo', postalCode: '11341' });
    expect(details.fee).toBe(15_000);
    expect(details.method).toBe('cash');
    expect(payments.intentions).toEqual([]);
  });

  it('places a guest order as user 0 and a pickup order with its method in the confirmation address', async () => {
    sessions.session = guest;
    const result = await placeOrder.execute({ form: { ...form, paymentMethod: 'pickup' }, lines: [crown], shipping: 0, promo: null });
    expect(orders.created[0]).toMatchObject({ user_id: 0, payment_method: 'pickup', shipping_amount: 0, total_amount: 1_200, promo_code_id: null });
    expect(orders.created[0]?.order_items[0]).toMatchObject({ sku: 'NSM-PZA-S4-1' });
    expect(result.ok && result.value).toMatchObject({ confirmationPath: '/payment/confirmation?success=true&order=41&payment_method=pickup' });
  });

  it('opens a card payment for the order with its total in piasters and returns the gateway address', async () => {
    const result = await placeOrder.execute({ form: card, lines: [etchGel], shipping: 15_000, promo: null });
    expect(result).toEqual(ok({ kind: 'pay-online', orderId: 41, checkoutUrl: '/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs' }));
    const [intention] = payments.intentions;
    expect(intention).toMatchObject({ amount: 93_000, currency: 'EGP', special_reference: '41', extras: { tiara_order_id: 41 } });
    expect(intention?.items.map((item) => [item.name, item.amount])).toEqual([
      [etchGel.name, 78_000],
      ['Delivery Fee', 15_000],
    ]);
    expect(intention?.billing_data).toMatchObject({ first_name: 'Nour', last_name: 'Mansour', email: 'clinic@example.com', phone_number: '01012345678', street: '14 El Nozha Street', state: 'Cairo', country: 'EGY' });
    expect(ai.subscriptions).toEqual([]);
    expect(trainings.registrations).toEqual([]);
  });

  it('records the AI plan before paying and pays under the tiaraai- reference', async () => {
    const result = await placeOrder.execute({ form: card, lines: [proPlan], shipping: 0, promo: null });
    expect(ai.subscriptions).toEqual([[7, { subscriptionId: 2, orderId: 41 }]]);
    expect(payments.intentions[0]?.special_reference).toBe('tiaraai-41');
    expect(result.ok).toBe(true);
  });

  it('goes on to payment when recording the plan fails, as SPEC §8 only logs that error', async () => {
    ai.failures.set('subscribe', apiFailure('conflict', 'This order is closed'));
    const result = await placeOrder.execute({ form: card, lines: [proPlan], shipping: 0, promo: null });
    expect(result.ok).toBe(true);
    expect(payments.intentions).toHaveLength(1);
  });

  it('holds the training seat and pays under the tiaradentaltraining- reference, which wins over a plan', async () => {
    await placeOrder.execute({ form: card, lines: [crownsCourse, proPlan], shipping: 0, promo: null });
    expect(trainings.registrations).toEqual([[1, 7, 41]]);
    expect(orders.created[0]?.order_items[0]).toMatchObject({ product_id: 2_000_001, package_id: 1 });
    expect(payments.intentions[0]?.special_reference).toBe('tiaradentaltraining-41');
  });

  it("stops with SPEC's registration error when the server refuses the seat", async () => {
    trainings.failures.set('register', apiFailure('conflict', 'This training is fully booked'));
    expect(await placeOrder.execute({ form: card, lines: [crownsCourse], shipping: 0, promo: null })).toEqual(
      fail({ code: 'registration-failed', problem: 'trainingRegistrationError', detail: 'This training is fully booked' }),
    );
    expect(payments.intentions).toEqual([]);
  });

  it('goes on when the registration call never reached the server (SPEC §8: only logged)', async () => {
    trainings.failures.set('register', apiFailure('network'));
    expect((await placeOrder.execute({ form: card, lines: [crownsCourse], shipping: 0, promo: null })).ok).toBe(true);
  });

  it("shows the server's own explanation when it refuses the order, such as a changed total", async () => {
    const message = 'Prices have changed since your cart was filled. The order total is now 540 EGP; please review your cart.';
    orders.failures.set('create', apiFailure('conflict', message, 409));
    expect(await placeOrder.execute({ form, lines: [etchGel], shipping: 15_000, promo: null })).toEqual(fail({ code: 'order-failed', problem: null, detail: message }));
  });

  it.each([
    ['network', apiFailure('network'), 'somethingWentWrong', ''],
    ['server', apiFailure('server', 'x', 500), 'somethingWentWrong', ''],
    ['invalid-response', apiFailure('invalid-response', 'The shop answered in a way this page does not understand. Please try again later.', 200), 'invalidOrderResponse', 'The shop answered in a way this page does not understand. Please try again later.'],
  ] as const)("answers a failed order creation (%s) with SPEC's text, by its key", async (_kind, answer, problem, detail) => {
    orders.failures.set('create', answer);
    expect(await placeOrder.execute({ form: card, lines: [etchGel], shipping: 15_000, promo: null })).toEqual(fail({ code: 'order-failed', problem, detail }));
    expect(payments.intentions).toEqual([]);
  });

  it.each([
    ['invalid-response', apiFailure('invalid-response', 'bad body', 200), 'invalidPaymentResponse', 'bad body'],
    ['conflict', apiFailure('conflict', 'This order is already paid', 409), 'paymentRequestError', 'This order is already paid'],
    ['network', apiFailure('network', 'offline'), 'paymentRequestError', 'offline'],
  ] as const)("answers a failed payment intention (%s) with SPEC's prefix, by its key", async (_kind, answer, problem, detail) => {
    payments.failures.set('createIntention', answer);
    expect(await placeOrder.execute({ form: card, lines: [etchGel], shipping: 15_000, promo: null })).toEqual(fail({ code: 'payment-failed', problem, detail }));
  });

  it('sends the discount to the gateway as a negative line, the amount still summing to the total', async () => {
    const promo = { code: 'CLINIC500', promoCodeId: 2, discount: 50_000, orderAmount: 135_000 };
    await placeOrder.execute({ form: card, lines: [crown], shipping: 15_000, promo });
    const intention = payments.intentions[0];
    expect(intention?.amount).toBe(85_000);
    expect(intention?.items.at(-1)).toEqual({ name: 'Discount', amount: -50_000, description: 'Discount', quantity: 1 });
    expect(intention?.items.reduce((sum, item) => sum + item.amount, 0)).toBe(85_000);
    expect(orders.created[0]).toMatchObject({ total_amount: 850, promo_code_id: 2 });
  });

  describe('with store credit', () => {
    beforeEach(() => {
      orders.ledger = new FakeStoreCreditApi();
      orders.ledger.append({ kind: 'refund', amount: 100_000, orderId: 17 });
    });

    it('sends the credit with the order and asks the gateway only for the rest, with a negative Store credit line', async () => {
      const result = await placeOrder.execute({ form: card, lines: [etchGel], shipping: 15_000, promo: null, storeCredit: 42_000 });
      expect(result.ok && result.value.kind).toBe('pay-online');
      expect(orders.created[0]).toMatchObject({ total_amount: 930, store_credit: 420 });
      const intention = payments.intentions[0];
      expect(intention?.amount).toBe(51_000);
      expect(intention?.items.at(-1)).toEqual({ name: 'Store credit', amount: -42_000, description: 'Store credit', quantity: 1 });
    });

    it('sends a card order the credit pays in full to its confirmation without the gateway, after recording what it buys', async () => {
      orders.ledger?.append({ kind: 'refund', amount: 600_000, orderId: 18 });
      const result = await placeOrder.execute({ form: card, lines: [proPlan], shipping: 0, promo: null, storeCredit: 610_000 });
      expect(result).toEqual(ok({ kind: 'placed', orderId: 41, confirmationPath: '/payment/confirmation?success=true&order=tiaraai-41&payment_method=credit' }));
      expect(ai.subscriptions).toEqual([[7, { subscriptionId: 2, orderId: 41 }]]);
      expect(payments.intentions).toEqual([]);
    });

    it('places a cash order the credit pays in full like any cash order', async () => {
      const result = await placeOrder.execute({ form, lines: [etchGel], shipping: 15_000, promo: null, storeCredit: 93_000 });
      expect(result).toEqual(ok({ kind: 'placed', orderId: 41, confirmationPath: '/payment/confirmation?success=true&order=41&payment_method=cash' }));
    });
  });
});
