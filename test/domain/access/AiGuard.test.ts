import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AI_ACCESS_FALLBACK_USER_IDS,
  aiGuardAfterCheck,
  aiGuardStep,
  hasAiAccess,
} from '@tiara/domain/access';

describe('/ai guard (SPEC §4)', () => {
  it.each([
    [false, null, 'show-offer'],
    [false, 'true', 'show-offer'],
    [false, 'false', 'show-offer'],
    [true, null, 'check-subscription'],
    [true, 'false', 'check-subscription'],
    [true, 'TRUE', 'check-subscription'],
    [true, '', 'check-subscription'],
    [true, 'true', 'go-to-upload'],
  ] as const)('signed in %s with flag %j: %s', (signedIn, subscriptionFlag, step) => {
    expect(aiGuardStep({ signedIn, subscriptionFlag })).toBe(step);
  });

  it.each([
    [true, { subscriptionFlag: 'true', redirectTo: '/ai-scan-upload' }],
    [false, { subscriptionFlag: 'false', redirectTo: null }],
    ['failed', { subscriptionFlag: 'false', redirectTo: null }],
  ] as const)('after a check that found active=%s: %j', (active, outcome) => {
    expect(aiGuardAfterCheck(active)).toEqual(outcome);
  });

  it('goes to the upload only after a check that stored the flag it then passes', () => {
    fc.assert(
      fc.property(fc.constantFrom(true, false, 'failed' as const), (active) => {
        const outcome = aiGuardAfterCheck(active);
        expect(outcome.redirectTo !== null).toBe(outcome.subscriptionFlag === 'true');
        expect(aiGuardStep({ signedIn: true, subscriptionFlag: outcome.subscriptionFlag })).toBe(
          active === true ? 'go-to-upload' : 'check-subscription',
        );
      }),
      { numRuns: 30 },
    );
  });
});

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
