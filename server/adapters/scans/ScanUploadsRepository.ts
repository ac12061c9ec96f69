import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NewScanUpload, ScanUploads, ScanUploadView } from '../../application/scans/ScanUploads';
import type { Database } from '../db/Database';
import { scanJobs, scanUploads, users } from '../db/schema';

export class ScanUploadsRepository implements ScanUploads {
  constructor(private readonly db: Database) {}

  create(upload: NewScanUpload, at: Date, maxUnfinished: number): Promise<'created' | 'too_many'> {
    return this.db.transaction(async (tx) => {
      // The user's row is the turnstile: two creations of one user (on any server) count in turn.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
      const [row] = await tx
        .select({ unfinished: sql<number>`count(*)::int` })
        .from(scanUploads)
        .where(and(eq(scanUploads.userId, upload.userId), isNull(scanUploads.jobId), gt(scanUploads.expiresAt, at)));
      if ((row?.unfinished ?? 0) >= maxUnfinished) return 'too_many';
      await tx.insert(scanUploads).values({ ...upload, createdAt: at });
      return 'created';
    });
  }

  async find(id: string): Promise<ScanUploadView | null> {
    const [row] = await this.db
      .select({
        id: scanUploads.id,
        userId: scanUploads.userId,
        fileName: scanUploads.fileName,
        length: scanUploads.length,
        createdAt: scanUploads.createdAt,
        expiresAt: scanUploads.expiresAt,
        jobId: scanUploads.jobId,
        jobStatus: scanJobs.status,
      })
      .from(scanUploads)
      .leftJoin(scanJobs, eq(scanJobs.id, scanUploads.jobId))
      .where(eq(scanUploads.id, id));
    return row ?? null;
  }

  async removeUnfinished(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(scanUploads)
      .where(and(eq(scanUploads.id, id), isNull(scanUploads.jobId)))
      .returning({ id: scanUploads.id });
    return rows.length > 0;
  }

  async expiredUnfinished(at: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: scanUploads.id })
      .from(scanUploads)
      .where(and(isNull(scanUploads.jobId), lt(scanUploads.expiresAt, at)))
      .orderBy(asc(scanUploads.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
