import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanMessagesEn as ScanMessages } from '../../../src/locales/shared/en/scanMessagesEn';
import { aiPlans, aiSubscriptions, scanJobs } from '../../../server/adapters/db/schema';
import { objectStorage } from '../../../server/adapters/storage/ObjectStorage';
import { s3ClientConfig } from '../../../server/adapters/storage/S3Bucket';
import { scanUploadCleanupOf } from '../../../server/http/scanUploadCleanup';
import { deidentifiedDicom } from '../support/deidentifiedDicom';
import { type S3TestServer, startS3Server } from '../support/s3Server';
import { type TestServer, startTestServer } from '../support/testServer';
import { tusClient } from '../support/tusRequests';

const MB = 1024 * 1024;

describe('resumable scan uploads kept in an S3 bucket', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let bucket: S3Client;
  let tus: ReturnType<typeof tusClient>;

  const subscribedUser = async () => {
    const user = await server.createUser();
    const [subscription] = await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5 }).returning();
    return { user, subscription: subscription! };
  };
  const used = async (subscriptionId: number) =>
    (await server.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId)))[0]!.used;
  const keysOf = async (uploadId: string) =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `scan-uploads/${uploadId}` }))).Contents ?? []).map((object) => object.Key).sort();
  const idOf = (location: string) => location.split('/').pop()!;

  /** A de-identified DICOM study of `bytes` bytes or a few more, whose content tells offsets apart. */
  const study = deidentifiedDicom;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ rateLimits: false, storage: (dataDir) => objectStorage({ kind: 's3', s3: s3.settings }, dataDir) });
    await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
    bucket = new S3Client(s3ClientConfig(s3.settings));
    tus = tusClient(server.app);
  });

  afterAll(async () => {
    bucket.destroy();
    await server.close();
    await s3.close();
  });

  it('receives the chunks as multipart parts and adopts the completed object as the scan, copying nothing', async () => {
    const { user, subscription } = await subscribedUser();
    const content = study(13 * MB + 7);
    const created = await tus.create(user.token, 'bucket.dcm', content.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect((await tus.patch(user.token, location, 0, content.subarray(0, 6 * MB))).statusCode).toBe(204);
    // A chunk smaller than S3's smallest part is kept aside until the next one completes it.
    expect((await tus.patch(user.token, location, 6 * MB, content.subarray(6 * MB, 9 * MB))).statusCode).toBe(204);
    const head = await tus.head(user.token, location);
    expect(head.headers['upload-offset']).toBe(String(9 * MB));
    expect((await tus.state(user.token, location)).json()).toMatchObject({ offset: 9 * MB, state: 'receiving' });
    expect(await used(subscription.id)).toBe(0);

    const last = await tus.patch(user.token, location, 9 * MB, content.subarray(9 * MB));
    expect(last.statusCode).toBe(204);
    expect(await used(subscription.id)).toBe(1);
    const state = (await tus.state(user.token, location)).json() as { job_id: number; state: string };
    expect(state.state).toBe('accepted');
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, state.job_id));
    expect(job!.storedPath).toBe(`scan-uploads/${idOf(location)}`);
    expect(await keysOf(idOf(location))).toEqual([`scan-uploads/${idOf(location)}`]);
    const stored = await server.storage.scans.open(job!.storedPath);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    // Nothing of it on the server's disk.
    expect(await readdir(join(server.dataDir, 'scans')).catch(() => [])).toEqual([]);
    expect(await readdir(join(server.dataDir, 'scan-uploads')).catch(() => [])).toEqual([]);
  });

  it('refuses a file whose content is not what its name says at the last byte, removing its object', async () => {
    const { user, subscription } = await subscribedUser();
    const text = Buffer.from('plain text pretending to be a DICOM file '.repeat(2000));
    const { location, last } = await tus.upload(user.token, 'fake.dcm', text, 40_000);
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({ message: ScanMessages.fileProblems['dicom-without-mark'](['scan.dcm']), code: 'unsupported_format' });
    expect(await keysOf(idOf(location))).toEqual([]);
    expect(await used(subscription.id)).toBe(0);
  });

  it('sweeps an expired unfinished upload out of the bucket (parts and records), consuming nothing', async () => {
    const { user, subscription } = await subscribedUser();
    const content = study(8 * MB);
    const location = String((await tus.create(user.token, 'abandoned.dcm', content.length)).headers.location);
    expect((await tus.patch(user.token, location, 0, content.subarray(0, 6 * MB))).statusCode).toBe(204);
    expect((await tus.patch(user.token, location, 6 * MB, content.subarray(6 * MB, 7 * MB))).statusCode).toBe(204);
    expect((await keysOf(idOf(location))).length).toBeGreaterThan(0);
    const started = server.clock.now;
    try {
      server.clock.set(new Date(started.getTime() + 25 * 3_600_000));
      expect(await scanUploadCleanupOf(server.app).execute(server.clock.now)).toBe(1);
    } finally {
      server.clock.set(started);
    }
    expect(await keysOf(idOf(location))).toEqual([]);
    expect((await tus.state(user.token, location)).statusCode).toBe(404);
    expect(await used(subscription.id)).toBe(0);
  });
});
