import { isDeepStrictEqual } from 'node:util';
import dcmjs from 'dcmjs';
import dicomParser from 'dicom-parser';
import {
  DEIDENTIFICATION_METHOD,
  type DicomAttribute,
  type DicomDataset,
  type UidReplacements,
  type UidReplacer,
  deidentifyDicomDataset,
  deidentifyFileMeta,
  isValidUid,
} from '@tiara/domain/scan-deid';
import type { ByteReader } from './ByteReader';
import { RefusedScan } from './RefusedScan';

const FIRST_HEADER_READ = 64 * 1024;
/** A header (everything before the pixels) longer than this is no scanner's: the file is refused rather than held. */
const LONGEST_HEADER = 64 * 1024 * 1024;
const PIXEL_DATA = 'x7fe00010';
const IMPLICIT_LITTLE_ENDIAN = '1.2.840.10008.1.2';
/** Explicit VRs whose length field takes 4 bytes after 2 reserved ones (PS3.5 §7.1.2). */
const LONG_VRS = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT']);
const UNDEFINED_LENGTH = 0xffffffff;
const PREAMBLE_BYTES = 128;

class DeflatedDataSet extends Error {}

const refuseDeflated = (): never => {
  throw new DeflatedDataSet();
};

interface DicomHead {
  /** The file's start, at least up to the Pixel Data element. */
  readonly bytes: Buffer;
  /** What dicom-parser read of it, to hold dcmjs's reading against. */
  readonly parsed: dicomParser.DataSet;
  /** Where the Pixel Data element starts (or the file's end when it has none). */
  readonly headerEnd: number;
  /** Where Pixel Data's value starts; null when the file has none. */
  readonly pixelValueAt: number | null;
  /** Where Pixel Data ends when its length is stated; null when it is encapsulated (its items are walked) or absent. */
  readonly pixelEnd: number | null;
}

/**
 * Reads the file's start, in growing reads, until dicom-parser finds the top-level Pixel Data
 * element (or the file ends without one). Nothing is consumed: the reader can still pass the file on.
 */
async function readHead(reader: ByteReader): Promise<DicomHead> {
  for (let length = FIRST_HEADER_READ; ; length *= 4) {
    const bytes = await reader.peek(length);
    const complete = reader.endsWithin(length);
    let dataSet: dicomParser.DataSet | null = null;
    try {
      dataSet = dicomParser.parseDicom(bytes, { untilTag: PIXEL_DATA, inflater: refuseDeflated });
    } catch (error) {
      if (error instanceof DeflatedDataSet) throw new RefusedScan('unsupported-transfer-syntax');
      if (complete) throw new RefusedScan('broken-dicom');
    }
    const element = dataSet?.elements[PIXEL_DATA];
    if (dataSet && element) {
      const implicit = dataSet.string('x00020010')?.trim() === IMPLICIT_LITTLE_ENDIAN;
      const elementHeader = implicit || !LONG_VRS.has(element.vr ?? '') ? 8 : 12;
      const encapsulated = element.hadUndefinedLength === true || element.length === UNDEFINED_LENGTH;
      return { bytes, parsed: dataSet, headerEnd: element.dataOffset - elementHeader, pixelValueAt: element.dataOffset, pixelEnd: encapsulated ? null : element.dataOffset + element.length };
    }
    if (dataSet && complete) return { bytes, parsed: dataSet, headerEnd: bytes.length, pixelValueAt: null, pixelEnd: null };
    if (length >= LONGEST_HEADER) throw new RefusedScan('broken-dicom');
  }
}

/**
 * UIDs are replaced as the profile says, except those of a file that states this very profile was
 * applied (Patient Identity Removed YES, and its De-identification Method) and whose UIDs are
 * already `2.25.` ones: such UIDs were replaced before (in the browser, or here), and replacing
 * them again would only break the study's ties to the files cleaned with them. So the profile's
 * output is a fixed point of it, and a study cleaned in the browser passes unchanged.
 */
