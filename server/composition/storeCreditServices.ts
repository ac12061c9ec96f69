import { StoreCreditQueries } from '../adapters/db/StoreCreditQueries';
import type { ServerContext } from '../http/ServerContext';

/**
 * Store credit: its read side, the customer's ledger. Credit is given by a refund (the refunds'
 * area), spent when an order is placed and given back when that order ends unfulfilled (both in
 * the orders' store, in the order's own transaction).
 */
export function storeCreditServices({ db }: Pick<ServerContext, 'db'>) {
  return { ledger: new StoreCreditQueries(db) };
}
