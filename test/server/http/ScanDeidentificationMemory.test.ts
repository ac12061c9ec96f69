import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { crc32 } from 'node:zlib';
import dcmjs from 'dcmjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions, scanJobs } from '../../../server/adapters/db/schema';
import { readLocalHeader, readZipDirectory } from '../../../server/adapters/scans/ZipDirectory';
import { pixelDataOf, readDicom } from '../../infrastructure/scans/deid/deidFixtures';
import { startTestServer, type TestServer } from '../support/testServer';
import { tusClient } from '../support/tusRequests';

/**
 * Issue 30, point 3: a large study is cleaned on the server with memory bounded by what one slice
 * needs, never by the study. 640 slices of 512×512 16-bit pixels (about 336 MB), each naming the
 * patient, are zipped on disk under a folder named after the patient, sent resumably past the
 * browser, and the server's memory is watched while the last chunk's request cleans them.
 */

const SLICES = 640;
const CHUNK_BYTES = 8 * 1024 * 1024;
const MiB = 1024 * 1024;

let server: TestServer;
let folder: string;

/** One CBCT-sized slice that names the patient, in its header and in a private attribute. */
function identifyingSlice(): Buffer {
  const meta = {
    '00020001': { vr: 'OB', Value: [new Uint8Array([0, 1]).buffer] },
    '00020002': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00020003': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.77.1'] },
    '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] },
    '00020012': { vr: 'UI', Value: ['1.2.3.4.5'] },
  };
  const pixels = new Uint16Array(512 * 512).map((_, index) => index % 4096);
  const dict = {
    '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00080018': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.77.1'] },
    '00080060': { vr: 'CS', Value: ['CT'] },
    '00080080': { vr: 'LO', Value: ['Cairo Smile Dental Clinic'] },
    '00090010': { vr: 'LO', Value: ['ACME PRIVATE'] },
    '00091001': { vr: 'LO', Value: ['Jane Doe private copy'] },
    '00100010': { vr: 'PN', Value: [{ Alphabetic: 'Doe^Jane' }] },
    '00100020': { vr: 'LO', Value: ['PID-12345'] },
    '00100030': { vr: 'DA', Value: ['19800101'] },
    '0020000D': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.77.2'] },
    '0020000E': { vr: 'UI', Value: ['1.2.826.0.1.3680043.2.1125.77.3'] },
    '00280002': { vr: 'US', Value: [1] },
    '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
    '00280010': { vr: 'US', Value: [512] },
    '00280011': { vr: 'US', Value: [512] },
    '00280100': { vr: 'US', Value: [16] },
    '00280101': { vr: 'US', Value: [12] },
    '00280102': { vr: 'US', Value: [11] },
    '00280103': { vr: 'US', Value: [0] },
    '7FE00010': { vr: 'OW', Value: [pixels.buffer] },
  };
  const file = new dcmjs.data.DicomDict(meta);
  file.dict = dict;
  return Buffer.from(file.write());
}

/**
 * A stored zip of `count` copies of `slice`, written as it goes (sizes and CRC in each local
 * header, as exports write them), by this test rather than by the server's own zip writer.
 */
