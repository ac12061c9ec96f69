import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import { LoadOrderReturns, type OrderReturnsError } from '../../application/returns/LoadOrderReturns';
import type { OrderReturn, OrderReturns, ReportWindow } from '../../application/returns/OrderReturnsApi';
import { isFinalOrderStatus, isOrderStatus } from '@tiara/domain/order-lifecycle';
import type { Result } from '@tiara/domain/result';
import { shortDateText } from '../../locales/format/dateTexts';
import { reportDeadlineText } from '../../locales/format/reportDeadlineTexts';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { AccountMessages } from '../messages/AccountMessages';
import { ReturnMessages } from '../messages/ReturnMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ReturnPhotosPresenter } from './ReturnPhotosPresenter';
import { ReturnRequestFormPresenter } from './ReturnRequestFormPresenter';

const texts = ReturnMessages;

export type ReturnsState = 'hidden' | 'loading' | 'loaded' | 'failed';

/**
 * What the section offers a report: `open`, the entry while a window is, with each window's end;
 * `closed`, when each ended; `note`, why not yet (the order is not delivered) or not any more
 * (every item is already asked back); `none`, nothing to say (an order that ended undelivered,
 * or that has no goods).
 */
export type ReportOffer =
  | { readonly kind: 'open'; readonly windows: readonly string[] }
  | { readonly kind: 'closed'; readonly windows: readonly string[] }
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'none' };

/** How a request stands, for its badge: waiting on the shop, settled or on its way to be, or refused. */
export type RequestTone = 'waiting' | 'accepted' | 'refused';

export interface ReturnRequestView {
  readonly id: number;
  readonly title: string;
  readonly statusText: string;
  readonly tone: RequestTone;
  readonly reasonText: string;
  readonly outcomeText: string;
  readonly lines: readonly { readonly key: string; readonly name: string; readonly quantityText: string }[];
  readonly note: string;
  readonly photos: readonly { readonly id: number; readonly label: string }[];
  readonly refusalReason: string | null;
  readonly resolutionText: string | null;
  readonly exchangeOrder: { readonly text: string; readonly path: string } | null;
}

export interface CreditNoteView {
  readonly id: number;
  readonly number: string;
  readonly text: string;
}

/**
 * The order page's returns (SPEC §9; issue 29): whether a problem may still be reported and until
 * when in Cairo time, or why not; the form (its own presenter); and each request, refund and credit
 * note of the order as the server has them now, read again after a switch of language and after a
 * request is sent.
 */
@injectable()
export class ReturnsPresenter {
  state: ReturnsState = 'hidden';
  returns: OrderReturns | null = null;
  formOpen = false;
  /** Set once a request was sent, until the next report is begun. */
  sentNotice = false;
  /** The order's status, as the page read it. */
  orderStatus: string | null = null;

  private orderId = 0;
  private requested: () => void = () => {};
  /** The latest read: an answer to an earlier one is not shown. */
  private asked = 0;

  constructor(
    @inject(LoadOrderReturns) private readonly loadReturns: LoadOrderReturns,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
    @inject(ReturnRequestFormPresenter) readonly form: ReturnRequestFormPresenter,
    @inject(ReturnPhotosPresenter) readonly photos: ReturnPhotosPresenter,
  ) {
    makePresenterObservable<ReturnsPresenter, 'orderId' | 'requested' | 'asked'>(this, arguments, { returns: observableRef, orderId: false, requested: false, asked: false });
  }

  /**
   * The order page opened on `orderId`: its returns are read now, and again after every switch of
   * language, until the returned function is called. `requested` is told of each request sent.
   */
  opened(orderId: number, requested: () => void): () => void {
    this.orderId = orderId;
    this.requested = requested;
    this.state = 'loading';
    this.readAgain();
    const stop = reaction(
      () => this.language.language,
      () => this.readAgain(),
    );
    return () => {
      stop();
      this.form.closed();
      this.photos.closed();
    };
  }

  /** The page read the order: an order that ended undelivered is never reported on. */
  orderRead(status: string): void {
    this.orderStatus = status;
  }

  retryClicked(): void {
    this.state = 'loading';
    this.readAgain();
  }

  reportClicked(): void {
    this.formOpen = true;
    this.sentNotice = false;
  }

  cancelClicked(): void {
    this.formOpen = false;
  }

