import { count, desc, sql } from 'drizzle-orm';
import type { ContactMessages, NewContactMessage, StoredContactMessage } from '../../application/contact/ContactMessages';
import type { Database } from './Database';
import { contactMessages, users } from './schema';

export class ContactMessagesRepository implements ContactMessages {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async add(message: NewContactMessage): Promise<number> {
    // A session can outlive its account; the message is still kept, without the account.
    const userId = message.userId === null ? null : sql<number | null>`(select ${users.id} from ${users} where ${users.id} = ${message.userId})`;
    const [row] = await this.db.insert(contactMessages).values({ ...message, userId }).returning({ id: contactMessages.id });
    if (!row) throw new Error('the contact message was not stored');
    return row.id;
  }

  async list(page: { limit: number; offset: number }): Promise<{ messages: StoredContactMessage[]; total: number }> {
    const [messages, [{ total } = { total: 0 }]] = await Promise.all([
      this.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(contactMessages),
    ]);
    return { messages, total };
  }
}
