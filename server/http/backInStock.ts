import type { FastifyRequest } from 'fastify';
import type { ReleaseStockAlerts } from '../adapters/db/admin/AdminCatalogRepository';
import { PersonalNotificationsRepository } from '../adapters/db/PersonalNotificationsRepository';
import { StockAlertsRepository } from '../adapters/db/StockAlertsRepository';
import { sendAfterCommit } from '../application/mail/sendAfterCommit';
import { type BackInStockMails, FireStockAlerts } from '../application/stock-alerts/FireStockAlerts';
import { publicOrigin } from './publicOrigin';
import type { ServerContext } from './ServerContext';

/** The back-in-stock waits one request's stock change ends, and their e-mails once it has committed. */
export interface BackInStock {
  /** For the catalogue's transaction: marks the alerts and writes the notices in it. */
  readonly release: ReleaseStockAlerts;
  /** After the commit: one e-mail per alert, each failure logged and swallowed. */
  announce(request: FastifyRequest): Promise<void>;
}

export function backInStock(context: ServerContext): BackInStock {
  const ended: BackInStockMails[] = [];
  return {
    release: async (tx, productId, at) => {
      ended.push(await new FireStockAlerts(new StockAlertsRepository(tx), new PersonalNotificationsRepository(tx)).execute(productId, at));
    },
    async announce(request) {
      const origin = publicOrigin(context, request);
      for (const mails of ended.splice(0)) {
        for (const mail of mails(origin)) await sendAfterCommit(context.mailer, mail, request.log);
      }
    },
  };
}
