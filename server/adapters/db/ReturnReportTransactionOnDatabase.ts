import type { ReturnReportScope, ReturnReportTransaction } from '../../application/returns/ReturnReports';
import type { Database } from './Database';
import { OrderRecipientsRepository } from './OrderRecipientsRepository';
import { PersonalNotificationsRepository } from './PersonalNotificationsRepository';
import { ReturnReportsRepository } from './ReturnReportsRepository';

/** A customer's report in one transaction: the order's lock, the request, its photos and its notice. */
export class ReturnReportTransactionOnDatabase implements ReturnReportTransaction {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  run<T>(work: (scope: ReturnReportScope) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({ reports: new ReturnReportsRepository(tx), recipients: new OrderRecipientsRepository(tx), notices: new PersonalNotificationsRepository(tx) }),
    );
  }
}
