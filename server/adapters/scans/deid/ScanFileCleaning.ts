import type { UidReplacements } from '@tiara/domain/scan-deid';
import { type ScanFormat, SCAN_HEADER_BYTES, detectScanFormat, scanExtensionOf } from '@tiara/domain/scan-file';
import type { ByteReader } from './ByteReader';
import { cleanDicom, dicomNeedsCleaning } from './DicomStreamDeidentifier';
import { RefusedScan } from './RefusedScan';
import { cleanGzipNifti, cleanNifti, cleanNrrd, gzipNiftiNeedsCleaning, niftiNeedsCleaning, nrrdNeedsCleaning } from './VolumeStreamDeidentifiers';

/** How a scan file is cleaned: by what its content is. */
export type ScanKind = 'dicom' | 'nifti' | 'gzip-nifti' | 'nrrd';

/** A stored scan's kind, from the format its first bytes showed when it was accepted. */
export function kindOfFormat(format: ScanFormat): ScanKind {
  switch (format) {
    case 'dicom':
      return 'dicom';
    case 'nifti1':
    case 'nifti2':
      return 'nifti';
    case 'gzip':
      return 'gzip-nifti';
    case 'nrrd':
      return 'nrrd';
    default:
      throw new RefusedScan('broken-zip');
  }
}

/**
 * What a zip entry is, by its content whatever its name says (exports often have no extensions),
 * as the browser decides it: 'skip' for what is no scan at all (a README, a viewer program), which
 * is left out; a zip within the zip is not unpacked, and a file named as a scan that is none is
 * refused, so nothing is dropped that the customer meant to send.
 */
export async function kindOfEntry(path: string, reader: ByteReader): Promise<ScanKind | 'skip'> {
  const format = detectScanFormat(await reader.peek(SCAN_HEADER_BYTES));
  const extension = scanExtensionOf(path);
  switch (format) {
    case 'gzip':
      if (extension === '.nii.gz' || extension === null) return 'gzip-nifti';
      throw new RefusedScan('broken-nifti');
    case 'zip':
      throw new RefusedScan('broken-zip');
    case 'unknown':
      if (extension === '.dcm') throw new RefusedScan('broken-dicom');
      if (extension === '.nii' || extension === '.nii.gz') throw new RefusedScan('broken-nifti');
      if (extension === '.nrrd') throw new RefusedScan('broken-nrrd');
      if (extension === '.zip') throw new RefusedScan('broken-zip');
      return 'skip';
    default:
      return kindOfFormat(format);
  }
}

/** Whether the profile would change the file: false when it is its own de-identified form. */
export async function needsCleaning(kind: ScanKind, reader: ByteReader, size: number, replacements: UidReplacements): Promise<boolean> {
  switch (kind) {
    case 'dicom':
      return dicomNeedsCleaning(reader, size, replacements);
    case 'nifti':
      return niftiNeedsCleaning(reader, size);
    case 'gzip-nifti':
      return gzipNiftiNeedsCleaning(reader);
    case 'nrrd':
      return nrrdNeedsCleaning(reader);
  }
}

/** The file de-identified, streaming; `again` reads it anew from its start, for a format that must look ahead first. */
export async function cleaned(kind: ScanKind, reader: ByteReader, size: number, replacements: UidReplacements, again: () => ByteReader): Promise<AsyncIterable<Buffer>> {
  switch (kind) {
    case 'dicom':
      return cleanDicom(reader, replacements);
    case 'nifti':
      return cleanNifti(reader, size);
    case 'gzip-nifti':
      return cleanGzipNifti(reader, again);
    case 'nrrd':
      return cleanNrrd(reader);
  }
}
