import type { Language } from '@tiara/domain/language';
import type { ReportDeadline, ReturnReason, ReturnResolution, ReturnStatus } from '@tiara/domain/returns';
import { shortDateText } from '../../../src/locales/format/dateTexts';
import { dateTimeText } from '../../../src/locales/format/orderDateTexts';
import { serverReturnMessagesAr } from '../../../src/locales/server/ar/serverReturnMessagesAr';
import { serverReturnMessagesEn } from '../../../src/locales/server/en/serverReturnMessagesEn';
import { type ServerText, serverTexts } from '../texts/ServerText';

/** What the returns routes answer and tell the customer, in the reader's language. */
export const ReturnMessages = serverTexts({ en: serverReturnMessagesEn, ar: serverReturnMessagesAr });

/**
 * The deadline as the reader's calendar writes it: the last Cairo day ("Nov 24, 2026"), or the
 * instant in Cairo time ("Nov 23, 2026, 12:00"). A Cairo day is named by its UTC noon, which falls
 * on the same day in Cairo whatever the season.
 */
function deadlineText(deadline: ReportDeadline, language: Language): string {
  if (deadline.kind === 'instant') return dateTimeText(deadline.until, language);
  const { year, month, day } = deadline.lastDay;
  return shortDateText(new Date(Date.UTC(year, month - 1, day, 12)), language);
}

/** The policy's words on a report of `reason` that came after `deadline`, with the deadline. */
export function tooLateMessage(reason: ReturnReason, deadline: ReportDeadline): ServerText {
  return (language) => ReturnMessages.tooLate[reason](deadlineText(deadline, language))(language);
}

/** "Return #12 is approved now…", the status in the reader's words. */
export function returnChangedMessage(returnId: number, status: ReturnStatus): ServerText {
  return (language) => ReturnMessages.returnChanged(returnId, ReturnMessages.statuses[status](language))(language);
}

/** "Return #12 is already being resolved by a refund to the card…". */
export function resolvingOtherwiseMessage(returnId: number, resolution: ReturnResolution): ServerText {
  return (language) => ReturnMessages.resolvingOtherwise(returnId, ReturnMessages.resolutions[resolution](language))(language);
}