function uidReplacerFor(dataset: DicomDataset, replacements: UidReplacements): UidReplacer {
  const first = (tag: string) => String(dataset[tag]?.Value?.[0] ?? '').trim();
  const declared = first('00120062') === 'YES' && (dataset['00120063']?.Value ?? []).some((method) => String(method).trim() === DEIDENTIFICATION_METHOD);
  if (!declared) return (uid) => replacements.replace(uid);
  return (uid) => (uid.trim().startsWith('2.25.') && isValidUid(uid.trim()) ? uid : replacements.replace(uid));
}

/** Values as dcmjs reads them and as the profile writes them: a number read from a DS or IS is the text written. */
function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || right === null || left === undefined || right === undefined) return false;
  if (left instanceof ArrayBuffer || ArrayBuffer.isView(left) || right instanceof ArrayBuffer || ArrayBuffer.isView(right)) return isDeepStrictEqual(bytesOf(left), bytesOf(right));
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right)) return false;
    // An empty value is written as nothing and read back as one empty text.
    const [leftValues, rightValues] = [withoutEmptyText(left), withoutEmptyText(right)];
    return leftValues.length === rightValues.length && leftValues.every((value, index) => sameValue(value, rightValues[index]));
  }
  if (typeof left === 'object' && typeof right === 'object') {
    // dcmjs keeps the value as read (_rawValue) beside the parsed one; only the parsed one is written.
    const keys = (value: object) => Object.keys(value).filter((key) => key !== '_rawValue' && (value as Record<string, unknown>)[key] !== undefined).sort();
    const leftKeys = keys(left);
    const rightKeys = keys(right);
    return isDeepStrictEqual(leftKeys, rightKeys) && leftKeys.every((key) => sameValue((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]));
  }
  return typeof left !== 'object' && typeof right !== 'object' && String(left) === String(right);
}

function withoutEmptyText(values: readonly unknown[]): readonly unknown[] {
  return values.every((value) => value === '') ? [] : values;
}

function bytesOf(value: unknown): Uint8Array | null {
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return null;
}

/** The value representations of PS3.5 §6.2: anything else in an explicit VR file is damage. */
const VRS = new Set('AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV'.split(' '));

function validVrs(dataSet: dicomParser.DataSet): boolean {
  return Object.values(dataSet.elements).every(
    (element) => (!element.vr || VRS.has(element.vr)) && (element.items ?? []).every((item) => item.dataSet === undefined || validVrs(item.dataSet)),
  );
}

/**
 * Whether dcmjs, which rewrites the header, read the same attributes as dicom-parser, which found
 * where it ends: a damaged file (a VR or a length changed) can make one of them read later
 * attributes, a patient's name among them, as the value of an earlier one, which the profile
 * would then keep. Such a file is refused rather than cleaned by guesswork.
 */
function parsersAgree(parsed: dicomParser.DataSet, read: { meta: Record<string, DicomAttribute>; dict: Record<string, DicomAttribute> }): boolean {
  // Group lengths are left out: dcmjs works out the file meta's again rather than keeping it.
  const isGroupLength = (tag: string) => tag.endsWith('0000');
  const byParser = Object.keys(parsed.elements)
    .filter((tag) => tag !== PIXEL_DATA)
    .map((tag) => tag.slice(1).toUpperCase())
    .filter((tag) => !isGroupLength(tag))
    .sort();
  const byDcmjs = [...Object.keys(read.meta), ...Object.keys(read.dict)]
    .map((tag) => tag.toUpperCase())
    .filter((tag) => !isGroupLength(tag))
    .sort();
  return isDeepStrictEqual(byParser, byDcmjs) && validVrs(parsed);
}

interface RewrittenHeader {
  readonly unchanged: boolean;
  readonly write: () => Buffer;
}

