import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeSamples, keepStoredBits, parseNiftiHeader, parseNrrdHeader, volumeLayout } from '@tiara/domain/scan-preview';

const bytesOf = (path: string): Uint8Array => new Uint8Array(readFileSync(path));
const nrrd = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A NIfTI-1 header written here, in either byte order. */
function nifti1(little: boolean, dims: number[], datatype: number, bitpix: number, voxOffset = 352, slope = 0, inter = 0): Uint8Array {
  const bytes = new Uint8Array(352);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, 348, little);
  view.setInt16(40, dims.length, little);
  dims.forEach((size, index) => view.setInt16(42 + index * 2, size, little));
  view.setInt16(70, datatype, little);
  view.setInt16(72, bitpix, little);
  view.setFloat32(108, voxOffset, little);
  view.setFloat32(112, slope, little);
  view.setFloat32(116, inter, little);
  bytes.set(new TextEncoder().encode('n+1\0'), 344);
  return bytes;
}

function nifti2(little: boolean, dims: number[], datatype: number, bitpix: number): Uint8Array {
  const bytes = new Uint8Array(544);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, 540, little);
  bytes.set(new TextEncoder().encode('n+2\0\r\n\x1a\n'), 4);
  view.setInt16(12, datatype, little);
  view.setInt16(14, bitpix, little);
  view.setBigInt64(16, BigInt(dims.length), little);
  dims.forEach((size, index) => view.setBigInt64(24 + index * 8, BigInt(size), little));
  view.setBigInt64(168, 544n, little);
  view.setFloat64(176, 2, little);
  view.setFloat64(184, -10, little);
  return bytes;
}

describe('NIfTI headers', () => {
  it('reads nifti-js\u2019s big-endian minimal.nii: 64 × 64 × 10 uint8 from byte 352', () => {
    const header = parseNiftiHeader(bytesOf('node_modules/nifti-js/test/minimal.nii'));
    expect(header).toEqual({ version: 1, littleEndian: false, dims: [64, 64, 10], datatype: 2, bitpix: 8, voxOffset: 352, sclSlope: 1, sclInter: 0 });
  });

  it('reads NIfTI-1 and NIfTI-2 in both byte orders with their scaling', () => {
    for (const little of [true, false]) {
      expect(parseNiftiHeader(nifti1(little, [512, 512, 600], 4, 16, 352, 1, -1024))).toMatchObject({ version: 1, littleEndian: little, dims: [512, 512, 600], datatype: 4, sclSlope: 1, sclInter: -1024 });
      expect(parseNiftiHeader(nifti2(little, [256, 256, 180, 3], 16, 32))).toMatchObject({ version: 2, littleEndian: little, dims: [256, 256, 180, 3], voxOffset: 544, sclSlope: 2, sclInter: -10 });
    }
  });

  it('refuses what is not a single-file NIfTI with sensible dimensions', () => {
    expect(parseNiftiHeader(new Uint8Array(348))).toBeNull();
    const pair = nifti1(true, [4, 4, 4], 2, 8);
    pair.set(new TextEncoder().encode('ni1\0'), 344);
    expect(parseNiftiHeader(pair)).toBeNull();
    expect(parseNiftiHeader(nifti1(true, [4, 0, 4], 2, 8))).toBeNull();
    expect(parseNiftiHeader(nifti1(true, [4, 4, 4], 2, 8).subarray(0, 300))).toBeNull();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
      parseNiftiHeader(bytes);
    }));
  });
});

