// `npm run backup [-- <folder>]`: a backup of the shop on its embedded database, taken while it runs
// (or while it is stopped), as one folder `tiara-backup-<time>` in <folder> (default ./backups).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { postgresBackupGuidance } from '../server/adapters/backup/operatorGuidance';
import { runningShopOf } from '../server/adapters/backup/RunningShop';
import { snapshotFromDataDir, snapshotFromRunningShop } from '../server/adapters/backup/snapshotSources';
import { writeBackup } from '../server/adapters/backup/writeBackup';

const MEGABYTE = 1024 * 1024;

try {
  const config = readConfig();
  if (config.database.kind === 'postgres') {
    console.error(postgresBackupGuidance(config.storage, config.dataDir));
    process.exit(1);
  }
  const databaseDir = config.database.dataDir;
  const target = resolve(process.argv[2] ?? 'backups');
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  const running = await runningShopOf(config.dataDir);
  const aborted = new AbortController();
  process.once('SIGINT', () => aborted.abort(new Error('interrupted (Ctrl-C)')));
  process.once('SIGTERM', () => aborted.abort(new Error('interrupted (SIGTERM)')));
  console.log(running ? `Taking a snapshot of the database from the running shop (process ${running.pid})…` : `No shop is running on ${config.dataDir}: reading its database directly…`);
  const { path, manifest } = await writeBackup({
    dataDir: config.dataDir,
    storage: config.storage,
    target,
    snapshot: () => (running ? snapshotFromRunningShop(running, config.dataDir) : snapshotFromDataDir(databaseDir)),
    shopVersion: version,
    now: () => new Date(),
    signal: aborted.signal,
  });
  const bytes = manifest.parts.reduce((total, part) => total + part.bytes, 0);
  console.log(
    [
      `Backed up to ${path}`,
      `  ${manifest.parts.length - 1} stored files and the database, ${(bytes / MEGABYTE).toFixed(1)} MB; SHA-256 of each in manifest.json.`,
      ...(manifest.storage.kind === 's3' ? [`  Uploaded scans and pictures are in the bucket ${manifest.storage.bucket}, not in this backup: keep its versioning on.`] : []),
      ...(manifest.vanished.length > 0 ? [`  ${manifest.vanished.length} files were deleted by the shop during the backup and are not in it: ${manifest.vanished.join(', ')}`] : []),
      `  Restore it with: npm run restore -- ${path}`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`The backup failed, and left nothing behind: ${(error as Error).message}`);
  process.exit(1);
}
