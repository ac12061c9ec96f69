import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { OrderReturn, ReportRules, ReturnableLine } from '../../application/returns/OrderReturnsApi';
import { RequestReturn } from '../../application/returns/RequestReturn';
import type { ReturnOutcome, ReturnReason } from '@tiara/domain/returns';
import { FieldFocus } from '../forms/FieldFocus';
import { ReturnMessages } from '../messages/ReturnMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ReturnPhotoPickerPresenter, failureText } from './ReturnPhotoPickerPresenter';

const texts = ReturnMessages.form;

/** The form's fields in screen order. */
export type ReturnFormField = 'lines' | 'reason' | 'photos' | 'note' | 'outcome';

type ReturnFormProblem = 'lines' | 'reason' | 'photoRequired' | 'photosUploading' | 'photosFailed' | 'noteTooLong' | 'outcome';

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

/**
 * The report of a problem or a return request (SPEC §9) on a delivered order: how many of each
 * line, why (only reasons whose window is open), photos (required for a damaged or defective item;
 * chosen and sent by the photo picker), a note and the outcome the customer would like. 'Send' names the first field with a problem; a refusal keeps everything
 * as it was, and a sent request empties the form.
 */
@injectable()
export class ReturnRequestFormPresenter {
  offer: ReturnOffer = { orderId: 0, lines: [], reasons: [], rules: { maxPhotos: 0, maxNoteLength: 0, outcomes: [] } };
  quantities = new Map<number, number>();
  reason: ReturnReason | null = null;
  note = '';
  outcome: ReturnOutcome | null = null;
  /** Set by the first 'Send': from then on each field's problem shows as it is, and goes as it is put right. */
  attempted = false;
  sending = false;
  refusal: string | null = null;
  /** The field the view brings into view and focuses: the first one 'Send' found wrong. */
  readonly focus = new FieldFocus<ReturnFormField>(['lines', 'reason', 'photos', 'note', 'outcome']);

  private sent: ReturnSent = () => {};

  constructor(
    @inject(ReturnPhotoPickerPresenter) readonly photos: ReturnPhotoPickerPresenter,
    @inject(RequestReturn) private readonly requestReturn: RequestReturn,
  ) {
    makePresenterObservable<ReturnRequestFormPresenter, 'sent'>(this, arguments, { offer: observableRef, focus: false, sent: false });
  }

  /** The order's returns were read: the lines and reasons the form offers now, and whom to tell of a request sent. */
  offered(offer: ReturnOffer, sent: ReturnSent): void {
    this.offer = offer;
    this.sent = sent;
    this.photos.maxPhotos = offer.rules.maxPhotos;
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
      photoIds: [...this.photos.uploadedIds],
    });
    this.answered(answer);
  }

  /** The page is left: the previews of the photos still chosen are released. */
  closed(): void {
    this.photos.closed();
  }

  private get problems(): Partial<Record<ReturnFormProblem, true>> {
    const problems: Partial<Record<ReturnFormProblem, true>> = {};
    if (![...this.quantities.values()].some((quantity) => quantity > 0)) problems.lines = true;
    if (this.reason === null || !this.offer.reasons.includes(this.reason)) problems.reason = true;
    const photos = this.photos.problem;
    if (photos) problems[photos] = true;
    if (this.photosNeeded && !this.photos.hasUploaded) problems.photoRequired = true;
    if (this.note.trim().length > this.offer.rules.maxNoteLength) problems.noteTooLong = true;
    if (this.outcome === null) problems.outcome = true;
    return problems;
  }

  private returnableOf(orderItemId: number): number {
    return this.offer.lines.find((line) => line.orderItemId === orderItemId)?.returnable ?? 0;
  }

  private answered(answer: Awaited<ReturnType<RequestReturn['execute']>>): void {
    this.sending = false;
    if (!answer.ok) {
      this.refusal = failureText(answer.error, texts.sendFailed);
      return;
    }
    const previews = this.photos.handedOver();
    this.quantities.clear();
    this.reason = null;
    this.note = '';
    this.outcome = null;
    this.attempted = false;
    this.sent(answer.value, previews);
  }
}
