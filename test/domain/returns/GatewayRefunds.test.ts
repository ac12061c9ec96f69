import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type UnconfirmedCardRefund, refundsMadeAtGateway } from '@tiara/domain/returns';

describe('refundsMadeAtGateway', () => {
  const a = { id: 1, amount: 100_000 };
  const b = { id: 2, amount: 50_000 };
  const c = { id: 3, amount: 50_000 };

  it.each<[string, number, number, UnconfirmedCardRefund[], number[]]>([
    ['nothing refunded at the gateway: nothing was made', 0, 0, [a, b], []],
    ['the gateway refunded only what the confirmed refunds explain', 80_000, 80_000, [a], []],
    ['the gateway refunded this one too', 180_000, 80_000, [a], [1]],
    ['both were made', 150_000, 0, [a, b], [1, 2]],
    ['only the younger, smaller one was made', 50_000, 0, [a, b], [2]],
    ['of two that fit, the older one first', 100_000, 0, [a, b, c], [1]],
    ['less than any of them: none', 40_000, 0, [a, b], []],
  ])('%s', (_title, refunded, confirmed, unconfirmed, made) => {
    expect(refundsMadeAtGateway(refunded, confirmed, unconfirmed)).toEqual(made);
  });

  const unconfirmed = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 1_000 }), amount: fc.integer({ min: 1, max: 200_000 }) }), { selector: (refund) => refund.id, maxLength: 8 });

  it('never counts as made more than the gateway refunded beyond the confirmed refunds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), unconfirmed, (refunded, confirmed, refunds) => {
        const made = refundsMadeAtGateway(refunded, confirmed, refunds);
        const madeAmount = refunds.filter((refund) => made.includes(refund.id)).reduce((total, refund) => total + refund.amount, 0);
        expect(madeAmount).toBeLessThanOrEqual(Math.max(0, refunded - confirmed));
        expect(new Set(made).size).toBe(made.length);
        for (const id of made) expect(refunds.map((refund) => refund.id)).toContain(id);
      }),
    );
  });

  it('counts every one as made when the gateway refunded them all, and none when it refunded nothing new', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), unconfirmed, (confirmed, refunds) => {
        const all = refunds.reduce((total, refund) => total + refund.amount, 0);
        expect(refundsMadeAtGateway(confirmed + all, confirmed, refunds)).toEqual(refunds.map((refund) => refund.id));
        expect(refundsMadeAtGateway(confirmed, confirmed, refunds)).toEqual([]);
      }),
    );
  });
});
