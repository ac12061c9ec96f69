import type { FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { Readable } from 'node:stream';

/** One file of a zip's central directory. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  /** The general purpose flags (bit 0: encrypted). */
  readonly flags: number;
  /** The length of the entry's comment, which may say anything. */
  readonly commentLength: number;
}

/** A zip's entries and the length of its own comment. */
export interface ZipListing {
  readonly entries: ZipEntry[];
  readonly commentLength: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** A directory this large would hold millions of entries: no scan export looks like that. */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

export class ZipFormatError extends Error {}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the central directory lies, from the end record (or its ZIP64 form). */
async function locateDirectory(file: FileHandle, fileSize: number): Promise<{ offset: number; size: number; entries: number; commentLength: number }> {
  const tailStart = Math.max(0, fileSize - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  const tail = await readAt(file, tailStart, fileSize - tailStart);
  let at = tail.length - END_RECORD_BYTES;
  while (at >= 0 && tail.readUInt32LE(at) !== END_OF_DIRECTORY) at -= 1;
  if (at < 0) throw new ZipFormatError('The zip file has no central directory (it may be truncated)');
  const entries = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  const commentLength = tail.readUInt16LE(at + 20);
  if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { offset, size, entries, commentLength };
  const locatorAt = at - 20;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) throw new ZipFormatError('The zip file has a broken ZIP64 directory');
  const record = await readAt(file, Number(tail.readBigUInt64LE(locatorAt + 8)), 56);
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) throw new ZipFormatError('The zip file has a broken ZIP64 directory');
  return { entries: Number(record.readBigUInt64LE(32)), size: Number(record.readBigUInt64LE(40)), offset: Number(record.readBigUInt64LE(48)), commentLength };
}

/** Sizes and offset that overflowed 32 bits are in the ZIP64 extra field, in this order. */
function applyZip64Extra(extra: Buffer, entry: { compressedSize: number; uncompressedSize: number; localHeaderOffset: number }): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= at + 4 + length ? Number(extra.readBigUInt64LE(field)) : null;
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? entry.uncompressedSize;
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next() ?? entry.localHeaderOffset;
      return;
    }
    at += 4 + length;
  }
}

/**
 * The entries of a zip, read from its central directory only: the archive is never loaded whole,
 * however large. Directories are left out.
 */
export async function readZipDirectory(file: FileHandle): Promise<ZipEntry[]> {
  return (await readZipListing(file)).entries;
}

/** The entries of a zip (as readZipDirectory) and the length of the archive's comment. */
export async function readZipListing(file: FileHandle): Promise<ZipListing> {
  const { size: fileSize } = await file.stat();
  const directory = await locateDirectory(file, fileSize);
  if (directory.size > MAX_DIRECTORY_BYTES) throw new ZipFormatError('The zip file lists too many entries');
  const bytes = await readAt(file, directory.offset, directory.size);
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 46 <= bytes.length && bytes.readUInt32LE(at) === DIRECTORY_ENTRY) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const entry = {
      name,
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      flags: bytes.readUInt16LE(at + 8),
      commentLength,
    };
    applyZip64Extra(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    if (!name.endsWith('/')) entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, commentLength: directory.commentLength };
}

/** Where an entry's content starts, and the name its local header gives (which readers that stream a zip show). */
export async function readLocalHeader(file: FileHandle, entry: ZipEntry): Promise<{ dataAt: number; name: string }> {
  const local = await readAt(file, entry.localHeaderOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipFormatError(`The zip entry ${entry.name} is damaged`);
  const nameLength = local.readUInt16LE(26);
  const name = (await readAt(file, entry.localHeaderOffset + 30, nameLength)).toString('utf8');
  return { dataAt: entry.localHeaderOffset + 30 + nameLength + local.readUInt16LE(28), name };
}

/**
 * Up to `limit` bytes from the start of one entry's content, inflating only as far as needed.
 * Null for compression methods other than stored and deflated.
 */
export async function readZipEntryStart(file: FileHandle, entry: ZipEntry, limit: number): Promise<Buffer | null> {
  const local = await readAt(file, entry.localHeaderOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipFormatError(`The zip entry ${entry.name} is damaged`);
  const dataAt = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method === STORED) return readAt(file, dataAt, Math.min(limit, entry.compressedSize));
  if (entry.method !== DEFLATED) return null;
  const compressed = Readable.from(
    (async function* chunks() {
      const chunkBytes = 64 * 1024;
      for (let offset = 0; offset < entry.compressedSize; offset += chunkBytes) {
        const chunk = await readAt(file, dataAt + offset, Math.min(chunkBytes, entry.compressedSize - offset));
        if (chunk.length === 0) return;
        yield chunk;
      }
    })(),
  );
  const inflater = createInflateRaw();
  const collected: Buffer[] = [];
  let collectedBytes = 0;
  try {
    for await (const chunk of compressed.pipe(inflater) as AsyncIterable<Buffer>) {
      collected.push(chunk);
      collectedBytes += chunk.length;
      if (collectedBytes >= limit) break;
    }
  } finally {
    compressed.destroy();
    inflater.destroy();
  }
  return Buffer.concat(collected).subarray(0, limit);
}
