import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { paymentStateOf } from '@tiara/domain/order-tracking';

describe('payment state', () => {
  it.each([
    ['credit', 'Pending', false, 'unpaid'],
    ['credit', 'Processing', true, 'paid'],
    ['credit', 'Delivered', true, 'paid'],
    ['credit', 'Cancelled', true, 'refund_due'],
    ['credit', 'Delivered', false, 'unpaid'],
    ['cash', 'Shipped', false, 'unpaid'],
    ['cash', 'Delivered', false, 'paid'],
    ['pickup', 'Delivered', false, 'paid'],
    ['cash', 'Cancelled', false, 'unpaid'],
  ] as const)('a %s order that is %s (gateway paid: %s), nothing refunded, is %s', (paymentMethod, status, gatewayPaid, state) => {
    expect(paymentStateOf({ paymentMethod, status, gatewayPaid, paid: 95_000, refunded: 0, storeCreditGivenBack: 0 })).toBe(state);
  });

  it.each([
    ['a cancelled card order refunded in full', 'credit', 'Cancelled', true, 95_000, 'refunded'],
    ['a cancelled card order refunded in part', 'credit', 'Cancelled', true, 45_000, 'partly_refunded'],
    ['a delivered cash order partly paid back by hand', 'cash', 'Delivered', false, 10_000, 'partly_refunded'],
    ['a delivered card order whose every piaster went back as store credit', 'credit', 'Delivered', true, 95_000, 'refunded'],
  ] as const)('%s reads %s', (_title, paymentMethod, status, gatewayPaid, refunded, state) => {
    expect(paymentStateOf({ paymentMethod, status, gatewayPaid, paid: 95_000, refunded, storeCreditGivenBack: 0 })).toBe(state);
  });

  // `paid` is what the order stands paid: the store credit given back no longer counts in it.
  it.each([
    ['a card order store credit paid in full, cancelled, reads refunded', 'credit', 'Cancelled', 0, 0, 95_000, 'refunded'],
    ['a cash order store credit paid in full, failed, reads refunded', 'cash', 'Failed', 0, 0, 95_000, 'refunded'],
    ['a cash order paid in part with store credit, cancelled before any cash was collected, reads refunded', 'cash', 'Cancelled', 0, 0, 42_000, 'refunded'],
    ['a card order paid in part with store credit, cancelled, its card refund not confirmed yet, reads partly refunded', 'credit', 'Cancelled', 53_000, 0, 42_000, 'partly_refunded'],
    ['the same order once its card refund is confirmed reads refunded', 'credit', 'Cancelled', 53_000, 53_000, 42_000, 'refunded'],
  ] as const)('%s, its store credit given back', (_title, paymentMethod, status, paid, refunded, storeCreditGivenBack, state) => {
    expect(paymentStateOf({ paymentMethod, status, gatewayPaid: paid > 0, paid, refunded, storeCreditGivenBack })).toBe(state);
  });

  const facts = fc.record({
    paymentMethod: fc.constantFrom('cash', 'credit', 'pickup'),
    status: fc.constantFrom(...ORDER_STATUSES),
    gatewayPaid: fc.boolean(),
    paid: fc.integer({ min: 0, max: 500_000 }),
    refunded: fc.integer({ min: 0, max: 500_000 }),
    storeCreditGivenBack: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  });

  it('owes a refund only for money the gateway took and nothing confirmed has given back yet', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const state = paymentStateOf(order);
        if (state === 'refund_due') expect(order.gatewayPaid && order.status === 'Cancelled' && order.refunded === 0 && order.storeCreditGivenBack === 0).toBe(true);
        if (order.gatewayPaid) expect(state).not.toBe('unpaid');
      }),
    );
  });

  it('reads refunded exactly when confirmed refunds and the credit given back gave back all that was paid, and partly refunded when they gave back some', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const state = paymentStateOf(order);
        const givenBack = order.refunded + order.storeCreditGivenBack;
        const paidAtAll = order.paid + order.storeCreditGivenBack;
        expect(state === 'refunded').toBe(givenBack > 0 && givenBack >= paidAtAll);
        expect(state === 'partly_refunded').toBe(givenBack > 0 && givenBack < paidAtAll);
      }),
    );
  });

  it('never reads unpaid, nor owing a refund, once money paid went back, whether by a refund or to the store credit', () => {
    fc.assert(
      fc.property(facts, (order) => {
        if (order.refunded + order.storeCreditGivenBack === 0) return;
        expect(['refunded', 'partly_refunded']).toContain(paymentStateOf(order));
      }),
    );
  });

  it('reads store credit given back exactly as a confirmed refund of the same money', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const asRefund = { ...order, paid: order.paid + order.storeCreditGivenBack, refunded: order.refunded + order.storeCreditGivenBack, storeCreditGivenBack: 0 };
        expect(paymentStateOf(order)).toBe(paymentStateOf(asRefund));
      }),
    );
  });
});
