import { inject, injectable } from 'inversify';
import { type AdminPayment, AdminPaymentsApi } from '../../../application/admin/payments/AdminPaymentsApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';
import { AdminRefundsPresenter } from './AdminRefundsPresenter';

export type PaymentsTab = 'payments' | 'refunds';

/** Admin → Payments: read-only, searched and filtered by status, with a detail view; the refunds and store credit in a tab of their own. */
@injectable()
export class AdminPaymentsPresenter {
  tab: PaymentsTab = 'payments';
  search = '';
  statusFilter = '';
  detail: AdminPayment | null = null;
  loadingDetail = false;
  readonly list = new PagedList<AdminPayment>((page) => this.api.list({ ...page, search: this.search, status: this.statusFilter === '' ? undefined : this.statusFilter }));

  constructor(
    @inject(AdminPaymentsApi) private readonly api: AdminPaymentsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(AdminRefundsPresenter) readonly refunds: AdminRefundsPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false });
  }

  opened(): void {
    void this.list.reload();
  }

  /** The refunds are fetched when their tab is first shown, and afresh each time it is shown again. */
  tabChosen(tab: string): void {
    if (tab !== 'payments' && tab !== 'refunds') return;
    this.tab = tab;
    if (tab === 'refunds') void this.refunds.opened();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  statusFilterChosen(status: string): void {
    this.statusFilter = status;
    void this.list.firstPage();
  }

  /** Fetched afresh: a payment may have moved since the list was loaded. */
  async viewClicked(payment: AdminPayment): Promise<void> {
    this.detail = payment;
    this.loadingDetail = true;
    const answer = await this.api.payment(payment.id);
    this.detailLoaded(payment.id, answer);
  }

  detailClosed(): void {
    this.detail = null;
  }

  private detailLoaded(id: number, answer: Awaited<ReturnType<AdminPaymentsApi['payment']>>): void {
    if (this.detail?.id !== id) return;
    this.loadingDetail = false;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.detail = answer.value;
    this.list.replaced((row) => row.id === id, answer.value);
  }
}
