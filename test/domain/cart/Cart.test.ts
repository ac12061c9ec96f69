import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Cart,
  type CartChange,
  type CartItem,
  addToCart,
  canIncrement,
  cartItemCount,
  cartItemKindOf,
  clearCart,
  decrementLine,
  emptyCart,
  findLine,
  hasPhysicalItems,
  hasSubscriptionItems,
  incrementLine,
  lineKey,
  removeLine,
  setLineQuantity,
} from '@tiara/domain/cart';
import { cartMessagesEn as CartMessages } from '../../../src/locales/shop/en/cartMessagesEn';
import { cement, crown, expectValidCart, itemArb, lightPlan, line, otherCrown, proPlan, training } from './cartFixtures';

const cartOf = (...lines: Cart['lines']): Cart => ({ lines });

describe('cart messages (SPEC §2, §5, §8)', () => {
  it.each([
    ['stockLimit', 'Stock limit reached!'],
    ['empty', 'Your cart is empty'],
    ['startShopping', 'Start Shopping'],
    ['checkoutEmpty', 'Your cart is empty. Please add items before proceeding to checkout.'],
  ] as const)('%s reads %j', (key, text) => {
    expect(CartMessages[key]).toBe(text);
  });
});

describe('line keys: product id + sku', () => {
  it.each([
    [{ id: 51, sku: 'ZR-UR-3' }, '51:ZR-UR-3'],
    [{ id: 51 }, '51:'],
    [{ id: 1_000_001, sku: 'ignored' }, '1000001:'],
    [{ id: 2_000_007, sku: 'ignored' }, '2000007:'],
  ])('%j has key %s', (item, key) => {
    expect(lineKey(item)).toBe(key);
  });

  it('tells two variants of one product apart', () => {
    expect(lineKey(crown)).not.toBe(lineKey(otherCrown));
  });
});

