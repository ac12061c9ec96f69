import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOW_QUOTA_THRESHOLD,
  USAGE_CRITICAL_PERCENT,
  USAGE_WARNING_PERCENT,
  canUpload,
  lowQuotaWarning,
  remainingIsCritical,
  remainingSegmentations,
  showsNoQuotaNotice,
  uploadDisabledReason,
  usageBand,
  usagePercent,
  type Quota,
} from '@tiara/domain/upload-quota';
import { quotaMessagesEn as QuotaMessages } from '../../../src/locales/shared/en/quotaMessagesEn';

const active = (allowed: number, used: number): Quota => ({ isActive: true, allowed, used });
const inactive = (allowed: number, used: number): Quota => ({ isActive: false, allowed, used });

const quotaArb = fc.record({
  isActive: fc.boolean(),
  allowed: fc.integer({ min: 0, max: 200 }),
  used: fc.integer({ min: 0, max: 250 }),
});

describe('SPEC constants', () => {
  it('warns at 2 or fewer remaining and colours the bar at 70% and 90%', () => {
    expect(LOW_QUOTA_THRESHOLD).toBe(2);
    expect(USAGE_WARNING_PERCENT).toBe(70);
    expect(USAGE_CRITICAL_PERCENT).toBe(90);
  });

  it('keeps the SPEC texts character for character', () => {
    expect(QuotaMessages.noSegmentationsNotice).toBe('No segmentations remaining. Please upgrade your plan.');
    expect(QuotaMessages.disabledNoSegmentations).toBe('No segmentations remaining');
    expect(QuotaMessages.disabledNoSubscription).toBe('No active subscription');
    expect(QuotaMessages.lowQuota(2)).toBe('Only 2 segmentations left!');
  });
});

describe('remaining = allowed minus used, never below 0', () => {
  it.each([
    [10, 0, 10],
    [10, 3, 7],
    [25, 25, 0],
    [50, 49, 1],
    [10, 12, 0], // over-used plan
    [0, 0, 0],
    [0, 5, 0],
    [10, -2, 10], // a negative count from the server is read as 0
    [10.9, 2.5, 8], // fractions are dropped
    [Number.NaN, 1, 0],
    [10, Number.POSITIVE_INFINITY, 10],
  ])('allowed %d, used %d leaves %d', (allowed, used, remaining) => {
    expect(remainingSegmentations(active(allowed, used))).toBe(remaining);
  });
});

describe('usage percent', () => {
  it.each([
    [10, 0, 0],
    [10, 7, 70],
    [10, 9, 90],
    [25, 1, 4],
    [50, 35, 70],
    [50, 45, 90],
    [3, 1, 33], // 33.33…
    [3, 2, 67], // 66.66… rounds half up
    [10, 10, 100],
    [10, 15, 100], // capped
    [0, 0, 0], // empty plan, nothing used
    [0, 1, 100], // empty plan, something used
  ])('allowed %d, used %d is %d%%', (allowed, used, percent) => {
    expect(usagePercent(active(allowed, used))).toBe(percent);
  });
});

describe('usage bar colour: red at 90% or more, orange at 70% or more, otherwise blue', () => {
  it.each([
    [10, 0, 'blue'],
    [10, 6, 'blue'],
    [10, 7, 'orange'],
    [10, 8, 'orange'],
    [10, 9, 'red'],
    [10, 10, 'red'],
    [25, 17, 'blue'], // 68%
    [25, 18, 'orange'], // 72%
    [25, 22, 'orange'], // 88%
    [25, 23, 'red'], // 92%
    [50, 34, 'blue'], // 68%
    [50, 35, 'orange'],
    [50, 44, 'orange'],
    [50, 45, 'red'],
    [1000, 895, 'red'], // 89.5% is shown as 90%, and the colour follows what is shown
    [1000, 694, 'blue'], // 69.4% is shown as 69%
    [0, 0, 'blue'],
    [0, 1, 'red'],
  ] as const)('allowed %d, used %d is %s', (allowed, used, band) => {
    expect(usageBand(active(allowed, used))).toBe(band);
  });
});

