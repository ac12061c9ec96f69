import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../application/mail/Mailer';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://...), from the shop's address. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }

  close(): void {
    this.transport.close();
  }
}
