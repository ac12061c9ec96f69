import { and, eq, inArray } from 'drizzle-orm';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { OrderStatusScope, OrderStatusTransaction } from '../../../application/admin/ChangeOrderStatus';
import type { OrderEndedListener } from '../../../application/orders/OrderEndedListener';
import { catalogChanged } from '../CatalogReadCache';
import type { Database } from '../Database';
import { OrderRecipientsRepository } from '../OrderRecipientsRepository';
import { OrderRepository } from '../OrderRepository';
import { PersonalNotificationsRepository } from '../PersonalNotificationsRepository';
import { aiSubscriptions } from '../schema';
import { auditedTransaction } from './AuditedTransaction';

/**
 * The order store, what ended orders give back, the audit log and the customer's notices, all on one transaction: the
 * order repository's own transactions become savepoints inside it. Besides what every ended order
 * gives back (stock, promo use, training seats), an order the shop cancels takes its AI
 * subscriptions with it, since the shop cancels paid orders too and then refunds them.
 */
export class OrderStatusTransactionOnDatabase implements OrderStatusTransaction {
  private readonly db: Database;
  private readonly whatEndedOrdersHeld: (db: Database) => OrderEndedListener;

  /** `whatEndedOrdersHeld`: the listener every ended order is given to, built on the transaction's handle. */
  constructor(db: Database, whatEndedOrdersHeld: (db: Database) => OrderEndedListener) {
    this.db = db;
    this.whatEndedOrdersHeld = whatEndedOrdersHeld;
  }

  async run<T>(stamp: AuditStamp, work: (scope: OrderStatusScope) => Promise<T>): Promise<T> {
    const result = await auditedTransaction(this.db, stamp, (tx, audit) => {
      const releaseWhatItHeld = this.whatEndedOrdersHeld(tx);
      return work({
        orders: new OrderRepository(tx),
        orderEnded: async (orderId) => {
          await releaseWhatItHeld(orderId);
          await tx
            .update(aiSubscriptions)
            .set({ status: 'Cancelled' })
            .where(and(eq(aiSubscriptions.orderId, orderId), inArray(aiSubscriptions.status, ['Pending', 'Active'])));
        },
        audit,
        recipients: new OrderRecipientsRepository(tx),
        notices: new PersonalNotificationsRepository(tx),
      });
    });
    // Stock given back inside the transaction is only visible to shoppers once the cache forgets.
    catalogChanged(this.db);
    return result;
  }
}
