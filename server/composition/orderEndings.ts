import type { Database } from '../adapters/db/Database';
import { OrderRepository } from '../adapters/db/OrderRepository';
import { PersonalNotificationsRepository } from '../adapters/db/PersonalNotificationsRepository';
import { StockAlertsRepository } from '../adapters/db/StockAlertsRepository';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import { MAIL_JOB } from '../application/mail/SendMailJob';
import type { OrderEndedListener } from '../application/orders/OrderEndedListener';
import { FireStockAlerts } from '../application/stock-alerts/FireStockAlerts';
import { ReleaseRegistrationsForOrder } from '../application/trainings/ReleaseRegistrationsForOrder';
import type { ServerContext } from '../http/ServerContext';

/** What the back-in-stock e-mails of an ended order need: the queue they are kept in, and the clock. */
export type EndedOrderMail = Pick<ServerContext, 'jobs' | 'settings' | 'now'>;

/**
 * What an unpaid or cancelled order held besides stock and its promo use: its training seats. And
 * the stock it gave back may end someone's wait for a product (backInStock.ts beside it does the
 * same for the back office's stock changes).
 */
export function releaseWhatEndedOrdersHeld(db: Database, mail: EndedOrderMail): OrderEndedListener {
  const releaseSeats = new ReleaseRegistrationsForOrder(new TrainingSeatsRepository(db));
  return async (orderId) => {
    await releaseSeats.execute(orderId);
    await tellThoseWaitingForItsStock(db, orderId, mail);
  };
}

/**
 * Fires the alerts of the order's products in one transaction (a savepoint when `db` is already one)
 * and keeps their e-mails as jobs in it, so they are sent exactly when the alerts are marked: an
 * order ended by a sweep has no request to send them after. Firing twice finds nothing waiting, as
 * the listener contract asks.
 */
async function tellThoseWaitingForItsStock(db: Database, orderId: number, mail: EndedOrderMail): Promise<void> {
  const productIds = await new OrderRepository(db).productIdsOf(orderId);
  if (productIds.length === 0) return;
  const at = mail.now();
  const kept = await db.transaction(async (tx) => {
    const fire = new FireStockAlerts(new StockAlertsRepository(tx), new PersonalNotificationsRepository(tx));
    let count = 0;
    for (const productId of productIds) {
      const mails = await fire.execute(productId, at);
      // Alerts asked before the shop kept their address fall back to PUBLIC_URL, or a link from the site's root.
      for (const message of mails(mail.settings.publicUrl ?? '')) {
        await mail.jobs.enqueueWithin(tx, MAIL_JOB, message);
        count += 1;
      }
    }
    return count;
  });
  if (kept > 0) mail.jobs.wake();
}
