/** A message to a person. `text` is always present; `html` is optional and must be built from escaped text. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** The body holds a one-time secret (a reset code): the admins' outbox listing never shows it. */
  readonly confidential?: boolean;
}

/**
 * Sends mail. Callers send only after their transaction has committed, and a failure to send
 * never fails the request that caused it (see `sendAfterCommit`). The mailer use cases are given
 * queues the message as a job (QueuedMailer); the transport behind it (outbox or SMTP) sends it.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
