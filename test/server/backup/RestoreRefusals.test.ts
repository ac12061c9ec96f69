/**
 * What `npm run restore` refuses before it changes anything (issue 30, point 6): a folder that is
 * not a backup, a manifest naming a file outside the shop's folders, a backup from a newer shop,
 * a missing or altered part. DATA_DIR keeps exactly what it held.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackupManifest } from '../../../server/adapters/backup/BackupManifest';
import { BackupRefused, restoreBackup } from '../../../server/adapters/backup/restoreBackup';

const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');

describe('a restore refused', () => {
  let workDir = '';
  let dataDir = '';
  let backup = '';

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'tiara-restore-'));
    dataDir = join(workDir, 'data');
    backup = join(workDir, 'tiara-backup-1');
    await mkdir(join(dataDir, 'db'), { recursive: true });
    await writeFile(join(dataDir, 'db', 'PG_VERSION'), '17');
    await mkdir(join(backup, 'files', 'uploads'), { recursive: true });
    await writeFile(join(backup, 'database.tar.gz'), 'a database');
    await writeFile(join(backup, 'files', 'uploads', 'crown.png'), 'a picture');
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  function manifest(changes: Partial<BackupManifest> = {}): BackupManifest {
    return {
      format: 'tiara-backup',
      formatVersion: 1,
      createdAt: '2026-11-29T03:00:00.000Z',
      shopVersion: '0.1.0',
      database: { engine: 'pglite', postgresVersion: '17.5', migrations: 3 },
      dataDir,
      storage: { kind: 'disk' },
      parts: [
        { path: 'database.tar.gz', bytes: 10, sha256: sha256('a database') },
        { path: 'files/uploads/crown.png', bytes: 9, sha256: sha256('a picture') },
      ],
      vanished: [],
      ...changes,
    };
  }

  async function refusal(written: BackupManifest | string | null): Promise<string> {
    if (written !== null) await writeFile(join(backup, 'manifest.json'), typeof written === 'string' ? written : JSON.stringify(written));
    const before = await readdir(dataDir, { recursive: true });
    const outcome = await restoreBackup({ dataDir, storage: { kind: 'disk' }, source: backup, knownMigrations: 10, now: () => new Date() }).then(
      () => 'restored',
      (error: unknown) => (error instanceof BackupRefused ? error.message : `failed otherwise: ${String(error)}`),
    );
    expect(await readdir(dataDir, { recursive: true })).toEqual(before);
    return outcome;
  }

  it('names a folder without a manifest as no backup', async () => {
    expect(await refusal(null)).toMatch(/is not a Tiara backup: it has no manifest\.json\. Nothing was restored/);
  });

  it('refuses a manifest that is not JSON, or not a backup’s', async () => {
    expect(await refusal('{ cut sho')).toMatch(/The backup is damaged: its manifest\.json is not JSON/);
    expect(await refusal(JSON.stringify({ ...manifest(), format: 'other' }))).toMatch(/does not read as a Tiara backup's \(format:/);
  });

  it('refuses a manifest that would write outside the shop’s folders', async () => {
    for (const path of ['files/../../escape', 'files/uploads/../../db/PG_VERSION', 'files/secrets/key', '/etc/passwd', 'files/uploads']) {
      const parts = [...manifest().parts, { path, bytes: 1, sha256: sha256('x') }];
      expect(await refusal(manifest({ parts }))).toContain(`names a file outside the shop's folders (${path})`);
    }
  });

  it('refuses a backup made by a newer version of the shop', async () => {
    expect(await refusal(manifest({ database: { engine: 'pglite', postgresVersion: '17.5', migrations: 11 } }))).toMatch(/made by a newer version of the shop: its database has 11 migrations, this version knows 10/);
  });

  it('refuses a backup with a part missing, cut short or altered', async () => {
    expect(await refusal(manifest({ parts: manifest().parts.slice(1) }))).toMatch(/lists no database\.tar\.gz/);
    await rm(join(backup, 'files', 'uploads', 'crown.png'));
    expect(await refusal(manifest())).toMatch(/files\/uploads\/crown\.png, listed in its manifest\.json, is missing/);
    await writeFile(join(backup, 'files', 'uploads', 'crown.png'), 'a pictur');
    expect(await refusal(manifest())).toMatch(/files\/uploads\/crown\.png has 8 bytes where its manifest\.json says 9/);
    await writeFile(join(backup, 'files', 'uploads', 'crown.png'), 'a pictura');
    expect(await refusal(manifest())).toMatch(/files\/uploads\/crown\.png does not match its SHA-256/);
    await writeFile(join(backup, 'database.tar.gz'), 'a databasf');
    expect(await refusal(manifest())).toMatch(/database\.tar\.gz does not match its SHA-256/);
  });

  it('refuses a database that does not open, after checking every part', async () => {
    expect(await refusal(manifest())).toMatch(/The backup's database \(PostgreSQL 17\.5\) does not open in this version of the shop/);
  });
});
