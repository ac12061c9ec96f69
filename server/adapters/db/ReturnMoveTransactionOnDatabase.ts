import type { Result } from '@tiara/domain/result';
import type { AuditStamp } from '../../application/admin/AuditTrail';
import type { ReturnMoveScope, ReturnMoveTransaction } from '../../application/returns/ReturnMoves';
import { FireStockAlerts } from '../../application/stock-alerts/FireStockAlerts';
import { auditedTransaction } from './admin/AuditedTransaction';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { OrderRecipientsRepository } from './OrderRecipientsRepository';
import { PersonalNotificationsRepository } from './PersonalNotificationsRepository';
import { ReturnsRepository } from './ReturnsRepository';
import { StockAlertsRepository } from './StockAlertsRepository';

/** Carries a failed result out of the transaction, which rolls back on the way. */
class RolledBack extends Error {
  constructor(readonly failure: Result<never, unknown>) {
    super('rolled back');
  }
}

/** The returns of one transaction, noting in `stock` whether a move changed stock. */
class StockNotingReturns extends ReturnsRepository {
  constructor(
    db: Database,
    private readonly stock: { changed: boolean },
  ) {
    super(db);
  }

  override restock(returnId: number): Promise<number[]> {
    this.stock.changed = true;
    return super.restock(returnId);
  }

  override placeReplacement(...args: Parameters<ReturnsRepository['placeReplacement']>): ReturnType<ReturnsRepository['placeReplacement']> {
    this.stock.changed = true;
    return super.placeReplacement(...args);
  }
}

/**
 * The returns, the audit log, the customer's notices and the back-in-stock alerts, all on one
 * transaction: a move and everything it writes are saved together, and a move that ends in a
 * failure (a replacement short of stock) leaves nothing written.
 */
export class ReturnMoveTransactionOnDatabase implements ReturnMoveTransaction {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async run<T, E>(stamp: AuditStamp, work: (scope: ReturnMoveScope) => Promise<Result<T, E>>): Promise<Result<T, E>> {
    const stock = { changed: false };
    try {
      const result = await auditedTransaction(this.db, stamp, async (tx, audit) => {
        const alerts = new FireStockAlerts(new StockAlertsRepository(tx), new PersonalNotificationsRepository(tx));
        const outcome = await work({
          returns: new StockNotingReturns(tx, stock),
          audit,
          recipients: new OrderRecipientsRepository(tx),
          notices: new PersonalNotificationsRepository(tx),
          backInStock: (productId, at) => alerts.execute(productId, at),
        });
        if (!outcome.ok) throw new RolledBack(outcome);
        return outcome;
      });
      // Stock changed inside the transaction is only visible to shoppers once the cache forgets.
      if (stock.changed) catalogChanged(this.db);
      return result;
    } catch (error) {
      if (error instanceof RolledBack) return error.failure as Result<T, E>;
      throw error;
    }
  }
}
