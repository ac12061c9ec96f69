import { getTableName, sql } from 'drizzle-orm';
import type { Database } from './Database';
import type { creditNoteCounters, invoiceCounters } from './schema';

/** A table of yearly counters: one row a Cairo year, holding the last number given in it. */
export type YearlyCounterTable = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * The next number of `year` in a gap-free yearly sequence (the invoices', the credit notes'),
 * drawn inside the caller's transaction: the counter's row stays locked until commit, so the next
 * number of the year waits for this one, and a rollback takes its number back with it.
 */
export async function nextYearlySequence(tx: Database, counters: YearlyCounterTable, year: number): Promise<number> {
  const [counter] = await tx
    .insert(counters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { lastSequence: sql`${counters.lastSequence} + 1` } })
    .returning({ sequence: counters.lastSequence });
  if (!counter) throw new Error(`No number of ${year} was drawn from ${getTableName(counters)}`);
  return counter.sequence;
}
