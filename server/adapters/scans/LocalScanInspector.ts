import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGunzip } from 'node:zlib';
import { detectScanFormat, isIgnorableEntry } from '@tiara/domain/scan-file';
import { ScanProcessingError, type ScanJobInput, type ScanProcessingResult, type ScanProcessor } from '../../application/scans/ScanProcessor';
import type { ScanStore } from '../../application/scans/ScanStore';
import { DICOMDIR_SOP_CLASS, type DicomHeaderFacts, readDicomHeader } from './DicomHeader';
import { NIFTI_HEADER_BYTES, readNiftiHeader, readNrrdHeader, type NiftiHeaderFacts } from './VolumeHeaders';
import { readZipDirectory, readZipEntryStart } from './ZipDirectory';

/** Enough for a DICOM header up to the pixel data, private tags and icon images included. */
const DICOM_HEADER_BYTES = 256 * 1024;
const NRRD_HEADER_BYTES = 64 * 1024;
/** Entries tried, in name order, when looking for the first DICOM slice of a zip. */
const ZIP_ENTRIES_PROBED = 5;

/** A scan the inspector cannot read: the job fails with this message. */
export class UnreadableScanError extends ScanProcessingError {}

/** A stored scan is missing: a fault of the shop's, not the customer's, so the job fails with the general message. */
async function opened(store: ScanStore, key: string, range?: { start: number; end: number }): Promise<Readable> {
  const content = await store.open(key, range);
  if (!content) throw new Error(`The stored scan ${key} is missing`);
  return content;
}

async function readStart(store: ScanStore, key: string, limit: number): Promise<Buffer> {
  return buffer(await opened(store, key, { start: 0, end: limit - 1 }));
}

