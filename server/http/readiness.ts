import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../adapters/db/Database';

/**
 * Something the server needs to answer its requests (the database, the file storage), checked by
 * GET /readyz. `check` resolves when it is reachable and rejects, with the reason for the log,
 * when it is not.
 */
export interface ReadinessProbe {
  readonly name: string;
  check(): Promise<void>;
}

export function databaseProbe(db: Database): ReadinessProbe {
  return {
    name: 'database',
    async check() {
      await db.execute(sql`SELECT 1`);
    },
  };
}

/** The local data folder (uploads, mail outbox): present and writable. */
export function dataDirectoryProbe(dataDir: string): ReadinessProbe {
  return {
    name: 'data-directory',
    check: () => access(dataDir, constants.W_OK),
  };
}