async function writeStudyZip(path: string, slice: Buffer, count: number): Promise<number> {
  const out = createWriteStream(path);
  const crc = crc32(slice) >>> 0;
  const directory: Buffer[] = [];
  let offset = 0;
  const write = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  for (let index = 1; index <= count; index += 1) {
    const name = Buffer.from(`DOE_JANE_PID-12345/IM${String(index).padStart(4, '0')}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(slice.length, 18);
    local.writeUInt32LE(slice.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(slice.length, 20);
    central.writeUInt32LE(slice.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    await write(local);
    await write(name);
    await write(slice);
  }
  const directoryAt = offset;
  for (const part of directory) await write(part);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(offset - directoryAt, 12);
  end.writeUInt32LE(directoryAt, 16);
  await write(end);
  out.end();
  await once(out, 'close');
  return offset;
}

/** Whether `needle` occurs anywhere in the file, read in chunks (with an overlap for a match across two). */
async function fileContains(path: string, needle: string): Promise<boolean> {
  const target = Buffer.from(needle, 'latin1');
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * MiB }) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([carry, chunk]);
    if (window.includes(target)) return true;
    carry = window.subarray(Math.max(0, window.length - target.length + 1));
  }
  return false;
}

beforeAll(async () => {
  server = await startTestServer({ settings: { maxUploadBytes: 1024 * MiB } });
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  folder = await mkdtemp(join(tmpdir(), 'tiara-large-study-'));
});

afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

it('cleans a 336 MB study sent past the browser with memory bounded by a slice, not by the study', { timeout: 120_000 }, async () => {
  const slice = identifyingSlice();
  const studyPath = join(folder, 'study.zip');
  const studyBytes = await writeStudyZip(studyPath, slice, SLICES);
  expect(studyBytes).toBeGreaterThan(300 * MiB);

  const user = await server.createUser();
  await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5 });
  const tus = tusClient(server.app);
  const created = await tus.create(user.token, 'DOE_JANE_PID-12345.zip', studyBytes);
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const study = await open(studyPath, 'r');
  let last = created;
  let peak = { rss: 0, heap: 0 };
  let base = { rss: 0, heap: 0 };
  try {
    for (let offset = 0; offset < studyBytes; offset += CHUNK_BYTES) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, studyBytes - offset));
      await study.read(chunk, 0, chunk.length, offset);
      const isLast = offset + chunk.length === studyBytes;
      if (!isLast) {
        last = await tus.patch(user.token, location, offset, chunk);
        expect(last.statusCode).toBe(204);
        continue;
      }
      // The last chunk's request cleans the whole study: memory is watched from just before it.
      const usage = () => process.memoryUsage();
      const before = usage();
      base = { rss: before.rss, heap: before.heapUsed + before.external };
      peak = { ...base };
      const watch = setInterval(() => {
        const now = usage();
        peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed + now.external) };
      }, 5);
      try {
        last = await tus.patch(user.token, location, offset, chunk);
      } finally {
        clearInterval(watch);
      }
    }
  } finally {
    await study.close();
  }
  expect(last.statusCode, last.body).toBe(204);
  const rssGrowth = (peak.rss - base.rss) / MiB;
  const heapGrowth = (peak.heap - base.heap) / MiB;
  // Holding the study (or even a tenth of it beside the slices in flight) would take far more.
  expect(rssGrowth, `RSS grew ${rssGrowth.toFixed(0)} MiB`).toBeLessThan(96);
  expect(heapGrowth, `heap and buffers grew ${heapGrowth.toFixed(0)} MiB`).toBeLessThan(96);

  const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, Number(last.headers['scan-job-id'])));
  expect(job!.fileName).toBe(`scan-${job!.id}.zip`);
  for (const identifier of ['Doe^Jane', 'PID-12345', 'DOE_JANE', 'Cairo Smile', 'ACME PRIVATE', '19800101', '1.2.826.0.1.3680043.2.1125']) {
    expect(await fileContains(job!.storedPath, identifier), identifier).toBe(false);
  }
  const kept = await open(job!.storedPath, 'r');
  try {
    const entries = await readZipDirectory(kept);
    expect(entries.map((entry) => entry.name)).toEqual(Array.from({ length: SLICES }, (_, index) => String(index + 1).padStart(4, '0')));
    for (const entry of [entries[0]!, entries.at(-1)!]) {
      const { dataAt } = await readLocalHeader(kept, entry);
      const bytes = Buffer.alloc(entry.uncompressedSize);
      await kept.read(bytes, 0, bytes.length, dataAt);
      const { dict } = readDicom(bytes);
      expect(JSON.stringify(dict['00100010']?.Value ?? [])).not.toContain('Doe');
      expect(Buffer.from(pixelDataOf(bytes)).equals(Buffer.from(pixelDataOf(slice)))).toBe(true);
    }
  } finally {
    await kept.close();
  }
});
