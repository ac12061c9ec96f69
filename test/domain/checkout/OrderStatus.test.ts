import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  displayOrderStatus,
  ORDER_STATUS_PENDING,
  paymentOutcome,
} from '@tiara/domain/checkout';

describe('order status (SPEC §4 Order status)', () => {
  it('creates orders as Pending', () => {
    expect(ORDER_STATUS_PENDING).toBe('Pending');
  });

  it.each([
    ['Success', 'Delivered'],
    ['Pending', 'Pending'],
    ['Failed', 'Failed'],
    ['Shipped', 'Shipped'],
    ['success', 'success'],
    ['', ''],
  ])('shows %j as %j', (status, shown) => {
    expect(displayOrderStatus(status)).toBe(shown);
  });

  it('shows every status other than Success unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }).filter((status) => status !== 'Success'), (status) => {
        expect(displayOrderStatus(status)).toBe(status);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    [true, 'Success'],
    [false, 'Failed'],
  ])('a payment that succeeded=%s posts %s', (succeeded, outcome) => {
    expect(paymentOutcome(succeeded)).toBe(outcome);
  });
});
