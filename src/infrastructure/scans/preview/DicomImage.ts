import dicomParser from 'dicom-parser';
import type { GreyWindow, Rescale, SlicePlacement } from '@tiara/domain/scan-preview';
import { inflatedSource, joinedSource, streamOf, type ByteSource } from '../../files/ByteSource';

/** What the preview needs of one DICOM image file's header. */
export interface DicomImage {
  /** Where the file's bytes are read from: the file, or for a deflated data set the file with its data set inflated. */
  readonly source: ByteSource;
  readonly transferSyntax: string;
  readonly rows: number;
  readonly columns: number;
  /** NumberOfFrames (0028,0008), 1 when absent: each frame is a slice. */
  readonly frames: number;
  readonly samplesPerPixel: number;
  readonly planarConfiguration: number;
  readonly bitsAllocated: number;
  readonly bitsStored: number;
  readonly signed: boolean;
  readonly photometric: string;
  readonly rescale: Rescale;
  readonly window: GreyWindow | null;
  readonly modality: string | null;
  readonly seriesUid: string | null;
  readonly placement: SlicePlacement;
  /** Where the Pixel Data (7FE0,0010) value starts in the file, and its length (null: undefined length, encapsulated). */
  readonly pixelDataOffset: number;
  readonly pixelDataLength: number | null;
}

/** Deflated explicit VR little endian: the data set after the meta header is raw DEFLATE. */
export const DEFLATED_SYNTAX = '1.2.840.10008.1.2.1.99';
/**
 * Uncompressed transfer syntaxes: implicit VR little endian, explicit VR little endian, explicit
 * VR big endian, and deflated explicit little endian once inflated (`DicomImage.source`).
 */
export const NATIVE_SYNTAXES: ReadonlySet<string> = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.2', DEFLATED_SYNTAX]);
export const BIG_ENDIAN_SYNTAX = '1.2.840.10008.1.2.2';
/** JPEG Baseline (Process 1): 8-bit JPEG, which a browser decodes itself. */
export const JPEG_BASELINE_SYNTAX = '1.2.840.10008.1.2.4.50';

/** The first read of a header; most headers end within it (16 KiB of 600 slices read in about 34 ms). */
const FIRST_READ = 16 * 1024;
/** A header longer than this (large private blocks, embedded thumbnails) is not worth previewing. */
const LONGEST_HEADER = 8 * 1024 * 1024;

const PIXEL_DATA = 'x7fe00010';

function numbers(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return null;
  const values = text.split('\\').map((part) => Number(part.trim()));
  return values.every(Number.isFinite) ? values : null;
}

function firstNumber(text: string | undefined): number | null {
  return numbers(text)?.[0] ?? null;
}

function text(dataSet: dicomParser.DataSet, tag: string): string | null {
  const value = dataSet.string(tag)?.trim();
  return value === undefined || value === '' ? null : value;
}

/**
 * Reads a DICOM file's header up to its Pixel Data element, never the pixels: 16 KiB first, then
 * twice as much each time the header runs past what was read. Null when the file is not DICOM, has
 * no pixel data (a DICOMDIR, a report) or its header cannot be parsed; rejects only when the file
 * cannot be read.
 */
export async function readDicomImage(source: ByteSource, size: number): Promise<DicomImage | null> {
  const dataSetStart = await deflatedDataSetStart(source, size);
  if (dataSetStart === null) return readHeader(source, size);
  // The inflated size is not known before inflating; reads simply come back short at its end.
  return readHeader(joinedSource(source, dataSetStart, inflatedSource(() => streamOf(source, dataSetStart, size), 'deflate-raw')), Number.MAX_SAFE_INTEGER);
}

/** Stops dicom-parser at the deflated data set, whose start it has just found. */
class DeflatedDataSet {
  constructor(readonly start: number) {}
}

