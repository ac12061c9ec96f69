import type { JobHandler } from '../jobs/JobHandler';
import type { MailMessage, Mailer } from './Mailer';

export const MAIL_JOB = 'mail';

/** What the queue keeps of a confidential message once it was sent or given up: never its body (a reset code). */
export type SettledConfidentialMail = Pick<MailMessage, 'to' | 'subject' | 'confidential'>;

/** Sends a queued message through the transport (the outbox directory, or SMTP); a transport failure is retried by the queue. */
export class SendMailJob implements JobHandler<MailMessage> {
  constructor(private readonly transport: Mailer) {}

  run(message: MailMessage): Promise<void> {
    return this.transport.send(message);
  }

  keptAfterwards(message: MailMessage): MailMessage | SettledConfidentialMail {
    return message.confidential ? { to: message.to, subject: message.subject, confidential: true } : message;
  }
}
