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
 * The inflated bytes of `blob`. Each read inflates from the start again, passing over the bytes
 * before `start` chunk by chunk and stopping (cancelling the stream) as soon as `end` is reached.
 */
export function inflatedSource(blob: Blob, format: 'gzip' | 'deflate-raw'): ByteSource {
  return {
    async read(start, end) {
      const wanted = Math.max(0, end - start);
      const out = new Uint8Array(wanted);
      let filled = 0;
      let position = 0;
      const reader = blob.stream().pipeThrough(new DecompressionStream(format)).getReader();
      try {
        while (filled < wanted) {
          const { done, value } = await reader.read();
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
