import { type ContactFormProblem, contactFormProblems, trimmedContactForm } from '@tiara/domain/contact';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { MailMessage } from '../mail/Mailer';
import { contactMessageMail } from '../mail/MailTemplates';
import type { ContactMessages } from './ContactMessages';

export interface ContactInput {
  readonly userId: number | null;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly now: Date;
}

/** The form's first problem, by its code: the route words it in the caller's language. */
export type ContactError = Pick<ContactFormProblem, 'code'>;

/**
 * Keeps a contact-form message for the admins, and returns the e-mail to send to the shop once it
 * is saved. The form's rules are the storefront's own (src/domain/contact), so a message the form
 * lets through is never refused here, and one sent around the form meets the same limits.
 */
export class SendContactMessage {
  private readonly messages: ContactMessages;
  private readonly shopEmail: string;

  constructor(messages: ContactMessages, shopEmail: string) {
    this.messages = messages;
    this.shopEmail = shopEmail;
  }

  async execute(input: ContactInput): Promise<Result<{ id: number; mail: MailMessage }, ContactError>> {
    const [problem] = contactFormProblems(input);
    if (problem) return fail({ code: problem.code });
    const { name, email, message } = trimmedContactForm(input);
    const id = await this.messages.add({ userId: input.userId, name, email, message, createdAt: input.now });
    return ok({ id, mail: contactMessageMail({ to: this.shopEmail, senderName: name, senderEmail: email, message, userId: input.userId }) });
  }
}
