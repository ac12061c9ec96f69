import type { SampleType } from './SampleFormat';

export type NrrdEncoding = 'raw' | 'gzip' | 'text' | 'other';

/** The fields of an attached-data NRRD header the preview needs. */
export interface NrrdHeader {
  readonly type: SampleType;
  /** sizes, the fastest axis first. */
  readonly sizes: readonly number[];
  /** Per axis: whether it runs through space (a domain axis) rather than through components (RGB, vector, list). */
  readonly spatial: readonly boolean[];
  readonly littleEndian: boolean;
  readonly encoding: NrrdEncoding;
  /** Where the data starts in the file: just after the blank line that ends the header. */
  readonly dataOffset: number;
  /** byte skip: bytes of the (decoded) data to pass over before the samples. */
  readonly byteSkip: number;
}

export type NrrdHeaderResult =
  | { readonly kind: 'header'; readonly header: NrrdHeader }
  /** The blank line ending the header is not within the bytes given: give more. */
  | { readonly kind: 'incomplete' }
  /** A header that names a separate data file (.nhdr style): the data is not in this file. */
  | { readonly kind: 'detached' }
  | { readonly kind: 'unsupported'; readonly field: string }
  | { readonly kind: 'not-nrrd' };

/** The type names of the NRRD format (teem's nrrd/format), normalised. */
const TYPES: ReadonlyArray<readonly [SampleType, readonly string[]]> = [
  ['int8', ['signed char', 'int8', 'int8_t']],
  ['uint8', ['uchar', 'unsigned char', 'uint8', 'uint8_t']],
  ['int16', ['short', 'short int', 'signed short', 'signed short int', 'int16', 'int16_t']],
  ['uint16', ['ushort', 'unsigned short', 'unsigned short int', 'uint16', 'uint16_t']],
  ['int32', ['int', 'signed int', 'int32', 'int32_t']],
  ['uint32', ['uint', 'unsigned int', 'uint32', 'uint32_t']],
  ['float32', ['float']],
  ['float64', ['double']],
];

const ENCODINGS: Readonly<Record<string, NrrdEncoding>> = { raw: 'raw', gzip: 'gzip', gz: 'gzip', text: 'text', txt: 'text', ascii: 'text' };

/** Axis kinds (NRRD "kinds:") that run through space or time rather than through a pixel's components. */
const SPATIAL_KINDS = new Set(['domain', 'space', 'time', '???', 'none']);

/**
 * Reads an NRRD header from a file's first bytes. Lines may end in LF or CRLF; the header ends
 * at the first empty line. Comments (#) and key/value pairs (:=) are skipped. A header whose
 * 'data file' (or 'datafile') names another file is detached: this preview reads attached data only.
 */
export function parseNrrdHeader(bytes: Uint8Array): NrrdHeaderResult {
  if (String.fromCharCode(...bytes.subarray(0, 7)) !== 'NRRD000') return { kind: 'not-nrrd' };
  let position = 0;
  const lines: string[] = [];
  let dataOffset = -1;
  while (position < bytes.length) {
    const end = bytes.indexOf(0x0a, position);
    if (end < 0) return { kind: 'incomplete' };
    let line = String.fromCharCode(...bytes.subarray(position, end));
    if (line.endsWith('\r')) line = line.slice(0, -1);
    position = end + 1;
    if (line === '') {
      dataOffset = position;
      break;
    }
    lines.push(line);
  }
  if (dataOffset < 0) return { kind: 'incomplete' };
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line.startsWith('#')) continue;
    const separator = line.indexOf(': ');
    if (separator < 0 || line.slice(0, separator).includes(':=')) continue;
    fields.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 2).trim());
  }
  if (fields.has('data file') || fields.has('datafile')) return { kind: 'detached' };
  const typeName = (fields.get('type') ?? '').toLowerCase();
  const type = TYPES.find(([, names]) => names.includes(typeName))?.[0];
  if (type === undefined) return { kind: 'unsupported', field: 'type' };
  const dimension = Number(fields.get('dimension'));
  const sizes = (fields.get('sizes') ?? '').split(/\s+/).filter((size) => size !== '').map(Number);
  if (!Number.isInteger(dimension) || dimension < 1 || sizes.length !== dimension || sizes.some((size) => !Number.isSafeInteger(size) || size < 1)) {
    return { kind: 'unsupported', field: 'sizes' };
  }
  const kinds = (fields.get('kinds') ?? '').split(/\s+/).filter((kind) => kind !== '');
  const spatial = sizes.map((_, axis) => {
    const kind = kinds[axis];
    return kind === undefined || SPATIAL_KINDS.has(kind.toLowerCase());
  });
  const encoding = ENCODINGS[(fields.get('encoding') ?? '').toLowerCase()] ?? 'other';
  const endian = (fields.get('endian') ?? 'little').toLowerCase();
  const byteSkip = Number(fields.get('byte skip') ?? fields.get('byteskip') ?? '0');
  if (!Number.isSafeInteger(byteSkip) || byteSkip < 0) return { kind: 'unsupported', field: 'byte skip' };
  return { kind: 'header', header: { type, sizes, spatial, littleEndian: endian !== 'big', encoding, dataOffset, byteSkip } };
}
