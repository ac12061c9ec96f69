import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ScanStore, StoredScan } from '../../application/scans/ScanStore';
import { ScanMeasure } from './ScanMeasure';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Uploaded scans as files under `<dataDir>/scans/<userId>/<random name>`: streamed chunk by chunk
 * (never held whole in memory), owner-readable only, the first bytes kept for the format check.
 * A file's key is its absolute path, as jobs recorded before there were other stores hold it.
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
    const measure = new ScanMeasure();
    // The file is opened before the pipeline starts: a write stream opens its file in the
    // background, so content failing at once could see the file discarded before that open made it.
    const file = await open(path, 'wx', 0o600);
    try {
      await pipeline(content, measure, file.createWriteStream());
    } catch (error) {
      await file.close();
      await this.discard(path);
      throw error;
    }
    return { key: path, sizeBytes: measure.sizeBytes, header: measure.header };
  }

  /**
   * Moves a complete local file (on the same disk) into the user's scans as `name`, without copying
   * it, and gives its key and size. Asked again for a file already moved, it gives the same answer;
   * null when the file is neither where it was nor already moved.
   */
  async adopt(userId: number, path: string, name: string): Promise<{ key: string; sizeBytes: number } | null> {
    const directory = join(this.root, String(userId));
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const key = join(directory, name);
    try {
      await rename(path, key);
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
    try {
      return { key, sizeBytes: (await stat(key)).size };
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async discard(key: string): Promise<void> {
    await rm(key, { force: true });
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      // Opened before the stream is made, so a missing file is known before anything is sent.
      const file = await open(key, 'r');
      return file.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    return use(key);
  }

  /** The scans directory exists (made when missing) and this process may write to it. */
  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    await access(this.root, constants.W_OK);
  }
}
