import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_LIFETIME_MS, isFreshFor } from '../../../src/application/account/AccountCache';

const now = new Date('2026-11-21T10:00:00Z');
const savedMsAgo = (ms: number, userId = 7) => ({ userId, savedAt: new Date(now.getTime() - ms), value: [] });

describe('the account caches (SPEC §9: 5 minutes)', () => {
  it.each([
    [0, true],
    [299_999, true],
    [300_000, false],
    [-1, false],
  ])('a value saved %i ms ago is fresh: %s', (ms, fresh) => {
    expect(isFreshFor(savedMsAgo(ms), 7, now)).toBe(fresh);
  });

  it('is never fresh when missing or about another user', () => {
    expect(isFreshFor(null, 7, now)).toBe(false);
    expect(isFreshFor(savedMsAgo(1, 8), 7, now)).toBe(false);
  });

  it('is fresh exactly for the same user within the lifetime', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * ACCOUNT_CACHE_LIFETIME_MS, max: 10 * ACCOUNT_CACHE_LIFETIME_MS }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (age, cachedFor, askedFor) => {
        expect(isFreshFor(savedMsAgo(age, cachedFor), askedFor, now)).toBe(cachedFor === askedFor && age >= 0 && age < ACCOUNT_CACHE_LIFETIME_MS);
      }),
      { numRuns: 300 },
    );
  });
});
