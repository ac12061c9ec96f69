import { observableRef, reaction } from 'mobx';
import type { ObjectUrls } from '../../../application/admin/returns/ObjectUrls';
import type { StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { Clock } from '../../../application/shared/Clock';
import type { LanguagePresenter } from '../../i18n/LanguagePresenter';
import type { CreditNoteDownloadPresenter } from '../../orders/CreditNoteDownloadPresenter';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { ReturnActions } from './ReturnActions';
import { ReturnDetail } from './ReturnDetail';
import { ReturnQueue } from './ReturnQueue';

/**
 * A staff area's returns: the queue, the return opened from it and the steps taken with it. The
 * back office handles money; the sales desk (`handlesMoney` false) decides, receives and resolves
 * by exchange only, and is shown no amounts nor credit notes to download. The server names the returned lines in the language
 * asked for, so the page and the opened return are read again after a switch.
 */
export class ReturnsDesk {
  readonly queue: ReturnQueue;
  readonly detail: ReturnDetail;
  /** The steps of the opened return; new for each return opened. */
  actions: ReturnActions | null = null;
  /** Stops reading again after a switch of language when the screen closes. */
  private stopRereading: () => void = () => {};

  constructor(
    private readonly api: StaffReturnsApi,
    private readonly toasts: ToastPresenter,
    private readonly language: LanguagePresenter,
    clock: Clock,
    urls: ObjectUrls,
    readonly handlesMoney: boolean,
    /** A new Download button's presenter for one credit note, with the admin's credentials; null at the sales desk. */
    readonly creditNoteDownload: (() => CreditNoteDownloadPresenter) | null,
  ) {
    this.queue = new ReturnQueue(api, clock);
    this.detail = new ReturnDetail(api, urls);
    makePresenterObservable<ReturnsDesk, 'stopRereading'>(this, arguments, { queue: false, detail: false, actions: observableRef, stopRereading: false });
  }

  /** The screen appeared: its page is read now, and again after every switch of language until it closes. */
  opened(): Promise<void> {
    this.stopRereading();
    this.stopRereading = reaction(
      () => this.language.language,
      () => void Promise.all([this.queue.reload(), this.detail.readAgain()]),
    );
    return this.queue.reload();
  }

  /** The screen went away: nothing is read again, and the opened return's photos are let go. */
  closed(): void {
    this.stopRereading();
    this.returnClosed();
  }

  returnOpened(id: number): Promise<void> {
    this.actions = new ReturnActions(this.api, this.detail, this.toasts, this.handlesMoney, this.queue.reload);
    return this.detail.opened(id);
  }

  returnClosed(): void {
    this.actions = null;
    this.detail.closed();
  }
}
