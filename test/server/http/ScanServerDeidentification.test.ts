import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DicomAttribute, type DicomDataset, DEIDENTIFICATION_METHOD, isValidUid } from '@tiara/domain/scan-deid';
import { SCAN_ARCHIVE_NAME } from '@tiara/domain/scan-file';
import { serverUploadMessagesEn } from '../../../src/locales/server/en/serverUploadMessagesEn';
import { scanMessagesEn } from '../../../src/locales/shared/en/scanMessagesEn';
import { prepareStudy } from '../../../src/infrastructure/scans/deid/StudyPreparation';
import { aiPlans, aiSubscriptions, scanJobs, scanUploads } from '../../../server/adapters/db/schema';
import { HttpSegmentationService } from '../../../server/adapters/scans/HttpSegmentationService';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import type { ScanProcessor } from '../../../server/application/scans/ScanProcessor';
import { daikonData, niftiPath, nrrdPaths, pixelDataOf, readDicom, scanFileFrom, syntheticDicom, volumePaths } from '../../infrastructure/scans/deid/deidFixtures';
import { startTestServer, type TestServer } from '../support/testServer';
import { tusClient } from '../support/tusRequests';

/**
 * Issue 30, point 3: with the browser's de-identification out of the way (the API called
 * directly, as a script or another client would), nothing identifying is kept, listed or sent to
 * the segmentation service.
 */

const BOUNDARY = '----tiara-deid';
const IDENTIFYING_NAME = 'DOE_JANE_PID-12345_1.dcm';
/** What the synthetic slices carry (deidFixtures' syntheticDicom), as it would show in the bytes. */
const IDENTIFIERS = [
  'Doe^Jane',
  'Jane Doe',
  'Nested^Jane',
  'EG-29801011234567',
  '19800101',
  'Cairo Smile',
  'Hassan^Omar',
  'ACC-99812',
  'ACME PRIVATE',
  'Tahrir',
  '+20 100',
  'STUDY42',
  'CLINIC_CBCT',
  '1.2.826.0.1.3680043.2.1125',
  'DOE_JANE',
  'PID-12345',
];
const ORIGINAL_UID_ROOT = '1.2.826.0.1.3680043.2.1125';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

let server: TestServer;
let tus: ReturnType<typeof tusClient>;
let processor: ScanProcessor;
let admin: TestUser;

function multipart(fileName: string, content: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(user: TestUser, fileName: string, content: Uint8Array) {
  return server.app.inject({
    method: 'POST',
    url: '/api/scans/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${user.token}` },
    payload: multipart(fileName, content),
  });
}

async function customer(): Promise<TestUser> {
  const user = await server.createUser();
  await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 20 });
  return user;
}

/** Sends the scan one way or the other; the job it became. */
type Sender = (user: TestUser, fileName: string, content: Uint8Array) => Promise<number>;

const sendOnce: Sender = async (user, fileName, content) => {
  const response = await upload(user, fileName, content);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { job_id: number }).job_id;
};

const sendResumably: Sender = async (user, fileName, content) => {
  const { last } = await tus.upload(user.token, fileName, Buffer.from(content), 64 * 1024);
  expect(last.statusCode, last.body).toBe(204);
  return Number(last.headers['scan-job-id']);
};

async function jobRow(jobId: number) {
  const [job] = await server.db.select().from(scanJobs).where(eq(scanJobs.id, jobId));
  return job!;
}

async function storedBytes(jobId: number): Promise<Buffer> {
  return readFile((await jobRow(jobId)).storedPath);
}

/** Every attribute at any depth, keyed by its path of tags. */
function flatten(dataset: DicomDataset, prefix = ''): Map<string, DicomAttribute> {
  const flat = new Map<string, DicomAttribute>();
  for (const [tag, attribute] of Object.entries(dataset)) {
    const path = `${prefix}${tag.toUpperCase()}`;
    flat.set(path, attribute);
    if (attribute.vr === 'SQ') (attribute.Value ?? []).forEach((item, index) => flatten(item as DicomDataset, `${path}[${index}]/`).forEach((value, key) => flat.set(key, value)));
  }
  return flat;
}

