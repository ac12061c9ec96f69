import { type CalendarDate, addDays, cairoDateOf } from '../delivery-window';
import { PolicyTerms } from '../policy-terms';
import { type Result, fail, ok } from '../result';

/** Why a customer reports a delivered line: SPEC §9's two cases, and anything else. */
export const RETURN_REASONS = ['damaged-or-defective', 'wrong-item', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The last moment a report is in time. "Within 3 days" counts Cairo calendar days, as the shop's
 * other promises do (src/domain/delivery-window): a parcel delivered on Monday evening may be
 * reported until Thursday ends in Cairo. "Within 48 hours" is an exact span from the delivery.
 */
export type ReportDeadline = { readonly kind: 'last-day'; readonly lastDay: CalendarDate } | { readonly kind: 'instant'; readonly until: Date };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The deadline for a report of `reason` on a delivery at `deliveredAt`. A reason the policy does
 * not name gets the longer of its two windows: the policy promises nothing shorter to anyone.
 */
export function reportDeadline(reason: ReturnReason, deliveredAt: Date): ReportDeadline {
  if (reason === 'wrong-item') return { kind: 'instant', until: new Date(deliveredAt.getTime() + PolicyTerms.wrongItemReportHours * HOUR_MS) };
  return { kind: 'last-day', lastDay: addDays(cairoDateOf(deliveredAt), PolicyTerms.damagedReportDays) };
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

export function isInTime(deadline: ReportDeadline, now: Date): boolean {
  return deadline.kind === 'instant' ? now.getTime() <= deadline.until.getTime() : dayNumber(cairoDateOf(now)) <= dayNumber(deadline.lastDay);
}

export type ReportRefusal = { readonly code: 'not-delivered' } | { readonly code: 'too-late'; readonly deadline: ReportDeadline };

/** Whether a report of `reason` may be made now on an order delivered at `deliveredAt` (null: not delivered yet). */
export function reportWindow(reason: ReturnReason, deliveredAt: Date | null, now: Date): Result<ReportDeadline, ReportRefusal> {
  if (deliveredAt === null) return fail({ code: 'not-delivered' });
  const deadline = reportDeadline(reason, deliveredAt);
  return isInTime(deadline, now) ? ok(deadline) : fail({ code: 'too-late', deadline });
}
