import type { IdentifyingDataKind } from '../../../domain/scan-deid';
import type { UnparseableReason } from '../../../application/scans/StudyPreparer';

/** What de-identifying one file gave: its new content and the kinds of identifying data it had. */
export type ScanDeidentification =
  | { readonly ok: true; readonly content: Blob; readonly found: ReadonlySet<IdentifyingDataKind> }
  | { readonly ok: false; readonly reason: UnparseableReason };

export function deidentified(content: Blob, found: ReadonlySet<IdentifyingDataKind>): ScanDeidentification {
  return { ok: true, content, found };
}

export function unparseable(reason: UnparseableReason): ScanDeidentification {
  return { ok: false, reason };
}
