import { constants, inflateRawSync } from 'node:zlib';

/** The facts of a DICOM Part 10 header that the inspector reports; absent tags stay undefined. */
export interface DicomHeaderFacts {
  readonly transferSyntaxUid?: string;
  readonly sopClassUid?: string;
  readonly modality?: string;
  readonly rows?: number;
  readonly columns?: number;
  readonly numberOfFrames?: number;
  readonly bitsAllocated?: number;
  readonly seriesInstanceUid?: string;
}

/** Media Storage SOP Class of a DICOMDIR: an index of the other files, with no image of its own. */
export const DICOMDIR_SOP_CLASS = '1.2.840.10008.1.3.10';

const IMPLICIT_LITTLE = '1.2.840.10008.1.2';
const EXPLICIT_BIG = '1.2.840.10008.1.2.2';
const DEFLATED_EXPLICIT_LITTLE = '1.2.840.10008.1.2.1.99';

const PREAMBLE_AND_MARK = 132;
const UNDEFINED_LENGTH = 0xffffffff;
/** Explicit VRs whose length is 4 bytes after 2 reserved ones (PS3.5 §7.1.2). */
const LONG_VRS = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'SV', 'UC', 'UN', 'UR', 'UT', 'UV']);

const tag = (group: number, element: number) => group * 0x10000 + element;
const Tags = {
  sopClassUid: tag(0x0002, 0x0002),
  transferSyntaxUid: tag(0x0002, 0x0010),
  modality: tag(0x0008, 0x0060),
  seriesInstanceUid: tag(0x0020, 0x000e),
  numberOfFrames: tag(0x0028, 0x0008),
  rows: tag(0x0028, 0x0010),
  columns: tag(0x0028, 0x0011),
  bitsAllocated: tag(0x0028, 0x0100),
  pixelData: tag(0x7fe0, 0x0010),
  item: tag(0xfffe, 0xe000),
  itemEnd: tag(0xfffe, 0xe00d),
  sequenceEnd: tag(0xfffe, 0xe0dd),
} as const;

interface ElementHeader {
  readonly tag: number;
  readonly length: number;
  readonly valueAt: number;
}

/** Reads elements of one encoding; running past the end of the bytes throws a RangeError. */
class ElementReader {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    private readonly littleEndian: boolean,
    private readonly explicitVr: boolean,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  header(at: number): ElementHeader {
    const group = this.view.getUint16(at, this.littleEndian);
    const element = this.view.getUint16(at + 2, this.littleEndian);
    const elementTag = tag(group, element);
    if (group === 0xfffe || !this.explicitVr) return { tag: elementTag, length: this.view.getUint32(at + 4, this.littleEndian), valueAt: at + 8 };
    const vr = String.fromCharCode(this.bytes[at + 4] ?? 0, this.bytes[at + 5] ?? 0);
    if (LONG_VRS.has(vr)) return { tag: elementTag, length: this.view.getUint32(at + 8, this.littleEndian), valueAt: at + 12 };
    return { tag: elementTag, length: this.view.getUint16(at + 6, this.littleEndian), valueAt: at + 8 };
  }

  /** The position after an element, walking the items of an undefined-length sequence. */
  skip(element: ElementHeader): number {
    if (element.length !== UNDEFINED_LENGTH) return element.valueAt + element.length;
    let at = element.valueAt;
    for (;;) {
      const item = this.header(at);
      if (item.tag === Tags.sequenceEnd) return item.valueAt;
      if (item.tag !== Tags.item) throw new RangeError('not a sequence item');
      at = item.length === UNDEFINED_LENGTH ? this.skipItemElements(item.valueAt) : item.valueAt + item.length;
    }
  }

  private skipItemElements(from: number): number {
    let at = from;
    for (;;) {
      const element = this.header(at);
      if (element.tag === Tags.itemEnd) return element.valueAt;
      at = this.skip(element);
    }
  }

  text(element: ElementHeader): string {
    if (element.valueAt + element.length > this.bytes.length) throw new RangeError('value runs past the bytes read');
    return Buffer.from(this.bytes.subarray(element.valueAt, element.valueAt + element.length)).toString('latin1').replace(/[\0 ]+$/, '').trim();
  }

  unsignedShort(element: ElementHeader): number {
    return this.view.getUint16(element.valueAt, this.littleEndian);
  }
}

type Collected = { -readonly [K in keyof DicomHeaderFacts]: DicomHeaderFacts[K] };

function collect(reader: ElementReader, element: ElementHeader, facts: Collected): void {
  switch (element.tag) {
    case Tags.sopClassUid:
      facts.sopClassUid = reader.text(element);
      break;
    case Tags.transferSyntaxUid:
      facts.transferSyntaxUid = reader.text(element);
      break;
    case Tags.modality:
      facts.modality = reader.text(element);
      break;
    case Tags.seriesInstanceUid:
      facts.seriesInstanceUid = reader.text(element);
      break;
    case Tags.numberOfFrames: {
      const frames = Number.parseInt(reader.text(element), 10);
      if (Number.isFinite(frames)) facts.numberOfFrames = frames;
      break;
    }
    case Tags.rows:
      facts.rows = reader.unsignedShort(element);
      break;
    case Tags.columns:
      facts.columns = reader.unsignedShort(element);
      break;
    case Tags.bitsAllocated:
      facts.bitsAllocated = reader.unsignedShort(element);
      break;
    default:
      break;
  }
}

/** Reads top-level elements up to the pixel data or the end of the bytes, whichever comes first. */
function readDataSet(reader: ElementReader, from: number, facts: Collected, onlyGroup?: number): number {
  let at = from;
  try {
    while (at + 8 <= reader.bytes.length) {
      const element = reader.header(at);
      if (onlyGroup !== undefined && Math.floor(element.tag / 0x10000) !== onlyGroup) return at;
      if (element.tag === Tags.pixelData) return at;
      collect(reader, element, facts);
      at = reader.skip(element);
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return at;
}

/**
 * The header facts of a DICOM Part 10 file from its first bytes (the whole file is not needed: the
 * walk stops at the pixel data, or quietly at the end of what was read). The meta group is always
 * explicit little endian; the data set follows the transfer syntax, including deflated data sets,
 * which are inflated as far as the bytes go. Null when the bytes are not Part 10.
 */
export function readDicomHeader(bytes: Uint8Array): DicomHeaderFacts | null {
  if (bytes.length < PREAMBLE_AND_MARK || Buffer.from(bytes.subarray(128, 132)).toString('latin1') !== 'DICM') return null;
  const facts: Collected = {};
  const afterMeta = readDataSet(new ElementReader(bytes, true, true), PREAMBLE_AND_MARK, facts, 0x0002);
  const syntax = facts.transferSyntaxUid;
  if (syntax === DEFLATED_EXPLICIT_LITTLE) {
    const inflated = inflateRawSync(bytes.subarray(afterMeta), { finishFlush: constants.Z_SYNC_FLUSH });
    readDataSet(new ElementReader(inflated, true, true), 0, facts);
  } else {
    readDataSet(new ElementReader(bytes, syntax !== EXPLICIT_BIG, syntax !== IMPLICIT_LITTLE), afterMeta, facts);
  }
  return facts;
}
