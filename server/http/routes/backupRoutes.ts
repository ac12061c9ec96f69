/**
 * The running server's side of `npm run backup` on PGlite: the embedded database lives in this
 * process alone, so a consistent copy of it can only be taken here. Answered only to the bearer
 * of this run's token, which the server keeps in DATA_DIR (server/adapters/backup/RunningShop.ts):
 * whoever can read it can read the database files anyway. Anyone else gets a 404, like any other
 * address. Not in the API document, which describes the shop's contract.
 */
import { Readable } from 'node:stream';
import type { DatabaseSnapshot } from '../../adapters/backup/PgliteSnapshot';
import { DATABASE_SNAPSHOT_URL, SNAPSHOT_HEADERS } from '../../adapters/backup/SnapshotRoute';
import { notFound } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { MetricsAccess } from '../metricsAccess';
import type { ZodApp } from '../ServerContext';

export interface BackupAccess {
  /** This run's secret (newBackupToken), presented as `Authorization: Bearer <token>`. */
  readonly token: string;
  readonly snapshot: () => Promise<DatabaseSnapshot>;
}

export function backupRoutes(app: ZodApp, backup: BackupAccess): void {
  // No address is enough: only the token opens it.
  const access = new MetricsAccess({ allow: [], token: backup.token });
  app.post(DATABASE_SNAPSHOT_URL, { schema: { hide: true } }, async (request, reply) => {
    if (!access.allows(request.ip, request.headers.authorization)) throw notFound(HttpMessages.noRoute(request.method, DATABASE_SNAPSHOT_URL));
    const snapshot = await backup.snapshot();
    request.log.info({ bytes: snapshot.archive.size }, 'took a snapshot of the database for a backup');
    return reply
      .headers({
        'cache-control': 'no-store',
        'content-length': String(snapshot.archive.size),
        [SNAPSHOT_HEADERS.postgresVersion]: snapshot.postgresVersion,
        [SNAPSHOT_HEADERS.migrations]: String(snapshot.migrations),
      })
      .type('application/gzip')
      .send(Readable.fromWeb(snapshot.archive.stream() as import('node:stream/web').ReadableStream));
  });
}
