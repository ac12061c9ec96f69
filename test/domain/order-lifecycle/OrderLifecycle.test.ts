import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  type OrderStatus,
  canMoveOrder,
  isFinalOrderStatus,
  isOrderStatus,
  nextOrderStatuses,
  orderStatusesBefore,
  releasesReservations,
} from '@tiara/domain/order-lifecycle';

const allowed: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['Pending', 'Processing'],
  ['Pending', 'Cancelled'],
  ['Pending', 'Failed'],
  ['Processing', 'Shipped'],
  ['Processing', 'Cancelled'],
  ['Shipped', 'Delivered'],
];

describe('order lifecycle', () => {
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s follows the table', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canMoveOrder(from, to)).toBe(expected);
  });

  it.each([
    ['Pending', false],
    ['Processing', false],
    ['Shipped', false],
    ['Delivered', true],
    ['Cancelled', true],
    ['Failed', true],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalOrderStatus(status)).toBe(final);
  });

  it('lists the moves out of and into a status', () => {
    expect(nextOrderStatuses('Pending')).toEqual(['Processing', 'Cancelled', 'Failed']);
    expect(orderStatusesBefore('Cancelled')).toEqual(['Pending', 'Processing']);
    expect(orderStatusesBefore('Failed')).toEqual(['Pending']);
    expect(orderStatusesBefore('Pending')).toEqual([]);
  });

  it('gives reservations back only when an order ends unfulfilled', () => {
    expect(ORDER_STATUSES.filter(releasesReservations)).toEqual(['Cancelled', 'Failed']);
  });

  it('recognises only its own statuses', () => {
    expect(isOrderStatus('Pending')).toBe(true);
    expect(isOrderStatus('Success')).toBe(false);
    expect(isOrderStatus('pending')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('no sequence of moves leaves a final status, and an order makes at most three moves', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 30 }), (attempts) => {
        let status: OrderStatus = 'Pending';
        let moves = 0;
        for (const to of attempts) {
          if (!canMoveOrder(status, to)) continue;
          expect(isFinalOrderStatus(status)).toBe(false);
          status = to;
          moves += 1;
        }
        expect(moves).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('reservations are released at most once along any path', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 30 }), (attempts) => {
        let status: OrderStatus = 'Pending';
        let releases = 0;
        for (const to of attempts) {
          if (!canMoveOrder(status, to)) continue;
          if (releasesReservations(to)) releases += 1;
          status = to;
        }
        expect(releases).toBeLessThanOrEqual(1);
      }),
    );
  });
});
