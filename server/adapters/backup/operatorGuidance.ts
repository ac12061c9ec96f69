import type { StorageConfig } from '../storage/ObjectStorage';

const FILE_FOLDERS = 'scans/, uploads/, return-photos/ and outbox/';

/** What `npm run backup` says on PostgreSQL instead of pretending to back it up. */
export function postgresBackupGuidance(storage: StorageConfig, dataDir: string): string {
  return [
    'This shop runs on PostgreSQL (DATABASE_URL): `npm run backup` copies only the embedded database, so it made no backup.',
    'Back up PostgreSQL with its own tools, while the shop runs:',
    '  pg_dump --format=custom --file=tiara-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"',
    '    (one consistent snapshot; restore it with: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" tiara-....dump)',
    '  For point-in-time recovery: a base backup (pg_basebackup, or your provider\'s snapshots) plus WAL archiving',
    '    (archive_mode=on and an archive_command, or pgBackRest / WAL-G), which replays to any moment after the base backup.',
    storage.kind === 's3'
      ? `Uploaded files are in the bucket ${storage.s3.bucket}: turn on its versioning, with a lifecycle rule that expires noncurrent versions after your retention period.`
      : `Uploaded files are in ${dataDir} (${FILE_FOLDERS}): copy them after each pg_dump (rsync -a, or a disk snapshot).`,
  ].join('\n');
}

/** What `npm run restore` says on PostgreSQL. */
export function postgresRestoreGuidance(): string {
  return [
    'This shop runs on PostgreSQL (DATABASE_URL): `npm run restore` restores only the embedded database, so it changed nothing.',
    'Stop the servers, then: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>.dump',
    'or, for point-in-time recovery, restore a base backup with recovery_target_time set and let PostgreSQL replay the archived WAL.',
  ].join('\n');
}
