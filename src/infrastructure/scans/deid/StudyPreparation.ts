import type { IdentifyingDataFound, PrepareFailure, PreparedStudy, StudySurvey, UnparseableFile } from '../../../application/scans/StudyPreparer';
import type { ScanFile } from '../../../application/scans/ScanFile';
import { type Result, fail, ok } from '@tiara/domain/result';
import { IDENTIFYING_DATA_KINDS, type IdentifyingDataKind, UidReplacements } from '@tiara/domain/scan-deid';
import { SCAN_HEADER_BYTES, type ScanUploadPlan, anonymousEntryPaths, detectScanFormat, isIgnorableEntry, scanExtensionOf } from '@tiara/domain/scan-file';
import { readBytes, UnreadableFile } from '../../files/BlobBytes';
import { BrokenZip, readZipEntries } from '../../zip/ZipEntries';
import { StoredZipWriter } from '../../zip/StoredZipWriter';
import { FIRST_HEADER_READ, deidentifyDicomFile } from './DicomFileDeidentifier';
import { deidentifyGzippedNiftiFile, deidentifyNiftiFile } from './NiftiFileDeidentifier';
import { deidentifyNrrdFile } from './NrrdFileDeidentifier';
import { type ScanDeidentification, unparseable } from './ScanDeidentification';

/** Files surveyed at once: header reads overlap, and a study of hundreds of slices is read in batches. */
const SURVEY_AT_ONCE = 16;
/** Files up to this size are read whole when prepared: one read gives the header and the bytes to checksum. */
const WHOLE_FILE_READ = 2 * 1024 * 1024;
/** Files prepared at once: while one is checksummed, the next ones' headers are read and rewritten. */
const PREPARE_AT_ONCE = 16;

export interface PreparationOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (fraction: number) => void;
}

/** One scan to de-identify: a chosen file, or an entry of a chosen zip. */
interface ScanSource {
  readonly path: string;
  /** How much of the work it is, for progress: its size, or 1 for a zip entry (whose size is unknown until inflated). */
  readonly weight: number;
  open(): Promise<Blob>;
}

class Cancelled extends Error {}

class Unparseable extends Error {
  constructor(readonly file: UnparseableFile) {
    super(`${file.path}: ${file.reason}`);
  }
}

class Unreadable extends Error {
  constructor(readonly path: string) {
    super(`${path} could not be read`);
  }
}

/**
 * De-identifies one scan by what its content is, whatever its name says (a zip's entries often
 * have no extension). 'skip' is a zip entry that is no scan at all (a README, a viewer program):
 * it is not sent. A file whose name promises a scan its content does not hold is unparseable.
 */
async function deidentifyScan(path: string, content: Blob, replaceUid: (uid: string) => string, surveyOnly: boolean): Promise<ScanDeidentification | 'skip'> {
  // One read serves to tell the format and, for DICOM, usually holds the whole header; when the
  // file is to be sent and is a slice's size, the whole of it, so its checksum needs no second read.
  const firstRead = !surveyOnly && content.size <= WHOLE_FILE_READ ? content.size : Math.min(content.size, FIRST_HEADER_READ);
  const head = await readBytes(content, 0, firstRead);
  const format = detectScanFormat(head.subarray(0, SCAN_HEADER_BYTES));
  const extension = scanExtensionOf(path);
  switch (format) {
    case 'dicom':
      return deidentifyDicomFile(content, replaceUid, { head, surveyOnly });
    case 'nifti1':
    case 'nifti2':
      return deidentifyNiftiFile(content);
    case 'gzip':
      return extension === '.nii.gz' || extension === null ? deidentifyGzippedNiftiFile(content, { wholeCheck: surveyOnly }) : unparseable('broken-nifti');
    case 'nrrd':
      return deidentifyNrrdFile(content);
    case 'zip':
      // A zip within the study is not unpacked (the server would not either): refused, so the customer knows.
      return unparseable('broken-zip');
    case 'unknown':
      if (extension === '.dcm') return unparseable('broken-dicom');
      if (extension === '.nii' || extension === '.nii.gz') return unparseable('broken-nifti');
      if (extension === '.nrrd') return unparseable('broken-nrrd');
      if (extension === '.zip') return unparseable('broken-zip');
      return 'skip';
  }
}

/**
 * The scans a chosen file stands for: itself, or, for a zip, its entries less the ones an export
 * brings along. A zip is told by its name: the selection was checked to hold what names promise
 * (CheckScanSelection), and a file that is not a zip after all is refused when it is read.
 */
async function sourcesOf(file: ScanFile): Promise<ScanSource[]> {
  if (scanExtensionOf(file.name) !== '.zip') return [{ path: file.path, weight: file.content.size, open: async () => file.content }];
  let entries;
  try {
    entries = await readZipEntries(file.content);
  } catch (error) {
    if (error instanceof BrokenZip) throw new Unparseable({ path: file.path, reason: 'broken-zip' });
    throw error instanceof UnreadableFile ? new Unreadable(file.path) : error;
  }
  return entries
    .filter((entry) => !isIgnorableEntry(entry.name))
    .map((entry) => ({
      path: entry.name,
      weight: Math.max(1, file.content.size / Math.max(1, entries.length)),
      open: async () => {
        try {
          return await entry.open();
        } catch (error) {
          if (error instanceof BrokenZip) throw new Unparseable({ path: file.path, reason: 'broken-zip' });
          throw error;
        }
      },
    }));
}

