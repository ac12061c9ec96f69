import { inject, injectable } from 'inversify';
import type { ApiFailure } from '../../application/shared/ApiResult';
import { type ReturnPhotoProblem, UploadReturnPhoto, photoProblemOf } from '../../application/returns/UploadReturnPhoto';
import type { Result } from '@tiara/domain/result';
import { ReturnMessages } from '../messages/ReturnMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const texts = ReturnMessages.form;

export type PhotoState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** A photo chosen for the report: shown from the phone's own copy while it is sent, one at a time. */
interface PhotoSlot {
  readonly key: number;
  readonly photo: File;
  readonly previewUrl: string;
  state: PhotoState;
  photoId: number | null;
  /** Why it was not sent, once it failed. */
  problem: ReturnPhotoProblem | null;
}

export interface PhotoSlotView {
  readonly key: number;
  readonly previewUrl: string;
  readonly label: string;
  readonly state: PhotoState;
  readonly stateText: string;
  readonly error: string | null;
  readonly removeLabel: string;
  readonly retryLabel: string | null;
}

/** What keeps the photos from going with the report as they stand. */
export type PhotosProblem = 'photosUploading' | 'photosFailed';

/** A refusal the server explained is shown in its words (they are in the reader's language); anything else in ours. */
export function failureText(failure: ApiFailure, fallback: string): string {
  return failure.status !== null && failure.status >= 400 && failure.status < 500 ? failure.message : fallback;
}

/**
 * The photos of a report of a problem: taken with the camera or picked from the gallery, sent one
 * at a time as soon as they are chosen (so a phone's connection carries one at a time), each shown
 * from the phone's own copy with how it stands, removable and sent again on request, as many as the
 * shop takes.
 */
@injectable()
export class ReturnPhotoPickerPresenter {
  /** How many photos a report may hold, as the shop says. */
  maxPhotos = 0;
  slots: PhotoSlot[] = [];
  /** Files that were not added, and why: read out as they are chosen. */
  notices: string[] = [];

  private uploading = false;
  private nextKey = 1;

  constructor(@inject(UploadReturnPhoto) private readonly uploadPhoto: UploadReturnPhoto) {
    makePresenterObservable<ReturnPhotoPickerPresenter, 'uploading' | 'nextKey'>(this, arguments, { uploading: false, nextKey: false });
  }

  get canAdd(): boolean {
    return this.slots.length < this.maxPhotos;
  }

  get views(): readonly PhotoSlotView[] {
    return this.slots.map((slot, index) => ({
      key: slot.key,
      previewUrl: slot.previewUrl,
      label: texts.photo(index + 1),
      state: slot.state,
      stateText: texts.photoStates[slot.state],
      error: slot.problem ? problemText(slot.problem, slot.photo.name) : null,
      removeLabel: texts.removePhoto(index + 1),
      retryLabel: slot.state === 'failed' ? texts.retryPhoto(index + 1) : null,
    }));
  }

  /** Photos still on their way come before photos that failed: the first must be waited for, the second acted on. */
  get problem(): PhotosProblem | null {
    if (this.slots.some((slot) => slot.state === 'waiting' || slot.state === 'uploading')) return 'photosUploading';
    if (this.slots.some((slot) => slot.state === 'failed')) return 'photosFailed';
    return null;
  }

  get hasUploaded(): boolean {
    return this.slots.some((slot) => slot.state === 'uploaded');
  }

  /** The shop's ids of the photos sent, in the order they were chosen. */
  get uploadedIds(): readonly number[] {
    return this.slots.flatMap((slot) => (slot.photoId === null ? [] : [slot.photoId]));
  }

  /**
   * The customer picked files: each picture that fits is added and sent in turn; a file too big or
   * no picture, and any beyond the last the shop takes, is left out with a word why, and nothing
   * already chosen moves.
   */
  chosen(files: readonly File[]): void {
    const notices: string[] = [];
    let room = this.maxPhotos - this.slots.length;
    let leftOut = 0;
    for (const photo of files) {
      const problem = photoProblemOf(photo);
      if (problem) notices.push(problemText(problem, photo.name));
      else if (room === 0) leftOut += 1;
      else {
        room -= 1;
        this.slots.push({ key: this.nextKey++, photo, previewUrl: URL.createObjectURL(photo), state: 'waiting', photoId: null, problem: null });
      }
    }
    if (leftOut > 0) notices.push(texts.photosLeftOut(this.maxPhotos, leftOut));
    this.notices = notices;
    void this.uploadWaiting();
  }

  removed(key: number): void {
    const slot = this.slots.find((candidate) => candidate.key === key);
    if (!slot) return;
    URL.revokeObjectURL(slot.previewUrl);
    this.slots = this.slots.filter((candidate) => candidate !== slot);
  }

  retried(key: number): void {
    const slot = this.slots.find((candidate) => candidate.key === key && candidate.state === 'failed');
    if (!slot) return;
    slot.state = 'waiting';
    slot.problem = null;
    void this.uploadWaiting();
  }

  /** The report went: the previews of its photos by their ids, now the caller's to show and release, and the picker empty. */
  handedOver(): ReadonlyMap<number, string> {
    const previews = new Map(this.slots.flatMap((slot) => (slot.photoId === null ? [] : [[slot.photoId, slot.previewUrl] as const])));
    this.slots = [];
    this.notices = [];
    return previews;
  }

  /** The page is left: the previews of photos still chosen are released. */
  closed(): void {
    for (const slot of this.slots) URL.revokeObjectURL(slot.previewUrl);
    this.slots = [];
  }

  private async uploadWaiting(): Promise<void> {
    if (this.uploading) return;
    this.uploading = true;
    for (let slot = this.nextWaiting(); slot !== null; slot = this.nextWaiting()) {
      const key = slot.key;
      this.stateSet(key, 'uploading');
      this.uploaded(key, await this.uploadPhoto.execute(slot.photo));
    }
    this.uploading = false;
  }

  private nextWaiting(): PhotoSlot | null {
    return this.slots.find((slot) => slot.state === 'waiting') ?? null;
  }

  private stateSet(key: number, state: PhotoState): void {
    const slot = this.slots.find((candidate) => candidate.key === key);
    if (slot) slot.state = state;
  }

  /** A photo removed while it was being sent stays out: the server's copy is simply never named. */
  private uploaded(key: number, answer: Result<{ readonly id: number }, ReturnPhotoProblem>): void {
    const slot = this.slots.find((candidate) => candidate.key === key);
    if (!slot) return;
    if (answer.ok) {
      slot.state = 'uploaded';
      slot.photoId = answer.value.id;
      return;
    }
    slot.state = 'failed';
    slot.problem = answer.error;
  }
}

function problemText(problem: ReturnPhotoProblem, name: string): string {
  if (problem.kind === 'too-large') return texts.photoTooLarge(name, problem.maxMegabytes);
  if (problem.kind === 'not-a-picture') return texts.photoNotAPicture(name);
  return failureText(problem.failure, texts.photoFailed);
}
