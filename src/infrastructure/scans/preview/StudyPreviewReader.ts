import type { ScanFile } from '../../../application/scans/ScanFile';
import type { PreviewFailure, SliceImage, StudyDescription, StudyPreviewer } from '../../../application/scans/StudyPreviewer';
import { fail, ok, type Result } from '@tiara/domain/result';
import { detectScanFormat, isIgnorableEntry, SCAN_HEADER_BYTES, type ScanFormat } from '@tiara/domain/scan-file';
import {
  decodeSamples,
  greyPixels,
  groupSeries,
  meanOfComponents,
  NIFTI_HEADER_BYTES,
  niftiSampleType,
  NO_RESCALE,
  orderSlices,
  parseNiftiHeader,
  parseNrrdHeader,
  percentileWindow,
  volumeLayout,
  type GreyWindow,
  type Rescale,
  type VolumeLayout,
} from '@tiara/domain/scan-preview';
import { blobSource, inflatedSource, streamOf, type ByteSource } from '../../files/ByteSource';
import { readDicomImage, type DicomImage } from './DicomImage';
import { isDrawable, readDicomFrame, type JpegDecoder } from './DicomPixels';
import { readZipEntries } from '../../zip/ZipEntries';
import { UnreadableFile as UnreadableBlob } from '../../files/BlobBytes';

/** A file, or a file inside a chosen zip, as the reader sees it. */
interface Candidate {
  readonly path: string;
  readonly source: ByteSource;
  readonly size: number;
  readonly format: ScanFormat;
  /** The chosen file itself, whose parts inflate straight from the disk; null for a file inside a zip. */
  readonly blob: Blob | null;
}

interface DicomSlice {
  readonly path: string;
  readonly image: DicomImage;
  readonly source: ByteSource;
  readonly size: number;
  readonly frame: number;
}

type Study =
  | { readonly kind: 'dicom'; readonly slices: readonly DicomSlice[] }
  | {
      readonly kind: 'volume';
      readonly path: string;
      /** The volume's data, from its first sample at `dataStart`. */
      readonly data: ByteSource;
      readonly dataStart: number;
      readonly layout: VolumeLayout;
      readonly rescale: Rescale;
      /** NIfTI's second axis points anterior (RAS), so its last row is drawn on top, as viewers show it. */
      readonly flipRows: boolean;
    };

interface DescribedStudy {
  readonly description: StudyDescription;
  /** Null when its slices cannot be drawn here. */
  readonly study: Study | null;
}

/** A file's bytes could not be read (moved, deleted, changed since it was chosen). */
class UnreadableFile extends Error {
  constructor(readonly path: string) {
    super(`${path} could not be read`);
  }
}

class Cancelled extends Error {}

/** How many headers are read at once: enough to keep the disk busy, few enough to bound memory (16 KiB each). */
const PARALLEL_READS = 8;

/**
 * Describes chosen files as a study and draws its slices, on whatever thread it runs: the worker
 * runs it off the page's (studyPreviewWorker.ts), tests run it in Node. DICOM files (also inside a
 * chosen zip) are read header by header, grouped by series (the one with the most images shown)
 * and ordered anatomically; failing DICOM, the first NIfTI (.nii, .nii.gz) or NRRD volume is
 * read. Slices are read one at a time, never the whole study. `slice` serves the study last described.
 */
export class StudyPreviewReader implements StudyPreviewer {
  private current: { readonly study: Study; autoWindow: GreyWindow | null } | null = null;
  /** Each describe has a number; only the latest may set the study `slice` serves. */
  private described = 0;
  private readonly jpeg: JpegDecoder | null;

  constructor(jpeg: JpegDecoder | null = null) {
    this.jpeg = jpeg;
  }

  async describe(files: readonly ScanFile[], options: { readonly signal?: AbortSignal } = {}): Promise<Result<StudyDescription, PreviewFailure>> {
    this.current = null;
    const number = ++this.described;
    try {
      const described = await this.read(files, options.signal);
      checkCancelled(options.signal);
      if (number !== this.described) return fail({ kind: 'cancelled' });
      if (described === null) return fail({ kind: 'not-an-image' });
      if (described.study !== null && described.description.drawable) this.current = { study: described.study, autoWindow: null };
      return ok(described.description);
    } catch (error) {
      if (error instanceof Cancelled) return fail({ kind: 'cancelled' });
      if (error instanceof UnreadableFile) return fail({ kind: 'unreadable', path: error.path });
      throw error;
    }
  }

