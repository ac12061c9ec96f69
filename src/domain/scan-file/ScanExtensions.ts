/** SPEC §5 "Upload": the file types the drop zone keeps, compared case-insensitively. */
export const ACCEPTED_SCAN_EXTENSIONS = ['.nii', '.nii.gz', '.dcm', '.nrrd', '.zip'] as const;
export type ScanExtension = (typeof ACCEPTED_SCAN_EXTENSIONS)[number];

/**
 * The accepted extension a file name ends with, or null. '.nii.gz' is the only double extension:
 * a bare '.gz' is not a scan, so 'study.tar.gz' is rejected while 'brain.NII.GZ' is kept.
 */
export function scanExtensionOf(fileName: string): ScanExtension | null {
  const lower = fileName.toLowerCase();
  return ACCEPTED_SCAN_EXTENSIONS.find((extension) => lower.endsWith(extension)) ?? null;
}

export function hasAcceptedScanExtension(fileName: string): boolean {
  return scanExtensionOf(fileName) !== null;
}

function pathSegments(path: string): string[] {
  return path.split(/[\\/]/).filter((segment) => segment !== '');
}

/**
 * Files that come along when a folder or an exported study is dropped but are not scans: the
 * DICOMDIR index (it holds no image), macOS metadata (`__MACOSX/` folders, `.DS_Store`, and the
 * AppleDouble `._name` companions, which copy the real file's name and extension) and Windows'
 * `Thumbs.db`. Matched on the path's segments, case-insensitively.
 */
export function isIgnorableEntry(path: string): boolean {
  const segments = pathSegments(path.toLowerCase());
  const name = segments.at(-1);
  if (name === undefined) return false;
  if (segments.slice(0, -1).includes('__macosx') || name === '__macosx') return true;
  return name === 'dicomdir' || name === '.ds_store' || name === 'thumbs.db' || name.startsWith('._');
}

/**
 * Splits a selection into the files to keep and the ones filtered out (SPEC §5). A file is kept
 * when its name has an accepted extension and it is not an ignorable entry, so a
 * `__MACOSX/._slice1.dcm` companion is filtered out despite its extension. Order is preserved.
 */
export function filterScanFiles<T extends { readonly name: string }>(
  files: readonly T[],
): { accepted: T[]; rejected: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) {
    (hasAcceptedScanExtension(file.name) && !isIgnorableEntry(file.name) ? accepted : rejected).push(file);
  }
  return { accepted, rejected };
}
