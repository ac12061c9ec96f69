import { readBytes } from '../files/BlobBytes';
import { blobSource, inflatedSource, type ByteSource } from '../files/ByteSource';

/** One file inside a zip, its bytes readable without reading the rest of the archive. */
export interface ZipEntry {
  readonly name: string;
  /** Its size once inflated. */
  readonly size: number;
  /** False for an encrypted entry or one compressed other than stored or DEFLATE: its bytes cannot be read here. */
  readonly readable: boolean;
  /** Its bytes a range at a time (a DEFLATE entry inflates as a stream, up to the range). */
  readonly source: ByteSource;
  /** Its bytes as a Blob: a slice of the zip when stored, inflated into a new Blob when deflated. Throws BrokenZip. */
  open(): Promise<Blob>;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;
const UTF8_NAMES = 0x0800;
/** The end record (22 bytes) plus the longest comment a zip may carry. */
const TAIL_BYTES = 22 + 0xffff;

export class BrokenZip extends Error {
  constructor(reason: string) {
    super(`Broken zip: ${reason}`);
  }
}

/** CP437 covers only ASCII the same way; names outside it without the UTF-8 flag are read as Latin-1, which never fails. */
function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder('utf-8').decode(bytes);
  let name = '';
  for (const byte of bytes) name += String.fromCharCode(byte);
  return name;
}

/** Throws BrokenZip when the bytes run past the end, and the chosen file's UnreadableFile when it cannot be read at all. */
async function bytesAt(blob: Blob, start: number, length: number): Promise<DataView> {
  const bytes = await readBytes(blob, start, start + length);
  if (bytes.byteLength < length) throw new BrokenZip(`${length} bytes at ${start} run past the end`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The files of a zip, read from its central directory at the end of the Blob (zip64 included):
 * stored entries are slices of the Blob, DEFLATE entries inflate as a stream when read. Folders are
 * left out; an encrypted entry or another compression method is listed as not `readable`, for the
 * caller to skip (a preview) or refuse (de-identification). Only the directory is read here, never
 * an entry's data. Throws BrokenZip.
 */
export async function readZipEntries(zip: Blob): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, zip.size - TAIL_BYTES);
  const tail = await bytesAt(zip, tailStart, zip.size - tailStart);
  let end = -1;
  for (let offset = tail.byteLength - 22; offset >= 0; offset--) {
    if (tail.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new BrokenZip('no end of central directory');
  let count = tail.getUint16(end + 10, true);
  let directorySize = tail.getUint32(end + 12, true);
  let directoryOffset = tail.getUint32(end + 16, true);
  if ((count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) && end >= 20 && tail.getUint32(end - 20, true) === ZIP64_LOCATOR) {
    const zip64EndOffset = Number(tail.getBigUint64(end - 20 + 8, true));
    const zip64End = await bytesAt(zip, zip64EndOffset, 56);
    if (zip64End.getUint32(0, true) !== ZIP64_END) throw new BrokenZip('no zip64 end of central directory');
    count = Number(zip64End.getBigUint64(32, true));
    directorySize = Number(zip64End.getBigUint64(40, true));
    directoryOffset = Number(zip64End.getBigUint64(48, true));
  }
  const directory = await bytesAt(zip, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== CENTRAL_ENTRY) throw new BrokenZip('central directory entry expected');
    const flags = directory.getUint16(at + 8, true);
    const method = directory.getUint16(at + 10, true);
    let compressedSize = directory.getUint32(at + 20, true);
    let size = directory.getUint32(at + 24, true);
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    let localOffset = directory.getUint32(at + 42, true);
    const nameBytes = new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength);
    const name = decodeName(nameBytes, (flags & UTF8_NAMES) !== 0);
    // A zip64 extra field holds, in this order, the sizes and offset that did not fit in 32 bits.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = directory.getUint16(extra, true);
      const length = directory.getUint16(extra + 2, true);
      if (id === 0x0001) {
        let field = extra + 4;
        if (size === 0xffffffff) {
          size = Number(directory.getBigUint64(field, true));
          field += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = Number(directory.getBigUint64(field, true));
          field += 8;
        }
        if (localOffset === 0xffffffff) localOffset = Number(directory.getBigUint64(field, true));
      }
      extra += 4 + length;
    }
    at = extraEnd + commentLength;
    if (name.endsWith('/')) continue;
    const readable = (flags & ENCRYPTED) === 0 && (method === STORED || method === DEFLATED);
    entries.push(entry(zip, { name, size, readable, localOffset, compressedSize, method }));
  }
  return entries;
}

interface EntryPlace {
  readonly name: string;
  readonly size: number;
  readonly readable: boolean;
  readonly localOffset: number;
  readonly compressedSize: number;
  readonly method: number;
}

/** An entry whose data's start is read from its local header when first needed. */
function entry(zip: Blob, place: EntryPlace): ZipEntry {
  let data: Promise<Blob> | null = null;
  const compressed = async (): Promise<Blob> => {
    if (!place.readable) throw new BrokenZip(`${place.name} is encrypted or compressed in a way this reader lacks`);
    const local = await bytesAt(zip, place.localOffset, 30);
    if (local.getUint32(0, true) !== LOCAL_HEADER) throw new BrokenZip('local file header expected');
    const start = place.localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
    if (start + place.compressedSize > zip.size) throw new BrokenZip('an entry runs past the end of the file');
    return zip.slice(start, start + place.compressedSize);
  };
  let source: Promise<ByteSource> | null = null;
  return {
    name: place.name,
    size: place.size,
    readable: place.readable,
    source: {
      async read(start, end) {
        source ??= (data ??= compressed()).then((bytes) => (place.method === STORED ? blobSource(bytes) : inflatedSource(bytes, 'deflate-raw')));
        return (await source).read(start, end);
      },
    },
    async open() {
      const bytes = await (data ??= compressed());
      if (place.method === STORED) return bytes;
      try {
        return await new Response(bytes.stream().pipeThrough(new DecompressionStream('deflate-raw') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)).blob();
      } catch {
        throw new BrokenZip(`${place.name} does not inflate`);
      }
    },
  };
}
