import { beforeEach, describe, expect, it } from 'vitest';
import { ConfirmPayment } from '../../../src/application/payments/ConfirmPayment';
import type { PaymentConfirmationQuery } from '../../../src/application/payments/PaymentConfirmationQuery';
import { fail, ok } from '@tiara/domain/result';
import { FakeClock } from '../../ui/support/FakeClock';
import { FakeSessionStore, MemoryCheckoutDetailsStore, apiFailure, customer, guest } from '../support/checkoutFakes';
import { FakeOrderApi } from '../support/fakes/FakeOrderApi';
import { FakePaymentApi } from '../support/fakes/FakePaymentApi';
import { FakePromoApi } from '../support/fakes/FakePromoApi';
import { FakeAiApi } from '../support/fakes/FakeAiApi';

const cash: PaymentConfirmationQuery = { success: true, order: '41', merchantOrderId: null, paymentMethod: 'cash' };
const cardPaid: PaymentConfirmationQuery = { success: true, order: '41', merchantOrderId: '41', paymentMethod: 'credit' };
const planPaid: PaymentConfirmationQuery = { success: true, order: '41', merchantOrderId: 'tiaraai-41', paymentMethod: 'credit' };
const cardDeclined: PaymentConfirmationQuery = { ...cardPaid, success: false };
const somethingWentWrong = fail({ code: 'step-failed' });
const welcome = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };

describe('ConfirmPayment', () => {
  let payments: FakePaymentApi;
  let orders: FakeOrderApi;
  let ai: FakeAiApi;
  let promos: FakePromoApi;
  let sessions: FakeSessionStore;
  let details: MemoryCheckoutDetailsStore;
  let confirm: ConfirmPayment;

  beforeEach(() => {
    payments = new FakePaymentApi();
    orders = new FakeOrderApi();
    ai = new FakeAiApi();
    orders.placed.set(41, 'Pending');
    payments.checkouts.add(41);
    ai.planOrders.set(41, { userId: 7, planId: 2, active: false });
    promos = new FakePromoApi();
    sessions = new FakeSessionStore(customer);
    details = new MemoryCheckoutDetailsStore();
    confirm = new ConfirmPayment(payments, orders, ai, promos, sessions, details, new FakeClock('2026-11-21T10:00:00Z'));
  });

  it('confirms a cash order without the payment steps', async () => {
    expect(await confirm.execute(cash)).toEqual(ok({ kind: 'placed', orderId: 41 }));
    expect(orders.confirmations).toEqual([['41', 'Success']]);
    expect(payments.reports).toEqual([]);
  });

  it('confirms a guest pickup order', async () => {
    sessions.session = guest;
    expect(await confirm.execute({ ...cash, paymentMethod: 'pickup' })).toEqual(ok({ kind: 'placed', orderId: 41 }));
  });

  it('reports a paid card payment, confirms the order, records the promo use and forgets the promo', async () => {
    details.applied = welcome;
    expect(await confirm.execute(cardPaid)).toEqual(ok({ kind: 'paid', orderId: 41, aiPlan: false }));
    expect(payments.reports).toEqual([['41', 'Success']]);
    expect(orders.confirmations).toEqual([['41', 'Success']]);
    expect(promos.usages).toEqual([{ userId: 7, promoCodeId: 1, orderId: 41, usedAt: new Date('2026-11-21T10:00:00Z') }]);
    expect(details.applied).toBeNull();
    expect(ai.activations).toEqual([]);
  });

  it('activates a paid AI plan, sets the local flags, then confirms the order', async () => {
    expect(await confirm.execute(planPaid)).toEqual(ok({ kind: 'paid', orderId: 41, aiPlan: true }));
    expect(ai.activations).toEqual([[7, 'tiaraai-41']]);
    expect(details.aiActivated).toBe(25);
    expect(orders.confirmations).toEqual([['tiaraai-41', 'Success']]);
  });

  it('activates a paid AI plan whose activation answer carries no quota (SPEC §7 shows none): flags set, count left to the upload screen', async () => {
    ai.activationCarriesQuota = false;
    expect(await confirm.execute(planPaid)).toEqual(ok({ kind: 'paid', orderId: 41, aiPlan: true }));
    expect(details.aiActivated).toBeNull();
    expect(orders.confirmations).toEqual([['tiaraai-41', 'Success']]);
  });

  it('reports and confirms a declined card payment as Failed, activating nothing and keeping the promo', async () => {
    details.applied = welcome;
    expect(await confirm.execute({ ...planPaid, success: false })).toEqual(fail({ code: 'declined' }));
    expect(payments.reports).toEqual([['tiaraai-41', 'Failed']]);
    expect(orders.confirmations).toEqual([['tiaraai-41', 'Failed']]);
    expect(ai.activations).toEqual([]);
    expect(promos.usages).toEqual([]);
    expect(details.applied).toEqual(welcome);
  });

  it('does not confirm a cash order the address says did not succeed', async () => {
    expect(await confirm.execute({ ...cash, success: false })).toEqual(fail({ code: 'declined' }));
    expect(orders.confirmations).toEqual([]);
  });

  it('fails when the gateway has not confirmed the payment the browser reports', async () => {
    payments.failures.set('reportStatus', apiFailure('conflict', 'The payment for order #41 has not been confirmed by the payment gateway.', 409));
    expect(await confirm.execute(cardPaid)).toEqual(somethingWentWrong);
    expect(orders.confirmations).toEqual([]);
  });

  it('fails when activation fails, without confirming the order', async () => {
    ai.failures.set('activate', apiFailure('conflict', 'This order has not been paid', 409));
    expect(await confirm.execute(planPaid)).toEqual(somethingWentWrong);
    expect(details.aiActivated).toBeUndefined();
    expect(orders.confirmations).toEqual([]);
  });

  it('fails an AI plan confirmation when nobody is signed in to activate it for', async () => {
    sessions.session = guest;
    expect(await confirm.execute(planPaid)).toEqual(somethingWentWrong);
  });

  it('fails when confirming the order fails', async () => {
    orders.failures.set('confirm', apiFailure('network'));
    expect(await confirm.execute(cardPaid)).toEqual(somethingWentWrong);
    expect(await confirm.execute(cash)).toEqual(somethingWentWrong);
  });

  it('still succeeds when recording the promo use fails, and forgets the promo', async () => {
    details.applied = welcome;
    promos.failures.set('recordUsage', apiFailure('not-found'));
    expect((await confirm.execute(cardDeclined)).ok).toBe(false);
    expect((await confirm.execute(cardPaid)).ok).toBe(true);
    expect(details.applied).toBeNull();
  });

  it.each([
    ['no order at all', { success: true, order: null, merchantOrderId: null, paymentMethod: null }],
    ['a reference that names no order', { ...cardPaid, merchantOrderId: 'tiaraai-abc' }],
    ['a bare order id that is not one', { ...cash, order: '0' }],
  ])('fails for %s without calling the server', async (_label, query) => {
    expect(await confirm.execute(query as PaymentConfirmationQuery)).toEqual(somethingWentWrong);
    expect([...payments.reports, ...orders.confirmations]).toEqual([]);
  });
});
