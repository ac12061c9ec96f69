/**
 * Bytes of one file, read a range at a time so that no more of a study than the range asked for
 * is ever in memory: a Blob read through `slice`, or compressed data inflated as a stream from
 * its start up to the range's end (gzip files, gzip-encoded NRRD data, DEFLATE zip entries).
 */
export interface ByteSource {
  /** The bytes from `start` up to `end` (fewer at the end of the data). Rejects when the file cannot be read or inflated. */
  read(start: number, end: number): Promise<Uint8Array>;
}

export function blobSource(blob: Blob): ByteSource {
  return {
    async read(start, end) {
      return new Uint8Array(await blob.slice(start, Math.max(start, end)).arrayBuffer());
    },
  };
}

/** An inflating stream left open where the last read stopped. */
interface InflateCursor {
  readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  /** Offset in the inflated data of `pending`'s first byte. */
  position: number;
  /** Inflated bytes taken from the stream and not yet passed on. */
  pending: Uint8Array;
}

/**
 * The inflated bytes of `compressed` (a Blob, or a stream of the compressed bytes opened anew when
 * needed). A read inflates from where the previous read stopped when it starts there or later (the
 * next slice along the slider), otherwise from the start again, passing over earlier bytes chunk by
 * chunk; only the range asked for and one inflated chunk are ever held. Reads run one at a time.
 */
export function inflatedSource(compressed: Blob | (() => ReadableStream<Uint8Array>), format: 'gzip' | 'deflate-raw'): ByteSource {
  const open = (): InflateCursor => ({
    // Chunks are plain Uint8Arrays over ArrayBuffers (Blob streams and streamOf make no others).
    reader: ((compressed instanceof Blob ? compressed.stream() : compressed()) as ReadableStream<Uint8Array<ArrayBuffer>>)
      .pipeThrough(tailByteByByte())
      .pipeThrough(new DecompressionStream(format))
      .getReader(),
    position: 0,
    pending: new Uint8Array(0),
  });
  let cursor: InflateCursor | null = null;
  let previous: Promise<unknown> = Promise.resolve();

  const readRange = async (start: number, end: number): Promise<Uint8Array> => {
    if (cursor === null || cursor.position > start) {
      // A failed cancel of a stream no longer needed changes nothing.
      await cursor?.reader.cancel().catch(() => {});
      cursor = open();
    }
    const current = cursor;
    const wanted = Math.max(0, end - start);
    const out = new Uint8Array(wanted);
    let filled = 0;
    try {
      while (filled < wanted) {
        let chunk = current.pending;
        if (chunk.length === 0) {
          const next = await nextInflated(current);
          if (next === null) break;
          chunk = next;
        }
        const chunkStart = current.position;
        const from = Math.max(0, start + filled - chunkStart);
        const take = Math.max(0, Math.min(chunk.length - from, wanted - filled));
        out.set(chunk.subarray(from, from + take), filled);
        filled += take;
        const used = Math.min(chunk.length, from + take);
        current.position = chunkStart + used;
        current.pending = chunk.subarray(used);
      }
    } catch (error) {
      cursor = null;
      await current.reader.cancel().catch(() => {});
      throw error;
    }
    return filled === wanted ? out : out.slice(0, filled);
  };

  return {
    read(start, end) {
      const result = previous.then(() => readRange(start, end));
      previous = result.catch(() => {});
      return result;
    },
  };
}

/** The stream's next inflated chunk, or null at its end. */
async function nextInflated(cursor: InflateCursor): Promise<Uint8Array | null> {
  try {
    const { done, value } = await cursor.reader.read();
    return done ? null : value;
  } catch (error) {
    // Bytes after the end of the compressed stream (padding) end the data; anything else is broken data.
    if (cursor.position > 0 && error instanceof TypeError && /junk/i.test(error.message)) return null;
    throw error;
  }
}

/** The input bytes at the end of a compressed stream that go to the decompressor one by one (see tailByteByByte). */
const TAIL_BYTES = 64;

/**
 * Passes compressed bytes on unchanged, except the last TAIL_BYTES, which go one at a time.
 * Chromium's DecompressionStream fails with "Junk found after end of compressed data" when bytes
 * follow the compressed stream (a deflated DICOM data set padded to an even length) and then
 * drops the output of the whole chunk that held them; one byte at a time, nothing is lost but
 * the junk itself.
 */
function tailByteByByte(): TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>> {
  let held = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      const joined = new Uint8Array(held.length + chunk.length);
      joined.set(held);
      joined.set(chunk, held.length);
      const keep = Math.min(TAIL_BYTES, joined.length);
      if (joined.length > keep) controller.enqueue(joined.slice(0, joined.length - keep));
      held = joined.slice(joined.length - keep);
    },
    flush(controller) {
      for (let index = 0; index < held.length; index++) controller.enqueue(held.slice(index, index + 1));
    },
  });
}

/** How much of a source a stream reads at a time. */
const STREAM_CHUNK = 1024 * 1024;

/** The bytes of `source` from `start` up to `end` (or where it ends) as a stream, read a chunk at a time as it is consumed. */
export function streamOf(source: ByteSource, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = position < end ? await source.read(position, Math.min(end, position + STREAM_CHUNK)) : new Uint8Array(0);
      position += chunk.length;
      if (chunk.length === 0) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

/** `head`'s bytes up to `split`, then `tail`'s bytes from its start: a file whose rest is stored another way. */
export function joinedSource(head: ByteSource, split: number, tail: ByteSource): ByteSource {
  return {
    async read(start, end) {
      const first = start < split ? await head.read(start, Math.min(end, split)) : new Uint8Array(0);
      if (end <= split || (start < split && first.length < Math.min(end, split) - start)) return first;
      const second = await tail.read(Math.max(start, split) - split, end - split);
      if (first.length === 0) return second;
      const joined = new Uint8Array(first.length + second.length);
      joined.set(first);
      joined.set(second, first.length);
      return joined;
    },
  };
}