function expectNoIdentifierIn(bytes: Uint8Array, label: string): void {
  const text = Buffer.from(bytes).toString('latin1');
  for (const identifier of IDENTIFIERS) expect(text.includes(identifier), `${label} holds ${identifier}`).toBe(false);
}

const textOf = (attribute: DicomAttribute | undefined) => JSON.stringify(attribute?.Value ?? []);

/** A DICOM file as the server keeps it: parsed back, nothing identifying at any depth, the pixels as they were. */
function expectCleanDicom(bytes: Uint8Array, original: Uint8Array, label: string): DicomDataset {
  expectNoIdentifierIn(bytes, label);
  const { meta, dict } = readDicom(bytes);
  const all = flatten(dict);
  for (const [path, attribute] of all) {
    expect(Number.parseInt(path.split('/').at(-1)!.slice(0, 4), 16) % 2, `${label}: private ${path}`).toBe(0);
    if (attribute.vr === 'UI' && !path.endsWith('00080016') && !path.endsWith('00081150')) {
      for (const uid of attribute.Value ?? []) expect(String(uid), `${label}: ${path}`).toMatch(/^2\.25\.\d+$/);
    }
  }
  expect(textOf(dict['00100010']), label).not.toMatch(/[A-Za-z]/);
  for (const tag of ['00100020', '00100030', '00080080', '00080090', '00080050', '00101040', '00102154']) expect(textOf(dict[tag]), `${label}: ${tag}`).toMatch(/^\[("")?\]$|^\["ANONYMOUS"\]$|^\[\]$/);
  expect(String(meta['00020003']?.Value?.[0])).toBe(String(dict['00080018']?.Value?.[0]));
  expect(meta['00020016']).toBeUndefined();
  expect(dict['00120062']?.Value).toEqual(['YES']);
  expect(dict['00120063']?.Value).toEqual([DEIDENTIFICATION_METHOD]);
  expect(isValidUid(String(dict['0020000D']?.Value?.[0] ?? dict['0020000d']?.Value?.[0]))).toBe(true);
  expect(Buffer.from(pixelDataOf(bytes)).equals(Buffer.from(pixelDataOf(original))), `${label}: pixels`).toBe(true);
  return dict;
}

const uidOf = (dict: DicomDataset, tag: string) => String((dict[tag] ?? dict[tag.toLowerCase()])?.Value?.[0]);

