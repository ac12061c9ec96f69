import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PasswordHasher } from '../server/adapters/auth/PasswordHasher';
import { TokenService } from '../server/adapters/auth/TokenService';
import { type Database, type DatabaseLocation, openDatabase } from '../server/adapters/db/Database';
import { OutboxMailer } from '../server/adapters/mail/OutboxMailer';
import { LocalScanInspector } from '../server/adapters/scans/LocalScanInspector';
import { type StorageConfig, objectStorage } from '../server/adapters/storage/ObjectStorage';
import { buildApp } from '../server/http/buildApp';
import type { ZodApp } from '../server/http/ServerContext';

export interface BenchServer {
  readonly app: ZodApp;
  readonly db: Database;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * The real server in this process, listening on loopback, on a new PGlite database in a temp
 * DATA_DIR (or on `database` when given), its uploads in DATA_DIR (or in the bucket `storage`
 * names). Rate limits are off: a benchmark is one client on purpose.
 */
export async function startBenchServer(database?: DatabaseLocation, storageConfig: StorageConfig = { kind: 'disk' }): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tiara-bench-'));
  const handle = await openDatabase(database ?? { kind: 'pglite', dataDir: join(dataDir, 'db') });
  const tokens = new TokenService(randomBytes(48).toString('base64url'));
  const passwords = new PasswordHasher();
  const now = () => new Date();
  const storage = objectStorage(storageConfig, dataDir);
  const app = await buildApp(
    {
      db: handle.db,
      tokens,
      passwords,
      now,
      settings: { dataDir, maxUploadBytes: 2 * 1024 ** 3, unpaidOrderHoldMinutes: 30, shopEmail: 'shop@tiara.example' },
      mailer: new OutboxMailer(dataDir, now),
      scanProcessor: new LocalScanInspector(storage.scans),
      storage,
    },
    { rateLimits: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: handle.db,
    tokens,
    passwords,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await handle.close();
      storage.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
