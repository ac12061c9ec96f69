import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Cart, type CartItem, addToCart, cartItemCount, emptyCart, findLine, lineKey } from '@tiara/domain/cart';
import { type OrderAgainLine, canOrderAgain, orderAgain, orderLineAgain } from '@tiara/domain/order-again';
import { cement, crown, expectValidCart, line, otherCrown, validCartArb } from '../cart/cartFixtures';

const cartOf = (...lines: Cart['lines']): Cart => ({ lines });

const bought = (today: CartItem, quantity: number, kind: OrderAgainLine['kind'] = 'product'): OrderAgainLine => ({
  productId: today.id,
  variantId: today.sku === undefined ? null : 700,
  kind,
  name: `${today.name} (as bought)`,
  quantity,
});

describe('one line of an earlier order, against today’s catalogue and the cart', () => {
  it.each([
    ['all of it when stock allows', emptyCart, bought(cement, 2), cement, { status: 'added', quantity: 2 }, 2],
    ['what stock allows, named as reduced', emptyCart, bought(cement, 5), cement, { status: 'reduced', quantity: 3, requested: 5 }, 3],
    ['what stock leaves beside the cart’s own', cartOf(line(cement, 2)), bought(cement, 2), cement, { status: 'reduced', quantity: 1, requested: 2 }, 3],
    ['nothing when the cart holds all the stock', cartOf(line(cement, 3)), bought(cement, 1), cement, { status: 'unavailable', reason: 'stock-limit' }, 3],
    ['nothing out of stock', emptyCart, bought(cement, 1), { ...cement, stock: 0 }, { status: 'unavailable', reason: 'out-of-stock' }, 0],
    ['nothing of a product no longer sold', emptyCart, bought(cement, 1), null, { status: 'unavailable', reason: 'no-longer-sold' }, 0],
    ['a variant on its own line, by its stock', cartOf(line(otherCrown, 2)), bought(crown, 4), crown, { status: 'added', quantity: 4 }, 4],
  ] as const)('adds %s', (_, cart, orderLine, today, outcome, inCartAfter) => {
    const step = orderLineAgain(cart, orderLine, today);
    expect(step.outcome).toEqual(outcome);
    expect(findLine(step.cart, lineKey(today ?? cement))?.quantity ?? 0).toBe(inCartAfter);
    expectValidCart(step.cart);
  });

  it.each(['ai-plan', 'training'] as const)('leaves a %s line to its own page', (kind) => {
    const step = orderLineAgain(emptyCart, bought(cement, 1, kind), cement);
    expect(step).toEqual({ cart: emptyCart, outcome: { status: 'unavailable', reason: 'own-page' }, addition: null });
  });

  it('takes today’s price and stock, not the cart’s older copy', () => {
    const today = { ...cement, price: 130_000, stock: 10 };
    const step = orderLineAgain(cartOf(line(cement, 3)), bought(cement, 4), today);
    expect(findLine(step.cart, lineKey(cement))).toMatchObject({ price: 130_000, stock: 10, quantity: 7 });
  });

  it('names an item the cart refuses (a malformed price) as no longer sold', () => {
    expect(orderLineAgain(emptyCart, bought(cement, 1), { ...cement, price: 1.5 }).outcome).toEqual({ status: 'unavailable', reason: 'no-longer-sold' });
  });
});

describe('a whole earlier order', () => {
  it('lets two lines of one product share its stock', () => {
    const plan = orderAgain(emptyCart, [
      { line: bought(cement, 2), today: cement },
      { line: bought(cement, 2), today: cement },
    ]);
    expect(plan.outcomes).toEqual([
      { status: 'added', quantity: 2 },
      { status: 'reduced', quantity: 1, requested: 2 },
    ]);
    expect(plan.additions).toEqual([
      { item: cement, quantity: 2 },
      { item: cement, quantity: 1 },
    ]);
  });
});

describe('whether an order can be ordered again', () => {
  it.each([
    [[], false],
    [[bought(cement, 1, 'ai-plan'), bought(cement, 1, 'training')], false],
    [[bought(cement, 1, 'ai-plan'), bought(cement, 1)], true],
  ] as const)('%j: %s', (lines, expected) => {
    expect(canOrderAgain(lines)).toBe(expected);
  });
});

const kindArb = fc.constantFrom<OrderAgainLine['kind']>('product', 'product', 'product', 'ai-plan', 'training');
const productItemArb: fc.Arbitrary<CartItem> = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  name: fc.string({ maxLength: 20 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  image: fc.constant(''),
  stock: fc.integer({ min: -1, max: 8 }),
});
const entryArb = fc.record({
  line: fc.record({ productId: fc.integer({ min: 1, max: 6 }), variantId: fc.constant(null), kind: kindArb, name: fc.string({ maxLength: 20 }), quantity: fc.integer({ min: 1, max: 12 }) }),
  today: fc.option(productItemArb, { nil: null }),
});

describe('properties', () => {
  it('never passes stock, never adds what is not sold, and answers every line once', () => {
    fc.assert(
      fc.property(validCartArb, fc.array(entryArb, { maxLength: 8 }), (cart, entries) => {
        const plan = orderAgain(cart, entries);
        expectValidCart(plan.cart);
        expect(plan.outcomes).toHaveLength(entries.length);

        const addedByOutcomes = plan.outcomes.reduce((sum, outcome) => sum + (outcome.status === 'unavailable' ? 0 : outcome.quantity), 0);
        expect(cartItemCount(plan.cart) - cartItemCount(cart)).toBe(addedByOutcomes);

        entries.forEach(({ line: orderLine, today }, index) => {
          const outcome = plan.outcomes[index];
          if (today === null || orderLine.kind !== 'product') expect(outcome?.status).toBe('unavailable');
          if (outcome?.status === 'added') expect(outcome.quantity).toBe(orderLine.quantity);
          if (outcome?.status === 'reduced') expect(outcome.quantity).toBeLessThan(outcome.requested);
        });
      }),
    );
  });

  it('gives additions that, added to the cart one by one, make the planned cart', () => {
    fc.assert(
      fc.property(validCartArb, fc.array(entryArb, { maxLength: 8 }), (cart, entries) => {
        const plan = orderAgain(cart, entries);
        const replayed = plan.additions.reduce((current, addition) => addToCart(current, addition.item, addition.quantity).cart, cart);
        expect(replayed).toEqual(plan.cart);
      }),
    );
  });

  it('leaves every line of a product no longer sold as the cart had it', () => {
    fc.assert(
      fc.property(validCartArb, fc.array(entryArb, { maxLength: 8 }), (cart, entries) => {
        const offered = new Set(entries.flatMap(({ today }) => (today ? [lineKey(today)] : [])));
        const plan = orderAgain(cart, entries);
        for (const after of plan.cart.lines) {
          if (!offered.has(lineKey(after))) expect(after).toEqual(findLine(cart, lineKey(after)));
        }
      }),
    );
  });
});
