import type { MailMessage } from '../mail/Mailer';
import type { ScanProcessingResult } from './ScanProcessor';

interface Recipient {
  readonly email: string;
  readonly firstName: string;
}

/**
 * The customer's own text (name, file name) goes only into the plain-text body, never into the
 * subject (a header) nor into HTML, and loses control characters so it cannot forge lines.
 */
const plain = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export function scanReceivedMail(to: Recipient, jobId: number, fileName: string): MailMessage {
  return {
    to: to.email,
    subject: `We received your scan (job ${jobId})`,
    text: [
      `Dear ${plain(to.firstName)},`,
      '',
      `We received your scan "${plain(fileName)}" (job ${jobId}). It is being processed; you will get another e-mail when the result is ready, usually within 8-10 minutes.`,
    ].join('\n'),
  };
}

export function scanResultMail(to: Recipient, jobId: number, fileName: string, outcome: { result: ScanProcessingResult } | { failure: string }): MailMessage {
  const greeting = [`Dear ${plain(to.firstName)},`, ''];
  if ('failure' in outcome) {
    return {
      to: to.email,
      subject: `Your scan could not be processed (job ${jobId})`,
      text: [
        ...greeting,
        `We could not process your scan "${plain(fileName)}" (job ${jobId}): ${plain(outcome.failure)}`,
        'The segmentation it used has been returned to your plan, so you can upload again.',
      ].join('\n'),
    };
  }
  const links = outcome.result.resultLinks.length > 0 ? ['', 'Your results:', ...outcome.result.resultLinks.map((link) => `  ${plain(link)}`)] : [];
  return {
    to: to.email,
    subject: `Your scan result is ready (job ${jobId})`,
    text: [...greeting, `Your scan "${plain(fileName)}" (job ${jobId}) has been processed.`, `Result: ${plain(outcome.result.summary)}`, ...links].join('\n'),
  };
}