  async slice(index: number, options: { readonly signal?: AbortSignal } = {}): Promise<Result<SliceImage, PreviewFailure>> {
    const current = this.current;
    if (current === null) return fail({ kind: 'not-an-image' });
    const { study } = current;
    const count = study.kind === 'dicom' ? study.slices.length : study.layout.slices;
    if (!Number.isInteger(index) || index < 0 || index >= count) return fail({ kind: 'not-an-image' });
    try {
      const drawn = study.kind === 'dicom' ? await this.dicomSlice(study.slices[index]!) : await volumeSlice(study, index);
      if (options.signal?.aborted === true) return fail({ kind: 'cancelled' });
      // Slices without a window of their own share the first drawn one's (the middle slice's), so scrolling does not flicker.
      const voi = drawn.window ?? (current.autoWindow ??= percentileWindow(rescaled(drawn.values, drawn.rescale)));
      const rgba = greyPixels(drawn.values, drawn.width, drawn.height, { window: voi, rescale: drawn.rescale, invert: drawn.invert, flipRows: drawn.flipRows });
      return ok({ width: drawn.width, height: drawn.height, rgba });
    } catch (error) {
      // The files were described moments ago: a read that now fails means one of them changed or went away.
      if (isReadError(error)) return fail({ kind: 'unreadable', path: study.kind === 'dicom' ? study.slices[index]!.path : study.path });
      return fail({ kind: 'not-an-image' });
    }
  }

  private async dicomSlice(slice: DicomSlice): Promise<DrawnValues> {
    const { image } = slice;
    return {
      values: await readDicomFrame(slice.source, image, slice.frame, slice.size, this.jpeg),
      width: image.columns,
      height: image.rows,
      rescale: image.rescale,
      window: image.window,
      invert: image.photometric === 'MONOCHROME1',
      flipRows: false,
    };
  }

  private async read(files: readonly ScanFile[], signal: AbortSignal | undefined): Promise<DescribedStudy | null> {
    const candidates: Candidate[] = [];
    for (const file of files) {
      checkCancelled(signal);
      if (isIgnorableEntry(file.path)) continue;
      const header = await readOrFail(file.path, () => blobSource(file.content).read(0, SCAN_HEADER_BYTES), new Uint8Array(0));
      const format = detectScanFormat(header);
      if (format === 'zip') candidates.push(...(await zipCandidates(file, signal)));
      else candidates.push({ path: file.path, source: blobSource(file.content), size: file.content.size, format, blob: file.content });
    }
    const dicom = await this.describeDicom(candidates.filter((candidate) => candidate.format === 'dicom'), signal);
    if (dicom !== null) return dicom;
    const volumes = candidates.filter((candidate) => candidate.format !== 'dicom' && candidate.format !== 'unknown');
    let first: DescribedStudy | null = null;
    let count = 0;
    for (const candidate of volumes) {
      checkCancelled(signal);
      // A broken gzip stream is not a volume; a file that cannot be read fails the description.
      const volume = await readOrFail(candidate.path, () => describeVolume(candidate), null);
      if (volume === null) continue;
      count += 1;
      first ??= volume;
    }
    return first === null ? null : { ...first, description: { ...first.description, seriesCount: count } };
  }

  private async describeDicom(candidates: readonly Candidate[], signal: AbortSignal | undefined): Promise<DescribedStudy | null> {
    const images: Array<{ image: DicomImage; candidate: Candidate }> = [];
    for (let start = 0; start < candidates.length; start += PARALLEL_READS) {
      checkCancelled(signal);
      const batch = candidates.slice(start, start + PARALLEL_READS);
      const read = await Promise.all(batch.map((candidate) => readOrFail(candidate.path, () => readDicomImage(candidate.source, candidate.size), null)));
      read.forEach((image, index) => {
        if (image !== null) images.push({ image, candidate: batch[index]! });
      });
    }
    if (images.length === 0) return null;
    const series = groupSeries(
      images.map(({ image }) => image.seriesUid),
      images.map(({ image }) => image.frames),
    );
    const shown = series[0]!.map((index) => images[index]!);
    const order = orderSlices(shown.map(({ image }) => image.placement));
    const slices = order.flatMap((index) => {
      const { image, candidate } = shown[index]!;
      return Array.from({ length: image.frames }, (_, frame) => ({ path: candidate.path, image, source: image.source, size: candidate.size, frame }));
    });
    const first = slices[0]!.image;
    return {
      study: { kind: 'dicom', slices },
      description: {
        format: 'dicom',
        sliceCount: slices.length,
        columns: first.columns,
        rows: first.rows,
        modality: shown.map(({ image }) => image.modality).find((modality) => modality !== null) ?? null,
        seriesCount: series.length,
        drawable: shown.every(({ image }) => isDrawable(image, this.jpeg)),
      },
    };
  }
}

interface DrawnValues {
  readonly values: Float64Array;
  readonly width: number;
  readonly height: number;
  readonly rescale: Rescale;
  readonly window: GreyWindow | null;
  readonly invert: boolean;
  readonly flipRows: boolean;
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw new Cancelled();
}

/**
 * Whether `error` is the browser failing to read a chosen file (NotReadableError, NotFoundError:
 * the file was moved, deleted or changed after it was chosen), rather than bytes that do not
 * inflate or parse.
 */
