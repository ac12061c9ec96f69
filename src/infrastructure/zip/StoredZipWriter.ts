import CRC32 from 'crc-32';

/** Entries larger than this are read as a stream for their CRC; smaller ones in one read. */
const WHOLE_READ_BYTES = 8 * 1024 * 1024;
/** The zip format's 32-bit fields: an archive past this needs Zip64, which this writer does not write. */
const ZIP32_LIMIT = 0xffffffff;
/** 1980-01-01 00:00:00, the earliest MS-DOS date: every entry gets it, so the same files give the same archive. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const VERSION = 20;

/** The archive would need Zip64 (more than 4 GiB, or 65,535 entries). */
export class ArchiveTooLarge extends Error {
  constructor() {
    super('The archive is larger than a zip without Zip64 can hold');
    this.name = 'ArchiveTooLarge';
  }
}

/** The CRC-32 of bytes in memory, continuing `previous` (the CRC of the bytes before them). */
export function crc32OfBytes(bytes: Uint8Array, previous = 0): number {
  return CRC32.buf(bytes, previous) >>> 0;
}

/** A Blob's CRC-32 (continuing `previous`), reading it in one go when small, as a stream of chunks when large. */
export async function crc32Of(content: Blob, previous = 0): Promise<number> {
  if (content.size <= WHOLE_READ_BYTES) return CRC32.buf(new Uint8Array(await content.arrayBuffer()), previous) >>> 0;
  let crc = previous;
  const reader = content.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return crc >>> 0;
    crc = CRC32.buf(value, crc);
  }
}

/**
 * Writes a zip of stored (uncompressed) entries as Blob parts: each entry's data is given as its
 * parts (bytes, and Blobs such as slices of files on disk, referred to rather than copied), so an
 * archive of hundreds of megabytes of files costs a few kilobytes per entry in memory, and the
 * archive becomes one Blob once, at the end. The caller gives each entry's CRC-32 (it has to read
 * the bytes for it anyway, and can do so while other entries are prepared). Every entry has the
 * same fixed date and attributes: the same entries give the same archive, byte for byte.
 */
export class StoredZipWriter {
  private readonly parts: BlobPart[] = [];
  private readonly directory: Uint8Array[] = [];
  private offset = 0;
  private entries = 0;

  add(path: string, parts: readonly (Uint8Array | Blob)[], size: number, crc32: number): void {
    const name = new TextEncoder().encode(path);
    const flags = /^[\x20-\x7e]*$/.test(path) ? 0 : UTF8_NAMES;
    if (size > ZIP32_LIMIT || this.offset + 30 + name.length + size > ZIP32_LIMIT || this.entries === 0xffff) throw new ArchiveTooLarge();
    const local = new Uint8Array(30 + name.length);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    localView.setUint16(4, VERSION, true);
    localView.setUint16(6, flags, true);
    localView.setUint16(8, STORED, true);
    localView.setUint16(10, DOS_TIME, true);
    localView.setUint16(12, DOS_DATE, true);
    localView.setUint32(14, crc32, true);
    localView.setUint32(18, size, true);
    localView.setUint32(22, size, true);
    localView.setUint16(26, name.length, true);
    localView.setUint16(28, 0, true);
    local.set(name, 30);

    const central = new Uint8Array(46 + name.length);
    const centralView = new DataView(central.buffer);
    centralView.setUint32(0, 0x02014b50, true);
    centralView.setUint16(4, VERSION, true);
    centralView.setUint16(6, VERSION, true);
    centralView.setUint16(8, flags, true);
    centralView.setUint16(10, STORED, true);
    centralView.setUint16(12, DOS_TIME, true);
    centralView.setUint16(14, DOS_DATE, true);
    centralView.setUint32(16, crc32, true);
    centralView.setUint32(20, size, true);
    centralView.setUint32(24, size, true);
    centralView.setUint16(28, name.length, true);
    centralView.setUint32(42, this.offset, true);
    central.set(name, 46);

    this.parts.push(local as BlobPart, ...(parts as BlobPart[]));
    this.directory.push(central);
    this.offset += local.length + size;
    this.entries += 1;
  }

  /** The archive: the entries, the central directory and its end record. */
  finish(): Blob {
    const directoryLength = this.directory.reduce((sum, record) => sum + record.length, 0);
    if (this.offset + directoryLength > ZIP32_LIMIT) throw new ArchiveTooLarge();
    const end = new Uint8Array(22);
    const endView = new DataView(end.buffer);
    endView.setUint32(0, 0x06054b50, true);
    endView.setUint16(8, this.entries, true);
    endView.setUint16(10, this.entries, true);
    endView.setUint32(12, directoryLength, true);
    endView.setUint32(16, this.offset, true);
    return new Blob([...this.parts, ...(this.directory as BlobPart[]), end as BlobPart], { type: 'application/zip' });
  }
}