/** A jszip-made export: a folder named after the patient, slices without extensions, a DICOMDIR and a note. */
async function identifyingExport(slices: readonly Uint8Array[]): Promise<Buffer> {
  const zip = new JSZip();
  slices.forEach((slice, index) => zip.file(`DOE_JANE_PID-12345/IM${String(index + 1).padStart(4, '0')}`, slice));
  zip.file('DOE_JANE_PID-12345/DICOMDIR', Buffer.from('Doe^Jane index of the study'));
  zip.file('README.txt', 'Patient Jane Doe, PID-12345, CBCT of 2024-03-15');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const syntheticSlices = [1, 2, 3].map((index) => syntheticDicom({ sopInstanceUid: `${ORIGINAL_UID_ROOT}.9.${index}` }));

async function staffScanNames(user: TestUser): Promise<string[]> {
  const response = await server.request({ method: 'GET', url: `/api/admin/ai/scans?user_id=${user.id}`, token: admin.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Array<{ file_name: string }> }).items.map((scan) => scan.file_name);
}

async function mineNames(user: TestUser): Promise<string[]> {
  const response = await server.request({ method: 'GET', url: '/api/scans/mine', token: user.token });
  return (response.json() as Array<{ file_name: string }>).map((scan) => scan.file_name);
}

beforeAll(async () => {
  server = await startTestServer({ scanProcessor: { process: (job) => processor.process(job) } });
  await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  tus = tusClient(server.app);
  processor = new LocalScanInspector(server.storage.scans);
  admin = await server.createUser({ role: 'Admin' });
});

afterAll(async () => {
  await server.close();
});

describe.each([
  ['in one request', sendOnce],
  ['resumably (tus)', sendResumably],
] as const)('a scan sent %s with the browser path turned off', (_way, send) => {
  it('keeps a DICOM slice without a patient name, ID, birth date, institution, original UID or private attribute, under a neutral name', async () => {
    const user = await customer();
    const [slice] = syntheticSlices;
    const jobId = await send(user, IDENTIFYING_NAME, slice!);
    const stored = await storedBytes(jobId);
    const dict = expectCleanDicom(stored, slice!, 'stored slice');
    expect(uidOf(dict, '0020000D')).not.toContain(ORIGINAL_UID_ROOT);
    expect(await mineNames(user)).toEqual([`scan-${jobId}.dcm`]);
    expect(await staffScanNames(user)).toEqual([`scan-${jobId}.dcm`]);
    // Nothing of the name is kept anywhere: the upload's record, the user's folder.
    expect(JSON.stringify(await server.db.select().from(scanUploads).where(eq(scanUploads.userId, user.id)))).not.toContain('DOE');
    expect((await readdir(join(server.dataDir, 'scans', String(user.id)))).join()).not.toContain('DOE');
  });

  it('keeps a zip of DICOM slices cleaned entry by entry, one study still, with neutral names and without the DICOMDIR or the note', async () => {
    const user = await customer();
    const jobId = await send(user, 'DOE_JANE_PID-12345.zip', await identifyingExport(syntheticSlices));
    const stored = await storedBytes(jobId);
    expectNoIdentifierIn(stored, 'stored zip');
    const zip = await JSZip.loadAsync(stored, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['0001', '0002', '0003']);
    const dicts = [];
    for (const [index, name] of ['0001', '0002', '0003'].entries()) dicts.push(expectCleanDicom(await zip.file(name)!.async('uint8array'), syntheticSlices[index]!, name));
    // The same original UID has the same replacement in every slice: still one study and one series.
    expect(new Set(dicts.map((dict) => uidOf(dict, '0020000D'))).size).toBe(1);
    expect(new Set(dicts.map((dict) => uidOf(dict, '0020000E'))).size).toBe(1);
    expect(new Set(dicts.map((dict) => uidOf(dict, '00080018'))).size).toBe(3);
    expect(await staffScanNames(user)).toEqual([`scan-${jobId}.zip`]);
    expect((await jobRow(jobId)).sizeBytes).toBe(stored.length);
  });

  it('keeps NIfTI (plain and gzip) and NRRD without their free text, the data untouched', async () => {
    const user = await customer();
    const nifti = Buffer.from(await readFile(niftiPath));
    nifti.write('Jane Doe PID-12345 CBCT', 148, 'latin1');
    nifti.write('DOE_JANE', 228, 'latin1');
    const niftiJob = await send(user, 'DOE_JANE.nii', nifti);
    const keptNifti = await storedBytes(niftiJob);
    expectNoIdentifierIn(keptNifti, '.nii');
    expect(keptNifti.length).toBe(nifti.length);
    expect(keptNifti.subarray(352).equals(nifti.subarray(352))).toBe(true);

    // gzip as a tool writes it: the original file name and a time in its header.
    const deflated = deflateRawSync(nifti);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(nifti) >>> 0, 0);
    trailer.writeUInt32LE(nifti.length, 4);
    const named = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0x08, 1, 2, 3, 4, 0, 3]), Buffer.from('DOE_JANE_PID-12345.nii\0', 'latin1'), deflated, trailer]);
    const gzipJob = await send(user, 'DOE_JANE.nii.gz', named);
    const keptGzip = await storedBytes(gzipJob);
    expectNoIdentifierIn(keptGzip, '.nii.gz');
    expect(keptGzip[3]! & 0x18).toBe(0);
    const inflated = gunzipSync(keptGzip);
    expectNoIdentifierIn(inflated, 'inflated .nii.gz');
    expect(inflated.subarray(352).equals(nifti.subarray(352))).toBe(true);

    const example = await readFile(nrrdPaths[2]!);
    const [magic, ...rest] = example.toString('latin1').split('\n');
    const nrrd = Buffer.from([magic, '# patient: Jane Doe, PID-12345', 'content: DOE_JANE head', 'patient:=Jane Doe', ...rest].join('\n'), 'latin1');
    const nrrdJob = await send(user, 'DOE_JANE.nrrd', nrrd);
    const keptNrrd = await storedBytes(nrrdJob);
    expectNoIdentifierIn(keptNrrd, '.nrrd');
    expect(keptNrrd.toString('latin1').endsWith(example.toString('latin1').split(/\r?\n\r?\n/).slice(1).join('\n\n'))).toBe(true);

    expect(await staffScanNames(user)).toEqual([`scan-${nrrdJob}.nrrd`, `scan-${gzipJob}.nii.gz`, `scan-${niftiJob}.nii`]);
  });
});

