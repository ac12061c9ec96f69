import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScanFormat, SCAN_HEADER_BYTES, detectScanFormat } from '@tiara/domain/scan-file';
import { DiskScanStore } from '../../../server/adapters/scans/DiskScanStore';
import { StreamingScanDeidentifier } from '../../../server/adapters/scans/StreamingScanDeidentifier';
import { niftiPath, nrrdPaths, syntheticDicom } from '../../infrastructure/scans/deid/deidFixtures';

/**
 * Whatever bytes a client sends under a scan's name, cleaning them ends in a cleaned copy or a
 * refusal the customer reads (never an error of the server's), and a cleaned copy names nobody.
 */

const USER = 7;
let dataDir: string;
let store: DiskScanStore;
let deidentifier: StreamingScanDeidentifier;
const samples: Array<readonly [string, Buffer]> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tiara-deid-'));
  store = new DiskScanStore(dataDir);
  deidentifier = new StreamingScanDeidentifier(store, 64 * 1024 * 1024);
  const slice = Buffer.from(syntheticDicom({ sopInstanceUid: '1.2.826.0.1.3680043.2.1125.5' }));
  const nifti = Buffer.from(await readFile(niftiPath));
  nifti.write('Jane Doe', 148, 'latin1');
  const zip = new JSZip();
  zip.file('DOE/IM1', slice);
  zip.file('DOE/IM2', slice);
  const nrrd = await readFile(nrrdPaths[3]!);
  samples.push(
    ['slice', slice],
    ['nifti', nifti],
    ['nifti-gz', gzipSync(nifti)],
    ['nrrd', Buffer.concat([Buffer.from('NRRD0005\n# Jane Doe\n'), nrrd.subarray(9)])],
    ['deflated-zip', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })],
    ['stored-zip', await zip.generateAsync({ type: 'nodebuffer' })],
  );
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Cleans `bytes` as a stored scan; with `namesNobody`, a cleaned copy must hold no trace of the
 * patient. (A byte changed in a tag can turn a comment into an attribute no dictionary knows,
 * which the profile keeps, as it keeps every public attribute it does not list: so that check is
 * made of files cut short, whose attributes are what they were.)
 */
async function cleanedOrRefused(bytes: Buffer, namesNobody: boolean): Promise<'cleaned' | 'kept' | 'refused' | 'no scan'> {
  const stored = await store.receive(USER, Readable.from([bytes]));
  const format: ScanFormat = detectScanFormat(stored.header.subarray(0, SCAN_HEADER_BYTES));
  if (format === 'unknown') {
    await store.discard(stored.key);
    return 'no scan';
  }
  const result = await deidentifier.deidentify(USER, stored, format);
  if (result.ok && result.value.changed) {
    const kept = (await readFile(result.value.stored.key)).toString('latin1');
    if (namesNobody) expect(kept.includes('Jane Doe') || kept.includes('Doe^Jane')).toBe(false);
    await store.discard(result.value.stored.key);
  }
  await store.discard(stored.key);
  return !result.ok ? 'refused' : result.value.changed ? 'cleaned' : 'kept';
}

describe('StreamingScanDeidentifier on damaged scans', () => {
  it('cleans or refuses a scan cut short anywhere, never failing itself', { timeout: 60_000 }, async () => {
    for (const [, bytes] of samples) {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: bytes.length }), async (length) => void (await cleanedOrRefused(bytes.subarray(0, length), true))),
        { numRuns: 40 },
      );
    }
  });

  it('cleans or refuses a scan with bytes changed anywhere, never failing itself', { timeout: 60_000 }, async () => {
    for (const [, bytes] of samples) {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), async (changes) => {
          const changed = Buffer.from(bytes);
          for (const [at, value] of changes) changed[at] = value;
          await cleanedOrRefused(changed, false);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('refuses a slice whose damage makes dcmjs read it otherwise than dicom-parser, rather than keep a name inside a UID', async () => {
    const [, slice] = samples[0]!;
    const damaged = Buffer.from(slice);
    // The VR of Study Instance UID ('UI' → 'U\0'): dcmjs reads it as UN, swallowing every attribute after it.
    damaged[slice.indexOf('UI\u001c\u00001.2.826.0.1.3680043.2.1125.2', 0, 'latin1') + 1] = 0;
    expect(await cleanedOrRefused(damaged, true)).toBe('refused');
  });

  it('leaves no cleaned copy behind when a slice cut short is refused partway through writing it', async () => {
    const [, slice] = samples[0]!;
    const left: number[] = [];
    // Every cut: the refusals met while the copy is being written come at various points of the file's opening.
    for (let cut = 0; cut <= slice.length; cut++) {
      await cleanedOrRefused(slice.subarray(0, cut), true);
      if ((await readdir(join(dataDir, 'scans', String(USER))).catch(() => [])).length > 0) {
        left.push(cut);
        await rm(join(dataDir, 'scans', String(USER)), { recursive: true, force: true });
      }
    }
    expect(left).toEqual([]);
  });

  it('leaves nothing stored behind', async () => {
    expect(await readdir(join(dataDir, 'scans', String(USER))).catch(() => [])).toEqual([]);
  });
});
