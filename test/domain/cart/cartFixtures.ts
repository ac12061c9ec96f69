import { expect } from 'vitest';
import fc from 'fast-check';
import { type Cart, type CartItem, type CartLine, cartItemKindOf, lineKey } from '@tiara/domain/cart';

export const crown: CartItem = { id: 51, name: 'NuSmile ZR crown', price: 45_000, image: '/img/51.png', stock: 5, sku: 'ZR-UR-3', side: 0, size: '3' };
export const otherCrown: CartItem = { ...crown, sku: 'ZR-UR-4', size: '4', stock: 2 };
export const cement: CartItem = { id: 4, name: 'BioCem', price: 120_050, image: '/img/4.png', stock: 3 };
export const lightPlan: CartItem = { id: 1_000_001, name: 'Light Package', price: 290_000, image: '', stock: 1 };
export const proPlan: CartItem = { id: 1_000_002, name: 'Pro', price: 610_000, image: '', stock: 1 };
export const training: CartItem = { id: 2_000_007, name: 'Pulpotomy course', price: 300_000, image: '/img/t7.png', stock: 20, packageId: 2 };

export function line(item: CartItem, quantity: number): CartLine {
  return { ...item, quantity };
}

/** The invariants every cart must satisfy, checked independently of the code under test. */
export function expectValidCart(cart: Cart): void {
  const keys = new Set<string>();
  let aiPlans = 0;
  for (const current of cart.lines) {
    expect(Object.getPrototypeOf(current)).toBe(Object.prototype);
    expect(Object.hasOwn(current, '__proto__')).toBe(false);
    expect(Number.isSafeInteger(current.id) && current.id >= 1).toBe(true);
    expect(typeof current.name).toBe('string');
    expect(typeof current.image).toBe('string');
    expect(Number.isSafeInteger(current.price) && current.price >= 0).toBe(true);
    expect(Number.isSafeInteger(current.quantity)).toBe(true);
    expect(current.quantity).toBeGreaterThanOrEqual(1);
    expect(current.quantity).toBeLessThanOrEqual(current.stock);
    const kind = cartItemKindOf(current.id);
    if (kind !== 'product') expect(current.quantity).toBe(1);
    if (kind === 'ai-plan') aiPlans += 1;
    const key = lineKey(current);
    expect(keys.has(key)).toBe(false);
    keys.add(key);
  }
  expect(aiPlans).toBeLessThanOrEqual(1);
}

const text = (maxLength: number) => fc.string({ unit: 'binary', maxLength });
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Drops undefined optional fields, so that generated lines look like the ones the cart builds. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const idArb = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.integer({ min: 1_000_001, max: 1_000_003 }),
  fc.integer({ min: 2_000_000, max: 2_000_010 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);

/** Any well-formed item, including odd text and stock at or below 0. */
export const itemArb: fc.Arbitrary<CartItem> = fc
  .record({
    id: idArb,
    name: text(40),
    price: fc.integer({ min: 0, max: 100_000_000 }),
    image: text(40),
    stock: fc.integer({ min: -2, max: 12 }),
    sku: optional(text(12)),
    side: optional(fc.integer({ min: 0, max: 8 })),
    size: optional(text(4)),
    option: optional(fc.integer({ min: 0, max: 5 })),
    packageId: optional(fc.integer({ min: 1, max: 1_000 })),
  })
  .map(compact);

/** A valid cart built directly: unique keys, at most one AI plan, quantities within 1..stock. */
export const validCartArb: fc.Arbitrary<Cart> = fc
  .uniqueArray(
    itemArb
      .filter((item) => item.stock >= 1)
      .chain((item) =>
        fc
          .integer({ min: 1, max: cartItemKindOf(item.id) === 'product' ? item.stock : 1 })
          .map((quantity) => line(item, quantity)),
      ),
    { selector: lineKey, maxLength: 12 },
  )
  .map((lines) => {
    const firstPlan = lines.findIndex((l) => cartItemKindOf(l.id) === 'ai-plan');
    return { lines: lines.filter((l, i) => cartItemKindOf(l.id) !== 'ai-plan' || i === firstPlan) };
  });