/** Where a deflated data set starts (just after the meta header), or null when the file's data set is not deflated. */
async function deflatedDataSetStart(source: ByteSource, size: number): Promise<number | null> {
  const bytes = await source.read(0, Math.min(FIRST_READ, size));
  try {
    if (dicomParser.readPart10Header(bytes).string('x00020010')?.trim() !== DEFLATED_SYNTAX) return null;
    dicomParser.parseDicom(bytes, {
      inflater: (_: Uint8Array, position: number) => {
        throw new DeflatedDataSet(position);
      },
    });
  } catch (stop) {
    // dicom-parser wraps what it throws as { exception, dataSet }.
    const thrown = (stop as { exception?: unknown }).exception ?? stop;
    if (thrown instanceof DeflatedDataSet) return thrown.start;
  }
  return null;
}

/** dicom-parser's inflater hook, for bytes inflated already; its typings say void, its code uses what the hook returns. */
const keepInflated = (bytes: Uint8Array): Uint8Array => bytes;

async function readHeader(source: ByteSource, size: number): Promise<DicomImage | null> {
  for (let length = Math.min(FIRST_READ, size); ; length = Math.min(length * 2, size)) {
    const bytes = await source.read(0, length);
    let dataSet: dicomParser.DataSet;
    try {
      // A deflated data set arrives here already inflated (readDicomImage): dicom-parser takes the bytes as they are.
      dataSet = dicomParser.parseDicom(bytes, { untilTag: PIXEL_DATA, inflater: keepInflated } as dicomParser.ParseDicomOptions);
    } catch (error) {
      // dicom-parser throws the part of the data set it read; a header cut off by the read has no pixel data element yet.
      const partial = (error as { dataSet?: dicomParser.DataSet }).dataSet;
      if (partial?.elements[PIXEL_DATA] !== undefined) dataSet = partial;
      else if (bytes.length === length && length < size && length < LONGEST_HEADER) continue;
      else return null;
    }
    return imageOf(dataSet, source);
  }
}

function imageOf(dataSet: dicomParser.DataSet, source: ByteSource): DicomImage | null {
  const pixels = dataSet.elements[PIXEL_DATA];
  const rows = dataSet.uint16('x00280010') ?? 0;
  const columns = dataSet.uint16('x00280011') ?? 0;
  if (pixels === undefined || rows === 0 || columns === 0) return null;
  const frames = Math.max(1, Math.floor(firstNumber(dataSet.string('x00280008')) ?? 1));
  const slope = firstNumber(dataSet.string('x00281053'));
  const intercept = firstNumber(dataSet.string('x00281052'));
  const center = firstNumber(dataSet.string('x00281050'));
  const width = firstNumber(dataSet.string('x00281051'));
  const instanceNumber = firstNumber(dataSet.string('x00200013'));
  return {
    source,
    transferSyntax: text(dataSet, 'x00020010') ?? '1.2.840.10008.1.2',
    rows,
    columns,
    frames,
    samplesPerPixel: dataSet.uint16('x00280002') ?? 1,
    planarConfiguration: dataSet.uint16('x00280006') ?? 0,
    bitsAllocated: dataSet.uint16('x00280100') ?? 16,
    bitsStored: dataSet.uint16('x00280101') ?? dataSet.uint16('x00280100') ?? 16,
    signed: dataSet.uint16('x00280103') === 1,
    photometric: text(dataSet, 'x00280004') ?? 'MONOCHROME2',
    rescale: { slope: slope !== null && slope !== 0 ? slope : 1, intercept: intercept ?? 0 },
    // A width below 1 is not a window (PS3.3 C.11.2.1.2); the slice's own values decide then.
    window: center !== null && width !== null && width >= 1 ? { center, width } : null,
    modality: text(dataSet, 'x00080060'),
    seriesUid: text(dataSet, 'x0020000e'),
    placement: {
      position: numbers(dataSet.string('x00200032')),
      orientation: numbers(dataSet.string('x00200037')),
      instanceNumber,
    },
    pixelDataOffset: pixels.dataOffset,
    pixelDataLength: pixels.hadUndefinedLength === true || pixels.length === 0xffffffff ? null : pixels.length,
  };
}
