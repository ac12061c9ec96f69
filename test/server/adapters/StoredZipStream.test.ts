import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { StoredZipStream } from '../../../server/adapters/scans/deid/StoredZipStream';
import { readLocalHeader, readZipDirectory } from '../../../server/adapters/scans/ZipDirectory';

async function written(entries: ReadonlyArray<readonly [string, Buffer[]]>): Promise<Buffer> {
  const zip = new StoredZipStream();
  const parts: Buffer[] = [];
  for (const [name, content] of entries) {
    for await (const part of zip.entry(name, (async function* chunks() {
      yield* content;
    })())) parts.push(part);
  }
  for (const part of zip.finish()) parts.push(part);
  return Buffer.concat(parts);
}

it('writes stored entries, each from its chunks, that another reader opens with their checksums right', async () => {
  const bytes = await written([
    ['0001.dcm', [Buffer.from('first '), Buffer.from('slice')]],
    ['0002.dcm', []],
    ['0003.nii.gz', [Buffer.alloc(300_000, 7)]],
  ]);
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  expect(Object.keys(zip.files)).toEqual(['0001.dcm', '0002.dcm', '0003.nii.gz']);
  expect(await zip.file('0001.dcm')!.async('string')).toBe('first slice');
  expect(await zip.file('0002.dcm')!.async('string')).toBe('');
  expect((await zip.file('0003.nii.gz')!.async('nodebuffer')).equals(Buffer.alloc(300_000, 7))).toBe(true);
});

it('ends with ZIP64 records when the entries are more than the classic directory counts', { timeout: 60_000 }, async () => {
  const count = 70_000;
  const bytes = await written(Array.from({ length: count }, (_, index) => [String(index + 1).padStart(5, '0'), [Buffer.from(String(index))]] as const));
  const folder = await mkdtemp(join(tmpdir(), 'tiara-zip64-'));
  try {
    await writeFile(join(folder, 'many.zip'), bytes);
    const file = await open(join(folder, 'many.zip'), 'r');
    try {
      const entries = await readZipDirectory(file);
      expect(entries).toHaveLength(count);
      const last = entries.at(-1)!;
      expect(last.name).toBe('70000');
      const { dataAt } = await readLocalHeader(file, last);
      expect(bytes.subarray(dataAt, dataAt + last.uncompressedSize).toString()).toBe('69999');
    } finally {
      await file.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
