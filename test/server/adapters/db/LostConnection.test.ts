/**
 * On PostgreSQL (TEST_DATABASE_URL; PGlite has no connections to lose): a pooled connection the
 * database server ends while it is idle (a restart, a failover, an administrator) does not end the
 * shop's process, and the next query runs on a new connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/adapters/db/Database';
import { freshDatabase } from '../../support/databaseTemplate';

describe('a connection the database server ends', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is dropped from the pool without ending the process, and the next query runs', async () => {
    const [opened] = await database.db.select({ name: sql<string>`current_database()` }).from(sql`(VALUES (1)) AS one`);
    // Ended from outside the pool, while the pool's connection sits idle in it.
    const administrator = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await administrator.connect();
    try {
      const ended = await administrator.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [opened?.name]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await administrator.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [after] = await database.db.select({ alive: sql<number>`1` }).from(sql`(VALUES (1)) AS one`);
    expect(after?.alive).toBe(1);
  });
});
