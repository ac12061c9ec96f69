const FLAG_HEADER_CRC = 0x02;
const FLAG_EXTRA = 0x04;
const FLAG_NAME = 0x08;
const FLAG_COMMENT = 0x10;

export interface GzipHeader {
  /** Bytes from the file's start to the compressed data. */
  readonly length: number;
  /** Whether it carries anything about the file: its original name, a comment, extra fields or a modification time. */
  readonly identifying: boolean;
  /** The same header with nothing of that: no name, comment, extra field or header CRC, time zero. */
  readonly cleaned: Uint8Array;
}

/**
 * Reads a gzip member's header (RFC 1952 §2.3): a `.nii.gz` made by a tool often records the
 * original file name (which may be the patient's) and when it was compressed. The compressed
 * data and the trailer (CRC-32 and size of the uncompressed bytes) do not depend on the header,
 * so the header can be replaced alone. Returns null when the bytes are not a whole gzip header
 * with deflate data (give at least the first few KiB of the file).
 */
export function readGzipHeader(bytes: Uint8Array): GzipHeader | null {
  if (bytes.length < 10 || bytes[0] !== 0x1f || bytes[1] !== 0x8b || bytes[2] !== 8) return null;
  const flags = bytes[3]!;
  let position = 10;
  if (flags & FLAG_EXTRA) {
    if (bytes.length < position + 2) return null;
    position += 2 + (bytes[position]! | (bytes[position + 1]! << 8));
  }
  for (const flag of [FLAG_NAME, FLAG_COMMENT]) {
    if (flags & flag) {
      const end = bytes.indexOf(0, position);
      if (end < 0) return null;
      position = end + 1;
    }
  }
  if (flags & FLAG_HEADER_CRC) position += 2;
  if (position > bytes.length) return null;
  const hasTime = bytes[4] !== 0 || bytes[5] !== 0 || bytes[6] !== 0 || bytes[7] !== 0;
  const cleaned = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, bytes[8]!, bytes[9]!]);
  return { length: position, identifying: hasTime || (flags & (FLAG_EXTRA | FLAG_NAME | FLAG_COMMENT)) !== 0, cleaned };
}
