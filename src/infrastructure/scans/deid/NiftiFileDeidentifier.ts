import { niftiDataOffset, readGzipHeader, scrubNiftiHeader } from '@tiara/domain/scan-deid';
import { readBytes, UnreadableFile } from '../../files/BlobBytes';
import { deidentified, type ScanDeidentification, unparseable } from './ScanDeidentification';

/** NIfTI-2's header, the longer one, and its 4 extension bytes: enough to find vox_offset in either. */
const HEADER_PROBE = 544;
/** A gzip header with a long name or comment still fits in this. */
const GZIP_HEADER_PROBE = 64 * 1024;

const NIFTI_FOUND = new Set(['nifti-free-text'] as const);
const NOTHING_FOUND = new Set<never>();

/**
 * De-identifies an uncompressed `.nii`: the header and extensions (up to vox_offset) are read and
 * scrubbed (NiftiHeaderScrub), and the data follows as a slice of the file, never read.
 */
export async function deidentifyNiftiFile(file: Blob): Promise<ScanDeidentification> {
  const probe = await readBytes(file, 0, Math.min(file.size, HEADER_PROBE));
  const dataOffset = niftiDataOffset(probe, file.size);
  if (dataOffset === null) return unparseable('broken-nifti');
  const scrub = scrubNiftiHeader(await readBytes(file, 0, dataOffset));
  if (scrub === null) return unparseable('broken-nifti');
  if (!scrub.found) return deidentified([file], NOTHING_FOUND);
  return deidentified([scrub.header, file.slice(dataOffset)], NIFTI_FOUND);
}

/** Reads a stream until `length` bytes have come (or it ends), and gives them. */
async function readPrefix(reader: ReadableStreamDefaultReader<Uint8Array>, length: number, already: Uint8Array): Promise<Uint8Array> {
  let bytes = already;
  while (bytes.length < length) {
    const { done, value } = await reader.read();
    if (done) break;
    const joined = new Uint8Array(bytes.length + value.length);
    joined.set(bytes);
    joined.set(value, bytes.length);
    bytes = joined;
  }
  return bytes;
}

function inflated(file: Blob): ReadableStreamDefaultReader<Uint8Array> {
  return file.stream().pipeThrough(new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
}

/**
 * The uncompressed file with its first bytes replaced by `header`: the header, then the
 * inflated stream from `header.length` on, chunk by chunk.
 */
function withHeader(file: Blob, header: Uint8Array): ReadableStream<Uint8Array> {
  const reader = inflated(file);
  let skipped = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(header);
        return;
      }
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        if (skipped + value.length <= header.length) {
          skipped += value.length;
          continue;
        }
        const chunk = skipped < header.length ? value.subarray(header.length - skipped) : value;
        skipped = header.length;
        controller.enqueue(chunk);
        return;
      }
    },
    cancel() {
      void reader.cancel();
    },
  });
}

/** Inflates the rest of a stream to its end: a gzip cut short, or damaged further on, throws there. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await reader.read()).done) return;
}

/**
 * De-identifies a `.nii.gz`. Only the start is inflated to read the NIfTI header, except in a
 * survey (`wholeCheck`), where the rest is inflated too, so that a file cut short while copying
 * ('gzip-truncated') is said when it is chosen rather than found by the server. When the header
 * carries free text, the file is inflated again, its header replaced, and deflated anew (the
 * compressor is deterministic, so the same file gives the same bytes). Otherwise the compressed
 * data is kept as it is, and only the gzip header is replaced when it records the original file
 * name, a comment or a time (the data and its CRC do not depend on it).
 */
export async function deidentifyGzippedNiftiFile(file: Blob, { wholeCheck }: { readonly wholeCheck: boolean }): Promise<ScanDeidentification> {
  const gzip = readGzipHeader(await readBytes(file, 0, Math.min(file.size, GZIP_HEADER_PROBE)));
  if (gzip === null) return unparseable('gzip-truncated');
  let region: Uint8Array;
  let dataOffset: number | null;
  const reader = inflated(file);
  try {
    const probe = await readPrefix(reader, HEADER_PROBE, new Uint8Array(0));
    dataOffset = niftiDataOffset(probe, Number.MAX_SAFE_INTEGER);
    if (dataOffset === null) return unparseable('broken-nifti');
    region = (await readPrefix(reader, dataOffset, probe)).subarray(0, dataOffset);
    if (wholeCheck) await drain(reader);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    // A read error of the file itself comes as a TypeError from the stream too; a second plain read tells them apart.
    await readBytes(file, 0, 1);
    return unparseable('gzip-truncated');
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  if (region.length < dataOffset) return unparseable('broken-nifti');
  const scrub = scrubNiftiHeader(region);
  if (scrub === null) return unparseable('broken-nifti');
  if (scrub.found) {
    const compressed = withHeader(file, scrub.header).pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    try {
      const content = await new Response(compressed).blob();
      return deidentified([content], NIFTI_FOUND);
    } catch {
      await readBytes(file, 0, 1);
      return unparseable('gzip-truncated');
    }
  }
  if (gzip.identifying) return deidentified([gzip.cleaned, file.slice(gzip.length)], NIFTI_FOUND);
  return deidentified([file], NOTHING_FOUND);
}
