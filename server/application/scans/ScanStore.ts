import type { Readable } from 'node:stream';

/** A received file, with its first bytes for the format check. */
export interface StoredScan {
  /** Where the store keeps it; kept with the job (its `storedPath`) and given back to the store to read or discard the file. */
  readonly key: string;
  readonly sizeBytes: number;
  readonly header: Uint8Array;
}

/** Bytes `start` to `end` of a stored file, both included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** Keeps uploaded scan files. */
export interface ScanStore {
  /** Streams the content to a new file of the user's; nothing is left stored if the stream fails. */
  receive(userId: number, content: Readable): Promise<StoredScan>;
  discard(key: string): Promise<void>;
  /** The stored file (or the range of it) as a stream; null when nothing is stored under `key`. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Runs `use` with the path of a local file holding the scan, for readers that jump around in it
   * (a zip's directory is at its end); a copy made for the purpose is removed once `use` settles.
   */
  withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
}
