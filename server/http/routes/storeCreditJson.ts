import { StoreCreditJson } from '@tiara/contract/storeCreditJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import { ledgerBalance } from '@tiara/domain/store-credit';
import type { StoreCreditLedgerEntry } from '../../adapters/db/StoreCreditQueries';
import { documented } from '../documented';

export const storeCreditJson = documented(StoreCreditJson, {
  balance: 'EGP: the sum of the ledger, what the customer may spend at checkout',
  entries:
    'Newest first. kind refund: credit given by a refund of order_id (+); spent: paid on order_id (−); restored: given back when order_id ended unfulfilled (+). Amounts in EGP, signed',
});

/** The customer's ledger and its balance, which is derived from it and never stored. */
export function storeCreditToJson(entries: readonly StoreCreditLedgerEntry[]): StoreCreditJson {
  return {
    balance: poundsFromPiasters(ledgerBalance(entries)),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: poundsFromPiasters(entry.amount),
      order_id: entry.orderId,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
