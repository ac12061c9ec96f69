import { scanExtensionOf } from './ScanExtensions';
import { detectScanFormat, isAcceptableScan } from './ScanFormat';

/** A NIfTI-1 header is 348 bytes (NIfTI-2's is 540): a shorter `.nii` cannot be one. */
export const NIFTI_HEADER_BYTES = 348;

/**
 * What is wrong with a chosen file, as far as its name and first bytes tell (issue 27: a 2 KB
 * `.nii` and a `.txt` got the same "Unsupported file format"):
 * - 'unsupported-extension': no accepted extension; SPEC §5's "Unsupported file format" applies;
 * - 'nifti-too-small': a `.nii` shorter than a NIfTI header;
 * - 'nifti-without-mark': a `.nii` without NIfTI's size and mark ('n+1' or 'ni1' at byte 344, or NIfTI-2's at 4);
 * - 'gzip-expected': a `.nii.gz` that is not gzip-compressed;
 * - 'dicom-without-mark': a `.dcm` without 'DICM' at byte 128 (and group 0002 after it);
 * - 'nrrd-without-mark': a `.nrrd` that does not begin with 'NRRD000' and a digit;
 * - 'zip-expected': a `.zip` that is not a ZIP archive.
 * What can only be told by reading further (a `.nii.gz` cut short, a ZIP without scans) is found
 * when the files are surveyed, which needs a decompressor.
 */
export type ScanFileProblem =
  | 'unsupported-extension'
  | 'nifti-too-small'
  | 'nifti-without-mark'
  | 'gzip-expected'
  | 'dicom-without-mark'
  | 'nrrd-without-mark'
  | 'zip-expected';

/**
 * The problem with a file named `fileName` whose first bytes are `header` (at least
 * SCAN_HEADER_BYTES of them, or the whole file when it is shorter), or null when its content is
 * what its name promises (isAcceptableScan): the one rule the upload page and the server refuse by.
 */
export function scanFileProblem(fileName: string, header: Uint8Array): ScanFileProblem | null {
  const extension = scanExtensionOf(fileName);
  if (extension === null) return 'unsupported-extension';
  if (isAcceptableScan(fileName, detectScanFormat(header))) return null;
  switch (extension) {
    case '.nii':
      return header.length < NIFTI_HEADER_BYTES ? 'nifti-too-small' : 'nifti-without-mark';
    case '.nii.gz':
      return 'gzip-expected';
    case '.dcm':
      return 'dicom-without-mark';
    case '.nrrd':
      return 'nrrd-without-mark';
    case '.zip':
      return 'zip-expected';
  }
}
