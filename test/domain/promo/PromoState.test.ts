import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type PromoCode, type PromoStanding, type PromoState, isPromoExhausted, promoStateAt, validatePromo } from '@tiara/domain/promo';

const startsAt = new Date('2026-06-01T00:00:00.000Z');
const endsAt = new Date('2026-06-30T23:59:59.000Z');
const june: PromoStanding = { isActive: true, startsAt, endsAt, maxUses: 100, usedCount: 3 };
const at = (iso: string) => new Date(iso);
const invalid = new Date(Number.NaN);

describe('promoStateAt: where a code stands at an instant', () => {
  it.each<[string, PromoStanding, Date, PromoState]>([
    ['inside its window, uses left', june, at('2026-06-15T12:00:00Z'), 'active'],
    ['at exactly its start', june, startsAt, 'active'],
    ['at exactly its end', june, endsAt, 'active'],
    ['a millisecond before its start', june, at('2026-05-31T23:59:59.999Z'), 'not-started'],
    ['a millisecond after its end', june, at('2026-06-30T23:59:59.001Z'), 'expired'],
    ['long after its end (the issue: listed as ACTIVE)', june, at('2026-11-21T10:00:00Z'), 'expired'],
    ['switched off, inside its window', { ...june, isActive: false }, at('2026-06-15T12:00:00Z'), 'inactive'],
    ['switched off and expired: the switch is named first', { ...june, isActive: false }, at('2026-11-21T10:00:00Z'), 'inactive'],
    ['every use taken', { ...june, usedCount: 100 }, at('2026-06-15T12:00:00Z'), 'exhausted'],
    ['used beyond its limit', { ...june, maxUses: 1, usedCount: 5 }, at('2026-06-15T12:00:00Z'), 'exhausted'],
    ['no use allowed', { ...june, maxUses: 0, usedCount: 0 }, at('2026-06-15T12:00:00Z'), 'exhausted'],
    ['expired and used up: the window is named first', { ...june, usedCount: 100 }, at('2026-07-01T00:00:00Z'), 'expired'],
    ['not started and used up: the window is named first', { ...june, usedCount: 100 }, at('2026-05-01T00:00:00Z'), 'not-started'],
    ['no window and unlimited', { isActive: true, startsAt: null, endsAt: null, maxUses: null, usedCount: 1_000 }, at('2030-01-01T00:00:00Z'), 'active'],
    ['only an end, passed', { ...june, startsAt: null }, at('2026-07-01T00:00:00Z'), 'expired'],
    ['only a start, reached', { ...june, endsAt: null }, at('2027-01-01T00:00:00Z'), 'active'],
    ['an invalid start fails closed', { ...june, startsAt: invalid }, at('2026-06-15T12:00:00Z'), 'not-started'],
    ['an invalid end fails closed', { ...june, endsAt: invalid }, at('2026-06-15T12:00:00Z'), 'expired'],
    ['an invalid instant fails closed', june, invalid, 'not-started'],
    ['a NaN use count fails closed', { ...june, usedCount: Number.NaN }, at('2026-06-15T12:00:00Z'), 'exhausted'],
  ])('%s → %s', (_, promo, instant, state) => {
    expect(promoStateAt(promo, instant)).toBe(state);
  });

  it.each([
    [null, 5, false],
    [5, 4, false],
    [5, 5, true],
    [0, 0, true],
  ])('max uses %j with %d used: used up %s', (maxUses, usedCount, exhausted) => {
    expect(isPromoExhausted({ maxUses, usedCount })).toBe(exhausted);
  });

  const dateArb = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });
  const standingArb: fc.Arbitrary<PromoStanding> = fc.record({
    isActive: fc.boolean(),
    startsAt: fc.option(dateArb, { nil: null }),
    endsAt: fc.option(dateArb, { nil: null }),
    maxUses: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    usedCount: fc.integer({ min: 0, max: 12 }),
  });

  it('is inactive exactly when switched off, whatever the instant', () => {
    fc.assert(
      fc.property(standingArb, dateArb, (promo, instant) => {
        expect(promoStateAt(promo, instant) === 'inactive').toBe(!promo.isActive);
      }),
      { numRuns: 500 },
    );
  });

  it('is active exactly when switched on, within the window (both ends included) and with a use left', () => {
    fc.assert(
      fc.property(standingArb, dateArb, (promo, instant) => {
        const time = instant.getTime();
        const open =
          promo.isActive &&
          (promo.startsAt === null || time >= promo.startsAt.getTime()) &&
          (promo.endsAt === null || time <= promo.endsAt.getTime()) &&
          (promo.maxUses === null || promo.usedCount < promo.maxUses);
        expect(promoStateAt(promo, instant) === 'active').toBe(open);
      }),
      { numRuns: 500 },
    );
  });

  it('never goes back from expired to active or not started as time passes, nor from active to not started', () => {
    const lifeOrder: readonly PromoState[] = ['not-started', 'active', 'expired'];
    fc.assert(
      fc.property(standingArb, dateArb, dateArb, (promo, first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        const switchedOnUnlimited = { ...promo, isActive: true, maxUses: null };
        const before = lifeOrder.indexOf(promoStateAt(switchedOnUnlimited, earlier));
        const after = lifeOrder.indexOf(promoStateAt(switchedOnUnlimited, later));
        expect(before).toBeGreaterThanOrEqual(0);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('is the reason validatePromo gives for every code that is not active, and never the reason for an active one', () => {
    const promoArb: fc.Arbitrary<PromoCode> = fc.tuple(standingArb, fc.boolean(), fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null })).map(([standing, oncePerUser, minimumOrder]) => ({
      ...standing,
      id: 1,
      code: 'CODE',
      oncePerUser,
      minimumOrder,
      kind: 'percent',
      value: 10,
    }));
    fc.assert(
      fc.property(promoArb, dateArb, fc.integer({ min: 0, max: 2_000_000 }), fc.boolean(), (promo, now, orderAmount, usedByThisUser) => {
        const state = promoStateAt(promo, now);
        const validation = validatePromo(promo, { now, orderAmount, usedByThisUser });
        if (state === 'active') expect(validation.isValid || ['already-used', 'below-minimum'].includes(validation.reason)).toBe(true);
        else expect(validation).toEqual({ isValid: false, reason: state });
      }),
      { numRuns: 500 },
    );
  });
});
