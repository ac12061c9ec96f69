import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { OrderReturn, ReportRules, ReturnableLine } from '../../application/returns/OrderReturnsApi';
import { RequestReturn } from '../../application/returns/RequestReturn';
import { type ReturnPhotoProblem, UploadReturnPhoto, photoProblemOf } from '../../application/returns/UploadReturnPhoto';
import type { ApiFailure } from '../../application/shared/ApiResult';
import type { ReturnOutcome, ReturnReason } from '@tiara/domain/returns';
import type { Result } from '@tiara/domain/result';
import { FieldFocus } from '../forms/FieldFocus';
import { ReturnMessages } from '../messages/ReturnMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const texts = ReturnMessages.form;

/** The form's fields in screen order. */
export type ReturnFormField = 'lines' | 'reason' | 'photos' | 'note' | 'outcome';

type ReturnFormProblem = 'lines' | 'reason' | 'photoRequired' | 'photosUploading' | 'photosFailed' | 'noteTooLong' | 'outcome';

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

export interface ReturnLineView {
  readonly orderItemId: number;
  readonly name: string;
  readonly boughtText: string;
  readonly quantity: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  readonly quantityLabel: string;
  readonly fewerLabel: string;
  readonly moreLabel: string;
}

/** What the order's returns offer the form: its lines that may still be asked back, the reasons whose window is open, and what a report may hold. */
export interface ReturnOffer {
  readonly orderId: number;
  readonly lines: readonly ReturnableLine[];
  readonly reasons: readonly ReturnReason[];
  readonly rules: ReportRules;
}

/** Called with the request the server recorded, and the previews of its photos, now the caller's to show and release. */
export type ReturnSent = (request: OrderReturn, previews: ReadonlyMap<number, string>) => void;

/** SPEC §9: a damaged or defective item is reported with a photo. */
const PHOTO_NEEDED: ReturnReason = 'damaged-or-defective';

/** A refusal the server explained is shown in its words (they are in the reader's language); anything else in ours. */
function failureText(failure: ApiFailure, fallback: string): string {
  return failure.status !== null && failure.status >= 400 && failure.status < 500 ? failure.message : fallback;
}

/**
 * The report of a problem or a return request (SPEC §9) on a delivered order: how many of each
 * line, why (only reasons whose window is open), photos (required for a damaged or defective item,
 * uploaded one at a time as soon as they are chosen, as many as the shop takes), a note and the outcome the
 * customer would like. 'Send' names the first field with a problem; a refusal keeps everything
 * as it was, and a sent request empties the form.
 */
@injectable()
export class ReturnRequestFormPresenter {
  offer: ReturnOffer = { orderId: 0, lines: [], reasons: [], rules: { maxPhotos: 0, maxNoteLength: 0, outcomes: [] } };
  quantities = new Map<number, number>();
  reason: ReturnReason | null = null;
  slots: PhotoSlot[] = [];
  /** Files that were not added, and why: read out as they are chosen. */
  photoNotices: string[] = [];
  note = '';
  outcome: ReturnOutcome | null = null;
  /** Set by the first 'Send': from then on each field's problem shows as it is, and goes as it is put right. */
  attempted = false;
  sending = false;
  refusal: string | null = null;
  /** The field the view brings into view and focuses: the first one 'Send' found wrong. */
  readonly focus = new FieldFocus<ReturnFormField>(['lines', 'reason', 'photos', 'note', 'outcome']);

  private sent: ReturnSent = () => {};
  private uploading = false;
  private nextKey = 1;

  constructor(
    @inject(UploadReturnPhoto) private readonly uploadPhoto: UploadReturnPhoto,
    @inject(RequestReturn) private readonly requestReturn: RequestReturn,
  ) {
    makePresenterObservable<ReturnRequestFormPresenter, 'sent' | 'uploading' | 'nextKey'>(this, arguments, {
      offer: observableRef,
      focus: false,
      sent: false,
      uploading: false,
      nextKey: false,
    });
  }

  /** The order's returns were read: the lines and reasons the form offers now, and whom to tell of a request sent. */
  offered(offer: ReturnOffer, sent: ReturnSent): void {
    this.offer = offer;
    this.sent = sent;
    for (const [orderItemId, quantity] of this.quantities) this.quantities.set(orderItemId, Math.min(quantity, this.returnableOf(orderItemId)));
  }

