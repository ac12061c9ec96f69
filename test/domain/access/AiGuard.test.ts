import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Routes, aiGuardAfterCheck, aiGuardStep, aiLandingReason } from '@tiara/domain/access';

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

describe('/ai asked for the plans (issue 27): a subscriber stays to see them', () => {
  it.each([
    [false, 'true', 'show-offer'],
    [true, null, 'check-subscription'],
    [true, 'false', 'check-subscription'],
    [true, 'true', 'check-subscription'],
  ] as const)('signed in %s with flag %j: %s', (signedIn, subscriptionFlag, step) => {
    expect(aiGuardStep({ signedIn, subscriptionFlag, wantsPlans: true })).toBe(step);
  });

  it('is never sent to the upload, and stores the flag the check found', () => {
    fc.assert(
      fc.property(fc.constantFrom(true, false, 'failed' as const), (active) => {
        expect(aiGuardAfterCheck(active, true)).toEqual({ subscriptionFlag: active === true ? 'true' : 'false', redirectTo: null });
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    ['', null],
    ['?needs=plan', 'plan-needed'],
    ['?view=plans', 'plans'],
    ['?utm_source=mail&view=plans', 'plans'],
    ['?needs=plan&view=plans', 'plan-needed'],
    ['?needs=plans', null],
    ['?view=plan', null],
    ['?VIEW=plans', null],
  ] as const)('reads the query %j as %j', (search, reason) => {
    expect(aiLandingReason(search)).toBe(reason);
  });

  it("reads the guard's own addresses as theirs", () => {
    const searchOf = (path: string) => path.slice(path.indexOf('?'));
    expect([aiLandingReason(searchOf(Routes.aiPlanNeeded)), aiLandingReason(searchOf(Routes.aiPlans))]).toEqual(['plan-needed', 'plans']);
  });

  it('reads any other query as plain /ai', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: fc.constantFrom('a', 'x', 'n', 'v', '_'), minLength: 1, maxLength: 4 }), fc.string({ maxLength: 4 })), (params) => {
        expect(aiLandingReason(`?${new URLSearchParams(params)}`)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
