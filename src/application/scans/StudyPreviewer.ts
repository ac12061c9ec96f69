import type { ServiceIdentifier } from 'inversify';
import type { Result } from '@tiara/domain/result';
import type { ScanFile } from './ScanFile';

/** What the chosen files hold, as a customer checks it before spending a segmentation. */
export interface StudyDescription {
  readonly format: 'dicom' | 'nifti' | 'nrrd';
  /** Slices through the volume: DICOM images (frames counted) or the volume's third dimension. */
  readonly sliceCount: number;
  /** Pixels across and down one slice. */
  readonly columns: number;
  readonly rows: number;
  /** DICOM Modality (0008,0060), such as 'CT'; null for volumes and DICOM without one. */
  readonly modality: string | null;
  /** Distinct DICOM series among the files (1 for a volume). */
  readonly seriesCount: number;
  /** Whether slices can be drawn here (not for pixel data in a codec the browser lacks). */
  readonly drawable: boolean;
}

/** A slice drawn in grey, as RGBA pixels ready for a canvas. */
export interface SliceImage {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8ClampedArray;
}

export type PreviewFailure =
  | { readonly kind: 'cancelled' }
  /** Nothing in the files could be shown as an image (an unparseable file, or no slices). */
  | { readonly kind: 'not-an-image' }
  | { readonly kind: 'unreadable'; readonly path: string }
  | { readonly kind: 'unavailable' };

/**
 * Reads the chosen files in the browser, off the page's thread, to describe the study and draw its
 * slices (issue 18 item 3). `slice` draws slice `index` (0-based, in anatomical order) of the files
 * last described.
 */
export interface StudyPreviewer {
  describe(files: readonly ScanFile[], options?: { readonly signal?: AbortSignal }): Promise<Result<StudyDescription, PreviewFailure>>;
  slice(index: number, options?: { readonly signal?: AbortSignal }): Promise<Result<SliceImage, PreviewFailure>>;
}

export const StudyPreviewer: ServiceIdentifier<StudyPreviewer> = Symbol('StudyPreviewer');
