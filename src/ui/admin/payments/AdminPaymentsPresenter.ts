import { inject, injectable } from 'inversify';
import { type AdminPayment, AdminPaymentsApi } from '../../../application/admin/payments/AdminPaymentsApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';

/** Admin → Payments: read-only, searched and filtered by status, with a detail view. */
@injectable()
export class AdminPaymentsPresenter {
  search = '';
  statusFilter = '';
  detail: AdminPayment | null = null;
  loadingDetail = false;
  readonly list = new PagedList<AdminPayment>((page) => this.api.list({ ...page, search: this.search, status: this.statusFilter === '' ? undefined : this.statusFilter }));

  constructor(
    @inject(AdminPaymentsApi) private readonly api: AdminPaymentsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false });
  }

  opened(): void {
    void this.list.reload();
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
