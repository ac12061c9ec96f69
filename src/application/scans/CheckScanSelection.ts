import { inject, injectable } from 'inversify';
import { SCAN_HEADER_BYTES, type ScanFileProblem, filterScanFiles, scanFileProblem } from '@tiara/domain/scan-file';
import { ScanHeaderReader } from './ScanHeaderReader';
import type { ScanFile } from './ScanFile';
import { type IdentifyingDataFound, StudyPreparer, type UnparseableFile } from './StudyPreparer';

export interface ScanSelection {
  /** The files that may be uploaded, in the order they were chosen. */
  readonly accepted: ScanFile[];
  /** The files left out as no scan: another extension, a DICOMDIR or system file, or a file that could not be read. */
  readonly rejected: ScanFile[];
  /**
   * Files named as scans that are not what their name says (their first bytes), or that could not
   * be read as one (their headers, a ZIP's entries), each with the reason: left out, never sent as they are.
   */
  readonly unparseable: readonly UnparseableFile[];
  /** The identifying data the accepted files carry, to be removed before sending; null when it could not be looked for. */
  readonly identifyingData: readonly IdentifyingDataFound[] | null;
}

/** Headers are read this many at a time: a dropped study can hold hundreds of slices. */
const HEADERS_AT_ONCE = 32;

/**
 * SPEC §5 "Upload": keeps the files with an accepted extension (case-insensitive), leaving out
 * what comes along with an exported folder (DICOMDIR, __MACOSX, .DS_Store), then reads each kept
 * file's first bytes and keeps it only if its content is the format its name promises (scans notes
 * §1.4), as the server will check it too, saying what is wrong otherwise (scanFileProblem). Then
 * (issue 18) the kept files' headers are read in full, off the page's thread: what patient data
 * they carry, and which cannot be parsed at all, which are left out. Only headers are read, never
 * a whole file, except a `.nii.gz`, which is inflated to its end to find one cut short.
 */
@injectable()
export class CheckScanSelection {
  private readonly headers: ScanHeaderReader;
  private readonly preparer: StudyPreparer;

  constructor(@inject(ScanHeaderReader) headers: ScanHeaderReader, @inject(StudyPreparer) preparer: StudyPreparer) {
    this.headers = headers;
    this.preparer = preparer;
  }

  async execute(files: readonly ScanFile[], options: { readonly signal?: AbortSignal } = {}): Promise<ScanSelection> {
    // The path, not only the name, decides: a '__MACOSX/._IM1.dcm' companion has a scan's extension.
    const byName = filterScanFiles(files.map((file) => ({ name: file.path, file })));
    const candidates = byName.accepted.map(({ file }) => file);
    const verdicts: (ScanFileProblem | 'unreadable' | null)[] = [];
    for (let start = 0; start < candidates.length; start += HEADERS_AT_ONCE) {
      const batch = candidates.slice(start, start + HEADERS_AT_ONCE);
      verdicts.push(...(await Promise.all(batch.map((file) => this.problemOf(file)))));
    }
    const promising: ScanFile[] = [];
    const rejected = byName.rejected.map(({ file }) => file);
    const misnamed: UnparseableFile[] = [];
    candidates.forEach((file, index) => {
      const verdict = verdicts[index] ?? null;
      if (verdict === null) promising.push(file);
      // A name's extension was checked above; only a file that could not be read lands here.
      else if (verdict === 'unreadable' || verdict === 'unsupported-extension') rejected.push(file);
      else misnamed.push({ path: file.path, reason: verdict });
    });
    if (promising.length === 0) return { accepted: [], rejected, unparseable: misnamed, identifyingData: null };

    const survey = await this.preparer.survey(promising, options.signal ? { signal: options.signal } : {});
    if (!survey.ok) return { accepted: promising, rejected, unparseable: misnamed, identifyingData: null };
    const unparseablePaths = new Set(survey.value.unparseable.map((file) => file.path));
    return {
      accepted: promising.filter((file) => !unparseablePaths.has(file.path)),
      rejected,
      unparseable: [...misnamed, ...survey.value.unparseable],
      identifyingData: survey.value.found,
    };
  }

  private async problemOf(file: ScanFile): Promise<ScanFileProblem | 'unreadable' | null> {
    const header = await this.headers.header(file.content, SCAN_HEADER_BYTES);
    return header === null ? 'unreadable' : scanFileProblem(file.name, header);
  }
}
