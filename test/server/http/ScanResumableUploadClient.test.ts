import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions, scanJobs } from '../../../server/adapters/db/schema';
import { uploadWithDrop } from '../support/droppedUpload';
import { deidentifiedDicom } from '../support/deidentifiedDicom';
import { startTestServer, type TestServer } from '../support/testServer';

const CHUNK = 512 * 1024;

let server: TestServer;
let origin: string;

/** A de-identified DICOM file of `bytes` bytes or a few more, whose content tells offsets apart (kept as it is sent). */
const syntheticStudy = deidentifiedDicom;

async function subscribedUser() {
  const user = await server.createUser();
  const [subscription] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5 }).returning();
  return { user, subscription: subscription! };
}

async function used(subscriptionId: number): Promise<number> {
  const [row] = await server.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId));
  return row!.used;
}

beforeAll(async () => {
  server = await startTestServer({ settings: { maxUploadBytes: 16 * 1024 * 1024 } });
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
});

describe('resumable scan uploads with tus-js-client over real connections', () => {
  it('survives a connection dropped at half the file: the client resumes where the server stopped, one segmentation is taken', async () => {
    const { user, subscription } = await subscribedUser();
    const content = syntheticStudy(4 * 1024 * 1024 + 123);
    const result = await uploadWithDrop({ origin, token: user.token, fileName: 'dropped.dcm', content, chunkSize: CHUNK, dropAtFraction: 0.5 });
    expect(result.dropped).toBe(true);
    expect(result.url).toMatch(/^\/api\/scans\/uploads\/[0-9a-f]{32}$/);
    // What reached the server before the drop was kept. Sent again: the bytes lost in flight, and
    // when the client's HEAD comes before the server has finished the dropped request, the start of
    // a chunk refused as a conflict; never the file from its start.
    expect(result.bytesSentAgain).toBeGreaterThan(0);
    expect(result.bytesSentAgain).toBeLessThan(2 * CHUNK);

    const state = (await server.request({ method: 'GET', url: result.url, token: user.token })).json() as { state: string; job_id: number };
    expect(state).toMatchObject({ state: 'accepted', job_id: expect.any(Number) });
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, state.job_id));
    expect((await readFile(job!.storedPath)).equals(content)).toBe(true);
    expect(await used(subscription.id)).toBe(1);
  });

  it('resumes after the page was reloaded midway: a new client given the remembered address sends only the rest', async () => {
    const { user, subscription } = await subscribedUser();
    const content = syntheticStudy(3 * 1024 * 1024);
    const endpoint = `${origin}/api/scans/uploads`;
    const options = { chunkSize: CHUNK, headers: { authorization: `Bearer ${user.token}` }, metadata: { filename: 'reloaded.dcm' }, storeFingerprintForResuming: false, retryDelays: [] };
    const remembered = await new Promise<string>((resolve, reject) => {
      const first: Upload = new Upload(content, {
        ...options,
        endpoint,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= content.length / 2) void first.abort().then(() => resolve(first.url ?? ''));
        },
        onSuccess: () => reject(new Error('the first client was to stop midway')),
        onError: reject,
      });
      first.start();
    });
    const halfway = (await server.request({ method: 'GET', url: new URL(remembered).pathname, token: user.token })).json() as { offset: number; state: string };
    expect(halfway.state).toBe('receiving');
    expect(halfway.offset).toBeGreaterThanOrEqual(content.length / 2);
    expect(await used(subscription.id)).toBe(0);

    let firstProgress = -1;
    await new Promise<void>((resolve, reject) => {
      const second = new Upload(content, {
        ...options,
        uploadUrl: remembered,
        onProgress: (sent) => {
          if (firstProgress < 0) firstProgress = sent;
        },
        onSuccess: () => resolve(),
        onError: reject,
      });
      second.start();
    });
    expect(firstProgress).toBeGreaterThanOrEqual(halfway.offset);
    expect((await server.request({ method: 'GET', url: new URL(remembered).pathname, token: user.token })).json()).toMatchObject({ state: 'accepted' });
    expect(await used(subscription.id)).toBe(1);
  });
});
