import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import type { UidReplacements } from '@tiara/domain/scan-deid';
import { anonymousEntryPaths, isIgnorableEntry } from '@tiara/domain/scan-file';
import { type ZipEntry, ZipFormatError, readLocalHeader, readZipListing } from '../ZipDirectory';
import { ByteReader } from './ByteReader';
import { RefusedScan } from './RefusedScan';
import { type ScanKind, cleaned, kindOfEntry, needsCleaning } from './ScanFileCleaning';
import { StoredZipStream } from './StoredZipStream';

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;

interface ZipScan {
  readonly entry: ZipEntry;
  readonly dataAt: number;
  readonly kind: ScanKind;
  /** The neutral name it takes in the cleaned zip: 0001.dcm, 0002.dcm… */
  readonly path: string;
}

/** What a zip needs: nothing (every entry is a clean scan under a neutral name), or to be written anew. */
export type ZipCleaning = { readonly kind: 'unchanged' } | { readonly kind: 'rewritten'; readonly content: AsyncIterable<Buffer> };

const isZlibError = (error: unknown) => typeof (error as { code?: unknown } | null)?.code === 'string' && (error as { code: string }).code.startsWith('Z_');

/**
 * One entry's content, inflated when deflated, read from the zip on disk as it is needed. An
 * entry whose content does not end where its directory says (a zip bomb's does not) is broken.
 */
async function* entryContent(path: string, entry: ZipEntry, dataAt: number): AsyncGenerator<Buffer> {
  if (entry.compressedSize === 0) {
    if (entry.uncompressedSize !== 0) throw new RefusedScan('broken-zip');
    return;
  }
  const raw = createReadStream(path, { start: dataAt, end: dataAt + entry.compressedSize - 1, highWaterMark: 256 * 1024 });
  const inflater = entry.method === DEFLATED ? createInflateRaw() : null;
  const source: Readable = inflater ?? raw;
  const piped = inflater ? pipeline(raw, inflater).catch(() => undefined) : null;
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.uncompressedSize) throw new RefusedScan('broken-zip');
      yield chunk;
    }
  } catch (error) {
    if (isZlibError(error)) throw new RefusedScan('broken-zip');
    throw error;
  } finally {
    raw.destroy();
    inflater?.destroy();
    await piped;
  }
  if (size !== entry.uncompressedSize) throw new RefusedScan('broken-zip');
}

/**
 * De-identifies a zip of scans (DICOM slices, or NIfTI/NRRD volumes) kept at `path`, entry by
 * entry, as the browser does: what an export brings along (DICOMDIR, which lists the patient,
 * macOS and Windows metadata) and files that are no scan are left out, each scan is cleaned by the
 * profile, and entries take neutral names (`0001.dcm`…, anonymousEntryPaths), since exported
 * folders are often named after the patient. Memory holds one entry's header at a time, never an
 * entry whole. 'unchanged' when there is nothing to do (a study cleaned in the browser): every
 * entry a clean scan under its neutral name in both its headers, no comments. Anything that
 * cannot be read is refused: nothing is kept as it was.
 */
export async function cleanZipStudy(path: string, replacements: UidReplacements, maxExpandedBytes: number): Promise<ZipCleaning> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch {
    throw new RefusedScan('broken-zip');
  }
  const scans: ZipScan[] = [];
  let needsWriting = false;
  try {
    const listing = await readZipListing(file).catch((error: unknown) => {
      throw error instanceof ZipFormatError || error instanceof RangeError ? new RefusedScan('broken-zip') : error;
    });
    if (listing.commentLength > 0) needsWriting = true;
    let expandedBytes = 0;
    const candidates: Array<Omit<ZipScan, 'path'>> = [];
    for (const entry of listing.entries) {
      if (isIgnorableEntry(entry.name)) {
        needsWriting = true;
        continue;
      }
      if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) throw new RefusedScan('broken-zip');
      expandedBytes += entry.uncompressedSize;
      if (expandedBytes > maxExpandedBytes) throw new RefusedScan('broken-zip');
      const local = await readLocalHeader(file, entry).catch((error: unknown) => {
        throw error instanceof ZipFormatError || error instanceof RangeError ? new RefusedScan('broken-zip') : error;
      });
      if (local.name !== entry.name || entry.commentLength > 0) needsWriting = true;
      const reader = new ByteReader(entryContent(path, entry, local.dataAt));
      try {
        const kind = await kindOfEntry(entry.name, reader);
        if (kind === 'skip') {
          needsWriting = true;
          continue;
        }
        candidates.push({ entry, dataAt: local.dataAt, kind });
        if (!needsWriting && (await needsCleaning(kind, reader, entry.uncompressedSize, replacements))) needsWriting = true;
      } finally {
        await reader.close();
      }
    }
    if (candidates.length === 0) throw new RefusedScan('zip-without-scans');
    const paths = anonymousEntryPaths(candidates.map((candidate) => candidate.entry.name));
    candidates.forEach((candidate, index) => {
      if (paths[index] !== candidate.entry.name) needsWriting = true;
      scans.push({ ...candidate, path: paths[index]! });
    });
  } finally {
    await file.close();
  }
  if (!needsWriting) return { kind: 'unchanged' };
  return { kind: 'rewritten', content: rewrittenZip(path, scans, replacements) };
}

async function* rewrittenZip(path: string, scans: readonly ZipScan[], replacements: UidReplacements): AsyncGenerator<Buffer> {
  const zip = new StoredZipStream();
  for (const scan of scans) {
    const open = () => new ByteReader(entryContent(path, scan.entry, scan.dataAt));
    const reader = open();
    try {
      yield* zip.entry(scan.path, await cleaned(scan.kind, reader, scan.entry.uncompressedSize, replacements, open));
    } finally {
      await reader.close();
    }
  }
  yield* zip.finish();
}
