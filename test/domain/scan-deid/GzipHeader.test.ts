import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readGzipHeader } from '@tiara/domain/scan-deid';

describe('gzip headers', () => {
  it('finds an original file name and a time, and gives a header with neither', () => {
    // FNAME set, mtime set: what `gzip brain.nii` writes.
    const named = new Uint8Array([0x1f, 0x8b, 8, 0x08, 1, 2, 3, 4, 0, 3, ...new TextEncoder().encode('Jane_Doe.nii'), 0, 0xaa]);
    const header = readGzipHeader(named)!;
    expect(header.length).toBe(10 + 13);
    expect(header.identifying).toBe(true);
    expect([...header.cleaned]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  });

  it('finds nothing in a bare header', () => {
    const bare = gzipSync(Buffer.from('data'));
    bare.writeUInt32LE(0, 4);
    expect(readGzipHeader(bare)).toMatchObject({ length: 10, identifying: false });
  });

  it('skips a comment, an extra field and a header CRC', () => {
    const header = new Uint8Array([0x1f, 0x8b, 8, 0x04 | 0x10 | 0x02, 0, 0, 0, 0, 0, 3, 2, 0, 9, 9, 0x41, 0, 7, 7, 0xcc]);
    expect(readGzipHeader(header)).toMatchObject({ length: 18, identifying: true });
  });

  it('refuses what is not gzip with deflate', () => {
    expect(readGzipHeader(new Uint8Array([0x1f, 0x8b, 9, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(readGzipHeader(new Uint8Array([0x1f, 0x8b, 8, 0x08, 0, 0, 0, 0, 0, 0, 0x41]))).toBeNull();
  });
});
