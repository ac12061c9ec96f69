import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { type DatabaseSnapshot, pgliteSnapshot } from '../backup/PgliteSnapshot';

export type Schema = typeof schema;
/** One type for both drivers: every query in the server is written once, in the PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** A consistent copy of the embedded database, taken while it serves (`npm run backup`); PostgreSQL has pg_dump instead. */
  readonly snapshot?: () => Promise<DatabaseSnapshot>;
  close(): Promise<void>;
}

export type DatabaseLocation = { readonly kind: 'pglite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const routinesFolder = fileURLToPath(new URL('./routines', import.meta.url));

/**
 * Installs the SQL routines of `routines/` (each file one `CREATE OR REPLACE FUNCTION`). Like
 * Flyway's repeatable migrations they are code, re-applied at every start, so changing one is an
 * edit of its file rather than a new migration. The advisory lock keeps instances that start
 * together on one PostgreSQL server from replacing a function at the same moment.
 */
async function installRoutines(db: Database): Promise<void> {
  const routines = readdirSync(routinesFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(routinesFolder, name), 'utf8'));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tiara routines'))`);
    for (const routine of routines) await tx.execute(sql.raw(routine));
  });
}

/**
 * Applies the migrations on one connection that holds a session advisory lock: servers that start
 * together on one empty PostgreSQL take turns, and the later ones find every migration applied
 * instead of racing to create the same tables.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('tiara migrations'))`);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('tiara migrations'))`);
    }
  } finally {
    client.release();
  }
}

/**
 * The PostgreSQL extensions the migrations create, as PGlite must be given them at every opening
 * (a PostgreSQL server has them in its contrib package): migration 0005 creates pg_trgm, whose
 * trigram indexes the search suggestions once used (they are ranked in memory now, SearchSuggestions).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens the database and applies any migration it has not seen yet. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.maxConnections ?? 10 });
    // An idle connection the server ended (a restart, a failover, an administrator's command) is
    // reported here; the pool drops it and opens another when one is needed. Unheard, the report
    // would end the whole process; a query that meets a lost connection still fails on its own.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool);
    await installRoutines(db as unknown as Database);
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  mkdirSync(location.dataDir, { recursive: true });
  const client = await PGlite.create(location.dataDir, { extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

export async function fromPglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await installRoutines(db as unknown as Database);
  return { db: db as unknown as Database, kind: 'pglite', snapshot: () => pgliteSnapshot(client), close: () => client.close() };
}
