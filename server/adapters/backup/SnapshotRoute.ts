/** Where the running server answers `npm run backup` with the database's snapshot (server/http/routes/backupRoutes.ts). */
export const DATABASE_SNAPSHOT_URL = '/operations/backup/database';

/** The snapshot's facts travel as headers beside its bytes. */
export const SNAPSHOT_HEADERS = { postgresVersion: 'x-tiara-postgres-version', migrations: 'x-tiara-migrations' } as const;
