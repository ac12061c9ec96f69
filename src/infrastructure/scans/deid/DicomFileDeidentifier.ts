import dcmjs from 'dcmjs';
import dicomParser from 'dicom-parser';
import { deidentifyDicomDataset, deidentifyFileMeta, type DicomDataset, type IdentifyingDataKind, type UidReplacer } from '@tiara/domain/scan-deid';
import { readBytes } from '../../files/BlobBytes';
import { crc32Of, crc32OfBytes } from '../../zip/StoredZipWriter';
import { deidentified, type ScanDeidentification, unparseable } from './ScanDeidentification';

/** The first read of a file's header; it grows fourfold until the Pixel Data element is in it. */
export const FIRST_HEADER_READ = 64 * 1024;
const PIXEL_DATA = 'x7fe00010';
const IMPLICIT_LITTLE_ENDIAN = '1.2.840.10008.1.2';
/** Explicit VRs whose length field takes 4 bytes after 2 reserved ones (PS3.5 §7.1.2): their element header is 12 bytes. */
const LONG_VRS = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT']);
const UNDEFINED_LENGTH = 0xffffffff;
/** Encapsulated fragments are walked with reads of this size. */
const ITEM_WINDOW = 64 * 1024;

interface DicomHeader {
  /** The file from its start to the Pixel Data element (or the whole file when it has none). */
  readonly header: Uint8Array;
  /** Every byte read from the file's start: the header and, often, the start of the pixel data. */
  readonly read: Uint8Array;
  /** Where the Pixel Data element (tag, VR, length, value) starts and ends; null when there is none. */
  readonly pixelData: { readonly start: number; readonly end: number } | null;
}

type Parsed = { readonly kind: 'parsed'; readonly dataSet: dicomParser.DataSet } | { readonly kind: 'short' } | { readonly kind: 'broken' } | { readonly kind: 'deflated' };

/** Thrown from dicom-parser's inflater hook: the data set is deflated, which is refused rather than inflated. */
class DeflatedDataSet extends Error {}

const refuseDeflated = (): never => {
  throw new DeflatedDataSet();
};

function parse(bytes: Uint8Array, complete: boolean): Parsed {
  try {
    const dataSet = dicomParser.parseDicom(bytes, { untilTag: PIXEL_DATA, inflater: refuseDeflated });
    // Stopping between two elements parses fine: without Pixel Data, only the whole file says there is none.
    if (dataSet.elements[PIXEL_DATA] === undefined && !complete) return { kind: 'short' };
    return { kind: 'parsed', dataSet };
  } catch (error) {
    if (error instanceof DeflatedDataSet) return { kind: 'deflated' };
    return complete ? { kind: 'broken' } : { kind: 'short' };
  }
}

/** The end of encapsulated pixel data: its items (PS3.5 §A.4) walked to the Sequence Delimitation Item. */
async function encapsulatedEnd(file: Blob, valueStart: number): Promise<number | null> {
  let windowStart = valueStart;
  let window: Uint8Array = new Uint8Array(0);
  let position = valueStart;
  while (position + 8 <= file.size) {
    if (position + 8 > windowStart + window.length) {
      windowStart = position;
      window = await readBytes(file, position, Math.min(file.size, position + ITEM_WINDOW));
    }
    const view = new DataView(window.buffer, window.byteOffset + position - windowStart, 8);
    const group = view.getUint16(0, true);
    const element = view.getUint16(2, true);
    const length = view.getUint32(4, true);
    if (group !== 0xfffe) return null;
    if (element === 0xe0dd) return position + 8;
    if (element !== 0xe000 || length === UNDEFINED_LENGTH) return null;
    position += 8 + length;
  }
  return null;
}

/**
 * Reads as little of the file as gives its header: the bytes up to the top-level Pixel Data
 * element, read in growing slices, never the pixel data itself. Whatever follows Pixel Data
 * (trailing padding, digital signatures, private elements: all removed by the profile) is left
 * out of `pixelData`, so it is never sent.
 */
