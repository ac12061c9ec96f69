import type JSZip from 'jszip';
import type { ZipEntry, ZipFailure, ZipOptions, Zipper } from '../../application/scans/Zipper';
import { type Result, fail, ok } from '../../domain/result';
import { archiveEntryPaths } from '../../domain/scan-file';

/**
 * Bytes jszip made itself (entry headers, data descriptors, the central directory) are copied into
 * a Blob whenever this much has gathered, so they never pile up in the JavaScript heap.
 */
const FLUSH_BYTES = 4 * 1024 * 1024;

const ZIP_TYPE = 'application/zip';

/**
 * How far reading may run ahead of the entry being written: the disk and the zipping overlap, and
 * a few megabytes of slices wait in memory at most (a bigger file is read alone, when its turn comes).
 */
const READ_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * Reads the entries in order, each when jszip opens it or shortly before: while one entry is
 * written, the next ones are read, up to READ_AHEAD_BYTES.
 */
class EntryReader {
  readonly failures: ZipFailure[] = [];
  /** Each entry's bytes as read, pointing back at the Blob they came from. */
  private readonly sources = new WeakMap<ArrayBufferLike, Blob>();
  /**
   * The entries not yet read, with their promise's settle functions. A slot is emptied once read:
   * a settle function keeps its promise, and a settled promise keeps the bytes.
   */
  private readonly waiting: ({ readonly entry: ZipEntry; readonly resolve: (bytes: ArrayBuffer) => void; readonly reject: (error: Error) => void } | undefined)[] = [];
  private readonly sizes: number[] = [];
  private readonly indexOfPath = new Map<string, number>();
  /** Entries before this index have been asked to read. */
  private nextToRead = 0;

  /** An entry's bytes as a promise that is kept until the entry's turn comes. */
  content(entry: ZipEntry, path: string): Promise<ArrayBuffer> {
    this.indexOfPath.set(path, this.waiting.length);
    this.sizes.push(entry.content.size);
    return new Promise<ArrayBuffer>((resolve, reject) => {
      this.waiting.push({ entry, resolve, reject });
    });
  }

  /** The Blob whose bytes `chunk` is a view of, if it is one. */
  sourceOf(chunk: Uint8Array): Blob | undefined {
    return this.sources.get(chunk.buffer);
  }

  /** jszip started writing the entry at `path`: read it if that has not begun, and the ones after it. */
  opened(path: string): void {
    const index = this.indexOfPath.get(path);
    if (index === undefined) return;
    this.indexOfPath.delete(path);
    while (this.nextToRead <= index) this.read(this.nextToRead++);
    let ahead = 0;
    for (let later = index + 1; later < this.nextToRead; later++) ahead += this.sizes[later]!;
    while (this.nextToRead < this.sizes.length && ahead + this.sizes[this.nextToRead]! <= READ_AHEAD_BYTES) {
      ahead += this.sizes[this.nextToRead]!;
      this.read(this.nextToRead++);
    }
  }

