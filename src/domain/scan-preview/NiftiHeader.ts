import type { SampleType } from './SampleFormat';

/** The fields of a NIfTI-1 or NIfTI-2 header the preview needs. */
export interface NiftiHeader {
  readonly version: 1 | 2;
  readonly littleEndian: boolean;
  /** dim[1..dim[0]]: the size along each dimension, the fastest first. */
  readonly dims: readonly number[];
  readonly datatype: number;
  readonly bitpix: number;
  /** Where the voxels start in the (uncompressed) file. */
  readonly voxOffset: number;
  /** scl_slope and scl_inter as the standard reads them: a slope of 0 (or not finite) means no scaling. */
  readonly sclSlope: number;
  readonly sclInter: number;
}

/** Bytes a parser needs to read either version's header. */
export const NIFTI_HEADER_BYTES = 540;

/** NIfTI datatype codes (nifti1.h) of the sample types the preview draws; RGB, complex and 64-bit integers are not. */
const SAMPLE_TYPES: ReadonlyMap<number, SampleType> = new Map([
  [2, 'uint8'],
  [4, 'int16'],
  [8, 'int32'],
  [16, 'float32'],
  [64, 'float64'],
  [256, 'int8'],
  [512, 'uint16'],
  [768, 'uint32'],
]);

export function niftiSampleType(datatype: number): SampleType | null {
  return SAMPLE_TYPES.get(datatype) ?? null;
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/**
 * Reads a NIfTI header from the first bytes of a file (at least 348 for NIfTI-1, 540 for
 * NIfTI-2), in whichever byte order `sizeof_hdr` reads 348 or 540. Null when the bytes are not a
 * NIfTI header with a single-file magic ('n+1', 'n+2') or its dimensions make no sense.
 */
export function parseNiftiHeader(bytes: Uint8Array): NiftiHeader | null {
  if (bytes.length < 348) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endian = [true, false].find((little) => view.getInt32(0, little) === 348 || view.getInt32(0, little) === 540);
  if (endian === undefined) return null;
  const little = endian;
  if (view.getInt32(0, little) === 348) {
    if (ascii(bytes, 344, 4) !== 'n+1\0') return null;
    const dims = Array.from({ length: 8 }, (_, index) => view.getInt16(40 + index * 2, little));
    return header(1, little, dims, view.getInt16(70, little), view.getInt16(72, little), view.getFloat32(108, little), view.getFloat32(112, little), view.getFloat32(116, little));
  }
  if (bytes.length < NIFTI_HEADER_BYTES || ascii(bytes, 4, 8) !== 'n+2\0\r\n\x1a\n') return null;
  const dims = Array.from({ length: 8 }, (_, index) => Number(view.getBigInt64(16 + index * 8, little)));
  return header(2, little, dims, view.getInt16(12, little), view.getInt16(14, little), Number(view.getBigInt64(168, little)), view.getFloat64(176, little), view.getFloat64(184, little));
}

function header(version: 1 | 2, littleEndian: boolean, dim: number[], datatype: number, bitpix: number, voxOffset: number, slope: number, inter: number): NiftiHeader | null {
  const rank = dim[0] ?? 0;
  if (rank < 1 || rank > 7) return null;
  const dims = dim.slice(1, rank + 1);
  if (dims.some((size) => !Number.isSafeInteger(size) || size < 1)) return null;
  if (!Number.isSafeInteger(voxOffset) || voxOffset < 0) return null;
  const scaled = Number.isFinite(slope) && slope !== 0;
  return { version, littleEndian, dims, datatype, bitpix, voxOffset, sclSlope: scaled ? slope : 1, sclInter: scaled && Number.isFinite(inter) ? inter : 0 };
}
