/**
 * SPEC §2 "Coming Soon" and §9: the countdown target is the fixed date 2025-04-01, read as
 * midnight in Cairo, the shop's time zone (UTC+2 on that day: Egypt's 2025 summer time began on
 * 25 April).
 */
export const COUNTDOWN_TARGET = new Date('2025-04-01T00:00:00+02:00');

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly finished: boolean;
}

const FINISHED: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, finished: true };

/**
 * Time left until the target, in whole seconds rounded down, split into days, hours (< 24),
 * minutes and seconds (< 60). Once the target is reached, or when either date is invalid, all parts
 * are 0 and `finished` is true, so the screen never shows a negative count. In the last second
 * before the target the parts are all 0 while `finished` is still false.
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const remainingMs = target.getTime() - now.getTime();
  if (!(remainingMs > 0)) return FINISHED;
  const totalSeconds = Math.floor(remainingMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    finished: false,
  };
}
