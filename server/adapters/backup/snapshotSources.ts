import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/Database';
import { type DatabaseSnapshot, pgliteSnapshot } from './PgliteSnapshot';
import { RUNNING_SHOP_FILE, type RunningShopNotice } from './RunningShop';
import { DATABASE_SNAPSHOT_URL, SNAPSHOT_HEADERS } from './SnapshotRoute';

/** Why a snapshot could not be taken, in words for the operator. */
export class SnapshotUnavailable extends Error {
  override readonly name = 'SnapshotUnavailable';
}

/** Asks the server running on DATA_DIR, which alone may touch its database, for a snapshot. */
export async function snapshotFromRunningShop(shop: RunningShopNotice, dataDir: string): Promise<DatabaseSnapshot> {
  const stale = `If no shop is running on ${dataDir}, ${join(dataDir, RUNNING_SHOP_FILE)} was left by one that was killed: delete it and try again.`;
  if (!shop.url) throw new SnapshotUnavailable(`The shop (process ${shop.pid}) is starting on ${dataDir}: try again once it has printed its address. ${stale}`);
  let response: Response;
  try {
    response = await fetch(new URL(DATABASE_SNAPSHOT_URL, shop.url), { method: 'POST', headers: { authorization: `Bearer ${shop.token}` } });
  } catch (error) {
    throw new SnapshotUnavailable(`The shop (process ${shop.pid}) did not answer at ${shop.url} (${(error as Error).cause ?? (error as Error).message}). ${stale}`);
  }
  if (!response.ok) throw new SnapshotUnavailable(`The shop (process ${shop.pid}) at ${shop.url} refused the snapshot (HTTP ${response.status}): is it this version of the shop? ${stale}`);
  const archive = await response.blob();
  const expected = Number(response.headers.get('content-length'));
  if (archive.size === 0 || (expected > 0 && archive.size !== expected)) throw new SnapshotUnavailable(`The shop at ${shop.url} sent ${archive.size} of the snapshot's ${expected} bytes; try again.`);
  return {
    archive,
    postgresVersion: response.headers.get(SNAPSHOT_HEADERS.postgresVersion) ?? 'unknown',
    migrations: Number(response.headers.get(SNAPSHOT_HEADERS.migrations) ?? 0),
  };
}

/** With no server running, opens the embedded database itself (as it is: no migration) for a snapshot. */
export async function snapshotFromDataDir(databaseDir: string): Promise<DatabaseSnapshot> {
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) throw new SnapshotUnavailable(`There is no database in ${databaseDir}: has the shop ever started with this DATA_DIR?`);
  const client = await PGlite.create(databaseDir, { extensions: PGLITE_EXTENSIONS });
  try {
    return await pgliteSnapshot(client);
  } finally {
    await client.close();
  }
}
