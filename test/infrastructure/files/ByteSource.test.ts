import { deflateRawSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blobSource, inflatedSource } from '../../../src/infrastructure/files/ByteSource';

const data = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 31 + (index >> 8)) & 0xff);
const range = fc.tuple(fc.integer({ min: 0, max: 320_000 }), fc.integer({ min: 0, max: 70_000 })).map(([start, length]) => [start, start + length] as const);

describe('byte sources read a range, never the whole file', () => {
  it('gives the same bytes from a Blob, a gzip stream and a raw DEFLATE stream, short at the end', async () => {
    const sources = [blobSource(new Blob([data])), inflatedSource(new Blob([gzipSync(data)]), 'gzip'), inflatedSource(new Blob([deflateRawSync(data)]), 'deflate-raw')];
    await fc.assert(
      fc.asyncProperty(range, async ([start, end]) => {
        const expected = data.slice(start, end);
        for (const source of sources) expect(Buffer.from(await source.read(start, end)).equals(Buffer.from(expected))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('reads on along the stream, back from the start, and several ranges asked at once, all right', async () => {
    const source = inflatedSource(new Blob([gzipSync(data)]), 'gzip');
    const ranges: Array<readonly [number, number]> = [[0, 10], [10, 70_000], [70_000, 140_000], [5, 6], [299_990, 300_010], [100, 200]];
    const read = await Promise.all(ranges.map(([start, end]) => source.read(start, end)));
    read.forEach((bytes, index) => expect(Buffer.from(bytes).equals(Buffer.from(data.slice(...ranges[index]!)))).toBe(true));
  });

  it('rejects a stream that does not inflate', async () => {
    await expect(inflatedSource(new Blob([new TextEncoder().encode('plainly not gzip')]), 'gzip').read(0, 10)).rejects.toThrow();
  });
});
