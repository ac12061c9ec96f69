import type { Language } from '@tiara/domain/language';
import type { MailMessage } from '../mail/Mailer';
import { MAIL_TEXTS } from '../mail/MailTemplates';
import type { ScanProcessingResult } from './ScanProcessor';

/** Whom a scan's mail goes to, and the language they read. */
export interface ScanMailRecipient {
  readonly email: string;
  readonly firstName: string;
  readonly language: Language;
}

/**
 * The customer's own text (name, file name) goes only into the plain-text body, never into the
 * subject (a header) nor into HTML, and loses control characters so it cannot forge lines.
 */
const plain = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * A right-to-left body's lines each start with a right-to-left mark, so a plain-text reader lays
 * out a line that opens with a Latin file name or a link from the right as well.
 */
function body(lines: readonly string[], language: Language): string {
  return language === 'ar' ? lines.map((line) => (line ? `\u200f${line}` : line)).join('\n') : lines.join('\n');
}

export function scanReceivedMail(to: ScanMailRecipient, jobId: number, fileName: string): MailMessage {
  const texts = MAIL_TEXTS[to.language];
  return {
    to: to.email,
    subject: texts.scanReceivedSubject(jobId),
    text: body([texts.scanDear(plain(to.firstName)), '', texts.scanReceived(plain(fileName), jobId)], to.language),
  };
}

export function scanResultMail(to: ScanMailRecipient, jobId: number, fileName: string, outcome: { result: ScanProcessingResult } | { failure: string }): MailMessage {
  const texts = MAIL_TEXTS[to.language];
  const greeting = [texts.scanDear(plain(to.firstName)), ''];
  if ('failure' in outcome) {
    // The shop's own wording of an unexpected failure is translated; a processor's reason is passed on as it came.
    const reason = outcome.failure === MAIL_TEXTS.en.scanGeneralFailure ? texts.scanGeneralFailure : plain(outcome.failure);
    return {
      to: to.email,
      subject: texts.scanFailedSubject(jobId),
      text: body([...greeting, texts.scanFailed(plain(fileName), jobId, reason), texts.scanRefunded], to.language),
    };
  }
  const links = outcome.result.resultLinks.length > 0 ? ['', texts.scanLinks, ...outcome.result.resultLinks.map((link) => `  ${plain(link)}`)] : [];
  return {
    to: to.email,
    subject: texts.scanReadySubject(jobId),
    text: body([...greeting, texts.scanReady(plain(fileName), jobId), texts.scanResult(plain(outcome.result.summary)), ...links], to.language),
  };
}
