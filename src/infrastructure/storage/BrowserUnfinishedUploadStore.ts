import * as z from 'zod/mini';
import type { UnfinishedUpload, UnfinishedUploadStore } from '../../application/scans/UnfinishedUploadStore';
import { isStudyFingerprint } from '@tiara/domain/scan-file';
import { isUploadAddress } from '../http/uploadAddress';

import { UNFINISHED_UPLOADS_KEY } from './unfinishedUploadsKey';

/** More would be forgotten uploads, not unfinished ones: the oldest go first. */
const MAX_REMEMBERED = 10;
const KEY_BYTES = 16;

const count = z.int().check(z.gte(0));

/** One stored upload's shape; its texts are checked by `isSound` (plain tests keep zod's string checks out of the first load). */
const storedUpload = z.object({
  userId: count,
  fingerprint: z.string(),
  key: z.string(),
  address: z.nullable(z.string()),
  fileName: z.string(),
  fileCount: count,
  totalBytes: count,
  sentBytes: count,
  startedAt: z.string(),
});

const KEY = /^[0-9a-f]{32}$/;
const MAX_FILE_NAME_LENGTH = 255;

/** An entry this shop wrote: a signed-in person's, an address on this shop only, a date that reads. */
function isSound(stored: z.infer<typeof storedUpload>): boolean {
  return (
    stored.userId > 0 &&
    isStudyFingerprint(stored.fingerprint) &&
    KEY.test(stored.key) &&
    (stored.address === null || isUploadAddress(stored.address)) &&
    stored.fileName !== '' &&
    stored.fileName.length <= MAX_FILE_NAME_LENGTH &&
    !Number.isNaN(Date.parse(stored.startedAt))
  );
}

type StoredUpload = z.infer<typeof storedUpload>;

function fromStored(stored: StoredUpload): UnfinishedUpload {
  return { ...stored, sentBytes: Math.min(stored.sentBytes, stored.totalBytes), startedAt: new Date(stored.startedAt) };
}

function toStored(upload: UnfinishedUpload): StoredUpload {
  return { ...upload, startedAt: upload.startedAt.toISOString() };
}

/**
 * Unfinished uploads in the browser's localStorage, as a JSON list. The list is read leniently (a
 * broken or edited entry is left out, never trusted: an address must be an upload path on this
 * shop); a full or disabled storage only costs resuming after a reload.
 */
export class BrowserUnfinishedUploadStore implements UnfinishedUploadStore {
  private readonly storage: Storage;
  private readonly random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

  constructor(storage: Storage, random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes)) {
    this.storage = storage;
    this.random = random;
  }

  async mine(userId: number): Promise<UnfinishedUpload[]> {
    return this.all().filter((upload) => upload.userId === userId);
  }

  async find(userId: number, fingerprint: string): Promise<UnfinishedUpload | null> {
    return this.all().find((upload) => upload.userId === userId && upload.fingerprint === fingerprint) ?? null;
  }

  async save(upload: UnfinishedUpload): Promise<void> {
    const others = this.all().filter((kept) => kept.userId !== upload.userId || kept.fingerprint !== upload.fingerprint);
    this.write([...others, upload].slice(-MAX_REMEMBERED));
  }

  async forget(userId: number, fingerprint: string): Promise<void> {
    const all = this.all();
    const kept = all.filter((upload) => upload.userId !== userId || upload.fingerprint !== fingerprint);
    if (kept.length !== all.length) this.write(kept);
  }

  async newKey(): Promise<string> {
    return Array.from(this.random(new Uint8Array(KEY_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  private all(): UnfinishedUpload[] {
    let text: string | null;
    try {
      text = this.storage.getItem(UNFINISHED_UPLOADS_KEY);
    } catch {
      return [];
    }
    if (text === null) return [];
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      return [];
    }
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry: unknown) => {
      const parsed = z.safeParse(storedUpload, entry);
      return parsed.success && isSound(parsed.data) ? [fromStored(parsed.data)] : [];
    });
  }

  private write(uploads: readonly UnfinishedUpload[]): void {
    try {
      if (uploads.length === 0) this.storage.removeItem(UNFINISHED_UPLOADS_KEY);
      else this.storage.setItem(UNFINISHED_UPLOADS_KEY, JSON.stringify(uploads.map(toStored)));
    } catch {
      // A full or disabled storage: the upload still goes on, it only cannot be resumed after a reload.
    }
  }
}
