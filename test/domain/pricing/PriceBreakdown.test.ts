import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type PriceBreakdown, type PricedLine, TAX_RATE_PERCENT, lineTotal, priceCart, subtotalOf } from '@tiara/domain/pricing';

const lines: PricedLine[] = [
  { price: 45_000, quantity: 2 },
  { price: 120_050, quantity: 1 },
];

describe('line totals and subtotal', () => {
  it.each([
    [{ price: 45_000, quantity: 2 }, 90_000],
    [{ price: 120_050, quantity: 3 }, 360_150],
    [{ price: 0, quantity: 5 }, 0],
    [{ price: 290_000, quantity: 1 }, 290_000],
  ])('%j costs %d piasters', (line, total) => {
    expect(lineTotal(line)).toBe(total);
  });

  it.each<[PricedLine[], number]>([
    [[], 0],
    [lines, 210_050],
  ])('subtotal of %j is %d', (input, subtotal) => {
    expect(subtotalOf(input)).toBe(subtotal);
  });
});

describe('priceCart (SPEC §9: discount taken from subtotal plus shipping, 14% tax computed but unused)', () => {
  it('uses a 14% tax rate', () => {
    expect(TAX_RATE_PERCENT).toBe(14);
  });

  it.each<[string, number, number, PriceBreakdown]>([
    ['default shipping 150 EGP, no discount', 15_000, 0, { subtotal: 210_050, shipping: 15_000, discount: 0, total: 225_050, tax: 29_407 }],
    ['pickup, no shipping', 0, 0, { subtotal: 210_050, shipping: 0, discount: 0, total: 210_050, tax: 29_407 }],
    ['a discount taken from subtotal plus shipping', 15_000, 22_505, { subtotal: 210_050, shipping: 15_000, discount: 22_505, total: 202_545, tax: 29_407 }],
    ['a discount equal to subtotal plus shipping', 15_000, 225_050, { subtotal: 210_050, shipping: 15_000, discount: 225_050, total: 0, tax: 29_407 }],
    ['a discount above subtotal plus shipping is capped', 15_000, 1_000_000, { subtotal: 210_050, shipping: 15_000, discount: 225_050, total: 0, tax: 29_407 }],
    ['a negative discount counts as none', 15_000, -500, { subtotal: 210_050, shipping: 15_000, discount: 0, total: 225_050, tax: 29_407 }],
    ['a NaN discount counts as none', 15_000, Number.NaN, { subtotal: 210_050, shipping: 15_000, discount: 0, total: 225_050, tax: 29_407 }],
  ])('%s', (_, shipping, discount, expected) => {
    expect(priceCart({ lines, shipping, discount })).toEqual(expected);
  });

  it('prices an empty cart at shipping only', () => {
    expect(priceCart({ lines: [], shipping: 15_000, discount: 0 })).toEqual({ subtotal: 0, shipping: 15_000, discount: 0, total: 15_000, tax: 0 });
  });

  it('rounds the tax to the nearest piaster', () => {
    // 14% of 10.05 EGP is 1.407 EGP: 141 piasters.
    expect(priceCart({ lines: [{ price: 1_005, quantity: 1 }], shipping: 0, discount: 0 }).tax).toBe(141);
  });

  it('prices a 1,000-line cart', () => {
    const big = Array.from({ length: 1_000 }, (_, i) => ({ price: 100 + i, quantity: 1 + (i % 3) }));
    const expected = big.reduce((sum, line) => sum + line.price * line.quantity, 0);
    expect(priceCart({ lines: big, shipping: 15_000, discount: 0 }).total).toBe(expected + 15_000);
  });
});

const lineArb = fc.record({ price: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 100 }) });
const inputArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 30 }),
  shipping: fc.integer({ min: 0, max: 100_000 }),
  discount: fc.oneof(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: -1_000, max: 0 })),
});

describe('pricing properties', () => {
  it('makes the subtotal the sum of the line totals', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const sum = input.lines.map(lineTotal).reduce((a, b) => a + b, 0);
        expect(priceCart(input).subtotal).toBe(sum);
        expect(subtotalOf(input.lines)).toBe(sum);
      }),
      { numRuns: 500 },
    );
  });

  it('makes the total max(0, subtotal + shipping − discount), never negative, with the applied discount within 0..subtotal + shipping', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { subtotal, shipping, discount, total } = priceCart(input);
        const requested = Math.max(input.discount, 0);
        expect(total).toBe(Math.max(0, subtotal + shipping - requested));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal + shipping);
        expect(total).toBe(subtotal + shipping - discount);
        expect(shipping).toBe(input.shipping);
      }),
      { numRuns: 500 },
    );
  });

  it('with no discount charges subtotal plus shipping', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { subtotal, shipping, total, discount } = priceCart({ ...input, discount: 0 });
        expect(discount).toBe(0);
        expect(total).toBe(subtotal + shipping);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the tax at 14% of the subtotal and out of the total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { subtotal, shipping, discount, total, tax } = priceCart(input);
        expect(Math.abs(tax - subtotal * 0.14)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(tax)).toBe(true);
        expect(total).toBe(Math.max(0, subtotal + shipping - discount));
      }),
      { numRuns: 300 },
    );
  });
});
