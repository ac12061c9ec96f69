import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@tiara/domain/result';
import type { ScanFileProblem, ScanUploadPlan } from '@tiara/domain/scan-file';
import type { DeidentificationProblem, IdentifyingDataKind } from '@tiara/domain/scan-deid';
import type { ScanFile } from './ScanFile';

/** The kinds live in the domain, beside the profile table that maps each tag to one. */
export type { IdentifyingDataKind };

/** One kind of identifying data and how many of the chosen files carry it. */
export interface IdentifyingDataFound {
  readonly kind: IdentifyingDataKind;
  readonly files: number;
}

/**
 * Why a file could not be read as the scan its name claims; such a file is never sent as it is.
 * What its first bytes show (ScanFileProblem, but for a name without an accepted extension), or
 * what reading it further finds: a damaged header, a compression the browser cannot rewrite, a
 * `.nii.gz` cut short, an NRRD whose data is elsewhere, a ZIP that is damaged or holds no scan.
 */
export type UnparseableReason = Exclude<ScanFileProblem, 'unsupported-extension'> | DeidentificationProblem;

export interface UnparseableFile {
  readonly path: string;
  readonly reason: UnparseableReason;
}

/** What reading the chosen files' headers found, before anything is sent. */
export interface StudySurvey {
  readonly found: readonly IdentifyingDataFound[];
  readonly unparseable: readonly UnparseableFile[];
}

export interface PrepareOptions {
  /**
   * The de-identification key: replacement UIDs derive from it, so the same files with the same
   * key give byte-identical output, and an upload interrupted by a reload can resume.
   */
  readonly key: string;
  readonly signal?: AbortSignal;
  /** The share done, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

export interface SurveyOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (fraction: number) => void;
}

/** The one file to send: the de-identified study, zipped. */
export interface PreparedStudy {
  readonly file: Blob;
  readonly fileName: string;
}

export type PrepareFailure =
  | { readonly kind: 'cancelled' }
  /** A file could not be read any more (moved, deleted or changed since it was chosen). */
  | { readonly kind: 'unreadable'; readonly path: string }
  | ({ readonly kind: 'unparseable' } & UnparseableFile)
  /** The de-identification code could not be fetched (the connection dropped). */
  | { readonly kind: 'unavailable' };

/**
 * De-identifies a study in the browser before it is sent (issue 18), off the page's thread:
 * `survey` reads the headers and says what identifying data they carry and which files cannot be
 * parsed; `prepare` removes it (PS3.15 Annex E Basic profile for DICOM, free text for NIfTI and
 * NRRD), leaves pixel data byte for byte, and packs the result as the upload plan says: several
 * files into one stored zip named `archiveName`, a chosen zip into a de-identified zip of the
 * same name.
 */
export interface StudyPreparer {
  survey(files: readonly ScanFile[], options?: SurveyOptions): Promise<Result<StudySurvey, PrepareFailure>>;
  prepare(plan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }>, options: PrepareOptions): Promise<Result<PreparedStudy, PrepareFailure>>;
}

export const StudyPreparer: ServiceIdentifier<StudyPreparer> = Symbol('StudyPreparer');
