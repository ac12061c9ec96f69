import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, PGLITE_EXTENSIONS, fromPglite, openDatabase } from '../../../server/adapters/db/Database';
import { dropDatabase } from '../../support/dropDatabase';

/**
 * A new PGlite database takes seconds to initialise, so the schema is built once per test run
 * (in the global setup) and every test file starts from a copy of it. With TEST_DATABASE_URL set,
 * the same happens on a real PostgreSQL server with CREATE DATABASE ... TEMPLATE.
 */
export const TEMPLATE_DATABASE = 'tiara_test_template';

export async function buildPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await fromPglite(client);
  const dump = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(base, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function buildPostgresTemplate(base: string): Promise<void> {
  await onServer(base, async (client) => {
    await dropDatabase(client, TEMPLATE_DATABASE);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(base, TEMPLATE_DATABASE), maxConnections: 1 });
  await handle.close();
}

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `tiara_test_${randomBytes(6).toString('hex')}`;
    await onServer(base, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(base, name), maxConnections: 20 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await onServer(base, (client) => dropDatabase(client, name));
      },
    };
  }
  const templateFile = inject('pgliteTemplate');
  if (!templateFile) throw new Error('The test database template is missing: run the tests through vitest (test/server/support/globalSetup.ts).');
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(templateFile)]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}
