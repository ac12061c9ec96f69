import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, pipeline } from 'node:stream';
import type { ByteRange, ScanStore, StoredScan } from '../../application/scans/ScanStore';
import type { S3Bucket } from '../storage/S3Bucket';
import { ScanMeasure } from './ScanMeasure';

/** A key this store did not give out, such as the path of a scan received on disk before the shop moved to a bucket. */
export class ScanNotInBucket extends Error {
  constructor(key: string) {
    super(`No scan is stored under ${key}`);
    this.name = 'ScanNotInBucket';
  }
}

/**
 * Uploaded scans as objects `scans/<userId>/<random name>` in an S3-compatible bucket, so that every
 * server of the shop reads what any of them received. The upload is streamed to the bucket in
 * parts as it arrives (never held whole in memory), measured and its first bytes kept on the way.
 */
export class S3ScanStore implements ScanStore {
  constructor(private readonly bucket: S3Bucket) {}

  async receive(userId: number, content: Readable): Promise<StoredScan> {
    const key = `scans/${userId}/${randomUUID()}`;
    const measure = new ScanMeasure();
    // A failing upload (a broken body) destroys the measure with its error, which fails the upload.
    const measured = pipeline(content, measure, () => undefined);
    await this.bucket.upload(key, measured);
    return { key, sizeBytes: measure.sizeBytes, header: measure.header };
  }

  async discard(key: string): Promise<void> {
    await this.bucket.delete(key);
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.bucket.get(key, range))?.content ?? null;
  }

  /** Downloads the scan to a private folder under the system's temporary directory, removed once `use` settles. */
  async withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(join(tmpdir(), 'tiara-scan-'));
    try {
      const path = join(folder, 'scan');
      if (!(await this.bucket.download(key, path))) throw new ScanNotInBucket(key);
      return await use(path);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async checkReachable(): Promise<void> {
    await this.bucket.checkReachable();
  }
}
