import { isValidEmail } from '../../../src/domain/checkout';
import { type Result, fail, ok } from '../../../src/domain/result';
import type { MailMessage } from '../mail/Mailer';
import { contactMessageMail } from '../mail/MailTemplates';
import { ContactFormMessages } from './ContactFormMessages';
import type { ContactMessages } from './ContactMessages';

export interface ContactInput {
  readonly userId: number | null;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly now: Date;
}

export type ContactError = { code: 'name_required' | 'message_required' | 'invalid_email'; message: string };

/** Keeps a contact-form message for the admins, and returns the e-mail to send to the shop once it is saved. */
export class SendContactMessage {
  private readonly messages: ContactMessages;
  private readonly shopEmail: string;

  constructor(messages: ContactMessages, shopEmail: string) {
    this.messages = messages;
    this.shopEmail = shopEmail;
  }

  async execute(input: ContactInput): Promise<Result<{ id: number; mail: MailMessage }, ContactError>> {
    const name = input.name.trim();
    const email = input.email.trim();
    const message = input.message.trim();
    if (!name) return fail({ code: 'name_required', message: ContactFormMessages.nameRequired });
    if (!isValidEmail(email)) return fail({ code: 'invalid_email', message: ContactFormMessages.invalidEmail });
    if (!message) return fail({ code: 'message_required', message: ContactFormMessages.messageRequired });
    const id = await this.messages.add({ userId: input.userId, name, email, message, createdAt: input.now });
    return ok({ id, mail: contactMessageMail({ to: this.shopEmail, senderName: name, senderEmail: email, message, userId: input.userId }) });
  }
}
