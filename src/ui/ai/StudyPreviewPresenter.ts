import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { ScanFile } from '../../application/scans/ScanFile';
import { StudyPreviewer, type PreviewFailure, type SliceImage, type StudyDescription } from '../../application/scans/StudyPreviewer';
import type { Result } from '@tiara/domain/result';
import { middleSliceIndex } from '@tiara/domain/scan-preview';
import { ScanPreviewMessages } from '../messages/ScanPreviewMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const texts = ScanPreviewMessages;

/**
 * - idle: no files to preview;
 * - loading: the chosen files are being read;
 * - ready: they were described (see `description`);
 * - failed: they could not be (see `failureMessage`).
 */
export type PreviewState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The study preview on the scan upload page (issue 18 item 3): what the chosen files hold (slices,
 * dimensions, modality), a picture of the middle slice and a slider through the others, so a
 * wrong folder or a phone photo is caught before a segmentation is spent. The page calls `show`
 * with each new choice and `clear` when the choice is emptied.
 */
@injectable()
export class StudyPreviewPresenter {
  state: PreviewState = 'idle';
  description: StudyDescription | null = null;
  /** Why the files could not be described; never `cancelled`, which only means a newer choice came. */
  failure: Exclude<PreviewFailure, { kind: 'cancelled' }> | null = null;
  /** The slice the slider is on (0-based). */
  sliceIndex = 0;
  /** The slice drawn last, and its index: the slider may already be further on. */
  image: SliceImage | null = null;
  imageIndex: number | null = null;
  sliceFailed = false;

  private describing: AbortController | null = null;
  /** The slice being drawn, if one is: while it is, slider moves only update `sliceIndex`, and the latest is drawn next. */
  private drawing: AbortController | null = null;

  constructor(@inject(StudyPreviewer) private readonly previewer: StudyPreviewer) {
    makePresenterObservable<StudyPreviewPresenter, 'describing' | 'drawing'>(this, arguments, {
      description: observableRef,
      image: observableRef,
      failure: observableRef,
      describing: false,
      drawing: false,
    });
  }

  /** Describes `files` (a newer choice replaces the one still being read), then draws the middle slice. */
  async show(files: readonly ScanFile[]): Promise<void> {
    this.clear();
    if (files.length === 0) return;
    const describing = new AbortController();
    this.describing = describing;
    this.state = 'loading';
    this.described(describing, await this.previewer.describe(files, { signal: describing.signal }));
  }

  /** The slider moved: the slice shown follows, the latest position winning over the ones passed on the way. */
  sliceChanged(index: number): void {
    if (this.state !== 'ready' || this.description === null) return;
    const last = this.description.sliceCount - 1;
    this.sliceIndex = Math.min(last, Math.max(0, Math.round(Number.isFinite(index) ? index : 0)));
    this.drawWanted();
  }

  /** Forgets the files: stops reading and drawing them. */
  clear(): void {
    this.describing?.abort();
    this.drawing?.abort();
    this.describing = null;
    this.drawing = null;
    this.state = 'idle';
    this.description = null;
    this.failure = null;
    this.sliceIndex = 0;
    this.image = null;
    this.imageIndex = null;
    this.sliceFailed = false;
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  get sliceCount(): number {
    return this.description?.sliceCount ?? 0;
  }

  /** "600 slices · 512 × 512 · CT", or the format in place of a modality the files do not name. */
  get summary(): string | null {
    const study = this.description;
    if (study === null) return null;
    return texts.summary(study.sliceCount, study.columns, study.rows, study.modality ?? texts.formats[study.format]);
  }

  get seriesWarning(): string | null {
    const study = this.description;
    return study !== null && study.seriesCount > 1 ? texts.severalSeries(study.seriesCount) : null;
  }

  get notDrawableNote(): string | null {
    return this.description !== null && !this.description.drawable ? texts.notDrawable : null;
  }

  get failureMessage(): string | null {
    const failure = this.failure;
    if (failure === null) return null;
    switch (failure.kind) {
      case 'not-an-image':
        return texts.notAnImage;
      case 'unreadable':
        return texts.unreadable(failure.path);
      case 'unavailable':
        return texts.unavailable;
    }
  }

  get drawable(): boolean {
    return this.description?.drawable === true;
  }

  /** A slider only when there is more than one slice to go through. */
  get showsSlider(): boolean {
    return this.drawable && this.sliceCount > 1;
  }

  /** The slider's position in words: "Slice 300 of 600". */
  get sliceText(): string {
    return texts.sliceOf(this.sliceIndex + 1, this.sliceCount);
  }

  /** The drawn image's accessible name: the slice it shows. */
  get imageLabel(): string | null {
    return this.image === null || this.imageIndex === null ? null : texts.sliceOf(this.imageIndex + 1, this.sliceCount);
  }

  private described(describing: AbortController, result: Result<StudyDescription, PreviewFailure>): void {
    if (this.describing !== describing) return;
    this.describing = null;
    if (!result.ok) {
      if (result.error.kind === 'cancelled') return;
      this.state = 'failed';
      this.failure = result.error;
      return;
    }
    this.state = 'ready';
    this.description = result.value;
    this.sliceIndex = middleSliceIndex(result.value.sliceCount);
    this.drawWanted();
  }

  private drawWanted(): void {
    if (!this.drawable || this.drawing !== null || this.imageIndex === this.sliceIndex) return;
    const drawing = new AbortController();
    this.drawing = drawing;
    const index = this.sliceIndex;
    void this.previewer.slice(index, { signal: drawing.signal }).then((result) => this.drawn(drawing, index, result));
  }

  private drawn(drawing: AbortController, index: number, result: Result<SliceImage, PreviewFailure>): void {
    if (this.drawing !== drawing) return;
    this.drawing = null;
    if (result.ok) {
      this.image = result.value;
      this.imageIndex = index;
      this.sliceFailed = false;
    } else if (result.error.kind !== 'cancelled') {
      this.sliceFailed = true;
      // The failed slice is not retried until the slider moves to another.
      this.imageIndex = index;
      this.image = null;
    }
    this.drawWanted();
  }
}
