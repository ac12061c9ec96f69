import type { Readable } from 'node:stream';

/** A received file on disk, with its first bytes for the format check. */
export interface StoredScan {
  readonly path: string;
  readonly sizeBytes: number;
  readonly header: Uint8Array;
}

/** Keeps uploaded scan files. */
export interface ScanStore {
  /** Streams the content to a new file of the user's; the partial file is removed if the stream fails. */
  receive(userId: number, content: Readable): Promise<StoredScan>;
  discard(path: string): Promise<void>;
}
