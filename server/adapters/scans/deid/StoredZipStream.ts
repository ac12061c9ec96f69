import { crc32 } from 'node:zlib';
import { RefusedScan } from './RefusedScan';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the content (they are known only once it has passed); bit 11: names in UTF-8. */
const FLAGS = 0x0808;
/** 1 January 1980, the earliest DOS date: the archive says nothing of when anything was made. */
const DOS_DATE = (1 << 5) | 1;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

interface WrittenEntry {
  readonly name: Buffer;
  readonly crc: number;
  readonly size: number;
  readonly offset: number;
}

/**
 * Writes a zip of stored (uncompressed) entries as a stream, one entry's content at a time, never
 * holding one whole: each entry's CRC and size follow it in a data descriptor, and the central
 * directory, written last, has them all. Entries stay under 4 GiB each; the archive itself may
 * pass 4 GiB (ZIP64 offsets and end records).
 */
export class StoredZipStream {
  private offset = 0;
  private readonly written: WrittenEntry[] = [];

  async *entry(name: string, content: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    yield this.counted(header);
    yield this.counted(nameBytes);
    let crc = 0;
    let size = 0;
    for await (const chunk of content) {
      size += chunk.length;
      if (size >= MAX_32) throw new RefusedScan('broken-zip');
      crc = crc32(chunk, crc);
      yield this.counted(chunk);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield this.counted(descriptor);
    this.written.push({ name: nameBytes, crc: crc >>> 0, size, offset });
  }

  /** The central directory and end records. */
  *finish(): Generator<Buffer> {
    const directoryAt = this.offset;
    for (const entry of this.written) {
      const zip64 = entry.offset >= MAX_32;
      const record = Buffer.alloc(46);
      record.writeUInt32LE(DIRECTORY_ENTRY, 0);
      record.writeUInt16LE(zip64 ? 45 : 20, 4);
      record.writeUInt16LE(zip64 ? 45 : 20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DOS_DATE, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.size, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt16LE(zip64 ? 12 : 0, 30);
      record.writeUInt32LE(zip64 ? MAX_32 : entry.offset, 42);
      yield this.counted(record);
      yield this.counted(entry.name);
      if (zip64) {
        const extra = Buffer.alloc(12);
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(8, 2);
        extra.writeBigUInt64LE(BigInt(entry.offset), 4);
        yield this.counted(extra);
      }
    }
    const directorySize = this.offset - directoryAt;
    const count = this.written.length;
    const zip64 = count >= MAX_16 || directoryAt >= MAX_32 || directorySize >= MAX_32;
    if (zip64) {
      const recordAt = this.offset;
      const record = Buffer.alloc(56);
      record.writeUInt32LE(ZIP64_END_OF_DIRECTORY, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(45, 12);
      record.writeUInt16LE(45, 14);
      record.writeBigUInt64LE(BigInt(count), 24);
      record.writeBigUInt64LE(BigInt(count), 32);
      record.writeBigUInt64LE(BigInt(directorySize), 40);
      record.writeBigUInt64LE(BigInt(directoryAt), 48);
      yield this.counted(record);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_LOCATOR, 0);
      locator.writeBigUInt64LE(BigInt(recordAt), 8);
      locator.writeUInt32LE(1, 16);
      yield this.counted(locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_DIRECTORY, 0);
    end.writeUInt16LE(Math.min(count, MAX_16), 8);
    end.writeUInt16LE(Math.min(count, MAX_16), 10);
    end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
    end.writeUInt32LE(Math.min(directoryAt, MAX_32), 16);
    yield this.counted(end);
  }

  private counted(bytes: Buffer): Buffer {
    this.offset += bytes.length;
    return bytes;
  }
}
