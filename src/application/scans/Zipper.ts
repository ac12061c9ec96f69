import type { ServiceIdentifier } from 'inversify';
import type { Result } from '../../domain/result';

/** One file of the archive: its path inside the zip and its bytes, still unread. */
export interface ZipEntry {
  readonly path: string;
  readonly content: Blob;
}

export interface ZipOptions {
  /** Aborting stops the zipping and answers `cancelled`. */
  readonly signal?: AbortSignal;
  /** The share of the archive written so far, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

export type ZipFailure =
  | { readonly kind: 'cancelled' }
  /** A file could not be read any more (moved, deleted or changed since it was chosen). */
  | { readonly kind: 'unreadable'; readonly path: string }
  /** The zipping code could not be fetched (the connection dropped): nothing was read. */
  | { readonly kind: 'unavailable' };

/**
 * Packs several scan files into one zip archive (SPEC §4 "Upload flow": dicoms.zip). Entries are
 * stored uncompressed (STORE: DICOM slices and NIfTI gain little from deflate and it costs far more
 * time than it saves, scans notes §2.1), in the given order, and read one at a time when their turn
 * comes, so a study of hundreds of slices is never held in memory twice. Two entries with the same
 * path are both kept, the later ones renamed.
 */
export interface Zipper {
  zip(entries: readonly ZipEntry[], options?: ZipOptions): Promise<Result<Blob, ZipFailure>>;
}

export const Zipper: ServiceIdentifier<Zipper> = Symbol('Zipper');
