import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions, backgroundJobs, scanJobs, scanUploads } from '../../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../../support/testServer';

const MIGRATION = join(import.meta.dirname, '../../../../server/adapters/db/migrations/0011_neutral_scan_names.sql');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

it('renames the scans kept before issue 30 under their patients’ names: jobs, queued jobs and unfinished uploads', async () => {
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  const user = await server.createUser();
  const [subscription] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 10 }).returning();
  const names = ['DOE_JANE_PID-12345_1.dcm', 'Doe Jane.NII.GZ', 'head of Jane.nii', 'jane.nrrd', 'DOE_JANE.zip', 'no extension'];
  const jobs = await server.db
    .insert(scanJobs)
    .values(names.map((fileName) => ({ userId: user.id, subscriptionId: subscription!.id, fileName, storedPath: '/nowhere', sizeBytes: 1, format: 'dicom' })))
    .returning({ id: scanJobs.id });
  const [queued] = await server.db
    .insert(backgroundJobs)
    .values({ kind: 'scan', payload: { jobId: jobs[0]!.id, userId: user.id, fileName: names[0], storedPath: '/nowhere', sizeBytes: 1, format: 'dicom' }, maxAttempts: 3, state: 'failed', runAt: new Date() })
    .returning({ id: backgroundJobs.id });
  await server.db.insert(scanUploads).values({ id: 'a'.repeat(32), userId: user.id, fileName: 'DOE_JANE.zip', length: 10, expiresAt: new Date('2030-01-01') });

  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) await server.db.execute(sql.raw(statement));

  const renamed = await server.db.select({ id: scanJobs.id, fileName: scanJobs.fileName }).from(scanJobs).where(eq(scanJobs.userId, user.id)).orderBy(scanJobs.id);
  const extensions = ['.dcm', '.nii.gz', '.nii', '.nrrd', '.zip', ''];
  expect(renamed).toEqual(jobs.map(({ id }, index) => ({ id, fileName: `scan-${id}${extensions[index]}` })));
  const [payload] = await server.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs).where(eq(backgroundJobs.id, queued!.id));
  expect(payload!.payload).toMatchObject({ jobId: jobs[0]!.id, fileName: `scan-${jobs[0]!.id}.dcm` });
  expect(await server.db.select({ fileName: scanUploads.fileName }).from(scanUploads).where(eq(scanUploads.userId, user.id))).toEqual([{ fileName: 'scan.zip' }]);
});