  private read(index: number): void {
    const pending = this.waiting[index];
    if (pending === undefined) return;
    this.waiting[index] = undefined;
    const { entry } = pending;
    entry.content.arrayBuffer().then(
      (bytes) => {
        this.sources.set(bytes, entry.content);
        pending.resolve(bytes);
      },
      (error: unknown) => {
        this.failures.push({ kind: 'unreadable', path: entry.path });
        pending.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }
}

/**
 * The archive as Blob parts. A STORE entry's data is the file's own bytes: jszip streams them as
 * views of the buffer it was given, and each run of such views is replaced by the matching slice
 * of the original File, which costs no copy and keeps the data on disk (Blob slices are
 * references). Whatever jszip made itself is copied into small Blobs. Any chunk that is not a
 * view of an entry's buffer is simply copied, so the archive is right whatever jszip hands out.
 */
class ArchiveParts {
  private readonly parts: Blob[] = [];
  private made: Uint8Array[] = [];
  private madeBytes = 0;
  private run: { source: Blob; start: number; end: number } | null = null;

  add(chunk: Uint8Array, source: Blob | undefined): void {
    if (source === undefined) {
      this.closeRun();
      this.made.push(chunk);
      this.madeBytes += chunk.byteLength;
      if (this.madeBytes >= FLUSH_BYTES) this.flushMade();
      return;
    }
    this.flushMade();
    if (this.run !== null && this.run.source === source && this.run.end === chunk.byteOffset) {
      this.run.end += chunk.byteLength;
      return;
    }
    this.closeRun();
    this.run = { source, start: chunk.byteOffset, end: chunk.byteOffset + chunk.byteLength };
  }

  archive(): Blob {
    this.closeRun();
    this.flushMade();
    return new Blob(this.parts, { type: ZIP_TYPE });
  }

  private closeRun(): void {
    if (this.run === null) return;
    this.parts.push(this.run.source.slice(this.run.start, this.run.end));
    this.run = null;
  }

  private flushMade(): void {
    if (this.made.length === 0) return;
    this.parts.push(new Blob(this.made as BlobPart[]));
    this.made = [];
    this.madeBytes = 0;
  }
}

/**
 * The archive's output stream. The JSZip object keeps every entry's bytes once read, so it must
 * become garbage as soon as the stream exists: it is used here only, never captured by a closure
 * that outlives this call (a closure would keep this whole scope, and the study with it).
 */
function archiveStream(Zip: typeof JSZip, entries: readonly ZipEntry[], reader: EntryReader): JSZip.JSZipStreamHelper<Uint8Array> {
  const paths = archiveEntryPaths(entries.map((entry) => entry.path));
  const zip = new Zip();
  for (const [index, entry] of entries.entries()) {
    const path = paths[index]!;
    zip.file(path, reader.content(entry, path), { binary: true, compression: 'STORE', createFolders: false });
  }
  return zip.generateInternalStream({ type: 'uint8array', compression: 'STORE', streamFiles: true });
}

/**
 * The Zipper port over jszip: STORE, `generateInternalStream` with `streamFiles` (each entry is
 * written as it streams, with a data descriptor, instead of being gathered first), and the output
 * collected as Blob parts. jszip reads a Blob added with `file()` at once (scans notes §2.2), so
 * each entry is given as a promise that starts reading only when jszip opens that entry: the
 * stream announces the entry it is writing in its chunks' `currentFile`.
 */
export class JsZipZipper implements Zipper {
  async zip(entries: readonly ZipEntry[], options: ZipOptions = {}): Promise<Result<Blob, ZipFailure>> {
    // jszip comes in its own chunk, when something is first zipped: most visitors never need it.
    let Zip: typeof JSZip;
    try {
      Zip = (await import('jszip')).default;
    } catch {
      return fail({ kind: 'unavailable' });
    }
    if (options.signal?.aborted) return fail({ kind: 'cancelled' });
    const reader = new EntryReader();
    const stream = archiveStream(Zip, entries, reader);
    return new Promise((resolve, reject) => {
      let parts = new ArchiveParts();
      let settled = false;
      const finish = (result: Result<Blob, ZipFailure>) => {
        if (settled) return;
        settled = true;
        options.signal?.removeEventListener('abort', cancel);
        resolve(result);
      };
      const cancel = () => {
        stream.pause();
        parts = new ArchiveParts();
        finish(fail({ kind: 'cancelled' }));
      };

      stream
        .on('data', (chunk: Uint8Array, metadata: JSZip.JSZipMetadata) => {
          if (settled) return;
          // The entry's header is the first chunk written for it: the moment to read its bytes.
          if (metadata.currentFile !== null) reader.opened(metadata.currentFile);
          parts.add(chunk, reader.sourceOf(chunk));
          options.onProgress?.(metadata.percent / 100);
        })
        .on('error', (error: Error) => {
          const failure = reader.failures[0];
          if (failure !== undefined) finish(fail(failure));
          else if (!settled) {
            settled = true;
            reject(error);
          }
        })
        .on('end', () => {
          finish(ok(parts.archive()));
        });

      options.signal?.addEventListener('abort', cancel, { once: true });
      stream.resume();
    });
  }
}
