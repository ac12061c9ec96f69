import type { ScanHeaderReader } from '../../application/scans/ScanHeaderReader';

/** Reads a file's leading bytes through `Blob.slice`, so only those bytes leave the disk. */
export class BlobScanHeaderReader implements ScanHeaderReader {
  async header(file: Blob, length: number): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await file.slice(0, length).arrayBuffer());
    } catch {
      // A file moved, deleted or changed since it was chosen cannot be read.
      return null;
    }
  }
}
