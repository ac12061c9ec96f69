import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SCAN_HEADER_BYTES } from '../../../src/domain/scan-file';
import type { ScanStore, StoredScan } from '../../application/scans/ScanStore';

/**
 * Uploaded scans as files under `<dataDir>/scans/<userId>/<random name>`: streamed chunk by chunk
 * (never held whole in memory), owner-readable only, the first bytes kept for the format check.
 */
export class DiskScanStore implements ScanStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'scans');
  }

  async receive(userId: number, content: Readable): Promise<StoredScan> {
    const directory = join(this.root, String(userId));
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const path = join(directory, randomUUID());
    const headerChunks: Buffer[] = [];
    let headerBytes = 0;
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (headerBytes < SCAN_HEADER_BYTES) {
          const part = chunk.subarray(0, SCAN_HEADER_BYTES - headerBytes);
          headerChunks.push(Buffer.from(part));
          headerBytes += part.length;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(content, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await this.discard(path);
      throw error;
    }
    return { path, sizeBytes, header: Buffer.concat(headerChunks) };
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
