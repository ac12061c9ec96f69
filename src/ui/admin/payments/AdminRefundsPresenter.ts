import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { FileSaver } from '../../../application/admin/FileSaver';
import { type AdminRefund, REFUND_METHODS, REFUND_STATUSES } from '@tiara/domain/returns';
import { AdminRefundsApi, type StoreCreditReport } from '../../../application/admin/payments/AdminRefundsApi';
import { AdminOrderRefundsApi } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';
import { PendingRefundCheck } from '../shared/PendingRefundCheck';

const chosen = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((option) => option === value);

/** Admin → Payments → Refunds: the refunds, searched and filtered by status and method, their credit notes, a Pending card refund's check with the gateway, and the store credit customers hold. */
@injectable()
export class AdminRefundsPresenter {
  search = '';
  statusFilter = '';
  methodFilter = '';
  storeCredit: StoreCreditReport | null = null;
  storeCreditError: string | null = null;
  /** The credit note being fetched, by its number; null when none is. */
  downloading: string | null = null;
  readonly list = new PagedList<AdminRefund>((page) =>
    this.api.list({ ...page, search: this.search, status: chosen(REFUND_STATUSES, this.statusFilter), method: chosen(REFUND_METHODS, this.methodFilter) }),
  );
  readonly gatewayCheck = new PendingRefundCheck(this.orderRefunds, this.toasts, () => this.list.reload());

  constructor(
    @inject(AdminRefundsApi) private readonly api: AdminRefundsApi,
    @inject(FileSaver) private readonly files: FileSaver,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(AdminOrderRefundsApi) private readonly orderRefunds: AdminOrderRefundsApi,
  ) {
    makePresenterObservable(this, arguments, { list: false, gatewayCheck: false, storeCredit: observableRef });
  }

  async opened(): Promise<void> {
    void this.list.reload();
    const answer = await this.api.storeCredit();
    this.storeCreditLoaded(answer);
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  statusFilterChosen(status: string): void {
    this.statusFilter = status;
    void this.list.firstPage();
  }

  methodFilterChosen(method: string): void {
    this.methodFilter = method;
    void this.list.firstPage();
  }

  async creditNoteClicked(refund: AdminRefund): Promise<void> {
    const note = refund.creditNote;
    if (note === null || this.downloading !== null) return;
    this.downloading = note.number;
    const answer = await this.api.creditNote(note.id);
    this.creditNoteLoaded(answer);
  }

  private creditNoteLoaded(answer: Awaited<ReturnType<AdminRefundsApi['creditNote']>>): void {
    this.downloading = null;
    if (answer.ok) this.files.save(answer.value.fileName, answer.value.content, 'application/pdf');
    else this.toasts.error(answer.error.message);
  }

  private storeCreditLoaded(answer: Awaited<ReturnType<AdminRefundsApi['storeCredit']>>): void {
    this.storeCredit = answer.ok ? answer.value : this.storeCredit;
    this.storeCreditError = answer.ok ? null : answer.error.message;
  }
}
