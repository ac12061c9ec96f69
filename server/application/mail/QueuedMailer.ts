import type { JobQueue } from '../jobs/JobQueue';
import { MAIL_JOB } from './SendMailJob';
import type { MailMessage, Mailer } from './Mailer';

/**
 * The mailer every use case is given: a message becomes a `mail` job, so it survives a restart and
 * an unreachable mail server (it is retried), and the request that caused it never waits for SMTP.
 */
export class QueuedMailer implements Mailer {
  constructor(private readonly queue: JobQueue) {}

  async send(message: MailMessage): Promise<void> {
    await this.queue.enqueue(MAIL_JOB, message);
  }
}
