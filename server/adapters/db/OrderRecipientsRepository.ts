import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@tiara/domain/language';
import type { OrderRecipient, OrderRecipients } from '../../application/orders/OrderUpdates';
import type { Database } from './Database';
import { orders, users } from './schema';

/**
 * Who hears about an order: the name and e-mail given at checkout (or the account's, where the
 * checkout left them empty), in the language the order was placed in, else the account's.
 */
export class OrderRecipientsRepository implements OrderRecipients {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async recipientOf(orderId: number): Promise<OrderRecipient | undefined> {
    const [row] = await this.db
      .select({
        userId: orders.userId,
        email: sql<string>`coalesce(nullif(${orders.shippingEmail}, ''), ${users.email}, '')`,
        name: sql<string>`coalesce(nullif(trim(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}), ''), trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        language: sql<OrderRecipient['language'] | null>`coalesce(${orders.language}, ${users.language})`,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .limit(1);
    return row ? { ...row, language: row.language ?? DEFAULT_LANGUAGE } : undefined;
  }
}
