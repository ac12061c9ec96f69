import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AI_ACCESS_FALLBACK_USER_IDS, hasAiAccess } from '@tiara/domain/access';

describe('AI access (SPEC §6)', () => {
  it('has no known fallback user ids', () => {
    expect(AI_ACCESS_FALLBACK_USER_IDS).toEqual([]);
    expect(Object.isFrozen(AI_ACCESS_FALLBACK_USER_IDS)).toBe(true);
  });

  it.each([
    [true, 7, true],
    [false, 7, false],
    ['failed', 7, false],
    ['failed', 0, false],
  ] as const)('check result %j for user %d gives access %s', (result, userId, expected) => {
    expect(hasAiAccess(result, userId)).toBe(expected);
  });

  it('follows the server whenever the check answered, and denies whenever it failed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.constant('failed' as const)), fc.integer({ min: 0, max: 1_000_000 }), (result, userId) => {
        expect(hasAiAccess(result, userId)).toBe(result === true);
      }),
      { numRuns: 200 },
    );
  });
});
