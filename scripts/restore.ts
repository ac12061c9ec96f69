// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back into DATA_DIR,
// with the shop stopped; what DATA_DIR held is kept aside in DATA_DIR/before-restore-<time>.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../server/config';
import { postgresRestoreGuidance } from '../server/adapters/backup/operatorGuidance';
import { BackupRefused, restoreBackup } from '../server/adapters/backup/restoreBackup';
import { RUNNING_SHOP_FILE, runningShopOf } from '../server/adapters/backup/RunningShop';

const source = process.argv[2];
if (!source) {
  console.error('Which backup? npm run restore -- <folder made by npm run backup, e.g. backups/tiara-backup-2026-11-29T03-15-00-000Z>');
  process.exit(2);
}

try {
  const config = readConfig();
  if (config.database.kind === 'postgres') {
    console.error(postgresRestoreGuidance());
    process.exit(1);
  }
  const running = await runningShopOf(config.dataDir);
  if (running) {
    console.error(
      `The shop is running on ${config.dataDir} (process ${running.pid}${running.url ? `, ${running.url}` : ''}): stop it first, then restore. Nothing was restored.\n` +
        `If no shop is running there, ${join(config.dataDir, RUNNING_SHOP_FILE)} was left by one that was killed: delete it and try again.`,
    );
    process.exit(1);
  }
  const journal = JSON.parse(readFileSync(new URL('../server/adapters/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
  const { manifest, setAside, restored } = await restoreBackup({ dataDir: config.dataDir, storage: config.storage, source: resolve(source), knownMigrations: journal.entries.length, now: () => new Date() });
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${restored.join(', ')}; every part matched its SHA-256.`,
      `  What was there before is kept in ${setAside}: delete it once the shop is as it should be.`,
      ...(manifest.storage.kind === 's3' ? [`  Uploaded scans and pictures were in the bucket ${manifest.storage.bucket}: they are not in this backup.`] : []),
      '  Start the shop: npm start',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exit(1);
}
