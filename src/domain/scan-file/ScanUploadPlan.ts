import { scanExtensionOf } from './ScanExtensions';

/** SPEC §4 "Upload flow": several files are zipped in the browser into a file with this name. */
export const SCAN_ARCHIVE_NAME = 'dicoms.zip';

/**
 * How a selection is sent as the upload's one multipart file field (SPEC §3 "Upload payload").
 * `skippedZips` lists zips that were left out because they came with other files.
 */
export type ScanUploadPlan<T> =
  | { readonly kind: 'single-zip'; readonly file: T }
  | { readonly kind: 'zip-these'; readonly files: T[]; readonly archiveName: typeof SCAN_ARCHIVE_NAME; readonly skippedZips: T[] }
  | { readonly kind: 'nothing'; readonly skippedZips: T[] };

/**
 * SPEC: "One zip is kept as a single file; otherwise the selected non-zip files are zipped in the
 * browser into a file named dicoms.zip". Taken literally:
 * - exactly one file that is a zip is sent as it is;
 * - any other selection zips its non-zip files, even a single `.nii.gz`, into dicoms.zip;
 * - zips that come with other files are not nested inside dicoms.zip (the server would have to
 *   unpack archives within archives) but returned in `skippedZips`, so the screen can say so;
 * - a selection of only zips, two or more, has nothing left to send: 'nothing' with the zips.
 * The input is expected to be already filtered by `filterScanFiles`; order is preserved.
 */
export function planScanUpload<T extends { readonly name: string }>(files: readonly T[]): ScanUploadPlan<T> {
  const [only] = files;
  if (files.length === 1 && only !== undefined && isZip(only)) return { kind: 'single-zip', file: only };
  const zipped = files.filter((file) => !isZip(file));
  const skippedZips = files.filter(isZip);
  if (zipped.length === 0) return { kind: 'nothing', skippedZips };
  return { kind: 'zip-these', files: zipped, archiveName: SCAN_ARCHIVE_NAME, skippedZips };
}

function isZip(file: { readonly name: string }): boolean {
  return scanExtensionOf(file.name) === '.zip';
}

/** The chosen files a plan sends: the one zip, or the files zipped into dicoms.zip. */
export function filesSent<T>(plan: Exclude<ScanUploadPlan<T>, { kind: 'nothing' }>): T[] {
  return plan.kind === 'single-zip' ? [plan.file] : plan.files;
}
