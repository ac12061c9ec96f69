import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart } from '@tiara/domain/pricing';
import {
  type PromoCode,
  type PromoContext,
  type PromoRejection,
  normalisePromoCode,
  promoDiscount,
  validatePromo,
} from '@tiara/domain/promo';
import { promoMessagesEn, promoRefusalText } from '../../../src/locales/shared/en/promoMessagesEn';

const startsAt = new Date('2025-06-01T00:00:00.000Z');
const endsAt = new Date('2025-06-30T23:59:59.000Z');
const summer: PromoCode = {
  id: 7,
  code: 'SUMMER10',
  isActive: true,
  startsAt,
  endsAt,
  maxUses: 100,
  usedCount: 3,
  oncePerUser: true,
  minimumOrder: 100_000,
  kind: 'percent',
  value: 10,
};
const context: PromoContext = { now: new Date('2025-06-15T12:00:00.000Z'), orderAmount: 225_050, usedByThisUser: false };
const at = (iso: string) => new Date(iso);

describe('promo messages (SPEC §5, §8 and the server rules)', () => {
  it.each([
    ['applied', 'Promo code applied successfully!'],
    ['signInRequired', 'You must be signed in to use a promo code.'],
    ['callFailed', 'Invalid promo code'],
  ] as const)('%s reads %j', (key, text) => {
    expect(promoMessagesEn[key]).toBe(text);
  });

  it.each([
    ['unknown', 'Invalid promo code'],
    ['inactive', 'Promo code is no longer active'],
    ['not-started', 'Promo code is not active yet'],
    ['expired', 'Promo code has expired'],
    ['exhausted', 'Promo code has reached its maximum usage limit'],
    ['already-used', 'You have already used this promo code.'],
  ] as const)('a refusal for %s reads %j', (reason, text) => {
    expect(promoRefusalText(promoMessagesEn, { reason })).toBe(text);
  });

  it.each([
    [100_000, 'Minimum order amount of 1,000 EGP required'],
    [15_050, 'Minimum order amount of 150.50 EGP required'],
  ])('the minimum of %d piasters reads %j', (minimum, text) => {
    expect(promoRefusalText(promoMessagesEn, { reason: 'below-minimum', minimumOrder: minimum })).toBe(text);
  });
});