describe('addToCart', () => {
  it.each<[string, Cart, CartItem, number, CartChange]>([
    ['adds a new line', emptyCart, cement, 2, { outcome: 'added', cart: cartOf(line(cement, 2)) }],
    ['adds one by default', emptyCart, cement, 1, { outcome: 'added', cart: cartOf(line(cement, 1)) }],
    ['merges the same product and sku', cartOf(line(crown, 2)), crown, 3, { outcome: 'updated', cart: cartOf(line(crown, 5)) }],
    ['keeps another variant as its own line', cartOf(line(crown, 1)), otherCrown, 1, { outcome: 'added', cart: cartOf(line(crown, 1), line(otherCrown, 1)) }],
    ['refuses to pass stock when merging', cartOf(line(crown, 4)), crown, 2, { outcome: 'stock-limit', cart: cartOf(line(crown, 4)) }],
    ['refuses a first add above stock', emptyCart, cement, 4, { outcome: 'stock-limit', cart: emptyCart }],
    ['refuses stock 0', emptyCart, { ...cement, stock: 0 }, 1, { outcome: 'out-of-stock', cart: emptyCart }],
    ['refuses negative stock', emptyCart, { ...cement, stock: -3 }, 1, { outcome: 'out-of-stock', cart: emptyCart }],
    ['ignores quantity 0', emptyCart, cement, 0, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores a negative quantity', emptyCart, cement, -1, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores a fractional quantity', emptyCart, cement, 1.5, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores a NaN quantity', emptyCart, cement, Number.NaN, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores a fractional price', emptyCart, { ...cement, price: 10.5 }, 1, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores a negative price', emptyCart, { ...cement, price: -100 }, 1, { outcome: 'unchanged', cart: emptyCart }],
    ['ignores id 0', emptyCart, { ...cement, id: 0 }, 1, { outcome: 'unchanged', cart: emptyCart }],
    ['adds an AI plan with quantity 1', cartOf(line(cement, 1)), lightPlan, 3, { outcome: 'added', cart: cartOf(line(cement, 1), line(lightPlan, 1)) }],
    ['replaces another AI plan in place', cartOf(line(lightPlan, 1), line(cement, 1)), proPlan, 1, { outcome: 'added', cart: cartOf(line(proPlan, 1), line(cement, 1)) }],
    ['keeps the same AI plan', cartOf(line(lightPlan, 1)), lightPlan, 1, { outcome: 'unchanged', cart: cartOf(line(lightPlan, 1)) }],
    ['adds a training with quantity 1', emptyCart, training, 2, { outcome: 'added', cart: cartOf(line(training, 1)) }],
    ['keeps the same training, even with another package', cartOf(line(training, 1)), { ...training, packageId: 3 }, 1, { outcome: 'unchanged', cart: cartOf(line(training, 1)) }],
    ['refuses a full training', emptyCart, { ...training, stock: 0 }, 1, { outcome: 'out-of-stock', cart: emptyCart }],
  ])('%s', (_, cart, item, quantity, expected) => {
    expect(addToCart(cart, item, quantity)).toEqual(expected);
  });

  it('takes the fresh name, price, stock and image of the item when merging', () => {
    const fresh = { ...crown, name: 'NuSmile ZR crown (new)', price: 40_000, stock: 9, image: '/img/51b.png' };
    const { cart, outcome } = addToCart(cartOf(line(crown, 5)), fresh, 4);
    expect(outcome).toBe('updated');
    expect(cart.lines).toEqual([line(fresh, 9)]);
  });

  it('keeps only the line fields of an item that carries more', () => {
    const product = { ...cement, description: 'Bioactive cement', reviews: [] };
    expect(addToCart(emptyCart, product).cart.lines[0]).toEqual(line(cement, 1));
    expect(Object.keys(addToCart(emptyCart, product).cart.lines[0] ?? {})).not.toContain('description');
  });

  it('does not modify the cart it is given', () => {
    const before = cartOf(line(crown, 1));
    const snapshot = structuredClone(before);
    addToCart(before, crown, 2);
    addToCart(before, proPlan);
    expect(before).toEqual(snapshot);
  });
});

describe('plus, minus, set and remove (SPEC §5)', () => {
  const cart = cartOf(line(crown, 2), line(cement, 3), line(training, 1));
  const crownKey = lineKey(crown);
  const cementKey = lineKey(cement);
  const trainingKey = lineKey(training);

  it.each<[string, CartChange, CartChange]>([
    ['plus adds one', incrementLine(cart, crownKey), { outcome: 'updated', cart: cartOf(line(crown, 3), line(cement, 3), line(training, 1)) }],
    ['plus stops at stock', incrementLine(cart, cementKey), { outcome: 'stock-limit', cart }],
    ['plus leaves a training at 1', incrementLine(cart, trainingKey), { outcome: 'unchanged', cart }],
    ['plus on a missing line does nothing', incrementLine(cart, '999:'), { outcome: 'unchanged', cart }],
    ['minus takes one', decrementLine(cart, cementKey), { outcome: 'updated', cart: cartOf(line(crown, 2), line(cement, 2), line(training, 1)) }],
    ['minus from 1 removes the line', decrementLine(cart, trainingKey), { outcome: 'removed', cart: cartOf(line(crown, 2), line(cement, 3)) }],
    ['minus on a missing line does nothing', decrementLine(cart, '999:'), { outcome: 'unchanged', cart }],
    ['set changes the quantity', setLineQuantity(cart, crownKey, 5), { outcome: 'updated', cart: cartOf(line(crown, 5), line(cement, 3), line(training, 1)) }],
    ['set to 0 removes the line', setLineQuantity(cart, crownKey, 0), { outcome: 'removed', cart: cartOf(line(cement, 3), line(training, 1)) }],
    ['set below 0 removes the line', setLineQuantity(cart, cementKey, -4), { outcome: 'removed', cart: cartOf(line(crown, 2), line(training, 1)) }],
    ['set above stock is refused', setLineQuantity(cart, crownKey, 6), { outcome: 'stock-limit', cart }],
    ['set to the same quantity is unchanged', setLineQuantity(cart, crownKey, 2), { outcome: 'unchanged', cart }],
    ['set to a fraction is ignored', setLineQuantity(cart, crownKey, 2.5), { outcome: 'unchanged', cart }],
    ['set to NaN is ignored', setLineQuantity(cart, crownKey, Number.NaN), { outcome: 'unchanged', cart }],
    ['set a training above 1 is ignored', setLineQuantity(cart, trainingKey, 2), { outcome: 'unchanged', cart }],
    ['set on a missing line does nothing', setLineQuantity(cart, '999:', 2), { outcome: 'unchanged', cart }],
    ['remove drops the line', removeLine(cart, cementKey), { outcome: 'removed', cart: cartOf(line(crown, 2), line(training, 1)) }],
    ['remove on a missing line does nothing', removeLine(cart, '999:'), { outcome: 'unchanged', cart }],
    ['clear empties the cart', clearCart(cart), { outcome: 'removed', cart: emptyCart }],
    ['clear on an empty cart is unchanged', clearCart(), { outcome: 'unchanged', cart: emptyCart }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('finds a line by its key', () => {
    expect(findLine(cart, cementKey)).toEqual(line(cement, 3));
    expect(findLine(cart, '999:')).toBeUndefined();
  });

  it.each([
    ['below stock', line(crown, 4), true],
    ['at stock (plus disabled)', line(crown, 5), false],
    ['a training', line(training, 1), false],
    ['an AI plan', line(lightPlan, 1), false],
  ] as const)('canIncrement for a line %s is %s', (_, current, expected) => {
    expect(canIncrement(current)).toBe(expected);
  });
});

describe('cart summaries', () => {
  it.each<[string, Cart, number, boolean, boolean]>([
    ['an empty cart', emptyCart, 0, false, false],
    ['products only', cartOf(line(crown, 2), line(cement, 3)), 5, false, true],
    ['a plan only', cartOf(line(lightPlan, 1)), 1, true, false],
    ['a training and a product', cartOf(line(training, 1), line(cement, 2)), 3, true, true],
  ])('%s: %d items, subscription %s, physical %s', (_, cart, count, subscription, physical) => {
    expect(cartItemCount(cart)).toBe(count);
    expect(hasSubscriptionItems(cart)).toBe(subscription);
    expect(hasPhysicalItems(cart)).toBe(physical);
  });
});

type Operation =
  | { readonly kind: 'add'; readonly item: CartItem; readonly quantity: number }
  | { readonly kind: 'increment' | 'decrement' | 'remove'; readonly pick: number }
  | { readonly kind: 'set'; readonly pick: number; readonly quantity: number }
  | { readonly kind: 'clear' };

/** A small pool so that operations often hit the same lines. */
const poolItemArb: fc.Arbitrary<CartItem> = fc.oneof(
  fc.constantFrom(crown, otherCrown, cement, lightPlan, proPlan, training),
  fc.record({ item: fc.constantFrom(crown, otherCrown, cement, training, proPlan), stock: fc.integer({ min: -1, max: 8 }), price: fc.integer({ min: 0, max: 50_000 }) }).map(({ item, stock, price }) => ({ ...item, stock, price })),
  itemArb,
);
const quantityArb = fc.oneof(fc.integer({ min: -3, max: 10 }), fc.constantFrom(1.5, Number.NaN, Number.POSITIVE_INFINITY));
const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item: poolItemArb, quantity: quantityArb }),
  fc.record({ kind: fc.constantFrom('increment' as const, 'decrement' as const, 'remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), quantity: quantityArb }),
  fc.constant({ kind: 'clear' as const }),
);

function keyAt(cart: Cart, pick: number): string {
  const picked = cart.lines[pick % (cart.lines.length + 1)];
  return picked === undefined ? '404:' : lineKey(picked);
}

function apply(cart: Cart, operation: Operation): CartChange {
  switch (operation.kind) {
    case 'add':
      return addToCart(cart, operation.item, operation.quantity);
    case 'increment':
      return incrementLine(cart, keyAt(cart, operation.pick));
    case 'decrement':
      return decrementLine(cart, keyAt(cart, operation.pick));
    case 'remove':
      return removeLine(cart, keyAt(cart, operation.pick));
    case 'set':
      return setLineQuantity(cart, keyAt(cart, operation.pick), operation.quantity);
    case 'clear':
      return clearCart(cart);
  }
}

describe('cart properties', () => {
  it('keeps every line within 1..stock (plans and trainings at 1) whatever operations run', () => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 40 }), (operations) => {
        let cart = emptyCart;
        for (const operation of operations) {
          const before = cart;
          const change = apply(cart, operation);
          cart = change.cart;
          expectValidCart(cart);
          if (change.outcome === 'stock-limit' || change.outcome === 'out-of-stock' || change.outcome === 'unchanged') {
            expect(cart).toEqual(before);
          }
          if (change.outcome === 'removed') expect(cart.lines.length).toBeLessThan(before.lines.length);
          if (change.outcome === 'added') expect(cart.lines.length).toBeGreaterThanOrEqual(before.lines.length);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('counts exactly the sum of the quantities', () => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 30 }), (operations) => {
        const cart = operations.reduce((current, operation) => apply(current, operation).cart, emptyCart);
        expect(cartItemCount(cart)).toBe(cart.lines.reduce((sum, current) => sum + current.quantity, 0));
        expect(hasSubscriptionItems(cart)).toBe(cart.lines.some((l) => cartItemKindOf(l.id) !== 'product'));
        expect(hasPhysicalItems(cart)).toBe(cart.lines.some((l) => cartItemKindOf(l.id) === 'product'));
      }),
      { numRuns: 300 },
    );
  });

  it('adding a product raises its line by exactly the quantity, or refuses and changes nothing', () => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 20 }), poolItemArb, fc.integer({ min: 1, max: 6 }), (operations, item, quantity) => {
        fc.pre(cartItemKindOf(item.id) === 'product');
        const cart = operations.reduce((current, operation) => apply(current, operation).cart, emptyCart);
        const before = findLine(cart, lineKey(item))?.quantity ?? 0;
        const change = addToCart(cart, item, quantity);
        const after = findLine(change.cart, lineKey(item))?.quantity ?? 0;
        if (item.stock <= 0) expect(change.outcome).toBe('out-of-stock');
        else if (before + quantity > item.stock) expect(change.outcome).toBe('stock-limit');
        else expect(after).toBe(before + quantity);
      }),
      { numRuns: 300 },
    );
  });
});
