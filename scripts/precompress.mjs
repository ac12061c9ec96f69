// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built SPA, so
// the server hands out compressed bytes by content negotiation (`@fastify/static`'s
// `preCompressed`) without spending CPU on each request, and can afford the slowest, smallest
// settings: it is done once per build.
import { availableParallelism } from 'node:os';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats the browser fetches; source maps are left out: only developer tools read them. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml']);

/** Below this, the bytes saved do not pay for a second file and a request header's worth of overhead. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes the compressed copy when it is smaller, otherwise removes any copy an earlier build left,
 * so a stale `.br` or `.gz` is never served in place of a file that changed.
 * @param {string} path @param {Buffer} raw @param {Buffer} compressed
 * @returns {Promise<number | null>} the bytes written, or null when there is no copy
 */
async function writeIfSmaller(path, raw, compressed) {
  if (compressed.length >= raw.length) {
    await rm(path, { force: true });
    return null;
  }
  await writeFile(path, compressed);
  return compressed.length;
}

/**
 * @param {string} path
 * @returns {Promise<{ raw: number, gzip: number | null, br: number | null }>}
 */
async function precompressFile(path) {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) {
    await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    return { raw: raw.length, gzip: null, br: null };
  }
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const [br, gzip] = await Promise.all([writeIfSmaller(`${path}.br`, raw, brotliBytes), writeIfSmaller(`${path}.gz`, raw, gzipBytes)]);
  return { raw: raw.length, gzip, br };
}

/**
 * Precompresses every compressible file under `distDir`; running it again overwrites the copies.
 * Files are compressed a few at a time (one per core): brotli at its highest quality is CPU-bound
 * and zlib's thread pool is small, so more at once would only hold more files in memory.
 * @param {string} distDir
 * @returns {Promise<Array<{ file: string, raw: number, gzip: number | null, br: number | null }>>}
 *   each compressible file (relative to `distDir`) with its sizes; null where no copy was written
 */
export async function precompressBuild(distDir) {
  const files = (await filesUnder(distDir)).filter((path) => COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase()));
  const results = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const path = files[index];
      results[index] = { file: relative(distDir, path), ...(await precompressFile(path)) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), files.length) }, worker));
  return results;
}