describe('remaining count is red when 0 or less', () => {
  it.each([
    [10, 10, true],
    [10, 11, true],
    [0, 0, true],
    [10, 9, false],
    [10, 0, false],
  ])('allowed %d, used %d → %s', (allowed, used, critical) => {
    expect(remainingIsCritical(active(allowed, used))).toBe(critical);
  });
});

describe("yellow warning 'Only N segmentations left!' when remaining is 1 or 2", () => {
  it.each([
    [active(10, 8), 2],
    [active(10, 9), 1],
    [active(2, 0), 2],
    [active(10, 7), null], // 3 left
    [active(10, 10), null], // 0 left: the red notice shows instead
    [active(10, 0), null],
    [inactive(10, 9), null], // no plan: no quota warning
  ])('%j → %j', (quota, warning) => {
    expect(lowQuotaWarning(quota)).toBe(warning);
  });

  it("reads 'Only N segmentations left!', SPEC's text kept literally even for 1", () => {
    expect(QuotaMessages.lowQuota(1)).toBe('Only 1 segmentations left!');
  });
});

describe("red notice 'No segmentations remaining. Please upgrade your plan.' when remaining is 0", () => {
  it.each([
    [active(10, 10), true],
    [active(10, 12), true],
    [active(0, 0), true],
    [active(10, 9), false],
    [inactive(10, 10), false],
  ])('%j → %j', (quota, notice) => {
    expect(showsNoQuotaNotice(quota)).toBe(notice);
  });
});

describe('upload allowed only if the subscription is active and remaining is above 0', () => {
  it.each([
    [active(10, 0), true, null],
    [active(10, 9), true, null],
    [active(10, 10), false, 'disabledNoSegmentations'],
    [active(0, 0), false, 'disabledNoSegmentations'],
    [inactive(10, 0), false, 'disabledNoSubscription'],
    [inactive(10, 10), false, 'disabledNoSubscription'], // the missing subscription is named first
  ])('%j → can upload %s, disabled reason %j', (quota, allowed, reason) => {
    expect(canUpload(quota)).toBe(allowed);
    expect(uploadDisabledReason(quota)).toBe(reason);
  });
});

describe('quota invariants', () => {
  it('remaining is never negative and never more than allowed', () => {
    fc.assert(
      fc.property(
        fc.record({ isActive: fc.boolean(), allowed: fc.double(), used: fc.double() }),
        (quota) => {
          const remaining = remainingSegmentations(quota);
          expect(Number.isInteger(remaining)).toBe(true);
          expect(remaining).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(quotaArb, (quota) => {
        expect(remainingSegmentations(quota)).toBe(Math.max(0, quota.allowed - quota.used));
      }),
      { numRuns: 500 },
    );
  });

  it('percent is a whole number within 0..100 whatever the server sends', () => {
    fc.assert(
      fc.property(fc.record({ isActive: fc.boolean(), allowed: fc.double(), used: fc.double() }), (quota) => {
        const percent = usagePercent(quota);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });

  it('the band never gets better as more is used', () => {
    const rank = { blue: 0, orange: 1, red: 2 } as const;
    fc.assert(
      fc.property(quotaArb, fc.integer({ min: 0, max: 50 }), (quota, more) => {
        const before = usageBand(quota);
        const after = usageBand({ ...quota, used: quota.used + more });
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
      }),
      { numRuns: 500 },
    );
  });

  it('can upload exactly when active with something remaining, and a disabled reason is given otherwise', () => {
    fc.assert(
      fc.property(quotaArb, (quota) => {
        const expected = quota.isActive && quota.allowed - quota.used > 0;
        expect(canUpload(quota)).toBe(expected);
        expect(uploadDisabledReason(quota) === null).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('at most one of the warning and the notice shows, and only on an active plan', () => {
    fc.assert(
      fc.property(quotaArb, (quota) => {
        const warning = lowQuotaWarning(quota);
        const notice = showsNoQuotaNotice(quota);
        expect(warning !== null && notice).toBe(false);
        if (!quota.isActive) expect([warning, notice]).toEqual([null, false]);
        const remaining = remainingSegmentations(quota);
        expect(warning !== null).toBe(quota.isActive && remaining >= 1 && remaining <= 2);
        // The warning gives the count its text names.
        if (warning !== null) expect(warning).toBe(remaining);
      }),
      { numRuns: 500 },
    );
  });
});
