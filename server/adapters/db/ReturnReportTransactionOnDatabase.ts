import type { ReturnReportScope, ReturnReportTransaction } from '../../application/returns/ReturnReports';
import type { Database } from './Database';
import { OrderRecipientsRepository } from './OrderRecipientsRepository';
import { PersonalNotificationsRepository } from './PersonalNotificationsRepository';
import { PostgresIdempotencyKeys } from './PostgresIdempotencyKeys';
import { ReturnQueries } from './ReturnQueries';
import { ReturnReportsRepository } from './ReturnReportsRepository';

/** A customer's report in one transaction: the order's lock, the request, its photos, its notice and its answer under the request's key. */
export class ReturnReportTransactionOnDatabase implements ReturnReportTransaction {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  run<T>(work: (scope: ReturnReportScope) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        reports: new ReturnReportsRepository(tx),
        recipients: new OrderRecipientsRepository(tx),
        notices: new PersonalNotificationsRepository(tx),
        views: new ReturnQueries(tx),
        answers: new PostgresIdempotencyKeys(tx),
      }),
    );
  }
}
