import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** A copy's size and SHA-256 (hex), measured on the bytes as they went through. */
export interface Measured {
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * Copies `from` to a new file `to` (never over an existing one), owner-readable only, streaming,
 * and measures what it copied. Null when `from` does not exist (any more).
 */
export async function hashedCopy(from: string, to: string, signal?: AbortSignal): Promise<Measured | null> {
  let source;
  try {
    source = await open(from, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    source.createReadStream(),
    async function* measure(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(to, { flags: 'wx', mode: 0o600 }),
    signal ? { signal } : {},
  );
  return { bytes, sha256: hash.digest('hex') };
}