async function readDicomHeader(file: Blob, head: Uint8Array | undefined): Promise<DicomHeader | 'broken' | 'deflated'> {
  let length = head?.length ?? Math.min(file.size, FIRST_HEADER_READ);
  for (;;) {
    const bytes = head !== undefined && head.length === length ? head : await readBytes(file, 0, length);
    const complete = length >= file.size;
    const parsed = parse(bytes, complete);
    if (parsed.kind === 'deflated' || parsed.kind === 'broken') return parsed.kind;
    if (parsed.kind === 'short') {
      length = Math.min(file.size, length * 4);
      continue;
    }
    const element = parsed.dataSet.elements[PIXEL_DATA];
    if (element === undefined) return { header: bytes, read: bytes, pixelData: null };
    const implicit = parsed.dataSet.string('x00020010')?.trim() === IMPLICIT_LITTLE_ENDIAN;
    const headerLength = implicit || !LONG_VRS.has(element.vr ?? '') ? 8 : 12;
    const start = element.dataOffset - headerLength;
    const end = element.hadUndefinedLength || element.length === UNDEFINED_LENGTH ? await encapsulatedEnd(file, element.dataOffset) : element.dataOffset + element.length;
    if (end === null || end > file.size) return 'broken';
    return { header: bytes.subarray(0, start), read: bytes, pixelData: { start, end } };
  }
}

export interface DicomReadOptions {
  /** The file's first bytes, already read: FIRST_HEADER_READ of them or more (the whole file, when it is small). */
  readonly head?: Uint8Array;
  /**
   * Only find what the file carries: the header is read and de-identified, not written again
   * (writing is most of the cost), and the answer's content is the file itself.
   */
  readonly surveyOnly?: boolean;
}

/**
 * De-identifies one DICOM Part 10 file (PS3.15 Annex E Basic profile, DicomDeidentification):
 * its header is read alone, rewritten with dcmjs in the file's own transfer syntax (implicit or
 * explicit VR, little or big endian, encapsulated), and followed by the original Pixel Data
 * element as a slice of the file: the pixels are never read into memory nor changed, byte for
 * byte. A deflated data set cannot be rewritten without inflating the pixels and is refused, as
 * is anything dicom-parser or dcmjs cannot read.
 */
export async function deidentifyDicomFile(file: Blob, replaceUid: UidReplacer, options: DicomReadOptions = {}): Promise<ScanDeidentification> {
  const header = await readDicomHeader(file, options.head);
  if (header === 'deflated') return unparseable('unsupported-transfer-syntax');
  if (header === 'broken') return unparseable('broken-dicom');
  let rewritten: ArrayBuffer;
  let found: ReadonlySet<IdentifyingDataKind>;
  try {
    const original = dcmjs.data.DicomMessage.readFile(header.header.slice().buffer);
    const meta = deidentifyFileMeta(original.meta as DicomDataset, replaceUid);
    const dataset = deidentifyDicomDataset(original.dict as DicomDataset, replaceUid);
    const result = new dcmjs.data.DicomDict(meta.dataset as Record<string, { vr: string; Value?: unknown[] }>);
    result.dict = dataset.dataset as Record<string, { vr: string; Value?: unknown[] }>;
    found = new Set([...meta.found, ...dataset.found]);
    if (options.surveyOnly) return deidentified([file], found);
    // Values the profile keeps are written as they came, even when longer than their VR allows (old files).
    rewritten = result.write({ allowInvalidVRLength: true });
  } catch {
    return unparseable('broken-dicom');
  }
  const rewrittenBytes = new Uint8Array(rewritten);
  const pixelData = header.pixelData;
  if (pixelData === null) return deidentified([rewrittenBytes], found);
  // The file's first read usually holds the start of the pixel data already: the checksum takes
  // those bytes from memory and reads only the rest, straight from the file.
  const read = header.read;
  const checksum = async () => {
    const inMemoryEnd = Math.min(pixelData.end, read.length);
    let crc = crc32OfBytes(rewrittenBytes);
    if (inMemoryEnd > pixelData.start) crc = crc32OfBytes(read.subarray(pixelData.start, inMemoryEnd), crc);
    const fromFile = Math.max(pixelData.start, inMemoryEnd);
    return fromFile < pixelData.end ? crc32Of(file.slice(fromFile, pixelData.end), crc) : crc;
  };
  return deidentified([rewrittenBytes, file.slice(pixelData.start, pixelData.end)], found, checksum);
}