function isReadError(error: unknown): boolean {
  return error instanceof UnreadableBlob || (error instanceof DOMException && (error.name === 'NotReadableError' || error.name === 'NotFoundError'));
}

/** `read`'s value; a file that cannot be read fails the whole description with its path, any other failure gives `otherwise`. */
async function readOrFail<T>(path: string, read: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isReadError(error)) throw new UnreadableFile(path);
    return otherwise;
  }
}

function rescaled(values: Float64Array, rescale: Rescale): Float64Array {
  return values.map((value) => value * rescale.slope + rescale.intercept);
}

/** The files inside a chosen zip, each with the format its first bytes announce; a broken zip has none. */
async function zipCandidates(zip: ScanFile, signal: AbortSignal | undefined): Promise<Candidate[]> {
  const entries = await readOrFail(zip.path, () => readZipEntries(zip.content), []);
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    checkCancelled(signal);
    // An encrypted entry cannot be shown: the preview goes on with the others.
    if (!entry.readable || isIgnorableEntry(entry.name)) continue;
    const path = `${zip.path}/${entry.name}`;
    // An entry that does not inflate is not a scan.
    const header = await readOrFail(path, () => entry.source.read(0, SCAN_HEADER_BYTES), new Uint8Array(0));
    candidates.push({ path, source: entry.source, size: entry.size, format: detectScanFormat(header), blob: null });
  }
  return candidates;
}

/** A candidate's bytes from `start` on, to inflate: a slice of the chosen file, or a stream of a zip entry's bytes. */
function compressedPart(candidate: Candidate, start: number): Blob | (() => ReadableStream<Uint8Array>) {
  return candidate.blob?.slice(start) ?? (() => streamOf(candidate.source, start, candidate.size));
}

async function describeVolume(candidate: Candidate): Promise<DescribedStudy | null> {
  if (candidate.format === 'nifti1' || candidate.format === 'nifti2' || candidate.format === 'gzip') {
    const source = candidate.format === 'gzip' ? inflatedSource(compressedPart(candidate, 0), 'gzip') : candidate.source;
    const header = parseNiftiHeader(await source.read(0, NIFTI_HEADER_BYTES));
    if (header === null) return null;
    const type = niftiSampleType(header.datatype);
    const layout = type === null ? null : volumeLayout(header.dims, header.dims.map(() => true), { type, littleEndian: header.littleEndian });
    if (layout === null) return describedVolume('nifti', header.dims, false, null);
    const study: Study = { kind: 'volume', path: candidate.path, data: source, dataStart: header.voxOffset, layout, rescale: { slope: header.sclSlope, intercept: header.sclInter }, flipRows: true };
    return describedVolume('nifti', header.dims, true, study);
  }
  if (candidate.format === 'nrrd') {
    let result = parseNrrdHeader(await candidate.source.read(0, 4096));
    if (result.kind === 'incomplete') result = parseNrrdHeader(await candidate.source.read(0, 1024 * 1024));
    if (result.kind !== 'header') return null;
    const { header } = result;
    const layout = volumeLayout(header.sizes, header.spatial, { type: header.type, littleEndian: header.littleEndian });
    const spatialSizes = layout !== null ? [layout.columns, layout.rows, layout.slices] : header.spatial[0] === false ? header.sizes.slice(1) : header.sizes;
    const data = header.encoding === 'raw' ? candidate.source : header.encoding === 'gzip' ? inflatedSource(compressedPart(candidate, header.dataOffset), 'gzip') : null;
    const dataStart = header.encoding === 'raw' ? header.dataOffset + header.byteSkip : header.byteSkip;
    if (layout === null || data === null) return describedVolume('nrrd', spatialSizes, false, null);
    return describedVolume('nrrd', spatialSizes, true, { kind: 'volume', path: candidate.path, data, dataStart, layout, rescale: NO_RESCALE, flipRows: false });
  }
  return null;
}

/** A volume's description; one whose slices cannot be drawn here (text-encoded NRRD, RGB NIfTI) is still described from its sizes. */
function describedVolume(format: 'nifti' | 'nrrd', sizes: readonly number[], drawable: boolean, study: Study | null): DescribedStudy {
  const [columns = 1, rows = 1, slices = 1] = sizes;
  return {
    study,
    description: { format, sliceCount: slices, columns, rows, modality: null, seriesCount: 1, drawable: drawable && study !== null },
  };
}

async function volumeSlice(study: Extract<Study, { kind: 'volume' }>, index: number): Promise<DrawnValues> {
  const { layout } = study;
  const start = study.dataStart + index * layout.sliceBytes;
  const bytes = await study.data.read(start, start + layout.sliceBytes);
  const values = meanOfComponents(decodeSamples(bytes, layout.sample, layout.columns * layout.rows * layout.components), layout.components);
  return { values, width: layout.columns, height: layout.rows, rescale: study.rescale, window: null, invert: false, flipRows: study.flipRows };
}