/** The profile applied to the header (file meta and data set) the file's start holds. */
function cleanHeader(head: DicomHead, replacements: UidReplacements): RewrittenHeader {
  let original: { meta: Record<string, DicomAttribute>; dict: Record<string, DicomAttribute> };
  try {
    const header = head.bytes.subarray(0, head.headerEnd);
    original = dcmjs.data.DicomMessage.readFile(header.buffer.slice(header.byteOffset, header.byteOffset + header.byteLength) as ArrayBuffer);
  } catch {
    throw new RefusedScan('broken-dicom');
  }
  if (!parsersAgree(head.parsed, original)) throw new RefusedScan('broken-dicom');
  const replaceUid = uidReplacerFor(original.dict, replacements);
  const meta = deidentifyFileMeta(original.meta, replaceUid);
  const dataset = deidentifyDicomDataset(original.dict, replaceUid);
  const preambleBlank = head.bytes.subarray(0, PREAMBLE_BYTES).every((byte) => byte === 0);
  return {
    unchanged: preambleBlank && sameValue(original.meta, meta.dataset) && sameValue(original.dict, dataset.dataset),
    write: () => {
      try {
        const result = new dcmjs.data.DicomDict(meta.dataset as Record<string, { vr: string; Value?: unknown[] }>);
        result.dict = dataset.dataset as Record<string, { vr: string; Value?: unknown[] }>;
        // Values the profile keeps are written as they came, even when longer than their VR allows (old files).
        return Buffer.from(result.write({ allowInvalidVRLength: true }));
      } catch {
        throw new RefusedScan('broken-dicom');
      }
    },
  };
}

/** Encapsulated pixel data's items (PS3.5 §A.4), passed on (or only read) up to and with the Sequence Delimitation Item. */
async function* encapsulatedItems(reader: ByteReader): AsyncGenerator<Buffer> {
  for (;;) {
    const item = await reader.take(8);
    if (item.length < 8) throw new RefusedScan('broken-dicom');
    yield item;
    const group = item.readUInt16LE(0);
    const element = item.readUInt16LE(2);
    const length = item.readUInt32LE(4);
    if (group !== 0xfffe) throw new RefusedScan('broken-dicom');
    if (element === 0xe0dd) return;
    if (element !== 0xe000 || length === UNDEFINED_LENGTH) throw new RefusedScan('broken-dicom');
    yield* exactly(reader, length);
  }
}

/** `length` bytes of the reader, as they come; a file that ends first is broken. */
async function* exactly(reader: ByteReader, length: number): AsyncGenerator<Buffer> {
  let passed = 0;
  for await (const chunk of reader.pass(length)) {
    passed += chunk.length;
    yield chunk;
  }
  if (passed < length) throw new RefusedScan('broken-dicom');
}

/** The Pixel Data element, as it is in the file: what follows it (padding, signatures, private data) is left behind. */
async function* pixelData(reader: ByteReader, head: DicomHead): AsyncGenerator<Buffer> {
  if (head.pixelValueAt === null) return;
  yield* exactly(reader, head.pixelValueAt - head.headerEnd);
  if (head.pixelEnd !== null) yield* exactly(reader, head.pixelEnd - head.pixelValueAt);
  else yield* encapsulatedItems(reader);
}

/**
 * Whether the PS3.15 Basic profile (the rules of @tiara/domain/scan-deid) would change the DICOM
 * Part 10 file `reader` gives, of `size` bytes: false only when the file is its own output (no
 * attribute to clean, a blank preamble, nothing after the pixels), so it can be kept byte for
 * byte. Reads the header, and the items of encapsulated pixel data without keeping them.
 */
export async function dicomNeedsCleaning(reader: ByteReader, size: number, replacements: UidReplacements): Promise<boolean> {
  const head = await readHead(reader);
  if (!cleanHeader(head, replacements).unchanged) return true;
  if (head.pixelValueAt === null) return false;
  if (head.pixelEnd !== null) return head.pixelEnd !== size;
  // Encapsulated: only walking its items tells whether anything follows them.
  await reader.skip(head.pixelValueAt);
  for await (const _item of encapsulatedItems(reader));
  return (await reader.peek(1)).length > 0;
}

/**
 * De-identifies one DICOM Part 10 file read once from `reader` (PS3.15 Basic profile): its
 * header is read alone and rewritten by dcmjs in the file's own transfer syntax, and the Pixel
 * Data element follows as it came, chunk by chunk, never held whole. A deflated data set cannot
 * be rewritten without inflating the pixels and is refused, as the browser refuses it.
 */
export async function cleanDicom(reader: ByteReader, replacements: UidReplacements): Promise<AsyncIterable<Buffer>> {
  const head = await readHead(reader);
  const rewritten = cleanHeader(head, replacements).write();
  return (async function* content() {
    yield rewritten;
    await reader.skip(head.headerEnd);
    yield* pixelData(reader, head);
  })();
}
