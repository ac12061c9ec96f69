import { type Piasters, sumPiasters } from '../money';

/**
 * What an entry of a customer's store credit ledger records: credit given by a refund, credit spent
 * on an order, or credit given back when that order ended unfulfilled.
 */
export const STORE_CREDIT_ENTRY_KINDS = ['refund', 'spent', 'restored'] as const;
export type StoreCreditEntryKind = (typeof STORE_CREDIT_ENTRY_KINDS)[number];

/** An entry's amount is signed: a refund and a restore add to the balance, a spend takes from it. */
export interface StoreCreditEntry {
  readonly kind: StoreCreditEntryKind;
  readonly amount: Piasters;
}

/**
 * The balance of a ledger: the sum of its entries. The ledger is append-only, so the balance is
 * never stored, only derived; it stays at or above nothing because every spend is checked against
 * it first (`canSpend`).
 */
export function ledgerBalance(entries: readonly StoreCreditEntry[]): Piasters {
  return sumPiasters(entries.map((entry) => entry.amount));
}

/** Whether a balance covers spending `amount` of it. */
export function canSpend(balance: Piasters, amount: Piasters): boolean {
  return amount <= balance;
}
