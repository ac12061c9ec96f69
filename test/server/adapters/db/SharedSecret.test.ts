import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/adapters/db/Database';
import { sharedSecret } from '../../../../server/adapters/db/sharedSecret';
import { freshDatabase } from '../../support/databaseTemplate';

/** Secrets generated on first start are the same for every server on one database. */
describe('sharedSecret', () => {
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-secrets-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a long secret once and gives every later caller the same one', async () => {
    const first = await sharedSecret(database.db, 'jwt', join(dataDir, 'absent'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await sharedSecret(database.db, 'jwt', join(dataDir, 'absent'))).toBe(first);
    expect(await sharedSecret(database.db, 'sandboxHmac', join(dataDir, 'absent'))).not.toBe(first);
  });

  it('agrees on one secret when servers start together', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => sharedSecret(database.db, 'started together', join(dataDir, 'absent'))));
    expect(new Set(secrets).size).toBe(1);
  });

  it('adopts the secret an older version kept in DATA_DIR, so its tokens stay valid', async () => {
    const legacy = join(dataDir, 'jwt-secret');
    await writeFile(legacy, 'a-secret-that-an-older-version-generated-into-its-data-dir\n');
    expect(await sharedSecret(database.db, 'upgraded', legacy)).toBe('a-secret-that-an-older-version-generated-into-its-data-dir');
  });
});
