import type { Language } from '@tiara/domain/language';
import { inCairo } from './inCairo';

const clockFormat = inCairo(
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  'en-GB',
);

/**
 * "Saturday, 21 November 2026 at 12:00:00": the maintenance page's live Cairo clock. A module of its
 * own, because the maintenance check is part of every first load and the shop's other dates are not.
 */
export function clockText(date: Date, language: Language): string {
  return clockFormat(language).format(date);
}
