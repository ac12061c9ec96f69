import type { IdentifyingDataKind } from '../../../domain/scan-deid';
import type { UnparseableReason } from '../../../application/scans/StudyPreparer';
import { crc32Of } from '../../zip/StoredZipWriter';

/** What de-identifying one file gave: its new content and the kinds of identifying data it had. */
export type ScanDeidentification =
  | {
      readonly ok: true;
      readonly content: Blob;
      readonly found: ReadonlySet<IdentifyingDataKind>;
      /** The content's CRC-32, computed from what is already in memory where it can, reading the rest. */
      readonly checksum: () => Promise<number>;
    }
  | { readonly ok: false; readonly reason: UnparseableReason };

export function deidentified(content: Blob, found: ReadonlySet<IdentifyingDataKind>, checksum: () => Promise<number> = () => crc32Of(content)): ScanDeidentification {
  return { ok: true, content, found, checksum };
}

export function unparseable(reason: UnparseableReason): ScanDeidentification {
  return { ok: false, reason };
}
