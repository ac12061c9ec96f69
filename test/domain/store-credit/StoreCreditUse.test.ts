import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToPay, coversTotal, isPaidWithStoreCredit, storeCreditOnOrder, usableStoreCredit } from '@tiara/domain/store-credit';

describe('usableStoreCredit', () => {
  it.each<[string, number, number, number]>([
    ['the whole balance on a larger order', 42_000, 100_000, 42_000],
    ['only the total of a smaller order', 42_000, 30_000, 30_000],
    ['nothing from an empty balance', 0, 30_000, 0],
    ['nothing from a balance below nothing', -5_000, 30_000, 0],
    ['nothing on a free order', 42_000, 0, 0],
  ])('offers %s', (_title, balance, total, usable) => {
    expect(usableStoreCredit(balance, total)).toBe(usable);
  });
});

describe('storeCreditOnOrder', () => {
  it('splits the total between the credit and what the payment method collects', () => {
    expect(storeCreditOnOrder(42_000, 100_000)).toEqual({ ok: true, value: { credit: 42_000, toPay: 58_000 } });
    expect(storeCreditOnOrder(0, 100_000)).toEqual({ ok: true, value: { credit: 0, toPay: 100_000 } });
    expect(storeCreditOnOrder(100_000, 100_000)).toEqual({ ok: true, value: { credit: 100_000, toPay: 0 } });
  });

  it.each<[string, number, object]>([
    ['a negative amount', -1, { code: 'not-whole' }],
    ['a fraction of a piaster', 10.5, { code: 'not-whole' }],
    ['more than the total', 100_001, { code: 'over-total', total: 100_000 }],
  ])('refuses %s', (_title, asked, refusal) => {
    const result = storeCreditOnOrder(asked, 100_000);
    expect(result.ok ? null : result.error).toEqual(refusal);
  });

  it('makes the amount to pay and the credit add up to the total, neither below nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 700_000 }), fc.integer({ min: 0, max: 600_000 }), (asked, total) => {
        const split = storeCreditOnOrder(asked, total);
        if (!split.ok) return;
        expect(split.value.credit + split.value.toPay).toBe(total);
        expect(split.value.toPay).toBe(amountToPay(total, split.value.credit));
        expect(split.value.credit).toBeGreaterThanOrEqual(0);
        expect(split.value.toPay).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('amountToPay', () => {
  it('is the total less the credit', () => {
    expect(amountToPay(100_000, 42_000)).toBe(58_000);
  });

  it('refuses a credit outside the total as a programming error', () => {
    expect(() => amountToPay(100_000, 100_001)).toThrow(RangeError);
    expect(() => amountToPay(100_000, -1)).toThrow(RangeError);
  });
});

describe('coversTotal', () => {
  it('is true only when credit pays the whole of an order that costs something', () => {
    expect(coversTotal(100_000, 100_000)).toBe(true);
    expect(coversTotal(100_000, 99_999)).toBe(false);
    expect(coversTotal(0, 0)).toBe(false);
  });
});

describe('isPaidWithStoreCredit', () => {
  it.each<[string, number, string, boolean]>([
    ['paid in full and waiting to be accepted', 100_000, 'Pending', true],
    ['paid in full and accepted', 100_000, 'Processing', true],
    ['paid in full and delivered', 100_000, 'Delivered', true],
    ['paid in full, then cancelled: the credit went back', 100_000, 'Cancelled', false],
    ['paid in full, then failed', 100_000, 'Failed', false],
    ['paid in part', 99_999, 'Processing', false],
  ])('%s', (_title, storeCredit, status, paid) => {
    expect(isPaidWithStoreCredit({ total: 100_000, storeCredit, status })).toBe(paid);
  });
});