describe('validatePromo', () => {
  it('applies a valid percent code', () => {
    expect(validatePromo(summer, context)).toEqual({
      isValid: true,
      discount: 22_505,
      promoCodeId: 7,
      code: 'SUMMER10',
    });
  });

  it.each<[string, PromoCode | undefined, Partial<PromoContext>, PromoRejection, string]>([
    ['an unknown code', undefined, {}, 'unknown', 'Invalid promo code'],
    ['an inactive code', { ...summer, isActive: false }, {}, 'inactive', 'Promo code is no longer active'],
    ['a code before its start', summer, { now: at('2025-05-31T23:59:59.999Z') }, 'not-started', 'Promo code is not active yet'],
    ['a code after its end', summer, { now: at('2025-06-30T23:59:59.001Z') }, 'expired', 'Promo code has expired'],
    ['a code used up', { ...summer, usedCount: 100 }, {}, 'exhausted', 'Promo code has reached its maximum usage limit'],
    ['a code used beyond its limit', { ...summer, maxUses: 1, usedCount: 5 }, {}, 'exhausted', 'Promo code has reached its maximum usage limit'],
    ['a code with no uses allowed', { ...summer, maxUses: 0, usedCount: 0 }, {}, 'exhausted', 'Promo code has reached its maximum usage limit'],
    ['a once-per-user code this user used', summer, { usedByThisUser: true }, 'already-used', 'You have already used this promo code.'],
    ['an order below the minimum', summer, { orderAmount: 99_999 }, 'below-minimum', 'Minimum order amount of 1,000 EGP required'],
    ['an inactive code is reported before its dates', { ...summer, isActive: false }, { now: at('2026-01-01T00:00:00Z') }, 'inactive', 'Promo code is no longer active'],
    ['an expired code is reported before its usage', { ...summer, usedCount: 100 }, { now: at('2026-01-01T00:00:00Z'), usedByThisUser: true }, 'expired', 'Promo code has expired'],
    ['a used-up code is reported before the user check', { ...summer, usedCount: 100 }, { usedByThisUser: true }, 'exhausted', 'Promo code has reached its maximum usage limit'],
    ['the user check comes before the minimum', summer, { usedByThisUser: true, orderAmount: 1 }, 'already-used', 'You have already used this promo code.'],
    ['an invalid end date fails closed', { ...summer, endsAt: new Date(Number.NaN) }, {}, 'expired', 'Promo code has expired'],
    ['an invalid start date fails closed', { ...summer, startsAt: new Date(Number.NaN) }, {}, 'not-started', 'Promo code is not active yet'],
    ['an invalid clock fails closed', summer, { now: new Date(Number.NaN) }, 'not-started', 'Promo code is not active yet'],
    ['a NaN use count fails closed', { ...summer, usedCount: Number.NaN }, {}, 'exhausted', 'Promo code has reached its maximum usage limit'],
  ])('refuses %s, for a reason that reads %j', (_, promo, overrides, reason, message) => {
    const result = validatePromo(promo, { ...context, ...overrides });
    // The minimum order travels with its refusal: its text names it.
    expect(result).toEqual(reason === 'below-minimum' ? { isValid: false, reason, minimumOrder: promo?.minimumOrder } : { isValid: false, reason });
    expect(result.isValid ? null : promoRefusalText(promoMessagesEn, result)).toBe(message);
  });

  it.each<[string, PromoCode, Partial<PromoContext>, number]>([
    ['exactly at the start', summer, { now: startsAt }, 22_505],
    ['exactly at the end', summer, { now: endsAt }, 22_505],
    ['without dates', { ...summer, startsAt: null, endsAt: null }, { now: at('2030-01-01T00:00:00Z') }, 22_505],
    ['one use before the limit', { ...summer, usedCount: 99 }, {}, 22_505],
    ['without a usage limit', { ...summer, maxUses: null, usedCount: 1_000_000 }, {}, 22_505],
    ['a reusable code used before by this user', { ...summer, oncePerUser: false }, { usedByThisUser: true }, 22_505],
    ['an order exactly at the minimum', summer, { orderAmount: 100_000 }, 10_000],
    ['without a minimum', { ...summer, minimumOrder: null }, { orderAmount: 5_000 }, 500],
    ['a percent that rounds to the piaster', { ...summer, minimumOrder: null, value: 33 }, { orderAmount: 1_001 }, 330],
    ['a 100% code', { ...summer, value: 100 }, {}, 225_050],
    ['a percent above 100 is capped at the order', { ...summer, value: 150 }, {}, 225_050],
    ['a fixed code', { ...summer, kind: 'fixed', value: 5_000 }, {}, 5_000],
    ['a fixed code above the order is capped at the order', { ...summer, kind: 'fixed', value: 500_000 }, {}, 225_050],
    ['a fixed code with a fraction of a piaster rounds', { ...summer, kind: 'fixed', value: 5_000.4 }, {}, 5_000],
    ['a negative value gives nothing', { ...summer, kind: 'fixed', value: -5_000 }, {}, 0],
    ['a NaN value gives nothing', { ...summer, value: Number.NaN }, {}, 0],
  ])('accepts %s, discounting %d piasters', (_, promo, overrides, discount) => {
    const result = validatePromo(promo, { ...context, ...overrides });
    expect(result).toEqual({ isValid: true, discount, promoCodeId: 7, code: 'SUMMER10' });
  });
});

describe('normalisePromoCode', () => {
  it.each([
    ['SUMMER10', 'SUMMER10'],
    ['summer10', 'SUMMER10'],
    ['  Summer10 \t', 'SUMMER10'],
    ['', ''],
    ['   ', ''],
  ])('%j becomes %j', (text, code) => {
    expect(normalisePromoCode(text)).toBe(code);
  });

  it('matches codes case-insensitively and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aAbBzZ09 -_'), maxLength: 12 }), (text) => {
        const code = normalisePromoCode(text);
        expect(normalisePromoCode(code)).toBe(code);
        expect(normalisePromoCode(text.toLowerCase())).toBe(code);
        expect(code).toBe(code.trim());
      }),
    );
  });
});

