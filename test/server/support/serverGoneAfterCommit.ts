import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/adapters/db/Database';

/**
 * Runs `run` on a shop whose server dies right after each keyed write commits: an answer stored
 * under a key by a transaction that wrote no row of `madeIn` (the table the write makes its rows
 * in) fails, as onSend's store after the commit would on a server that is gone. An answer the
 * write's own transaction keeps still stands: a row it wrote, in a subtransaction too (place_orders
 * places each order in one), carries an xmin whose lock this backend holds until it commits.
 */
export async function withServerGoneAfterCommit<T>(db: Database, madeIn: PgTable, run: () => Promise<T>): Promise<T> {
  await db.execute(sql`CREATE FUNCTION refuse_late_answers() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF OLD.status IS NULL AND NEW.status IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM ${madeIn} JOIN pg_locks ON locktype = 'transactionid' AND transactionid = xmin AND pid = pg_backend_pid() AND mode = 'ExclusiveLock'
    ) THEN
      RAISE EXCEPTION 'this server is gone';
    END IF;
    RETURN NEW; END $$`);
  await db.execute(sql`CREATE TRIGGER refuse_late_answers BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_late_answers()`);
  try {
    return await run();
  } finally {
    await db.execute(sql`DROP TRIGGER refuse_late_answers ON idempotency_keys`);
    await db.execute(sql`DROP FUNCTION refuse_late_answers()`);
  }
}
