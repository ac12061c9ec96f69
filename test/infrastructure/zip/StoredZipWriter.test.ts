import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { StoredZipWriter, crc32Of, crc32OfBytes } from '../../../src/infrastructure/zip/StoredZipWriter';
import { BrokenZip, readZipEntries } from '../../../src/infrastructure/zip/ZipEntries';

const entriesArbitrary = fc.uniqueArray(
  fc.record({
    path: fc.array(fc.stringMatching(/^[a-zA-Z0-9_\u0600-\u06ff][a-zA-Z0-9_.\u0600-\u06ff -]{0,8}$/), { minLength: 1, maxLength: 3 }).map((segments) => segments.join('/')),
    bytes: fc.uint8Array({ maxLength: 300 }),
  }),
  { selector: (entry) => entry.path, maxLength: 6 },
);

async function archiveOf(entries: readonly { path: string; bytes: Uint8Array }[]): Promise<Blob> {
  const writer = new StoredZipWriter();
  for (const entry of entries) {
    // Half in memory, half a Blob: the two kinds of part an entry is made of.
    const middle = Math.floor(entry.bytes.length / 2);
    const tail = new Blob([entry.bytes.subarray(middle) as BlobPart]);
    writer.add(entry.path, [entry.bytes.subarray(0, middle), tail], entry.bytes.length, await crc32Of(tail, crc32OfBytes(entry.bytes.subarray(0, middle))));
  }
  return writer.finish();
}

describe('the stored zip writer and the zip reader', () => {
  it('write archives jszip reads back with their CRCs checked, and the reader reads back too', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, async (entries) => {
        const archive = await archiveOf(entries);
        const zip = await JSZip.loadAsync(await archive.arrayBuffer(), { checkCRC32: true });
        for (const entry of entries) expect(await zip.file(entry.path)!.async('uint8array')).toEqual(entry.bytes);
        const read = await readZipEntries(archive);
        expect(read.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.path));
        for (const [index, entry] of read.entries()) expect(new Uint8Array(await (await entry.open()).arrayBuffer())).toEqual(entries[index]!.bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('write the same bytes for the same entries: no clock in the archive', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, async (entries) => {
        const first = new Uint8Array(await (await archiveOf(entries)).arrayBuffer());
        const second = new Uint8Array(await (await archiveOf(entries)).arrayBuffer());
        expect(first).toEqual(second);
      }),
      { numRuns: 20 },
    );
  });

  it('read deflated entries, and refuse what is no zip or is encrypted', async () => {
    const zip = new JSZip();
    zip.file('a/deflated.txt', 'x'.repeat(5000), { compression: 'DEFLATE' });
    zip.folder('empty');
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const [entry, ...rest] = await readZipEntries(new Blob([bytes as BlobPart]));
    expect(rest).toEqual([]);
    expect(entry!.name).toBe('a/deflated.txt');
    expect(await (await entry!.open()).text()).toBe('x'.repeat(5000));
    await expect(readZipEntries(new Blob(['PK\x03\x04 no directory']))).rejects.toBeInstanceOf(BrokenZip);
    const encrypted = bytes.slice();
    const view = new DataView(encrypted.buffer);
    // Every central directory record says its entry is encrypted.
    for (let position = view.getUint32(encrypted.length - 22 + 16, true); view.getUint32(position, true) === 0x02014b50; ) {
      view.setUint16(position + 8, 1, true);
      position += 46 + view.getUint16(position + 28, true) + view.getUint16(position + 30, true) + view.getUint16(position + 32, true);
    }
    // An encrypted entry is listed but cannot be opened: the caller skips it (a preview) or refuses the zip (de-identification).
    const [locked] = await readZipEntries(new Blob([encrypted as BlobPart]));
    expect(locked!.readable).toBe(false);
    await expect(locked!.open()).rejects.toBeInstanceOf(BrokenZip);
  });
});