  get lineViews(): readonly ReturnLineView[] {
    return this.offer.lines
      .filter((line) => line.returnable > 0)
      .map((line) => {
        const quantity = this.quantities.get(line.orderItemId) ?? 0;
        return {
          orderItemId: line.orderItemId,
          name: line.name,
          boughtText: texts.bought(line.bought),
          quantity,
          canDecrease: quantity > 0,
          canIncrease: quantity < line.returnable,
          quantityLabel: texts.quantityOf(line.name),
          fewerLabel: texts.fewer(line.name),
          moreLabel: texts.more(line.name),
        };
      });
  }

  get reasonChoices(): readonly { readonly value: ReturnReason; readonly label: string }[] {
    return this.offer.reasons.map((reason) => ({ value: reason, label: texts.reasons[reason] }));
  }

  get outcomeChoices(): readonly { readonly value: ReturnOutcome; readonly label: string }[] {
    return this.offer.rules.outcomes.map((outcome) => ({ value: outcome, label: texts.outcomes[outcome] }));
  }

  get photosNeeded(): boolean {
    return this.reason === PHOTO_NEEDED;
  }

  get photosHint(): string {
    const max = this.offer.rules.maxPhotos;
    return this.photosNeeded ? texts.photosNeeded(max) : texts.photosOptional(max);
  }

  get canAddPhotos(): boolean {
    return this.slots.length < this.offer.rules.maxPhotos;
  }

  get photoViews(): readonly PhotoSlotView[] {
    return this.slots.map((slot, index) => ({
      key: slot.key,
      previewUrl: slot.previewUrl,
      label: texts.photo(index + 1),
      state: slot.state,
      stateText: texts.photoStates[slot.state],
      error: slot.problem ? this.problemText(slot.problem, slot.photo.name) : null,
      removeLabel: texts.removePhoto(index + 1),
      retryLabel: slot.state === 'failed' ? texts.retryPhoto(index + 1) : null,
    }));
  }

  get noteHint(): string {
    return texts.noteHint(this.offer.rules.maxNoteLength);
  }

  /** Each field's problem, once 'Send' was pressed. */
  get fieldErrors(): Partial<Record<ReturnFormField, string>> {
    if (!this.attempted) return {};
    const problems = this.problems;
    const errors: Partial<Record<ReturnFormField, string>> = {};
    if (problems.lines) errors.lines = texts.errors.lines;
    if (problems.reason) errors.reason = texts.errors.reason;
    const photos = problems.photosUploading ? texts.errors.photosUploading : problems.photosFailed ? texts.errors.photosFailed : problems.photoRequired ? texts.errors.photoRequired : null;
    if (photos) errors.photos = photos;
    if (problems.noteTooLong) errors.note = texts.errors.noteTooLong(this.offer.rules.maxNoteLength);
    if (problems.outcome) errors.outcome = texts.errors.outcome;
    return errors;
  }

  /** Said once above 'Send' while anything is wrong, so a reader who stays on the button hears it too. */
  get problemsText(): string | null {
    return Object.keys(this.fieldErrors).length > 0 ? texts.problems : null;
  }

  quantityIncreased(orderItemId: number): void {
    this.quantities.set(orderItemId, Math.min((this.quantities.get(orderItemId) ?? 0) + 1, this.returnableOf(orderItemId)));
  }

  quantityDecreased(orderItemId: number): void {
    this.quantities.set(orderItemId, Math.max((this.quantities.get(orderItemId) ?? 0) - 1, 0));
  }

  reasonChosen(reason: string): void {
    const chosen = this.offer.reasons.find((offered) => offered === reason);
    if (chosen) this.reason = chosen;
  }

  outcomeChosen(outcome: string): void {
    const chosen = this.offer.rules.outcomes.find((offered) => offered === outcome);
    if (chosen) this.outcome = chosen;
  }

  noteChanged(note: string): void {
    this.note = note;
  }

  /**
   * The customer picked files (from the camera or the gallery): each picture that fits is added
   * and sent in turn; a file too big or no picture, and any beyond the sixth, is left out with a
   * word why, and nothing already in the form moves.
   */
  photosChosen(files: readonly File[]): void {
    const notices: string[] = [];
    const max = this.offer.rules.maxPhotos;
    let room = max - this.slots.length;
    let leftOut = 0;
    for (const photo of files) {
      const problem = photoProblemOf(photo);
      if (problem) notices.push(this.problemText(problem, photo.name));
      else if (room === 0) leftOut += 1;
      else {
        room -= 1;
        this.slots.push({ key: this.nextKey++, photo, previewUrl: URL.createObjectURL(photo), state: 'waiting', photoId: null, problem: null });
      }
    }
    if (leftOut > 0) notices.push(texts.photosLeftOut(max, leftOut));
    this.photoNotices = notices;
    void this.uploadWaiting();
  }

