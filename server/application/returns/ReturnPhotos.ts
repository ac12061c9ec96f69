import type { Readable } from 'node:stream';
import type { ImageFormat } from '../admin/ImageFormats';

/** A photo a customer sent for a report. */
export interface StoredReturnPhoto {
  readonly id: number;
  /** The customer who sent it: they and staff alone may see it. */
  readonly userId: number;
  /** The stored file's random name. */
  readonly name: string;
  readonly contentType: string;
}

/** The photos' records: who sent which, and when. */
export interface ReturnPhotoRecords {
  /** How many photos `userId` sent since `since`. */
  countSince(userId: number, since: Date): Promise<number>;
  add(photo: { readonly userId: number; readonly name: string; readonly contentType: string; readonly at: Date }): Promise<number>;
  find(photoId: number): Promise<StoredReturnPhoto | null>;
}

/** The photos' files, kept apart from the shop's public pictures: nothing serves them but their owner's and staff's requests. */
export interface ReturnPhotoStore {
  /** Stores the photo under a new random name, which it answers; never overwrites another. */
  save(content: Buffer, format: ImageFormat): Promise<string>;
  /** The photo stored under `name`, streaming, with its length; null when there is none. */
  open(name: string): Promise<{ readonly content: Readable; readonly sizeBytes: number } | null>;
}
