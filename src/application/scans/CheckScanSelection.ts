import { inject, injectable } from 'inversify';
import { SCAN_HEADER_BYTES, detectScanFormat, filterScanFiles, isAcceptableScan } from '../../domain/scan-file';
import { ScanHeaderReader } from './ScanHeaderReader';
import type { ScanFile } from './ScanFile';

export interface ScanSelection {
  /** The files that may be uploaded, in the order they were chosen. */
  readonly accepted: ScanFile[];
  /** The files left out: another extension, a DICOMDIR or system file, or content that is not what the name says. */
  readonly rejected: ScanFile[];
}

/** Headers are read this many at a time: a dropped study can hold hundreds of slices. */
const HEADERS_AT_ONCE = 32;

/**
 * SPEC §5 "Upload": keeps the files with an accepted extension (case-insensitive), leaving out
 * what comes along with an exported folder (DICOMDIR, __MACOSX, .DS_Store), then reads each kept
 * file's first bytes and keeps it only if its content is the format its name promises (scans notes
 * §1.4), as the server will check it too. Only the header is read, never a whole file.
 */
@injectable()
export class CheckScanSelection {
  private readonly headers: ScanHeaderReader;

  constructor(@inject(ScanHeaderReader) headers: ScanHeaderReader) {
    this.headers = headers;
  }

  async execute(files: readonly ScanFile[]): Promise<ScanSelection> {
    // The path, not only the name, decides: a '__MACOSX/._IM1.dcm' companion has a scan's extension.
    const byName = filterScanFiles(files.map((file) => ({ name: file.path, file })));
    const candidates = byName.accepted.map(({ file }) => file);
    const verdicts: boolean[] = [];
    for (let start = 0; start < candidates.length; start += HEADERS_AT_ONCE) {
      const batch = candidates.slice(start, start + HEADERS_AT_ONCE);
      verdicts.push(...(await Promise.all(batch.map((file) => this.hasPromisedContent(file)))));
    }
    return {
      accepted: candidates.filter((_, index) => verdicts[index]),
      rejected: [...byName.rejected.map(({ file }) => file), ...candidates.filter((_, index) => !verdicts[index])],
    };
  }

  private async hasPromisedContent(file: ScanFile): Promise<boolean> {
    const header = await this.headers.header(file.content, SCAN_HEADER_BYTES);
    return header !== null && isAcceptableScan(file.name, detectScanFormat(header));
  }
}