describe('a resumable upload still arriving', () => {
  it('keeps none of the name it was given beside its bytes, nor answers it back', async () => {
    const user = await customer();
    const created = await tus.create(user.token, IDENTIFYING_NAME, syntheticSlices[0]!.length);
    const location = String(created.headers.location);
    expect((await tus.patch(user.token, location, 0, Buffer.from(syntheticSlices[0]!.subarray(0, 500)))).statusCode).toBe(204);
    const folder = join(server.dataDir, 'scan-uploads');
    for (const name of await readdir(folder)) expect((await readFile(join(folder, name))).toString('latin1'), name).not.toContain('DOE_JANE');
    const head = await tus.head(user.token, location);
    expect(Buffer.from(String(head.headers['upload-metadata'] ?? '').split(' ')[1] ?? '', 'base64').toString()).toBe('scan.dcm');
    const [record] = await server.db.select().from(scanUploads).where(eq(scanUploads.userId, user.id));
    expect(record!.fileName).toBe('scan.dcm');
  });
});

describe('what is sent to the segmentation service', () => {
  let service: FastifyInstance;
  const received: Array<{ name: string; body: Buffer }> = [];

  beforeAll(async () => {
    service = Fastify();
    service.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
    service.post('/jobs', async (request) => {
      received.push({ name: decodeURIComponent(String(request.headers['x-file-name'])), body: request.body as Buffer });
      return { id: String(received.length) };
    });
    service.get('/jobs/:id', async () => ({ status: 'done', summary: 'Segmented', result_links: [] }));
    await service.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    processor = new LocalScanInspector(server.storage.scans);
    await service.close();
  });

  it('is the cleaned study under its neutral name', async () => {
    const { port } = service.server.address() as AddressInfo;
    processor = new HttpSegmentationService({ url: `http://127.0.0.1:${port}`, apiKey: 'key', pollIntervalMs: 10 }, server.storage.scans);
    const user = await customer();
    const jobId = await sendOnce(user, 'DOE_JANE_PID-12345.zip', await identifyingExport(syntheticSlices));
    for (let attempt = 0; attempt < 500 && (await jobRow(jobId)).status !== 'Completed'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await jobRow(jobId)).status).toBe('Completed');
    expect(received.map((job) => job.name)).toEqual([`scan-${jobId}.zip`]);
    const sent = received[0]!.body;
    expectNoIdentifierIn(sent, 'sent zip');
    const zip = await JSZip.loadAsync(sent, { checkCRC32: true });
    expectCleanDicom(await zip.file('0002')!.async('uint8array'), syntheticSlices[1]!, 'sent slice');
  });
});

