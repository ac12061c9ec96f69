import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_HEADER_BYTES } from '@tiara/domain/scan-file';
import { S3ImageStore } from '../../../server/adapters/images/S3ImageStore';
import { S3ScanStore } from '../../../server/adapters/scans/S3ScanStore';
import { S3Bucket } from '../../../server/adapters/storage/S3Bucket';
import { readConfig } from '../../../server/config';
import { type S3TestServer, startS3Server } from '../support/s3Server';

const MB = 1024 * 1024;
/** The part size the S3 bucket uploads in. */
const PART_BYTES = 8 * MB;

/**
 * `totalBytes` of random content made as it is read, 1 MB at a time, never whole; `failAt` breaks the
 * stream there, as a client that drops its connection does. `onRead` sees how far reading got.
 */
function generated(totalBytes: number, options: { failAt?: number; onRead?: (bytesRead: number) => void } = {}) {
  const hash = createHash('sha256');
  let head: Buffer | null = null;
  let produced = 0;
  const stream = new Readable({
    read() {
      if (options.failAt !== undefined && produced >= options.failAt) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (produced >= totalBytes) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(MB, totalBytes - produced));
      hash.update(chunk);
      head ??= chunk.subarray(0, SCAN_HEADER_BYTES);
      produced += chunk.length;
      options.onRead?.(produced);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex'), head: () => head };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the S3 stores against a real S3-protocol server', () => {
  let s3: S3TestServer;
  let bucket: S3Bucket;
  let scans: S3ScanStore;
  let raw: S3Client;

  const keysUnder = async (prefix: string) => {
    const listed = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key);
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Bucket(s3.settings);
    scans = new S3ScanStore(bucket);
    raw = new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  });

  afterAll(async () => {
    bucket.close();
    raw.destroy();
    await s3.close();
  });

  it('streams a large upload to the bucket in parts, measuring it and keeping its first bytes, without holding it in memory', async () => {
    const total = 96 * MB;
    // How far reading the upload ever ran ahead of the parts the bucket had stored: what the store held in memory at most.
    let largestLead = 0;
    const source = generated(total, { onRead: (bytesRead) => (largestLead = Math.max(largestLead, bytesRead - storedPartBytes(s3.bucketDirectory))) });
    const stored = await scans.receive(41, source.stream);

    expect(stored.key).toMatch(/^scans\/41\/[0-9a-f-]{36}$/);
    expect(stored.sizeBytes).toBe(total);
    expect(Buffer.from(stored.header).equals(source.head()!)).toBe(true);
    // Three 8 MB parts (two in flight, one filling) and the streams' small buffers; never the file.
    expect(largestLead).toBeLessThanOrEqual(4 * PART_BYTES);

    const content = await scans.open(stored.key);
    const downloaded = createHash('sha256');
    for await (const chunk of content!) downloaded.update(chunk as Buffer);
    expect(downloaded.digest('hex')).toBe(source.digest());
  });

  it('reads a range, copies the scan to a local file only while it is used, and forgets a discarded scan', async () => {
    const bytes = randomBytes(3 * MB);
    const stored = await scans.receive(42, Readable.from([bytes.subarray(0, MB), bytes.subarray(MB)]));
    expect(stored.sizeBytes).toBe(bytes.length);

    expect((await buffer((await scans.open(stored.key, { start: 10, end: 19 }))!)).equals(bytes.subarray(10, 20))).toBe(true);

    let copy = '';
    const digest = await scans.withLocalCopy(stored.key, async (path) => {
      copy = path;
      return sha256(await readFile(path));
    });
    expect(digest).toBe(sha256(bytes));
    expect(existsSync(copy)).toBe(false);

    await scans.discard(stored.key);
    expect(await scans.open(stored.key)).toBeNull();
    expect(await keysUnder('scans/42/')).toEqual([]);
    await expect(scans.withLocalCopy(stored.key, async () => 'read')).rejects.toThrow(/No scan is stored/);
    expect(await scans.open('/data/scans/42/received-on-disk')).toBeNull();
  });

  it('leaves no object behind when the upload breaks off, in one part or in several', async () => {
    await expect(scans.receive(43, generated(2 * MB, { failAt: MB }).stream)).rejects.toThrow();
    await expect(scans.receive(43, generated(40 * MB, { failAt: 20 * MB }).stream)).rejects.toThrow();
    expect(await keysUnder('scans/43/')).toEqual([]);
  });

  it('keeps pictures under their new names and reads back only the names it gave out', async () => {
    const images = new S3ImageStore(bucket);
    const picture = randomBytes(20_000);
    const image = await images.save(picture, 'png');
    expect(image.url).toBe(`/uploads/${image.name}`);
    const stored = await images.open(image.name);
    expect(stored!.sizeBytes).toBe(picture.length);
    expect((await buffer(stored!.content)).equals(picture)).toBe(true);
    expect(await images.open('00000000-0000-4000-8000-000000000000.png')).toBeNull();
    expect(await images.open('../scans/41/x.png')).toBeNull();
    expect(await keysUnder('images/')).toEqual([`images/${image.name}`]);
  });

  it('is reachable with the right bucket, and not with a missing bucket, wrong credentials or no server', async () => {
    await expect(scans.checkReachable()).resolves.toBeUndefined();
    for (const settings of [
      { ...s3.settings, bucket: 'no-such-bucket' },
      { ...s3.settings, credentials: { accessKeyId: 'someone-else', secretAccessKey: 'wrong' } },
      { ...s3.settings, endpoint: 'http://127.0.0.1:9' },
    ]) {
      const elsewhere = new S3Bucket(settings);
      await expect(elsewhere.checkReachable()).rejects.toThrow();
      elsewhere.close();
    }
  });
});

/** The bytes of the parts s3rver has finished storing for multipart uploads not yet completed (it writes a part's checksum last). */
function storedPartBytes(bucketDirectory: string): number {
  const uploads = join(bucketDirectory, '._S3rver_uploads');
  if (!existsSync(uploads)) return 0;
  return readdirSync(uploads).reduce((bytes, upload) => bytes + readdirSync(join(uploads, upload)).filter((name) => /^\d+\.md5$/.test(name)).length * PART_BYTES, 0);
}

describe('the S3 settings', () => {
  const base = { DATA_DIR: join(process.cwd(), 'node_modules/.cache/tiara-config-test') };

  it('keeps uploads in DATA_DIR without S3_BUCKET, and names a bucket with it', () => {
    expect(readConfig(base).storage).toEqual({ kind: 'disk' });
    expect(readConfig({ ...base, S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1' }).storage).toEqual({ kind: 's3', s3: { bucket: 'uploads', region: 'eu-central-1', forcePathStyle: false } });
    expect(
      readConfig({ ...base, S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toEqual({
      kind: 's3',
      s3: { bucket: 'uploads', region: 'us-east-1', endpoint: 'http://minio:9000', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true },
    });
  });

  it('refuses half a bucket configuration with a message that says what is missing', () => {
    expect(() => readConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow("S3_ENDPOINT, S3_ACCESS_KEY_ID given without S3_BUCKET");
    expect(() => readConfig({ ...base, S3_BUCKET: 'uploads' })).toThrow('S3_BUCKET needs S3_REGION');
    expect(() => readConfig({ ...base, S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key' })).toThrow('missing: S3_SECRET_ACCESS_KEY');
    expect(() => readConfig({ ...base, S3_BUCKET: 'uploads', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE');
  });
});