  photoRemoved(key: number): void {
    const slot = this.slots.find((candidate) => candidate.key === key);
    if (!slot) return;
    URL.revokeObjectURL(slot.previewUrl);
    this.slots = this.slots.filter((candidate) => candidate !== slot);
  }

  photoRetried(key: number): void {
    const slot = this.slots.find((candidate) => candidate.key === key && candidate.state === 'failed');
    if (!slot) return;
    slot.state = 'waiting';
    slot.problem = null;
    void this.uploadWaiting();
  }

  async sendClicked(): Promise<void> {
    if (this.sending) return;
    this.attempted = true;
    this.refusal = null;
    if (this.focus.problemsFound(this.fieldErrors) !== null) return;
    const { reason, outcome } = this;
    if (reason === null || outcome === null) return;
    this.sending = true;
    const answer = await this.requestReturn.execute(this.offer.orderId, {
      reason,
      preferredOutcome: outcome,
      note: this.note,
      lines: [...this.quantities].filter(([, quantity]) => quantity > 0).map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      photoIds: this.slots.flatMap((slot) => (slot.photoId === null ? [] : [slot.photoId])),
    });
    this.answered(answer);
  }

  /** The page is left: the previews of photos still in the form are released. */
  closed(): void {
    for (const slot of this.slots) URL.revokeObjectURL(slot.previewUrl);
    this.slots = [];
  }

  private get problems(): Partial<Record<ReturnFormProblem, true>> {
    const problems: Partial<Record<ReturnFormProblem, true>> = {};
    if (![...this.quantities.values()].some((quantity) => quantity > 0)) problems.lines = true;
    if (this.reason === null || !this.offer.reasons.includes(this.reason)) problems.reason = true;
    if (this.slots.some((slot) => slot.state === 'waiting' || slot.state === 'uploading')) problems.photosUploading = true;
    if (this.slots.some((slot) => slot.state === 'failed')) problems.photosFailed = true;
    if (this.photosNeeded && !this.slots.some((slot) => slot.state === 'uploaded')) problems.photoRequired = true;
    if (this.note.trim().length > this.offer.rules.maxNoteLength) problems.noteTooLong = true;
    if (this.outcome === null) problems.outcome = true;
    return problems;
  }

  private returnableOf(orderItemId: number): number {
    return this.offer.lines.find((line) => line.orderItemId === orderItemId)?.returnable ?? 0;
  }

  private problemText(problem: ReturnPhotoProblem, name: string): string {
    if (problem.kind === 'too-large') return texts.photoTooLarge(name, problem.maxMegabytes);
    if (problem.kind === 'not-a-picture') return texts.photoNotAPicture(name);
    return failureText(problem.failure, texts.photoFailed);
  }

  /** Sends the waiting photos one after another, so that a phone's connection carries one at a time. */
  private async uploadWaiting(): Promise<void> {
    if (this.uploading) return;
    this.uploading = true;
    for (let slot = this.nextWaiting(); slot !== null; slot = this.nextWaiting()) {
      const key = slot.key;
      this.photoStateSet(key, 'uploading');
      this.photoUploaded(key, await this.uploadPhoto.execute(slot.photo));
    }
    this.uploading = false;
  }

  private nextWaiting(): PhotoSlot | null {
    return this.slots.find((slot) => slot.state === 'waiting') ?? null;
  }

  private photoStateSet(key: number, state: PhotoState): void {
    const slot = this.slots.find((candidate) => candidate.key === key);
    if (slot) slot.state = state;
  }

  /** A photo removed while it was being sent stays out: the server's copy is simply never named. */
  private photoUploaded(key: number, answer: Result<{ readonly id: number }, ReturnPhotoProblem>): void {
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

  private answered(answer: Awaited<ReturnType<RequestReturn['execute']>>): void {
    this.sending = false;
    if (!answer.ok) {
      this.refusal = failureText(answer.error, texts.sendFailed);
      return;
    }
    const previews = new Map(this.slots.flatMap((slot) => (slot.photoId === null ? [] : [[slot.photoId, slot.previewUrl] as const])));
    this.quantities.clear();
    this.reason = null;
    this.slots = [];
    this.photoNotices = [];
    this.note = '';
    this.outcome = null;
    this.attempted = false;
    this.sent(answer.value, previews);
  }
}
