export interface NewContactMessage {
  readonly userId: number | null;
  readonly name: string;
  readonly email: string;
  readonly message: string;
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
