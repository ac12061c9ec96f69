import { scanExtensionOf } from './ScanExtensions';

/**
 * The names a study's files get inside the zip that is sent: their place in the study and their
 * scan extension ('0001.dcm', '0002.nii.gz'), never the names they were chosen under. Exported
 * folders and files are often named after the patient (scans notes §1.6), and the server reads
 * the scans' content, not their names. Unique by construction, in the order given; a name without
 * a scan extension keeps none.
 */
export function anonymousEntryPaths(paths: readonly string[]): string[] {
  const width = Math.max(4, String(paths.length).length);
  return paths.map((path, index) => `${String(index + 1).padStart(width, '0')}${scanExtensionOf(path) ?? ''}`);
}
