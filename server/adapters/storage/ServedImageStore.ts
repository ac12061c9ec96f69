import type { Readable } from 'node:stream';
import type { ImageStore } from '../../application/admin/ImageStore';

/** A stored file's bytes, streaming, with its length. */
export interface StoredObject {
  readonly content: Readable;
  readonly sizeBytes: number;
}

/** A store the readiness check asks. */
export interface Reachable {
  /** Rejects when the store cannot be written to (disk: its folder; S3: the bucket). */
  checkReachable(): Promise<void>;
}

/** Uploaded pictures, kept and read back for /uploads. */
export interface ServedImageStore extends ImageStore, Reachable {
  /** The picture stored under `name` (a name the store gave out); null when there is none. */
  open(name: string): Promise<StoredObject | null>;
}
