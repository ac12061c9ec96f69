import type { IdentifyingDataKind } from '@tiara/domain/scan-deid';
import type { UnparseableReason } from '../../../application/scans/StudyPreparer';
import { crc32Of, crc32OfBytes } from '../../zip/StoredZipWriter';

/**
 * A file's new content as the parts it is made of: bytes made here (a rewritten header) and
 * slices of the original file (its pixel data, never read into memory to be kept). They become
 * one Blob only with the whole archive: in Chromium each Blob made from bytes costs a round trip
 * to the browser process, and a study has hundreds of files.
 */
export type ContentPart = Uint8Array | Blob;

/** What de-identifying one file gave: its new content and the kinds of identifying data it had. */
export type ScanDeidentification =
  | {
      readonly ok: true;
      readonly parts: readonly ContentPart[];
      readonly size: number;
      readonly found: ReadonlySet<IdentifyingDataKind>;
      /** The content's CRC-32, computed from what is already in memory where it can, reading the rest. */
      readonly checksum: () => Promise<number>;
    }
  | { readonly ok: false; readonly reason: UnparseableReason };

/** The CRC-32 of the parts in order: bytes from memory, Blobs read. */
async function checksumOf(parts: readonly ContentPart[]): Promise<number> {
  let crc = 0;
  for (const part of parts) crc = part instanceof Uint8Array ? crc32OfBytes(part, crc) : await crc32Of(part, crc);
  return crc;
}

export function deidentified(parts: readonly ContentPart[], found: ReadonlySet<IdentifyingDataKind>, checksum: () => Promise<number> = () => checksumOf(parts)): ScanDeidentification {
  return { ok: true, parts, size: parts.reduce((sum, part) => sum + (part instanceof Uint8Array ? part.length : part.size), 0), found, checksum };
}

export function unparseable(reason: UnparseableReason): ScanDeidentification {
  return { ok: false, reason };
}
