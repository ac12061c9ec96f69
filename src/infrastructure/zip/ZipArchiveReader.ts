import { readBytes } from '../files/BlobBytes';

/** One file of a zip: its path, and its bytes as a Blob (a slice of the zip when stored, inflated when deflated). */
export interface ZipArchiveEntry {
  readonly path: string;
  /** The entry's bytes; a deflated entry is inflated only when this is called. */
  open(): Promise<Blob>;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const END_RECORD_LENGTH = 22;
const LONGEST_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;
const UTF8_NAMES = 0x0800;
const ZIP64_MARK = 0xffffffff;

/** The zip cannot be read: no central directory, Zip64, encryption, or a method other than store and deflate. */
export class BrokenZip extends Error {
  constructor(reason: string) {
    super(`The zip cannot be read: ${reason}`);
    this.name = 'BrokenZip';
  }
}

/** CP437 covers only ASCII the same way; names outside it without the UTF-8 flag are read as Latin-1, which never fails. */
function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder('utf-8').decode(bytes);
  let name = '';
  for (const byte of bytes) name += String.fromCharCode(byte);
  return name;
}

/**
 * The entries of a zip, from its central directory, read from the Blob's end: only the directory
 * and each entry's local header are read, never the entries' data until they are opened. Folder
 * entries are left out.
 */
export async function readZipEntries(zip: Blob): Promise<ZipArchiveEntry[]> {
  const tailStart = Math.max(0, zip.size - END_RECORD_LENGTH - LONGEST_COMMENT);
  const tail = await readBytes(zip, tailStart, zip.size);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let endAt = -1;
  for (let position = tail.length - END_RECORD_LENGTH; position >= 0; position--) {
    if (tailView.getUint32(position, true) === END_OF_DIRECTORY) {
      endAt = position;
      break;
    }
  }
  if (endAt < 0) throw new BrokenZip('no end of central directory');
  const count = tailView.getUint16(endAt + 10, true);
  const directoryLength = tailView.getUint32(endAt + 12, true);
  const directoryStart = tailView.getUint32(endAt + 16, true);
  if (count === 0xffff || directoryStart === ZIP64_MARK || directoryLength === ZIP64_MARK) throw new BrokenZip('Zip64');
  if (directoryStart + directoryLength > zip.size) throw new BrokenZip('the central directory lies outside the file');
  const directory = await readBytes(zip, directoryStart, directoryStart + directoryLength);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: ZipArchiveEntry[] = [];
  let position = 0;
  for (let index = 0; index < count; index++) {
    if (position + 46 > directory.length || view.getUint32(position, true) !== DIRECTORY_ENTRY) throw new BrokenZip('a damaged central directory');
    const flags = view.getUint16(position + 8, true);
    const method = view.getUint16(position + 10, true);
    const compressedSize = view.getUint32(position + 20, true);
    const size = view.getUint32(position + 24, true);
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const localOffset = view.getUint32(position + 42, true);
    const path = decodeName(directory.subarray(position + 46, position + 46 + nameLength), (flags & UTF8_NAMES) !== 0);
    position += 46 + nameLength + extraLength + commentLength;
    if (path.endsWith('/')) continue;
    if (flags & ENCRYPTED) throw new BrokenZip('an encrypted entry');
    if (compressedSize === ZIP64_MARK || size === ZIP64_MARK || localOffset === ZIP64_MARK) throw new BrokenZip('Zip64');
    if (method !== STORED && method !== DEFLATED) throw new BrokenZip(`compression method ${method}`);
    entries.push({
      path,
      async open() {
        const local = await readBytes(zip, localOffset, localOffset + 30);
        const localView = new DataView(local.buffer, local.byteOffset, local.byteLength);
        if (local.length < 30 || localView.getUint32(0, true) !== LOCAL_ENTRY) throw new BrokenZip('a damaged entry header');
        const dataStart = localOffset + 30 + localView.getUint16(26, true) + localView.getUint16(28, true);
        if (dataStart + compressedSize > zip.size) throw new BrokenZip('an entry runs past the end of the file');
        const data = zip.slice(dataStart, dataStart + compressedSize);
        if (method === STORED) return data;
        try {
          return await new Response(data.stream().pipeThrough(new DecompressionStream('deflate-raw') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)).blob();
        } catch {
          throw new BrokenZip('an entry does not inflate');
        }
      },
    });
  }
  return entries;
}
