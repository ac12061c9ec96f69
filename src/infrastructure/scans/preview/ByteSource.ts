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

/**
 * The inflated bytes of `compressed` (a Blob, or a stream of the compressed bytes opened anew for
 * each read). Each read inflates from the start again, passing over the bytes before `start`
 * chunk by chunk and stopping (cancelling the stream) as soon as `end` is reached.
 */
export function inflatedSource(compressed: Blob | (() => ReadableStream<Uint8Array>), format: 'gzip' | 'deflate-raw'): ByteSource {
  const open = (): ReadableStream<Uint8Array> => (compressed instanceof Blob ? compressed.stream() : compressed());
  return {
    async read(start, end) {
      const wanted = Math.max(0, end - start);
      const out = new Uint8Array(wanted);
      let filled = 0;
      let position = 0;
      // Chunks are plain Uint8Arrays over ArrayBuffers (Blob streams and streamOf make no others).
      const reader = (open() as ReadableStream<Uint8Array<ArrayBuffer>>).pipeThrough(tailByteByByte()).pipeThrough(new DecompressionStream(format)).getReader();
      try {
        while (filled < wanted) {
          let next: ReadableStreamReadResult<Uint8Array>;
          try {
            next = await reader.read();
          } catch (error) {
            // Bytes after the end of the compressed stream (padding) end the data; anything else is broken data.
            if (position > 0 && error instanceof TypeError && /junk/i.test(error.message)) break;
            throw error;
          }
          const { done, value } = next;
          if (done) break;
          const chunkEnd = position + value.length;
          if (chunkEnd > start) {
            const from = Math.max(0, start - position);
            const to = Math.min(value.length, from + wanted - filled);
            out.set(value.subarray(from, to), filled);
            filled += to - from;
          }
          position = chunkEnd;
        }
      } finally {
        // Stops inflating the rest of a large file once the range is read; a failed cancel changes nothing.
        await reader.cancel().catch(() => {});
      }
      return filled === wanted ? out : out.slice(0, filled);
    },
  };
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
