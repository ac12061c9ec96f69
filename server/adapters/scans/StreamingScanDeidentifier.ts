import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type DeidentificationProblem, UidReplacements } from '@tiara/domain/scan-deid';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ScanFormat } from '@tiara/domain/scan-file';
import type { DeidentifiedScan, ScanDeidentifier } from '../../application/scans/ScanDeidentifier';
import type { ScanStore, StoredScan } from '../../application/scans/ScanStore';
import { ByteReader } from './deid/ByteReader';
import { RefusedScan } from './deid/RefusedScan';
import { cleaned, kindOfFormat, needsCleaning } from './deid/ScanFileCleaning';
import { cleanZipStudy } from './deid/ZipStudyDeidentifier';

/**
 * ScanDeidentifier over the scan store: a single file is read as a stream (its header first, to
 * decide; then, when it must be cleaned, once more, its header rewritten and the rest piped on);
 * a zip is read entry by entry from a local copy (its directory is at its end). What is written
 * goes into the store as it is made. Each scan's UIDs are replaced under a key of its own, so two
 * uploads of one study cannot be linked by them.
 */
export class StreamingScanDeidentifier implements ScanDeidentifier {
  constructor(
    private readonly store: ScanStore,
    /** How many bytes a zip may unpack to, so a zip bomb is refused before it fills the disk. */
    private readonly maxExpandedBytes: number,
  ) {}

  async deidentify(userId: number, stored: StoredScan, format: ScanFormat): Promise<Result<DeidentifiedScan, DeidentificationProblem>> {
    const replacements = new UidReplacements(randomBytes(32).toString('hex'));
    try {
      if (format === 'zip') {
        return await this.store.withLocalCopy(stored.key, async (path) => {
          const zip = await cleanZipStudy(path, replacements, this.maxExpandedBytes);
          return zip.kind === 'unchanged' ? ok({ stored, changed: false }) : this.keep(userId, zip.content);
        });
      }
      const kind = kindOfFormat(format);
      const survey = await this.reader(stored.key);
      try {
        if (!(await needsCleaning(kind, survey, stored.sizeBytes, replacements))) return ok({ stored, changed: false });
      } finally {
        await survey.close();
      }
      const reader = await this.reader(stored.key);
      try {
        return await this.keep(userId, await cleaned(kind, reader, stored.sizeBytes, replacements, () => this.lazyReader(stored.key)));
      } finally {
        await reader.close();
      }
    } catch (error) {
      if (error instanceof RefusedScan) return fail(error.problem);
      throw error;
    }
  }

  /** Streams the cleaned content into a new stored file; a refusal met on the way (a slice broken further on) leaves nothing stored. */
  private async keep(userId: number, content: AsyncIterable<Buffer>): Promise<Result<DeidentifiedScan, DeidentificationProblem>> {
    let refusal: RefusedScan | null = null;
    const watched = (async function* watched() {
      try {
        yield* content;
      } catch (error) {
        if (error instanceof RefusedScan) refusal = error;
        throw error;
      }
    })();
    try {
      return ok({ stored: await this.store.receive(userId, Readable.from(watched, { objectMode: false })), changed: true });
    } catch (error) {
      if (refusal !== null) return fail((refusal as RefusedScan).problem);
      throw error;
    }
  }

  private async reader(key: string): Promise<ByteReader> {
    const content = await this.store.open(key);
    if (!content) throw new Error(`The stored scan ${key} is missing`);
    return new ByteReader(content);
  }

  /** A reader that opens the stored file when first read. */
  private lazyReader(key: string): ByteReader {
    const store = this.store;
    return new ByteReader(
      (async function* opened() {
        const content = await store.open(key);
        if (!content) throw new Error(`The stored scan ${key} is missing`);
        try {
          for await (const chunk of content as AsyncIterable<Buffer>) yield chunk;
        } finally {
          content.destroy();
        }
      })(),
    );
  }
}
