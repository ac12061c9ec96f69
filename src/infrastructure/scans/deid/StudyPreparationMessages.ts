import type { PrepareFailure, PreparedStudy, StudySurvey } from '../../../application/scans/StudyPreparer';
import type { ScanFile } from '../../../application/scans/ScanFile';
import type { Result } from '@tiara/domain/result';
import type { ScanUploadPlan } from '@tiara/domain/scan-file';

/** What the page asks the preparation worker; `id` pairs each answer with its request. */
export type StudyPreparationRequest =
  | { readonly id: number; readonly type: 'survey'; readonly files: readonly ScanFile[] }
  | { readonly id: number; readonly type: 'prepare'; readonly plan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }>; readonly key: string }
  | { readonly id: number; readonly type: 'cancel' };

/** What the worker answers: progress as it goes, then one result, or the message of an error it did not expect. */
export type StudyPreparationReply =
  | { readonly id: number; readonly type: 'progress'; readonly fraction: number }
  | { readonly id: number; readonly type: 'surveyed'; readonly result: Result<StudySurvey, PrepareFailure> }
  | { readonly id: number; readonly type: 'prepared'; readonly result: Result<PreparedStudy, PrepareFailure> }
  | { readonly id: number; readonly type: 'crashed'; readonly message: string };

/** The end of a message channel both a worker's global scope and its Worker object are (and a MessagePort, in tests). */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
