import { desc, eq } from 'drizzle-orm';
import type { StoreCreditEntryKind } from '@tiara/domain/store-credit';
import type { Piasters } from '@tiara/domain/money';
import type { Database } from './Database';
import { storeCreditEntries } from './schema';

/** An entry of a customer's ledger as the account shows it. */
export interface StoreCreditLedgerEntry {
  readonly id: number;
  readonly kind: StoreCreditEntryKind;
  /** Signed: credit given is positive, credit spent negative. */
  readonly amount: Piasters;
  /** The order it was refunded on, spent on or given back from; null once that order is deleted. */
  readonly orderId: number | null;
  readonly createdAt: Date;
}

/** The read side of store credit: a customer's ledger as it stands. */
export class StoreCreditQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Every entry of the customer's ledger, newest first. */
  ledgerOf(userId: number): Promise<StoreCreditLedgerEntry[]> {
    return this.db
      .select({ id: storeCreditEntries.id, kind: storeCreditEntries.kind, amount: storeCreditEntries.amountPiasters, orderId: storeCreditEntries.orderId, createdAt: storeCreditEntries.createdAt })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, userId))
      .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
  }
}
