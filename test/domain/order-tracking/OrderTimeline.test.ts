import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { type StatusChange, orderTimeline } from '@tiara/domain/order-tracking';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));
const parcel = { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null } as const;

describe('order timeline', () => {
  it('reads placed, paid and each change of status, oldest first', () => {
    const timeline = orderTimeline({
      placedAt: at(0),
      paidAt: at(2),
      changes: [
        { status: 'Delivered', at: at(30), shipment: null },
        { status: 'Processing', at: at(2), shipment: null },
        { status: 'Shipped', at: at(10), shipment: parcel },
      ],
    });
    expect(timeline).toEqual([
      { kind: 'placed', at: at(0), shipment: null },
      { kind: 'paid', at: at(2), shipment: null },
      { kind: 'processing', at: at(2), shipment: null },
      { kind: 'shipped', at: at(10), shipment: parcel },
      { kind: 'delivered', at: at(30), shipment: null },
    ]);
  });

  it('is only "placed" for a new unpaid order, and never shows Pending', () => {
    expect(orderTimeline({ placedAt: at(0), paidAt: null, changes: [{ status: 'Pending', at: at(1), shipment: null }] })).toEqual([{ kind: 'placed', at: at(0), shipment: null }]);
  });

  it('keeps a shipment only on the shipped step', () => {
    const [, cancelled] = orderTimeline({ placedAt: at(0), paidAt: null, changes: [{ status: 'Cancelled', at: at(5), shipment: parcel }] });
    expect(cancelled).toEqual({ kind: 'cancelled', at: at(5), shipment: null });
  });

  const change: fc.Arbitrary<StatusChange> = fc.record({
    status: fc.constantFrom(...ORDER_STATUSES),
    at: fc.integer({ min: 0, max: 500 }).map(at),
    shipment: fc.constant(null),
  });

  it('starts with placed, keeps time order and shows every step but Pending exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.option(fc.integer({ min: 0, max: 500 })), fc.array(change, { maxLength: 8 }), (placed, paid, changes) => {
        const timeline = orderTimeline({ placedAt: at(placed), paidAt: paid === null ? null : at(paid), changes });
        expect(timeline[0]?.kind).toBe('placed');
        const rest = timeline.slice(1);
        rest.forEach((entry, index) => {
          if (index > 0) expect(entry.at.getTime()).toBeGreaterThanOrEqual(rest[index - 1]?.at.getTime() ?? 0);
        });
        expect(rest.length).toBe((paid === null ? 0 : 1) + changes.filter((entry) => entry.status !== 'Pending').length);
        // Independent of the order the changes were recorded in.
        expect(orderTimeline({ placedAt: at(placed), paidAt: paid === null ? null : at(paid), changes: [...changes].reverse() }).map((entry) => [entry.kind, entry.at.getTime()])).toEqual(
          timeline.map((entry) => [entry.kind, entry.at.getTime()]),
        );
      }),
    );
  });
});
