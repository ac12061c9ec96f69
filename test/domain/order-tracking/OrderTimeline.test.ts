import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { type ConfirmedRefund, type ReturnStep, type StatusChange, type StoreCreditGivenBack, orderTimeline } from '@tiara/domain/order-tracking';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));
const parcel = { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null } as const;
/** No return asked, no money given back. */
const noReturns = { returnSteps: [], refunds: [] } as const;
/** Not paid with store credit alone, and no credit given back. */
const noCredit = { paidWithStoreCreditAt: null, storeCreditGivenBack: null } as const;

describe('order timeline', () => {
  it('reads placed, paid and each change of status, oldest first', () => {
    const timeline = orderTimeline({
      placedAt: at(0),
      paidAt: at(2),
      ...noCredit,
      changes: [
        { status: 'Delivered', at: at(30), shipment: null },
        { status: 'Processing', at: at(2), shipment: null },
        { status: 'Shipped', at: at(10), shipment: parcel },
      ],
      ...noReturns,
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
    expect(orderTimeline({ placedAt: at(0), paidAt: null, ...noCredit, changes: [{ status: 'Pending', at: at(1), shipment: null }], ...noReturns })).toEqual([{ kind: 'placed', at: at(0), shipment: null }]);
  });

  it('keeps a shipment only on the shipped step', () => {
    const [, cancelled] = orderTimeline({ placedAt: at(0), paidAt: null, ...noCredit, changes: [{ status: 'Cancelled', at: at(5), shipment: parcel }], ...noReturns });
    expect(cancelled).toEqual({ kind: 'cancelled', at: at(5), shipment: null });
  });

  it('adds each step of the returns and each confirmed refund, in time order, after a delivery at the same instant', () => {
    const timeline = orderTimeline({
      placedAt: at(0),
      paidAt: null,
      ...noCredit,
      changes: [{ status: 'Delivered', at: at(30), shipment: null }],
      returnSteps: [
        { kind: 'resolved', at: at(90) },
        { kind: 'requested', at: at(30) },
        { kind: 'approved', at: at(40) },
        { kind: 'received', at: at(60) },
      ],
      refunds: [{ at: at(90), amount: 45_000, method: 'store-credit' }],
    });
    expect(timeline).toEqual([
      { kind: 'placed', at: at(0), shipment: null },
      { kind: 'delivered', at: at(30), shipment: null },
      { kind: 'return-requested', at: at(30), shipment: null },
      { kind: 'return-approved', at: at(40), shipment: null },
      { kind: 'return-received', at: at(60), shipment: null },
      { kind: 'return-resolved', at: at(90), shipment: null },
      { kind: 'refunded', at: at(90), shipment: null, refund: { amount: 45_000, method: 'store-credit' } },
    ]);
  });

  it('shows a refused request and a refund of the order itself (a cancelled card order) like any other step', () => {
    const timeline = orderTimeline({
      placedAt: at(0),
      paidAt: at(1),
      ...noCredit,
      changes: [{ status: 'Cancelled', at: at(5), shipment: null }],
      returnSteps: [],
      refunds: [{ at: at(7), amount: 90_000, method: 'card' }],
    });
    expect(timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    expect(orderTimeline({ placedAt: at(0), paidAt: null, ...noCredit, changes: [], returnSteps: [{ kind: 'refused', at: at(3) }], refunds: [] }).map((entry) => entry.kind)).toEqual([
      'placed',
      'return-refused',
    ]);
  });

  it('shows an order store credit paid in full as paid with store credit when it was placed, before it was accepted', () => {
    const timeline = orderTimeline({
      placedAt: at(0),
      paidAt: null,
      paidWithStoreCreditAt: at(0),
      storeCreditGivenBack: null,
      changes: [{ status: 'Processing', at: at(0), shipment: null }],
      ...noReturns,
    });
    expect(timeline.map((entry) => entry.kind)).toEqual(['placed', 'paid-with-store-credit', 'processing']);
  });

  it('shows the store credit an order spent given back with its amount, after the cancellation that gave it back in the same instant', () => {
    const paidInFull = orderTimeline({
      placedAt: at(0),
      paidAt: null,
      paidWithStoreCreditAt: at(0),
      storeCreditGivenBack: { at: at(5), amount: 95_000 },
      changes: [{ status: 'Cancelled', at: at(5), shipment: null }],
      ...noReturns,
    });
    expect(paidInFull.slice(1)).toEqual([
      { kind: 'paid-with-store-credit', at: at(0), shipment: null },
      { kind: 'cancelled', at: at(5), shipment: null },
      { kind: 'store-credit-given-back', at: at(5), shipment: null, refund: { amount: 95_000, method: 'store-credit' } },
    ]);
    // Paid in part by card: the credit goes back when the order fails, the card's refund when it is confirmed.
    const paidInPart = orderTimeline({
      placedAt: at(0),
      paidAt: at(1),
      paidWithStoreCreditAt: null,
      storeCreditGivenBack: { at: at(5), amount: 42_000 },
      changes: [{ status: 'Failed', at: at(5), shipment: null }],
      returnSteps: [],
      refunds: [{ at: at(9), amount: 53_000, method: 'card' }],
    });
    expect(paidInPart.map((entry) => [entry.kind, entry.refund?.amount])).toEqual([
      ['placed', undefined],
      ['paid', undefined],
      ['failed', undefined],
      ['store-credit-given-back', 42_000],
      ['refunded', 53_000],
    ]);
  });

  const change: fc.Arbitrary<StatusChange> = fc.record({
    status: fc.constantFrom(...ORDER_STATUSES),
    at: fc.integer({ min: 0, max: 500 }).map(at),
    shipment: fc.constant(null),
  });
  const returnStep: fc.Arbitrary<ReturnStep> = fc.record({
    kind: fc.constantFrom('requested', 'approved', 'refused', 'received', 'resolved'),
    at: fc.integer({ min: 0, max: 500 }).map(at),
  });
  const refund: fc.Arbitrary<ConfirmedRefund> = fc.record({
    at: fc.integer({ min: 0, max: 500 }).map(at),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    method: fc.constantFrom('card', 'store-credit', 'by-hand'),
  });

  const givenBack: fc.Arbitrary<StoreCreditGivenBack> = fc.record({
    at: fc.integer({ min: 0, max: 500 }).map(at),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
  });

  it('starts with placed, keeps time order and shows every step but Pending exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 0, max: 500 })),
        fc.option(fc.integer({ min: 0, max: 500 })),
        fc.array(change, { maxLength: 8 }),
        fc.array(returnStep, { maxLength: 8 }),
        fc.array(refund, { maxLength: 4 }),
        fc.option(givenBack),
        (placed, paid, paidWithCredit, changes, returnSteps, refunds, storeCreditGivenBack) => {
          const facts = {
            placedAt: at(placed),
            paidAt: paid === null ? null : at(paid),
            paidWithStoreCreditAt: paidWithCredit === null ? null : at(paidWithCredit),
            changes,
            returnSteps,
            refunds,
            storeCreditGivenBack,
          };
          const timeline = orderTimeline(facts);
          expect(timeline[0]?.kind).toBe('placed');
          const rest = timeline.slice(1);
          rest.forEach((entry, index) => {
            if (index > 0) expect(entry.at.getTime()).toBeGreaterThanOrEqual(rest[index - 1]?.at.getTime() ?? 0);
          });
          expect(rest.length).toBe((paid === null ? 0 : 1) + (paidWithCredit === null ? 0 : 1) + (storeCreditGivenBack === null ? 0 : 1) + changes.filter((entry) => entry.status !== 'Pending').length + returnSteps.length + refunds.length);
          expect(rest.filter((entry) => entry.kind.startsWith('return-'))).toHaveLength(returnSteps.length);
          expect(rest.filter((entry) => entry.kind === 'paid-with-store-credit')).toHaveLength(paidWithCredit === null ? 0 : 1);
          // Every refund is there with its amount and method, so is the credit given back, and nothing else carries money.
          expect(rest.filter((entry) => entry.kind === 'refunded').map((entry) => entry.refund?.amount).sort()).toEqual(refunds.map((entry) => entry.amount).sort());
          expect(rest.filter((entry) => entry.kind === 'store-credit-given-back').map((entry) => entry.refund)).toEqual(
            storeCreditGivenBack === null ? [] : [{ amount: storeCreditGivenBack.amount, method: 'store-credit' }],
          );
          expect(rest.every((entry) => (entry.kind === 'refunded' || entry.kind === 'store-credit-given-back') === (entry.refund !== undefined))).toBe(true);
          // Independent of the order the steps were recorded in.
          const reversed = { ...facts, changes: [...changes].reverse(), returnSteps: [...returnSteps].reverse(), refunds: [...refunds].reverse() };
          expect(orderTimeline(reversed).map((entry) => [entry.kind, entry.at.getTime()])).toEqual(timeline.map((entry) => [entry.kind, entry.at.getTime()]));
        },
      ),
    );
  });
});
