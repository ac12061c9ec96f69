import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { StoreCredit, StoreCreditApi, StoreCreditEntry } from '../../../../src/application/store-credit/StoreCreditApi';
import { ledgerBalance } from '@tiara/domain/store-credit';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/**
 * The signed-in customer's store credit in memory: the ledger (`entries`, oldest first, as the
 * shop appends them) and its balance, the sum of it, answered newest first. `mineCalls` counts the reads.
 */
export class FakeStoreCreditApi extends FakeApi implements StoreCreditApi {
  entries: StoreCreditEntry[] = [];
  mineCalls = 0;
  private nextId = 1;

  /** Appends an entry to the ledger, as a refund, an order or its end would. */
  append(entry: Omit<StoreCreditEntry, 'id' | 'createdAt'> & { readonly createdAt?: Date }): StoreCreditEntry {
    const appended = { createdAt: new Date('2026-11-21T10:00:00Z'), ...entry, id: this.nextId++ };
    this.entries.push(appended);
    return appended;
  }

  mine(): Promise<ApiResult<StoreCredit>> {
    this.mineCalls += 1;
    return this.respond('mine', 'mine', () => ok({ balance: ledgerBalance(this.entries), entries: [...this.entries].reverse() }));
  }
}
