import { Transform } from 'node:stream';
import { SCAN_HEADER_BYTES } from '@tiara/domain/scan-file';

/**
 * Passes a scan through unchanged while counting its bytes and keeping its first ones for the
 * format check, so a store never needs to read the file back.
 */
export class ScanMeasure extends Transform {
  private readonly headerChunks: Buffer[] = [];
  private headerBytes = 0;
  private measuredBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, chunk?: Buffer) => void): void {
    this.measuredBytes += chunk.length;
    if (this.headerBytes < SCAN_HEADER_BYTES) {
      const part = chunk.subarray(0, SCAN_HEADER_BYTES - this.headerBytes);
      this.headerChunks.push(Buffer.from(part));
      this.headerBytes += part.length;
    }
    done(null, chunk);
  }

  get sizeBytes(): number {
    return this.measuredBytes;
  }

  get header(): Buffer {
    return Buffer.concat(this.headerChunks);
  }
}