/** The first bytes of a gzip file's content, inflating no more than that. */
async function readGunzippedStart(store: ScanStore, key: string, limit: number): Promise<Buffer> {
  const source = await opened(store, key);
  const gunzip = createGunzip();
  const collected: Buffer[] = [];
  let collectedBytes = 0;
  try {
    for await (const chunk of source.pipe(gunzip) as AsyncIterable<Buffer>) {
      collected.push(chunk);
      collectedBytes += chunk.length;
      if (collectedBytes >= limit) break;
    }
  } catch {
    throw new UnreadableScanError('The .nii.gz file could not be decompressed');
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  return Buffer.concat(collected).subarray(0, limit);
}

const times = (values: readonly number[]) => values.join('×');

function describeDicom(facts: DicomHeaderFacts): string {
  const parts = [`DICOM ${facts.modality || 'image'}`];
  if (facts.columns !== undefined && facts.rows !== undefined) parts.push(`${facts.columns}×${facts.rows}`);
  if (facts.numberOfFrames !== undefined && facts.numberOfFrames > 1) parts.push(`${facts.numberOfFrames} frames`);
  if (facts.bitsAllocated !== undefined) parts.push(`${facts.bitsAllocated}-bit`);
  return parts.join(', ');
}

function dicomDetails(facts: DicomHeaderFacts): Record<string, unknown> {
  return {
    modality: facts.modality ?? null,
    rows: facts.rows ?? null,
    columns: facts.columns ?? null,
    numberOfFrames: facts.numberOfFrames ?? 1,
    bitsAllocated: facts.bitsAllocated ?? null,
    seriesInstanceUid: facts.seriesInstanceUid ?? null,
    transferSyntaxUid: facts.transferSyntaxUid ?? null,
  };
}

function describeNifti(facts: NiftiHeaderFacts, compressed: boolean): ScanProcessingResult {
  return {
    summary: `NIfTI-${facts.version}${compressed ? ' (gzip)' : ''} volume ${times(facts.dimensions)}, ${facts.datatype}, voxel size ${times(facts.voxelSizes)}`,
    details: {
      format: `nifti${facts.version}`,
      compressed,
      byteOrder: facts.byteOrder,
      dimensions: facts.dimensions,
      voxelSizes: facts.voxelSizes,
      datatype: facts.datatype,
      bitsPerVoxel: facts.bitsPerVoxel,
    },
    resultLinks: [],
  };
}

/**
 * The built-in processor: reads the stored scan's header (DICOM, NIfTI-1/2 in either byte order,
 * .nii.gz by inflating only the header, NRRD, and a zip through its central directory only) and
 * reports format, file count and dimensions. It produces no result files. It reads only the bytes
 * it needs from the scan store, except for a zip, whose directory is read from a local copy.
 */
export class LocalScanInspector implements ScanProcessor {
  constructor(private readonly store: ScanStore) {}

  async process(job: ScanJobInput): Promise<ScanProcessingResult> {
    switch (job.format) {
      case 'dicom':
        return this.inspectDicom(job.storedPath);
      case 'nifti1':
      case 'nifti2':
        return this.inspectNifti(await readStart(this.store, job.storedPath, NIFTI_HEADER_BYTES), false);
      case 'gzip':
        return this.inspectNifti(await readGunzippedStart(this.store, job.storedPath, NIFTI_HEADER_BYTES), true);
      case 'nrrd':
        return this.inspectNrrd(job.storedPath);
      case 'zip':
        return this.store.withLocalCopy(job.storedPath, (path) => this.inspectZip(path));
      default:
        throw new UnreadableScanError('The file is not a scan format the inspector reads');
    }
  }

  private async inspectDicom(key: string): Promise<ScanProcessingResult> {
    const facts = readDicomHeader(await readStart(this.store, key, DICOM_HEADER_BYTES));
    if (!facts) throw new UnreadableScanError('The file is not a DICOM Part 10 file');
    if (facts.sopClassUid === DICOMDIR_SOP_CLASS) throw new UnreadableScanError('The file is a DICOMDIR index, which holds no image');
    return { summary: describeDicom(facts), details: { format: 'dicom', ...dicomDetails(facts) }, resultLinks: [] };
  }

  private inspectNifti(header: Buffer, compressed: boolean): ScanProcessingResult {
    const facts = readNiftiHeader(header);
    if (!facts) throw new UnreadableScanError(compressed ? 'The .nii.gz file does not contain a NIfTI image' : 'The NIfTI header is not valid');
    return describeNifti(facts, compressed);
  }

  private async inspectNrrd(key: string): Promise<ScanProcessingResult> {
    const facts = readNrrdHeader(await readStart(this.store, key, NRRD_HEADER_BYTES));
    if (!facts) throw new UnreadableScanError('The NRRD header is not valid');
    if (facts.dataFile) throw new UnreadableScanError('The NRRD header is detached: its voxels are in another file, which was not uploaded');
    const shape = facts.sizes ? ` ${times(facts.sizes)}` : '';
    return {
      summary: `NRRD volume${shape}, ${facts.type ?? 'unknown type'}, ${facts.encoding ?? 'unknown'} encoding`,
      details: { format: 'nrrd', ...facts },
      resultLinks: [],
    };
  }

  private async inspectZip(path: string): Promise<ScanProcessingResult> {
    const file = await open(path, 'r');
    try {
      const entries = await readZipDirectory(file).catch((error: unknown) => {
        throw new UnreadableScanError(error instanceof Error ? error.message : 'The zip file could not be read');
      });
      const kept = entries.filter((entry) => !isIgnorableEntry(entry.name)).sort((a, b) => a.name.localeCompare(b.name));
      const skipped = entries.length - kept.length;
      if (kept.length === 0) throw new UnreadableScanError('The zip file contains no scan files');
      const uncompressedBytes = kept.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
      let firstDicom: DicomHeaderFacts | null = null;
      const formatsSeen = new Set<string>();
      for (const entry of kept.slice(0, ZIP_ENTRIES_PROBED)) {
        const start = await readZipEntryStart(file, entry, DICOM_HEADER_BYTES);
        if (!start) continue;
        const format = detectScanFormat(start);
        formatsSeen.add(format);
        const facts = format === 'dicom' ? readDicomHeader(start) : null;
        if (facts && facts.sopClassUid !== DICOMDIR_SOP_CLASS) {
          firstDicom = facts;
          break;
        }
      }
      const count = `${kept.length} file${kept.length === 1 ? '' : 's'}`;
      const skippedNote = skipped > 0 ? ` (${skipped} skipped)` : '';
      return {
        summary: firstDicom ? `ZIP of ${count}${skippedNote}: ${describeDicom(firstDicom)}` : `ZIP of ${count}${skippedNote}`,
        details: {
          format: 'zip',
          fileCount: kept.length,
          skippedCount: skipped,
          uncompressedBytes,
          firstDicom: firstDicom ? dicomDetails(firstDicom) : null,
          probedFormats: [...formatsSeen],
        },
        resultLinks: [],
      };
    } finally {
      await file.close();
    }
  }
}
