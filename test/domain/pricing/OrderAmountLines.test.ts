import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type OrderAmountLines, type OrderedLine, type PlacedOrderFigures, orderAmountLines, priceCart } from '@tiara/domain/pricing';

const gel: OrderedLine = { price: 35_000, quantity: 2, kind: 'product' };
const proPlan: OrderedLine = { price: 610_000, quantity: 1, kind: 'ai-plan' };
const unknownKind: OrderedLine = { price: 35_000, quantity: 2, kind: null };

describe('orderAmountLines (every order shows its own shipping and discount, not SPEC §9’s fixed 150)', () => {
  it.each<[string, PlacedOrderFigures, OrderAmountLines]>([
    [
      'a delivered order: its shipping, no discount',
      { lines: [gel], charges: { shipping: 15_000, discount: 0 }, total: 85_000 },
      { subtotal: 70_000, shipping: 15_000, discount: 0, unsplitCharges: null, total: 85_000 },
    ],
    [
      'a discounted delivered order (10% of subtotal + shipping)',
      { lines: [gel], charges: { shipping: 15_000, discount: 8_500 }, total: 76_500 },
      { subtotal: 70_000, shipping: 15_000, discount: 8_500, unsplitCharges: null, total: 76_500 },
    ],
    [
      'a pickup order of products: shipping 0, shown',
      { lines: [gel], charges: { shipping: 0, discount: 0 }, total: 70_000 },
      { subtotal: 70_000, shipping: 0, discount: 0, unsplitCharges: null, total: 70_000 },
    ],
    [
      'an AI plan: nothing to deliver, no shipping line',
      { lines: [proPlan], charges: { shipping: 0, discount: 61_000 }, total: 549_000 },
      { subtotal: 610_000, shipping: null, discount: 61_000, unsplitCharges: null, total: 549_000 },
    ],
    [
      'a plan and a product together: shipping for the product',
      { lines: [proPlan, gel], charges: { shipping: 17_500, discount: 0 }, total: 697_500 },
      { subtotal: 680_000, shipping: 17_500, discount: 0, unsplitCharges: null, total: 697_500 },
    ],
    [
      'a discount that took everything',
      { lines: [gel], charges: { shipping: 15_000, discount: 85_000 }, total: 0 },
      { subtotal: 70_000, shipping: 15_000, discount: 85_000, unsplitCharges: null, total: 0 },
    ],
    [
      'a backend that tells only the total, items and total equal: nothing beyond the items',
      { lines: [unknownKind], charges: null, total: 70_000 },
      { subtotal: 70_000, shipping: null, discount: 0, unsplitCharges: null, total: 70_000 },
    ],
    [
      'a backend that tells only the total, more than the items: one line for shipping and discount',
      { lines: [unknownKind], charges: null, total: 76_500 },
      { subtotal: 70_000, shipping: null, discount: 0, unsplitCharges: 6_500, total: 76_500 },
    ],
    [
      'a backend that tells only the total, less than the items',
      { lines: [unknownKind], charges: null, total: 63_000 },
      { subtotal: 70_000, shipping: null, discount: 0, unsplitCharges: -7_000, total: 63_000 },
    ],
    [
      'charges that do not add up with the items to the total are shown as one line',
      { lines: [gel], charges: { shipping: 15_000, discount: 0 }, total: 90_000 },
      { subtotal: 70_000, shipping: null, discount: 0, unsplitCharges: 20_000, total: 90_000 },
    ],
  ])('%s', (_, order, expected) => {
    expect(orderAmountLines(order)).toEqual(expected);
  });

  const piasters = fc.integer({ min: 0, max: 10_000_000 });
  const line = fc.record({ price: piasters, quantity: fc.integer({ min: 1, max: 50 }), kind: fc.constantFrom('product' as const, 'ai-plan' as const, 'training' as const, null) });
  const lines = fc.array(line, { maxLength: 8 });
  const addsUp = (amounts: OrderAmountLines) => amounts.subtotal + (amounts.shipping ?? 0) - amounts.discount + (amounts.unsplitCharges ?? 0) === amounts.total;

  it('adds up to the total for any order placed by the pricing rule, with its shipping and discount apart', () => {
    fc.assert(
      fc.property(lines, piasters, piasters, (orderLines, shipping, requested) => {
        const priced = priceCart({ lines: orderLines, shipping, discount: requested });
        const amounts = orderAmountLines({ lines: orderLines, charges: { shipping: priced.shipping, discount: priced.discount }, total: priced.total });
        expect(addsUp(amounts)).toBe(true);
        expect([amounts.discount, amounts.unsplitCharges]).toEqual([priced.discount, null]);
        expect(amounts.shipping === null).toBe(shipping === 0 && !orderLines.some((entry) => entry.kind === 'product'));
      }),
    );
  });

  it('adds up to the total for any order whatever its charges say, or without them', () => {
    fc.assert(
      fc.property(lines, fc.option(fc.record({ shipping: fc.integer(), discount: fc.integer() })), fc.integer({ min: 0, max: 100_000_000 }), (orderLines, charges, total) => {
        const amounts = orderAmountLines({ lines: orderLines, charges, total });
        expect(addsUp(amounts)).toBe(true);
        expect(amounts.shipping === null || amounts.unsplitCharges === null).toBe(true);
        expect(amounts.unsplitCharges).not.toBe(0);
      }),
    );
  });
});
