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
    expect(paymentStateOf({ paymentMethod, status, gatewayPaid, paid: 95_000, refunded: 0 })).toBe(state);
  });

  it.each([
    ['a cancelled card order refunded in full', 'credit', 'Cancelled', true, 95_000, 'refunded'],
    ['a cancelled card order refunded in part', 'credit', 'Cancelled', true, 45_000, 'partly_refunded'],
    ['a delivered cash order partly paid back by hand', 'cash', 'Delivered', false, 10_000, 'partly_refunded'],
    ['a delivered card order whose every piaster went back as store credit', 'credit', 'Delivered', true, 95_000, 'refunded'],
  ] as const)('%s reads %s', (_title, paymentMethod, status, gatewayPaid, refunded, state) => {
    expect(paymentStateOf({ paymentMethod, status, gatewayPaid, paid: 95_000, refunded })).toBe(state);
  });

  const facts = fc.record({
    paymentMethod: fc.constantFrom('cash', 'credit', 'pickup'),
    status: fc.constantFrom(...ORDER_STATUSES),
    gatewayPaid: fc.boolean(),
    paid: fc.integer({ min: 0, max: 500_000 }),
    refunded: fc.integer({ min: 0, max: 500_000 }),
  });

  it('owes a refund only for money the gateway took and nothing confirmed has given back yet', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const state = paymentStateOf(order);
        if (state === 'refund_due') expect(order.gatewayPaid && order.status === 'Cancelled' && order.refunded === 0).toBe(true);
        if (order.gatewayPaid) expect(state).not.toBe('unpaid');
      }),
    );
  });

  it('reads refunded exactly when confirmed refunds gave back all that was paid, and partly refunded when they gave back some', () => {
    fc.assert(
      fc.property(facts, (order) => {
        const state = paymentStateOf(order);
        expect(state === 'refunded').toBe(order.refunded > 0 && order.refunded >= order.paid);
        expect(state === 'partly_refunded').toBe(order.refunded > 0 && order.refunded < order.paid);
      }),
    );
  });
});