describe('what needs nothing more', () => {
  it('keeps a study the browser de-identified byte for byte: moved into place, not copied', async () => {
    const user = await customer();
    const files = [...syntheticSlices.map((slice, index) => scanFileFrom(slice, `DOE_JANE/IM${index}.dcm`)), scanFileFrom(await readFile(volumePaths[3]!), 'brain_004.dcm')];
    const prepared = await prepareStudy({ kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, 'browser-key');
    if (!prepared.ok) throw new Error('the browser could not prepare the study');
    const bytes = Buffer.from(await prepared.value.file.arrayBuffer());
    const { location, last } = await tus.upload(user.token, SCAN_ARCHIVE_NAME, bytes, 64 * 1024);
    expect(last.statusCode).toBe(204);
    const job = await jobRow(Number(last.headers['scan-job-id']));
    expect(job.storedPath).toBe(join(server.dataDir, 'scans', String(user.id), `upload-${location.split('/').pop()}`));
    expect((await readFile(job.storedPath)).equals(bytes)).toBe(true);
  });

  it('keeps what it cleaned itself as it is when it comes again: the profile’s output is a fixed point', async () => {
    const user = await customer();
    /** Sent again resumably: kept where it arrived, byte for byte, so nothing was left to clean. */
    const expectKeptAsSent = async (fileName: string, cleaned: Buffer) => {
      const { location, last } = await tus.upload(user.token, fileName, cleaned, 64 * 1024);
      expect(last.statusCode).toBe(204);
      const job = await jobRow(Number(last.headers['scan-job-id']));
      expect(job.storedPath, fileName).toBe(join(server.dataDir, 'scans', String(user.id), `upload-${location.split('/').pop()}`));
      expect((await readFile(job.storedPath)).equals(cleaned)).toBe(true);
    };
    const once = await storedBytes(await sendOnce(user, 'a.dcm', syntheticSlices[0]!));
    expect(once.equals(Buffer.from(syntheticSlices[0]!))).toBe(false);
    await expectKeptAsSent('b.dcm', once);
    await expectKeptAsSent('b.zip', await storedBytes(await sendOnce(user, 'a.zip', await identifyingExport(syntheticSlices))));
    for (const sample of ['jpeg_2000.dcm', 'explicit_big.dcm', 'implicit_little.dcm', 'rle.dcm', 'jpeg_ls.dcm']) {
      const original = await readFile(join(daikonData, sample));
      const cleaned = await storedBytes(await sendOnce(user, sample, original));
      expect(Buffer.from(pixelDataOf(cleaned)).equals(Buffer.from(pixelDataOf(original))), sample).toBe(true);
      await expectKeptAsSent(sample, cleaned);
    }
  });
});

describe('what cannot be cleaned', () => {
  it('is refused with 415, saying why, keeping nothing and taking no segmentation', async () => {
    const user = await customer();
    const deflatedDicom = await upload(user, 'DOE_JANE.dcm', await readFile(join(daikonData, 'deflated.dcm')));
    expect(deflatedDicom.statusCode).toBe(415);
    expect(deflatedDicom.json()).toEqual({ message: serverUploadMessagesEn.deflatedDicom, code: 'unsupported_format' });
    const brokenSlice = Buffer.from(syntheticSlices[0]!.subarray(0, 600));
    const zip = new JSZip();
    zip.file('IM0001.dcm', syntheticSlices[0]!);
    zip.file('IM0002.dcm', brokenSlice);
    const brokenZip = await upload(user, 'study.zip', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(brokenZip.statusCode).toBe(415);
    expect(brokenZip.json()).toEqual({ message: scanMessagesEn.fileProblems['broken-dicom'](['study.zip']), code: 'unsupported_format' });
    const nothing = new JSZip();
    nothing.file('DICOMDIR', 'Doe^Jane');
    const withoutScans = await upload(user, 'study.zip', await nothing.generateAsync({ type: 'nodebuffer' }));
    expect(withoutScans.json()).toEqual({ message: scanMessagesEn.fileProblems['zip-without-scans'](['study.zip']), code: 'unsupported_format' });
    expect(await readdir(join(server.dataDir, 'scans', String(user.id))).catch(() => [])).toEqual([]);
    expect(await server.db.select().from(scanJobs).where(eq(scanJobs.userId, user.id))).toEqual([]);
  });
});
