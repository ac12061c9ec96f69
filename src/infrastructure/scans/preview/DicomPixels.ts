import { decodeSamples, keepStoredBits, meanOfComponents, type SampleType } from '@tiara/domain/scan-preview';
import type { ByteSource } from '../../files/ByteSource';
import { BIG_ENDIAN_SYNTAX, JPEG_BASELINE_SYNTAX, NATIVE_SYNTAXES, type DicomImage } from './DicomImage';

/** Decodes a JPEG into RGBA pixels, in a browser; absent where there is none (Node). */
export type JpegDecoder = (jpeg: Uint8Array) => Promise<{ readonly width: number; readonly height: number; readonly rgba: Uint8ClampedArray }>;

const GREY = new Set(['MONOCHROME1', 'MONOCHROME2']);

function nativeSampleType(image: DicomImage): SampleType | null {
  switch (image.bitsAllocated) {
    case 8:
      return image.signed ? 'int8' : 'uint8';
    case 16:
      return image.signed ? 'int16' : 'uint16';
    case 32:
      return image.signed ? 'int32' : 'uint32';
    default:
      return null;
  }
}

/** Whether the preview draws this image: uncompressed grey or RGB samples of 8, 16 or 32 bits, or JPEG Baseline given a decoder. */
export function isDrawable(image: DicomImage, jpeg: JpegDecoder | null): boolean {
  const colours = (image.samplesPerPixel === 1 && GREY.has(image.photometric)) || (image.samplesPerPixel === 3 && image.photometric === 'RGB');
  if (NATIVE_SYNTAXES.has(image.transferSyntax)) return colours && nativeSampleType(image) !== null && image.pixelDataLength !== null;
  return image.transferSyntax === JPEG_BASELINE_SYNTAX && jpeg !== null && image.pixelDataLength === null;
}

/**
 * The stored values of frame `frame` of a drawable image, one per pixel, row by row (RGB as the
 * mean of its three samples). Reads that frame's bytes alone for uncompressed data; for JPEG the
 * encapsulated pixel data up to that frame.
 */
export async function readDicomFrame(source: ByteSource, image: DicomImage, frame: number, size: number, jpeg: JpegDecoder | null): Promise<Float64Array> {
  const pixels = image.rows * image.columns;
  if (NATIVE_SYNTAXES.has(image.transferSyntax)) {
    const type = nativeSampleType(image);
    if (type === null) throw new Error(`${image.bitsAllocated}-bit samples are not drawn`);
    const samples = pixels * image.samplesPerPixel;
    const frameBytes = samples * (image.bitsAllocated / 8);
    const start = image.pixelDataOffset + frame * frameBytes;
    const bytes = await source.read(start, start + frameBytes);
    const values = keepStoredBits(decodeSamples(bytes, { type, littleEndian: image.transferSyntax !== BIG_ENDIAN_SYNTAX }, samples), image.bitsStored, image.signed);
    if (image.samplesPerPixel === 1) return values;
    return image.planarConfiguration === 1 ? meanOfPlanes(values, pixels, image.samplesPerPixel) : meanOfComponents(values, image.samplesPerPixel);
  }
  if (jpeg === null) throw new Error(`transfer syntax ${image.transferSyntax} is not drawn here`);
  const decoded = await jpeg(await encapsulatedFrame(source, image, frame, size));
  const values = new Float64Array(pixels);
  for (let pixel = 0; pixel < Math.min(pixels, decoded.width * decoded.height); pixel++) {
    values[pixel] = ((decoded.rgba[pixel * 4] ?? 0) + (decoded.rgba[pixel * 4 + 1] ?? 0) + (decoded.rgba[pixel * 4 + 2] ?? 0)) / 3;
  }
  return values;
}

function meanOfPlanes(values: Float64Array, pixels: number, planes: number): Float64Array {
  const means = new Float64Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    let sum = 0;
    for (let plane = 0; plane < planes; plane++) sum += values[plane * pixels + pixel] ?? 0;
    means[pixel] = sum / planes;
  }
  return means;
}

/**
 * Frame `frame` of encapsulated pixel data (PS3.5 A.4): items after the basic offset table, walked
 * by their 8-byte headers so only the wanted fragments are read. One fragment per frame is the
 * rule for JPEG Baseline multiframes; a single frame may span several fragments.
 */
async function encapsulatedFrame(source: ByteSource, image: DicomImage, frame: number, size: number): Promise<Uint8Array> {
  const fragments: Uint8Array[] = [];
  let at = image.pixelDataOffset;
  for (let item = 0; at + 8 <= size; item++) {
    const header = await source.read(at, at + 8);
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    if (header.length < 8 || view.getUint16(0, true) !== 0xfffe || view.getUint16(2, true) !== 0xe000) break;
    const length = view.getUint32(4, true);
    // Item 0 is the basic offset table, not a fragment.
    const fragment = item - 1;
    if (item > 0 && (image.frames === 1 || fragment === frame)) fragments.push(await source.read(at + 8, at + 8 + length));
    if (image.frames > 1 && fragment === frame) break;
    at += 8 + length;
  }
  if (fragments.length === 0) throw new Error(`frame ${frame} has no fragment`);
  return concatenated(fragments);
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0] !== undefined) return parts[0];
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
