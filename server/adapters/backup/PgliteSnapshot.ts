import type { PGlite } from '@electric-sql/pglite';

/** A consistent copy of the embedded database, with what a restore must know about it. */
export interface DatabaseSnapshot {
  /** PGlite's data directory as a gzipped tar (`dumpDataDir`), which `PGlite.create({ loadDataDir })` opens. */
  readonly archive: Blob;
  readonly postgresVersion: string;
  readonly migrations: number;
}

/**
 * Dumps the data directory while no transaction is open: PGlite runs one statement at a time in
 * this process, and holding its transaction lock waits for the transaction under way to end and
 * keeps the next from starting until the copy is made (a few hundred milliseconds for a small
 * shop). A checkpoint first leaves little write-ahead log for the restored copy to replay.
 */
export async function pgliteSnapshot(client: PGlite): Promise<DatabaseSnapshot> {
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  const applied = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
  await client.exec('CHECKPOINT');
  const archive = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return { archive, postgresVersion: version.rows[0]?.server_version ?? 'unknown', migrations: applied.rows[0]?.count ?? 0 };
}
