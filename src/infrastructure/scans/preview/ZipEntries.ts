import { blobSource, inflatedSource, type ByteSource } from './ByteSource';

/** One file inside a zip, its bytes readable without reading the rest of the archive. */
export interface ZipEntry {
  readonly name: string;
  /** Its size once inflated. */
  readonly size: number;
  readonly source: ByteSource;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record (22 bytes) plus the longest comment a zip may carry. */
const TAIL_BYTES = 22 + 0xffff;

export class BrokenZip extends Error {
  constructor(reason: string) {
    super(`Broken zip: ${reason}`);
  }
}

async function bytesAt(blob: Blob, start: number, length: number): Promise<DataView> {
  const buffer = await blob.slice(start, start + length).arrayBuffer();
  if (buffer.byteLength < length) throw new BrokenZip(`${length} bytes at ${start} run past the end`);
  return new DataView(buffer);
}

/**
 * The files of a zip, read from its central directory at the end of the Blob (zip64 included):
 * stored entries are slices of the Blob, DEFLATE entries inflate as a stream when read. Folders,
 * encrypted entries and other compression methods are left out. Throws BrokenZip.
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
    const name = new TextDecoder().decode(nameBytes);
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
    const encrypted = (flags & 1) === 1;
    if (name.endsWith('/') || encrypted || (method !== 0 && method !== 8)) continue;
    entries.push({ name, size, source: entrySource(zip, localOffset, compressedSize, method) });
  }
  return entries;
}

/** An entry's bytes; where they start is read from its local header on the first read. */
function entrySource(zip: Blob, localOffset: number, compressedSize: number, method: number): ByteSource {
  let data: Promise<ByteSource> | null = null;
  const open = async (): Promise<ByteSource> => {
    const local = await bytesAt(zip, localOffset, 30);
    if (local.getUint32(0, true) !== LOCAL_HEADER) throw new BrokenZip('local file header expected');
    const start = localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
    const compressed = zip.slice(start, start + compressedSize);
    return method === 0 ? blobSource(compressed) : inflatedSource(compressed, 'deflate-raw');
  };
  return {
    async read(start, end) {
      return (await (data ??= open())).read(start, end);
    },
  };
}
