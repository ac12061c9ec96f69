import type { ContactForm } from '@tiara/domain/contact';

/** A message sent with the contact form, linked to the account that sent it if one was signed in. */
export interface NewContactMessage extends ContactForm {
  readonly userId: number | null;
  readonly createdAt: Date;
}

export interface StoredContactMessage extends NewContactMessage {
  readonly id: number;
}

/** The store of messages sent with the contact form. */
export interface ContactMessages {
  /** A user id whose account no longer exists is stored as no account. */
  add(message: NewContactMessage): Promise<number>;
  /** The newest first, one page at a time. */
  list(page: { limit: number; offset: number }): Promise<{ messages: StoredContactMessage[]; total: number }>;
}
