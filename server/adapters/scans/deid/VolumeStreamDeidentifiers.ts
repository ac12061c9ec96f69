import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { niftiDataOffset, readGzipHeader, scrubNiftiHeader, scrubNrrdHeader } from '@tiara/domain/scan-deid';
import { ByteReader } from './ByteReader';
import { RefusedScan } from './RefusedScan';

/** NIfTI-2's header, the longer one, and its 4 extension bytes: enough to find vox_offset in either. */
const NIFTI_PROBE = 544;
/** Extensions longer than this are no tool's: the file is refused rather than held. */
const LONGEST_NIFTI_HEADER = 64 * 1024 * 1024;
/** A gzip header with a long name or comment still fits in this. */
const GZIP_HEADER_PROBE = 64 * 1024;
const FIRST_NRRD_READ = 64 * 1024;
/** A header longer than this is not a header any tool writes (as in the browser). */
const LONGEST_NRRD_HEADER = 16 * 1024 * 1024;

interface NiftiScrubbed {
  readonly header: Uint8Array;
  readonly found: boolean;
  readonly dataOffset: number;
}

/** The NIfTI header and extensions up to vox_offset, scrubbed of free text (NiftiHeaderScrub); nothing consumed. */
async function scrubNifti(reader: ByteReader, size: number): Promise<NiftiScrubbed> {
  const dataOffset = niftiDataOffset(await reader.peek(NIFTI_PROBE), size);
  if (dataOffset === null || dataOffset > LONGEST_NIFTI_HEADER) throw new RefusedScan('broken-nifti');
  const region = await reader.peek(dataOffset);
  const scrub = region.length === dataOffset ? scrubNiftiHeader(region) : null;
  if (scrub === null) throw new RefusedScan('broken-nifti');
  return { ...scrub, dataOffset };
}

export async function niftiNeedsCleaning(reader: ByteReader, size: number): Promise<boolean> {
  return (await scrubNifti(reader, size)).found;
}

/** An uncompressed `.nii`: its scrubbed header (the same length), then the data as it came. */
export async function cleanNifti(reader: ByteReader, size: number): Promise<AsyncIterable<Buffer>> {
  const scrub = await scrubNifti(reader, size);
  return (async function* content() {
    yield Buffer.from(scrub.header);
    await reader.skip(scrub.dataOffset);
    yield* reader.rest();
  })();
}

/** The reader's bytes inflated, as they come; a gzip cut short or damaged is said as such. */
async function* gunzipped(reader: ByteReader): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = Readable.from(reader.rest());
  const piped = pipeline(input, gunzip).catch(() => undefined);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    if (error instanceof RefusedScan) throw error;
    if ((input.errored as unknown) instanceof RefusedScan) throw input.errored;
    throw new RefusedScan('gzip-truncated');
  } finally {
    input.destroy();
    gunzip.destroy();
    await piped;
  }
}

interface GzipNiftiState {
  readonly gzip: NonNullable<ReturnType<typeof readGzipHeader>>;
  readonly scrub: NiftiScrubbed;
}

/** Reads the gzip header and, inflating only the start, the NIfTI header within. Consumes the reader: read it again to pass the file on. */
async function gzipNiftiState(reader: ByteReader): Promise<GzipNiftiState> {
  const gzip = readGzipHeader(await reader.peek(GZIP_HEADER_PROBE));
  if (gzip === null) throw new RefusedScan('gzip-truncated');
  const inflated = new ByteReader(gunzipped(reader));
  try {
    return { gzip, scrub: await scrubNifti(inflated, Number.MAX_SAFE_INTEGER) };
  } finally {
    await inflated.close();
  }
}

export async function gzipNiftiNeedsCleaning(reader: ByteReader): Promise<boolean> {
  const { gzip, scrub } = await gzipNiftiState(reader);
  return gzip.identifying || scrub.found;
}

/**
 * A `.nii.gz`: when its NIfTI header holds free text it is inflated, its header replaced and
 * deflated anew, streaming; when only the gzip header names the original file, a comment or a
 * time, that header alone is replaced and the compressed data passes as it came (it and its CRC
 * do not depend on the header). `again` opens the file anew: its start was read to decide.
 */
export async function cleanGzipNifti(reader: ByteReader, again: () => ByteReader): Promise<AsyncIterable<Buffer>> {
  const { gzip, scrub } = await gzipNiftiState(reader);
  await reader.close();
  const source = again();
  if (!scrub.found) {
    return (async function* content() {
      try {
        yield Buffer.from(gzip.cleaned);
        await source.skip(gzip.length);
        yield* source.rest();
      } finally {
        await source.close();
      }
    })();
  }
  return (async function* content() {
    const inflated = new ByteReader(gunzipped(source));
    const rewritten = (async function* uncompressed() {
      yield Buffer.from(scrub.header);
      await inflated.skip(scrub.dataOffset);
      yield* inflated.rest();
    })();
    const compressed = new PassThrough();
    // Fastest level: the volume is stored, and a large one is deflated while the upload's request waits.
    const deflating = pipeline(Readable.from(rewritten), createGzip({ level: 1 }), compressed);
    let failure: unknown = null;
    deflating.catch((error: unknown) => {
      failure = error;
    });
    try {
      for await (const chunk of compressed as AsyncIterable<Buffer>) yield chunk;
      await deflating;
    } catch (error) {
      throw failure instanceof RefusedScan ? failure : error instanceof RefusedScan ? error : new RefusedScan('gzip-truncated');
    } finally {
      compressed.destroy();
      await inflated.close();
    }
  })();
}

type NrrdScrubbed = { readonly header: Uint8Array; readonly dataOffset: number; readonly found: boolean };

async function scrubNrrd(reader: ByteReader): Promise<NrrdScrubbed> {
  for (let length = FIRST_NRRD_READ; ; length = Math.min(length * 4, LONGEST_NRRD_HEADER)) {
    const scrub = scrubNrrdHeader(await reader.peek(length), reader.endsWithin(length));
    if (scrub.kind === 'detached') throw new RefusedScan('detached-nrrd');
    if (scrub.kind === 'broken') throw new RefusedScan('broken-nrrd');
    if (scrub.kind === 'scrubbed') return scrub;
    if (length >= LONGEST_NRRD_HEADER) throw new RefusedScan('broken-nrrd');
  }
}

export async function nrrdNeedsCleaning(reader: ByteReader): Promise<boolean> {
  return (await scrubNrrd(reader)).found;
}

/** An NRRD with attached data: the header without its free text, then the data (any encoding) as it came. */
export async function cleanNrrd(reader: ByteReader): Promise<AsyncIterable<Buffer>> {
  const scrub = await scrubNrrd(reader);
  return (async function* content() {
    yield Buffer.from(scrub.header);
    await reader.skip(scrub.dataOffset);
    yield* reader.rest();
  })();
}