describe('NRRD headers', () => {
  it('reads nrrd-js\u2019s example1.nrrd, a CRLF header: uchar 3 × 512 × 512, raw, its data the file\u2019s last 786,432 bytes', () => {
    const result = parseNrrdHeader(bytesOf('node_modules/nrrd-js/example1.nrrd'));
    expect(result).toEqual({
      kind: 'header',
      header: { type: 'uint8', sizes: [3, 512, 512], spatial: [true, true, true], littleEndian: true, encoding: 'raw', dataOffset: 108, byteSkip: 0 },
    });
  });

  it.each([
    ['example2.nrrd', 'uint16', [3, 4], 'text'],
    ['example3.nrrd', 'uint8', [3, 2], 'text'],
    ['example4.nrrd', 'uint8', [4, 3, 2, 2], 'text'],
  ])('reads nrrd-js\u2019s %s', (file, type, sizes, encoding) => {
    expect(parseNrrdHeader(bytesOf(`node_modules/nrrd-js/${file}`))).toMatchObject({ kind: 'header', header: { type, sizes, encoding } });
  });

  it('reads endianness, gzip, kinds and byte skip, and skips key/value pairs and comments', () => {
    const text = 'NRRD0004\n# a comment: with a colon\ntype: short\ndimension: 4\nsizes: 3 64 64 20\nkinds: RGB-color domain domain domain\nendian: big\nencoding: gz\nbyte skip: 12\npatient:=Someone\n\n';
    expect(parseNrrdHeader(nrrd(text))).toEqual({
      kind: 'header',
      header: { type: 'int16', sizes: [3, 64, 64, 20], spatial: [false, true, true, true], littleEndian: false, encoding: 'gzip', dataOffset: text.length, byteSkip: 12 },
    });
  });

  it('tells a detached header, an unfinished one, a bad one and what is not NRRD apart', () => {
    expect(parseNrrdHeader(nrrd('NRRD0004\ntype: float\ndimension: 1\nsizes: 3\ndata file: scan.raw\n\n'))).toEqual({ kind: 'detached' });
    expect(parseNrrdHeader(nrrd('NRRD0004\ntype: float\ndimension: 1\n'))).toEqual({ kind: 'incomplete' });
    expect(parseNrrdHeader(nrrd('NRRD0004\ntype: block\ndimension: 1\nsizes: 3\n\n'))).toEqual({ kind: 'unsupported', field: 'type' });
    expect(parseNrrdHeader(nrrd('NRRD0004\ntype: float\ndimension: 2\nsizes: 3\n\n'))).toEqual({ kind: 'unsupported', field: 'sizes' });
    expect(parseNrrdHeader(nrrd('P5 512 512 255\n'))).toEqual({ kind: 'not-nrrd' });
  });
});

describe('volume layouts and samples', () => {
  it('slices along the third spatial axis, reading a leading component axis as one pixel', () => {
    expect(volumeLayout([512, 512, 600], [true, true, true], { type: 'int16', littleEndian: true })).toMatchObject({ columns: 512, rows: 512, slices: 600, components: 1, sliceBytes: 524_288 });
    expect(volumeLayout([3, 64, 64, 20], [false, true, true, true], { type: 'uint8', littleEndian: true })).toMatchObject({ columns: 64, rows: 64, slices: 20, components: 3, sliceBytes: 12_288 });
    expect(volumeLayout([64, 64], [true, true], { type: 'uint8', littleEndian: true })).toMatchObject({ slices: 1 });
    expect(volumeLayout([64, 3, 64], [true, false, true], { type: 'uint8', littleEndian: true })).toBeNull();
  });

  it('decodes samples in either byte order, and keeps only the stored bits with their sign', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x01, 0x00]);
    expect([...decodeSamples(bytes, { type: 'int16', littleEndian: true }, 2)]).toEqual([-257, 1]);
    expect([...decodeSamples(bytes, { type: 'uint16', littleEndian: false }, 2)]).toEqual([0xfffe, 0x0100]);
    expect([...decodeSamples(bytes, { type: 'uint16', littleEndian: false }, 5)]).toHaveLength(2);
    expect([...keepStoredBits(new Float64Array([0xf800 + 0x07ff, 0x0fff, 0x1001]), 12, true)]).toEqual([-1, -1, 1]);
    expect([...keepStoredBits(new Float64Array([0xf000 + 4095]), 12, false)]).toEqual([4095]);
  });
});