const dateArb = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
const valueArb = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -1_000, max: 10_000_000 }), fc.double());
const promoArb: fc.Arbitrary<PromoCode> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  code: fc.string({ unit: fc.constantFrom(...'ABC012'), minLength: 1, maxLength: 8 }),
  isActive: fc.boolean(),
  startsAt: fc.option(dateArb, { nil: null }),
  endsAt: fc.option(dateArb, { nil: null }),
  maxUses: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
  usedCount: fc.integer({ min: 0, max: 12 }),
  oncePerUser: fc.boolean(),
  minimumOrder: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  kind: fc.constantFrom('percent' as const, 'fixed' as const),
  value: valueArb,
});
const contextArb: fc.Arbitrary<PromoContext> = fc.record({
  now: dateArb,
  orderAmount: fc.integer({ min: 0, max: 100_000_000 }),
  usedByThisUser: fc.boolean(),
});
const lineArb = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) });

describe('promo properties', () => {
  it('keeps the discount within 0..orderAmount, in whole piasters, for any code and amount', () => {
    fc.assert(
      fc.property(fc.record({ kind: fc.constantFrom('percent' as const, 'fixed' as const), value: valueArb }), fc.integer({ min: -1_000, max: 100_000_000 }), (promo, orderAmount) => {
        const discount = promoDiscount(promo, orderAmount);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(Math.max(orderAmount, 0));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a valid result only within the rules, with a discount within 0..orderAmount', () => {
    fc.assert(
      fc.property(promoArb, contextArb, (promo, ctx) => {
        const result = validatePromo(promo, ctx);
        if (!result.isValid) return;
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(ctx.orderAmount);
        expect(result.promoCodeId).toBe(promo.id);
        expect(promo.isActive).toBe(true);
        if (promo.startsAt) expect(ctx.now.getTime()).toBeGreaterThanOrEqual(promo.startsAt.getTime());
        if (promo.endsAt) expect(ctx.now.getTime()).toBeLessThanOrEqual(promo.endsAt.getTime());
        if (promo.maxUses !== null) expect(promo.usedCount).toBeLessThan(promo.maxUses);
        if (promo.oncePerUser) expect(ctx.usedByThisUser).toBe(false);
        if (promo.minimumOrder !== null) expect(ctx.orderAmount).toBeGreaterThanOrEqual(promo.minimumOrder);
      }),
      { numRuns: 1000 },
    );
  });

  it('a refusal is a code only, with the minimum order exactly when that is the reason (its text names it)', () => {
    fc.assert(
      fc.property(promoArb, contextArb, (promo, ctx) => {
        const result = validatePromo(promo, ctx);
        if (result.isValid) return;
        if (result.reason === 'below-minimum') expect(result).toEqual({ isValid: false, reason: 'below-minimum', minimumOrder: promo.minimumOrder });
        else expect(Object.keys(result).sort()).toEqual(['isValid', 'reason']);
        expect(promoRefusalText(promoMessagesEn, result)).not.toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('never makes the priced total negative', () => {
    fc.assert(
      fc.property(promoArb, contextArb, fc.array(lineArb, { maxLength: 10 }), fc.constantFrom(0, 15_000, 7_500), (promo, ctx, lines, shipping) => {
        const orderAmount = priceCart({ lines, shipping, discount: 0 }).total;
        const result = validatePromo(promo, { ...ctx, orderAmount });
        const discount = result.isValid ? result.discount : 0;
        const priced = priceCart({ lines, shipping, discount });
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(priced.discount).toBe(discount);
        expect(priced.total).toBe(orderAmount - discount);
      }),
      { numRuns: 500 },
    );
  });

  it('never accepts an inactive, expired or used-up code', () => {
    const closedArb = fc.oneof(
      promoArb.map((promo) => ({ promo: { ...promo, isActive: false }, now: undefined })),
      fc.tuple(promoArb, dateArb, fc.integer({ min: 1, max: 10 ** 10 })).map(([promo, end, after]) => ({ promo: { ...promo, endsAt: end }, now: new Date(end.getTime() + after) })),
      fc.tuple(promoArb, fc.integer({ min: 0, max: 10 }), fc.nat(5)).map(([promo, maxUses, extra]) => ({ promo: { ...promo, maxUses, usedCount: maxUses + extra }, now: undefined })),
    );
    fc.assert(
      fc.property(closedArb, contextArb, ({ promo, now }, ctx) => {
        const result = validatePromo(promo, { ...ctx, now: now ?? ctx.now });
        expect(result.isValid).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
