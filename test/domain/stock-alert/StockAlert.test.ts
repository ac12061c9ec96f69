import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProductStock, alertEmailProblem, alertRefusal, dueAlerts, isAvailable } from '@tiara/domain/stock-alert';

const plain = (quantity: number, isActive = true): ProductStock => ({ isActive, quantity, variants: [] });
const crowns = (first: number, second: number, isActive = true): ProductStock => ({
  isActive,
  quantity: first + second,
  variants: [
    { id: 11, quantity: first },
    { id: 12, quantity: second },
  ],
});

describe('isAvailable', () => {
  it.each([
    ['a product with stock', null, plain(3), true],
    ['a product without stock', null, plain(0), false],
    ['an inactive product with stock', null, plain(3, false), false],
    ['a variant product of which one variant has stock', null, crowns(0, 2), true],
    ['a variant product of which no variant has stock', null, crowns(0, 0), false],
    ['the variant with stock', 12, crowns(0, 2), true],
    ['the other variant, still without', 11, crowns(0, 2), false],
    ['a variant the product does not have', 99, crowns(5, 5), false],
    ['a variant of an inactive product', 12, crowns(0, 2, false), false],
    ['a product whose stock figure is garbled', null, plain(Number.NaN), false],
  ])('%s: %s', (_case, variantId, stock, expected) => {
    expect(isAvailable({ variantId }, stock)).toBe(expected);
  });
});

describe('alertRefusal', () => {
  it.each([
    [null, plain(0), null],
    [null, plain(1), 'in_stock'],
    [null, plain(0, false), 'product_not_found'],
    [11, crowns(0, 4), null],
    [12, crowns(0, 4), 'in_stock'],
    [13, crowns(0, 0), 'variant_not_found'],
    [null, crowns(0, 4), 'in_stock'],
  ] as const)('variant %s of %j: %s', (variantId, stock, expected) => {
    expect(alertRefusal({ variantId }, stock)).toBe(expected);
  });
});

const stockArbitrary = fc.record({
  isActive: fc.boolean(),
  variants: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 20 }), quantity: fc.integer({ min: 0, max: 5 }) }), { selector: (variant) => variant.id, maxLength: 5 }),
  own: fc.integer({ min: 0, max: 5 }),
}).map(({ isActive, variants, own }): ProductStock => ({ isActive, variants, quantity: variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : own }));

const alertsArbitrary = fc.array(fc.record({ id: fc.nat(), variantId: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }) }), { maxLength: 10 });

describe('dueAlerts', () => {
  it('picks exactly the alerts whose target can be bought, in their order', () => {
    fc.assert(
      fc.property(alertsArbitrary, stockArbitrary, (alerts, stock) => {
        expect(dueAlerts(alerts, stock)).toEqual(alerts.filter((alert) => isAvailable(alert, stock)));
      }),
    );
  });

  it('an alert that may be asked for is never due at that moment, and one refused as in stock always is', () => {
    fc.assert(
      fc.property(alertsArbitrary, stockArbitrary, (alerts, stock) => {
        for (const alert of alerts) {
          const refusal = alertRefusal(alert, stock);
          if (refusal === null) expect(dueAlerts([alert], stock)).toEqual([]);
          if (refusal === 'in_stock') expect(dueAlerts([alert], stock)).toEqual([alert]);
        }
      }),
    );
  });

  it('a product alert of a variant product is due as soon as any variant is, and nothing is due while the product is inactive', () => {
    fc.assert(
      fc.property(stockArbitrary, (stock) => {
        const anyVariant = stock.variants.some((variant) => isAvailable({ variantId: variant.id }, stock));
        if (stock.variants.length > 0) expect(isAvailable({ variantId: null }, stock)).toBe(anyVariant);
        if (!stock.isActive) expect(isAvailable({ variantId: null }, stock)).toBe(false);
      }),
    );
  });
});

describe('alertEmailProblem', () => {
  it.each([
    ['mona@clinic.example', null],
    ['  mona@clinic.example ', null],
    ['', 'email_required'],
    ['   ', 'email_required'],
    ['mona@clinic', 'invalid_email'],
    ['not an e-mail', 'invalid_email'],
  ])('%j: %s', (email, expected) => {
    expect(alertEmailProblem(email)).toBe(expected);
  });
});
