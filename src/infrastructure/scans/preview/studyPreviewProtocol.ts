import type { ScanFile } from '../../../application/scans/ScanFile';
import type { PreviewFailure, SliceImage, StudyDescription } from '../../../application/scans/StudyPreviewer';
import type { Result } from '@tiara/domain/result';

/** What the page asks the study preview worker; `cancel` stops request `id`. */
export type StudyPreviewRequest =
  | { readonly id: number; readonly kind: 'describe'; readonly files: readonly ScanFile[] }
  | { readonly id: number; readonly kind: 'slice'; readonly index: number }
  | { readonly id: number; readonly kind: 'cancel' };

/** The worker's answer to request `id`; `bug` carries the message of an error nothing expected. */
export type StudyPreviewResponse =
  | { readonly id: number; readonly result: Result<StudyDescription | SliceImage, PreviewFailure> }
  | { readonly id: number; readonly bug: string };

/** The side of a worker (or of a message port) that receives requests and posts answers. */
export interface StudyPreviewScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<StudyPreviewRequest>) => void): void;
  postMessage(message: StudyPreviewResponse, transfer: Transferable[]): void;
}
