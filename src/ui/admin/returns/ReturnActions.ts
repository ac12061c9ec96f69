import { observableRef } from 'mobx';
import type { StaffReturnDetail, StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { ReturnStatus } from '@tiara/domain/returns';
import { shownPrice } from '../../i18n/shownPrice';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import type { ReturnDetail } from './ReturnDetail';
import { MAX_RESOLUTION_NOTE, ResolutionForm } from './ResolutionForm';

export type ReturnStep = 'approve' | 'refuse' | 'receive' | 'resolve';
type ReturnForm = Exclude<ReturnStep, 'approve'>;

/** What staff may do next with a return in each status (src/domain/returns' lifecycle). */
const STEPS: Readonly<Record<ReturnStatus, readonly ReturnStep[]>> = {
  Requested: ['approve', 'refuse'],
  Approved: ['receive', 'resolve'],
  Received: ['resolve'],
  Refused: [],
  Resolved: [],
};

/**
 * The steps staff take with the opened return: approve (confirmed first) or refuse with the reason
 * the customer reads; mark the goods received, putting them back in stock or not (not, by default,
 * for a damaged or defective item); resolve it (ResolutionForm). Each step's answer is the return
 * as it now is. A refused step (another member of staff moved it first, a limit passed) keeps its
 * message in view and reads the return again, what staff typed staying in place.
 */
export class ReturnActions {
  form: ReturnForm | null = null;
  refusalReason = '';
  restock = false;
  resolution: ResolutionForm | null = null;
  sending = false;
  /** The server's refusal of the last step, in view until the next one. */
  refused: string | null = null;
  readonly confirmation = new Confirmation();
  private refusalTried = false;

  constructor(
    private readonly api: StaffReturnsApi,
    private readonly detail: ReturnDetail,
    private readonly toasts: ToastPresenter,
    private readonly handlesMoney: boolean,
    /** The queue reads its page again: a step moves a row. */
    private readonly moved: () => Promise<void>,
  ) {
    makePresenterObservable<ReturnActions, 'refusalTried'>(this, arguments, { confirmation: false, resolution: observableRef, refusalTried: true });
  }

  private get request(): StaffReturnDetail | null {
    return this.detail.detail;
  }

  get steps(): readonly ReturnStep[] {
    return this.request ? STEPS[this.request.status] : [];
  }

  /** The form open now; one the return's status no longer offers (it moved meanwhile) is closed. */
  get openForm(): ReturnForm | null {
    return this.form !== null && this.steps.includes(this.form) ? this.form : null;
  }

  approveClicked(): void {
    const request = this.request;
    if (!request || !this.steps.includes('approve')) return;
    const texts = StaffReturnsMessages.approve;
    this.confirmation.ask({ title: texts.title(request.id), message: texts.question(request.id, request.orderId), confirmLabel: texts.confirm, danger: false }, () =>
      this.send((id) => this.api.decide(id, { decision: 'approve' }), (done) => this.toasts.success(texts.done(done.id))),
    );
  }

  refuseClicked(): void {
    this.opened('refuse');
  }

  refusalReasonChanged(text: string): void {
    this.refusalReason = text;
  }

  get refusalError(): string | null {
    if (!this.refusalTried) return null;
    const reason = this.refusalReason.trim();
    if (reason === '') return StaffReturnsMessages.refuse.reasonRequired;
    return reason.length > MAX_RESOLUTION_NOTE ? StaffReturnsMessages.refuse.reasonTooLong(MAX_RESOLUTION_NOTE) : null;
  }

  async refuseSubmitted(): Promise<void> {
    this.refusalTried = true;
    if (this.refusalError !== null) return;
    const reason = this.refusalReason.trim();
    await this.send(
      (id) => this.api.decide(id, { decision: 'refuse', reason }),
      (done) => this.toasts.success(StaffReturnsMessages.refuse.done(done.id)),
    );
  }

  /** A damaged or defective item does not go back on the shelf unless staff say so. */
  receiveClicked(): void {
    this.restock = this.request?.reason !== 'damaged-or-defective';
    this.opened('receive');
  }

  restockChanged(checked: boolean): void {
    this.restock = checked;
  }

  async receiveSubmitted(): Promise<void> {
    const restock = this.restock;
    const texts = StaffReturnsMessages.receive;
    await this.send(
      (id) => this.api.receive(id, restock),
      (done) => this.toasts.success(restock ? texts.doneRestocked(done.id) : texts.doneNotRestocked(done.id)),
    );
  }

  resolveClicked(): void {
    const request = this.request;
    if (!request) return;
    this.resolution = new ResolutionForm(() => this.request ?? request, this.handlesMoney);
    this.opened('resolve');
  }

  /** Sends what the confirmed sentence said. */
  async resolveConfirmed(): Promise<void> {
    const settlement = this.resolution?.confirming ? this.resolution.settlement : null;
    if (!settlement) return;
    await this.send((id) => this.api.resolve(id, settlement), this.resolved);
  }

  formClosed(): void {
    this.form = null;
  }

  private opened(form: ReturnForm): void {
    if (this.steps.includes(form)) this.form = form;
  }

  private async send(step: (id: number) => Promise<ApiResult<StaffReturnDetail>>, done: (request: StaffReturnDetail) => void): Promise<void> {
    const request = this.request;
    if (!request || this.sending) return;
    this.sending = true;
    this.refused = null;
    const answer = await step(request.id);
    await this.answered(answer, done);
  }

  private async answered(answer: ApiResult<StaffReturnDetail>, done: (request: StaffReturnDetail) => void): Promise<void> {
    this.sending = false;
    if (answer.ok) {
      this.form = null;
      this.detail.shown(answer.value);
      done(answer.value);
      await this.moved();
      return;
    }
    this.refused = answer.error.message;
    await Promise.all([this.detail.readAgain(), this.moved()]);
  }

  /** Says how it was settled; a card refund the gateway has not confirmed yet is said to be waiting. */
  private resolved(request: StaffReturnDetail): void {
    const texts = StaffReturnsMessages.resolved;
    const refund = this.detail.latestRefund;
    const amount = refund ? shownPrice(refund.amount) : '';
    switch (request.resolution) {
      case 'card-refund':
        if (refund?.status === 'Confirmed') this.toasts.success(texts.cardConfirmed(request.id, amount));
        else if (refund?.status === 'Failed') this.toasts.error(texts.cardFailed(request.id, refund.lastError ?? ''));
        else this.toasts.info(texts.cardPending(request.id, amount));
        return;
      case 'store-credit':
        this.toasts.success(texts.storeCredit(request.id, amount));
        return;
      case 'paid-back-by-hand':
        this.toasts.success(texts.byHand(request.id, amount));
        return;
      default:
        this.toasts.success(texts.exchange(request.id, request.exchangeOrderId));
    }
  }
}
