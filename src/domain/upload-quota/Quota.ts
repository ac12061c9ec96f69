/**
 * The AI subscription's segmentation quota as the upload screen shows it (SPEC §2 "AI scan upload",
 * §3 "AI subscription (active)", §9). Counts come from the server, so they are read defensively:
 * a count that is negative, fractional or not a number is treated as its non-negative whole part
 * (NaN and infinities as 0), which keeps every figure on screen sane.
 */
export interface Quota {
  readonly isActive: boolean;
  readonly allowed: number;
  readonly used: number;
}

export type UsageBand = 'red' | 'orange' | 'blue';
/** Why uploads are disabled, as a code the screen turns into a text. */
export type UploadDisabledReason = 'disabledNoSegmentations' | 'disabledNoSubscription';

/** The yellow warning shows at this many remaining segmentations or fewer (but above 0). */
export const LOW_QUOTA_THRESHOLD = 2;
export const USAGE_WARNING_PERCENT = 70;
export const USAGE_CRITICAL_PERCENT = 90;

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** Allowed minus used, never below 0. */
export function remainingSegmentations(quota: Quota): number {
  return Math.max(0, count(quota.allowed) - count(quota.used));
}

/**
 * Share of the plan used, as a whole percent in 0..100 (rounded half up). A plan that allows 0
 * reads 0% until something is used and 100% after, so an empty plan is not shown as exhausted
 * by a division by zero, and an over-used one is capped.
 */
export function usagePercent(quota: Quota): number {
  const allowed = count(quota.allowed);
  const used = count(quota.used);
  if (allowed === 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used * 100) / allowed));
}

/**
 * The bar colour, taken from the same rounded percent the screen prints, so a bar labelled
 * "90%" is always red.
 */
export function usageBand(quota: Quota): UsageBand {
  const percent = usagePercent(quota);
  if (percent >= USAGE_CRITICAL_PERCENT) return 'red';
  if (percent >= USAGE_WARNING_PERCENT) return 'orange';
  return 'blue';
}

/** The remaining count is drawn in red when it is 0 or less. */
export function remainingIsCritical(quota: Quota): boolean {
  return remainingSegmentations(quota) <= 0;
}

/**
 * The remaining count to warn about ('Only N segmentations left!') when 1 or 2 remain on an active
 * plan. Without an active plan the screen shows the missing-subscription notice instead, so no
 * quota warning is given.
 */
export function lowQuotaWarning(quota: Quota): number | null {
  const remaining = remainingSegmentations(quota);
  if (!quota.isActive || remaining === 0 || remaining > LOW_QUOTA_THRESHOLD) return null;
  return remaining;
}

/** Whether the red no-segmentations notice shows: an active plan with nothing left. */
export function showsNoQuotaNotice(quota: Quota): boolean {
  return quota.isActive && remainingSegmentations(quota) === 0;
}

export function canUpload(quota: Quota): boolean {
  return quota.isActive && remainingSegmentations(quota) > 0;
}

/** Why the drop zone reads 'Upload Disabled'; a missing subscription is named before an empty one. */
export function uploadDisabledReason(quota: Quota): UploadDisabledReason | null {
  if (!quota.isActive) return 'disabledNoSubscription';
  if (remainingSegmentations(quota) === 0) return 'disabledNoSegmentations';
  return null;
}
