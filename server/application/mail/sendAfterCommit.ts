import type { MailMessage, Mailer } from './Mailer';

/** Where a failed send is reported; Fastify's `request.log` fits. */
export interface MailFailureLog {
  warn(details: object, message: string): void;
}

/**
 * Sends (queues) a message once the caller's transaction has committed. A failure is logged (the subject
 * and the error, never the body, which may hold a reset code) and swallowed: the change the
 * request made is already saved, so the request must still succeed.
 */
export async function sendAfterCommit(mailer: Mailer, message: MailMessage | null, log: MailFailureLog): Promise<void> {
  if (!message) return;
  try {
    await mailer.send(message);
  } catch (error) {
    log.warn({ err: error, subject: message.subject }, 'an e-mail could not be sent');
  }
}
