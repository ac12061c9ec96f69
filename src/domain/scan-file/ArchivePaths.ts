import { scanExtensionOf } from './ScanExtensions';

/** A path inside an archive: forward slashes, no leading slash, no empty, '.' or '..' segments. */
export function archivePath(path: string): string {
  const segments = path.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.length === 0 ? 'scan' : segments.join('/');
}

/** 'IM1.dcm' seen twice becomes 'IM1 (2).dcm'; '.nii.gz' stays whole. */
function numbered(path: string, copy: number): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const extension = scanExtensionOf(name) ?? (name.lastIndexOf('.') > 0 ? name.slice(name.lastIndexOf('.')) : '');
  const stem = name.slice(0, name.length - extension.length);
  return `${path.slice(0, slash + 1)}${stem} (${copy})${extension}`;
}

/**
 * The paths a zip of these files gets, in order: each made an archive path, and a path met again
 * (case-insensitively, as Windows and macOS unpack) numbered rather than overwriting the first.
 */
export function archiveEntryPaths(paths: readonly string[]): string[] {
  const taken = new Set<string>();
  return paths.map((original) => {
    const path = archivePath(original);
    let candidate = path;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = numbered(path, copy);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
