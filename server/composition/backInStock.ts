import type { ReleaseStockAlerts } from '../adapters/db/admin/AdminCatalogRepository';
import { PersonalNotificationsRepository } from '../adapters/db/PersonalNotificationsRepository';
import { StockAlertsRepository } from '../adapters/db/StockAlertsRepository';
import type { Mailer } from '../application/mail/Mailer';
import { type MailFailureLog, sendAfterCommit } from '../application/mail/sendAfterCommit';
import { type BackInStockMails, FireStockAlerts } from '../application/stock-alerts/FireStockAlerts';

/** The back-in-stock waits one request's stock change ends, and their e-mails once it has committed. */
export interface BackInStock {
  /** For the catalogue's transaction: marks the alerts and writes the notices in it. */
  readonly release: ReleaseStockAlerts;
  /** After the commit: one e-mail per alert, its links to `origin`, each failure logged and swallowed. */
  announce(origin: string, log: MailFailureLog): Promise<void>;
}

/**
 * A new BackInStock for each back-office change of stock: its alerts are fired with repositories on
 * the change's own transaction (orderEndings does the same for the stock an ended order gives back).
 */
export function backInStockAlerts(mailer: Mailer): () => BackInStock {
  return () => {
    const ended: BackInStockMails[] = [];
    return {
      release: async (tx, productId, at) => {
        ended.push(await new FireStockAlerts(new StockAlertsRepository(tx), new PersonalNotificationsRepository(tx)).execute(productId, at));
      },
      async announce(origin, log) {
        for (const mails of ended.splice(0)) {
          for (const mail of mails(origin)) await sendAfterCommit(mailer, mail, log);
        }
      },
    };
  };
}
