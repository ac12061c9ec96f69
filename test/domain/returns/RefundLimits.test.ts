import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RefundRecord, checkedRefund, refundableAmount, returnableQuantity } from '@tiara/domain/returns';

describe('refundableAmount and checkedRefund', () => {
  it.each<[string, number, RefundRecord[], number]>([
    ['nothing refunded yet', 290_000, [], 290_000],
    ['a confirmed and a pending refund both hold their amounts', 290_000, [{ amount: 100_000, status: 'confirmed' }, { amount: 50_000, status: 'pending' }], 140_000],
    ['a failed refund gives its amount back', 290_000, [{ amount: 100_000, status: 'failed' }], 290_000],
    ['all of it refunded', 290_000, [{ amount: 290_000, status: 'confirmed' }], 0],
  ])('%s', (_title, captured, refunds, refundable) => {
    expect(refundableAmount(captured, refunds)).toBe(refundable);
  });

  it.each<[string, number, { code: string }]>([
    ['nothing', 0, { code: 'not-positive' }],
    ['a negative amount', -100, { code: 'not-positive' }],
    ['a fraction of a piaster', 10.5, { code: 'not-positive' }],
    ['more than is left', 190_001, { code: 'over-refundable' }],
  ])('refuses a refund of %s', (_title, amount, refusal) => {
    const result = checkedRefund(amount, 290_000, [{ amount: 100_000, status: 'confirmed' }]);
    expect(result.ok ? null : result.error).toMatchObject(refusal);
  });

  it('never lets the refunds that may land exceed what was captured, whatever is asked and however the gateway answers', () => {
    const asked = fc.array(fc.record({ amount: fc.integer({ min: -1_000, max: 400_000 }), outcome: fc.constantFrom('pending', 'confirmed', 'failed') as fc.Arbitrary<RefundRecord['status']> }), { maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), asked, (captured, requests) => {
        const refunds: RefundRecord[] = [];
        for (const request of requests) {
          const checked = checkedRefund(request.amount, captured, refunds);
          if (checked.ok) refunds.push({ amount: checked.value, status: request.outcome });
        }
        const held = refunds.filter((refund) => refund.status !== 'failed').reduce((total, refund) => total + refund.amount, 0);
        expect(held).toBeLessThanOrEqual(captured);
        expect(refundableAmount(captured, refunds)).toBe(captured - held);
      }),
    );
  });
});

describe('returnableQuantity', () => {
  it('is what was bought less what earlier requests claim, and never below nothing', () => {
    expect(returnableQuantity(5, [])).toBe(5);
    expect(returnableQuantity(5, [2, 1])).toBe(2);
    expect(returnableQuantity(5, [5])).toBe(0);
    expect(returnableQuantity(2, [3])).toBe(0);
  });

  it('never lets requests taken one by one claim more than was bought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 20 }), (bought, asked) => {
        const claimed: number[] = [];
        for (const quantity of asked) if (quantity <= returnableQuantity(bought, claimed)) claimed.push(quantity);
        expect(claimed.reduce((total, quantity) => total + quantity, 0)).toBeLessThanOrEqual(bought);
      }),
    );
  });
});