/** Runs `work` over the items, `atOnce` at a time, answering in the items' order; stops at the first failure or abort. */
async function inOrder<T, R>(items: readonly T[], atOnce: number, signal: AbortSignal | undefined, work: (item: T) => Promise<R>, done: (item: T) => void): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      if (signal?.aborted) throw new Cancelled();
      const index = next++;
      const item = items[index]!;
      results[index] = await work(item);
      done(item);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(atOnce, items.length) }, () =>
      worker().catch((error: unknown) => {
        failure ??= error;
      }),
    ),
  );
  if (failure !== null) throw failure;
  if (signal?.aborted) throw new Cancelled();
  return results;
}

function progressOf(sources: readonly ScanSource[], onProgress: ((fraction: number) => void) | undefined): (source: ScanSource) => void {
  const total = sources.reduce((sum, source) => sum + source.weight, 0);
  let doneWeight = 0;
  return (source) => {
    doneWeight += source.weight;
    onProgress?.(total === 0 ? 1 : Math.min(1, doneWeight / total));
  };
}

async function deidentifySource(source: ScanSource, replaceUid: (uid: string) => string, surveyOnly: boolean): Promise<ScanDeidentification | 'skip'> {
  try {
    return await deidentifyScan(source.path, await source.open(), replaceUid, surveyOnly);
  } catch (error) {
    if (error instanceof UnreadableFile) throw new Unreadable(source.path);
    throw error;
  }
}

function failureOf(error: unknown): PrepareFailure {
  if (error instanceof Cancelled) return { kind: 'cancelled' };
  if (error instanceof Unreadable) return { kind: 'unreadable', path: error.path };
  if (error instanceof Unparseable) return { kind: 'unparseable', ...error.file };
  throw error;
}

/**
 * StudyPreparer's survey, in the thread it is called in (the worker): every file's header is
 * read and de-identified without keeping the result, so what is found, and what cannot be
 * parsed, is exactly what `prepareStudy` will meet. A chosen zip is surveyed entry by entry.
 */
export async function surveyStudy(files: readonly ScanFile[], options: PreparationOptions = {}): Promise<Result<StudySurvey, PrepareFailure>> {
  try {
    const unparseableFiles: UnparseableFile[] = [];
    const sources: ScanSource[] = [];
    /** Each chosen zip's entries, by their places in `sources`: a zip none of whose entries is a scan is said as such. */
    const zipEntries = new Map<string, number[]>();
    for (const file of files) {
      try {
        const fileSources = await sourcesOf(file);
        if (scanExtensionOf(file.name) === '.zip') zipEntries.set(file.path, fileSources.map((_, index) => sources.length + index));
        sources.push(...fileSources);
      } catch (error) {
        if (!(error instanceof Unparseable)) throw error;
        unparseableFiles.push(error.file);
      }
    }
    const counts = new Map<IdentifyingDataKind, number>();
    const replacements = new UidReplacements('survey');
    const replaceUid = (uid: string) => replacements.replace(uid);
    const outcomes = await inOrder(
      sources,
      SURVEY_AT_ONCE,
      options.signal,
      async (source) => {
        try {
          return await deidentifySource(source, replaceUid, true);
        } catch (error) {
          if (error instanceof Unparseable) return unparseable(error.file.reason);
          throw error;
        }
      },
      progressOf(sources, options.onProgress),
    );
    outcomes.forEach((outcome, index) => {
      if (outcome === 'skip') return;
      if (!outcome.ok) unparseableFiles.push({ path: sources[index]!.path, reason: outcome.reason });
      else for (const kind of outcome.found) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    });
    for (const [path, entries] of zipEntries) {
      if (entries.every((index) => outcomes[index] === 'skip')) unparseableFiles.push({ path, reason: 'zip-without-scans' });
    }
    const found: IdentifyingDataFound[] = IDENTIFYING_DATA_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({ kind, files: counts.get(kind)! }));
    return ok({ found, unparseable: unparseableFiles });
  } catch (error) {
    return fail(failureOf(error));
  }
}

/**
 * StudyPreparer's prepare, in the thread it is called in: de-identifies every scan of the plan
 * and packs them into one stored zip (several files: `archiveName`; a chosen zip: a new zip of
 * its de-identified entries under the zip's own name). The first file that cannot be parsed stops
 * it: nothing is sent as it was. The same files and key give the same bytes.
 */
export async function prepareStudy(plan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }>, key: string, options: PreparationOptions = {}): Promise<Result<PreparedStudy, PrepareFailure>> {
  try {
    const chosen = plan.kind === 'single-zip' ? [plan.file] : plan.files;
    const sources: ScanSource[] = [];
    for (const file of chosen) sources.push(...(await sourcesOf(file)));
    const replacements = new UidReplacements(key);
    const replaceUid = (uid: string) => replacements.replace(uid);
    const prepared = await inOrder(
      sources,
      PREPARE_AT_ONCE,
      options.signal,
      async (source) => {
        const outcome = await deidentifySource(source, replaceUid, false);
        if (outcome === 'skip') return null;
        if (!outcome.ok) throw new Unparseable({ path: source.path, reason: outcome.reason });
        let crc: number;
        try {
          crc = await outcome.checksum();
        } catch {
          throw new Unreadable(source.path);
        }
        return { path: source.path, parts: outcome.parts, size: outcome.size, crc };
      },
      progressOf(sources, options.onProgress),
    );
    const entries = prepared.filter((entry) => entry !== null);
    if (plan.kind === 'single-zip' && entries.length === 0) throw new Unparseable({ path: plan.file.path, reason: 'zip-without-scans' });
    const paths = anonymousEntryPaths(entries.map((entry) => entry.path));
    const writer = new StoredZipWriter();
    entries.forEach((entry, index) => writer.add(paths[index]!, entry.parts, entry.size, entry.crc));
    return ok({ file: writer.finish(), fileName: plan.kind === 'single-zip' ? plan.file.name : plan.archiveName });
  } catch (error) {
    return fail(failureOf(error));
  }
}