  get offer(): ReportOffer {
    const returns = this.returns;
    if (returns === null || !returns.lines.some((line) => line.bought > 0)) return { kind: 'none' };
    if (returns.deliveredAt === null) {
      const ended = this.orderStatus !== null && isOrderStatus(this.orderStatus) && isFinalOrderStatus(this.orderStatus);
      return ended ? { kind: 'none' } : { kind: 'note', text: texts.notDelivered };
    }
    const windows = returns.windows.filter((window) => window.deadline !== null);
    if (!windows.some((window) => window.open)) return { kind: 'closed', windows: windows.map(windowText) };
    if (!returns.lines.some((line) => line.returnable > 0)) return { kind: 'note', text: texts.nothingLeft };
    return { kind: 'open', windows: windows.map(windowText) };
  }

  get requestViews(): readonly ReturnRequestView[] {
    return (this.returns?.returns ?? []).map(requestView);
  }

  get refundTexts(): readonly { readonly id: number; readonly text: string }[] {
    return (this.returns?.refunds ?? []).map((refund) => ({
      id: refund.id,
      text: texts.refundWithState(texts.refund[refund.method](shownPrice(refund.amount)), texts.refundStates[refund.status]),
    }));
  }

  get creditNoteViews(): readonly CreditNoteView[] {
    const language = shownLanguage();
    return (this.returns?.creditNotes ?? []).map((note) => ({ id: note.id, number: note.number, text: texts.creditNote(note.number, shownPrice(note.amount), shortDateText(note.issuedAt, language)) }));
  }

  /** Whether the section shows at all: not for an order with nothing to report and no request, refund or credit note. */
  get visible(): boolean {
    if (this.state !== 'loaded') return this.state !== 'hidden';
    const returns = this.returns;
    const history = returns !== null && returns.returns.length + returns.refunds.length + returns.creditNotes.length > 0;
    return history || this.sentNotice || this.offer.kind !== 'none';
  }

  private readAgain(): void {
    const asked = ++this.asked;
    void this.loadReturns.execute(this.orderId).then((result) => this.loaded(asked, result));
  }

  private loaded(asked: number, result: Result<OrderReturns, OrderReturnsError>): void {
    if (asked !== this.asked) return;
    if (!result.ok) {
      // A failed read again leaves what was shown in place; nothing to offer stays hidden.
      if (result.error === 'not-offered') this.state = 'hidden';
      else if (this.returns === null) this.state = 'failed';
      return;
    }
    this.returns = result.value;
    this.state = 'loaded';
    this.form.offered(
      { orderId: this.orderId, lines: result.value.lines, reasons: result.value.windows.filter((window) => window.open).map((window) => window.reason), rules: result.value.rules },
      (request, previews) => this.requestSent(request, previews),
    );
    this.photos.shown(result.value.returns.flatMap((request) => request.photos.map((photo) => photo.id)));
  }

  private requestSent(request: OrderReturn, previews: ReadonlyMap<number, string>): void {
    this.formOpen = false;
    this.sentNotice = true;
    this.photos.adopted(previews);
    if (this.returns) this.returns = { ...this.returns, returns: [request, ...this.returns.returns.filter((shown) => shown.id !== request.id)] };
    this.readAgain();
    this.requested();
  }
}

function windowText(window: ReportWindow): string {
  const deadline = window.deadline;
  if (deadline === null) return '';
  const language = shownLanguage();
  return window.open ? texts.openWindow[window.reason](reportDeadlineText(deadline, language, false)) : texts.closedWindow[window.reason](reportDeadlineText(deadline, language, true));
}

const TONES: Readonly<Record<OrderReturn['status'], RequestTone>> = { Requested: 'waiting', Approved: 'accepted', Received: 'accepted', Resolved: 'accepted', Refused: 'refused' };

function requestView(request: OrderReturn): ReturnRequestView {
  return {
    id: request.id,
    title: texts.requestOf(shortDateText(request.createdAt, shownLanguage())),
    statusText: texts.statuses[request.status],
    tone: TONES[request.status],
    reasonText: texts.form.reasons[request.reason],
    outcomeText: texts.form.outcomes[request.preferredOutcome],
    lines: request.lines.map((line, index) => ({ key: `${index}-${line.orderItemId}`, name: line.name, quantityText: texts.lineQuantity(line.quantity) })),
    note: request.note,
    photos: request.photos.map((photo, index) => ({ id: photo.id, label: texts.form.photo(index + 1) })),
    refusalReason: request.status === 'Refused' ? request.refusalReason : null,
    resolutionText: request.resolution ? texts.resolutions[request.resolution] : null,
    exchangeOrder: request.exchangeOrderId === null ? null : { text: texts.exchangeOrder(AccountMessages.orders.orderNumber(request.exchangeOrderId)), path: ShopPaths.order(request.exchangeOrderId) },
  };
}
