import { inject, injectable } from 'inversify';
import { type AdminOrderDetail, AdminOrdersApi } from '../../../application/admin/AdminOrdersApi';
import { AdminOrderRefundsApi } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import { LanguagePresenter } from '../../i18n/LanguagePresenter';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { CsvDownload } from '../shared/CsvDownload';
import { OrderBoard } from '../shared/OrderBoard';
import { staffDateTime } from '../shared/StaffFormats';
import { isStaffOrderPaid } from '../shared/staffOrderPayment';
import { OrderRefunds } from './OrderRefunds';

/** /admin/orders: search, status filter, detail with items, payments, refunds and customer, lifecycle moves, CSV export. */
@injectable()
export class OrdersPresenter {
  readonly board = new OrderBoard<AdminOrderDetail>(this.api, this.toasts, this.language);
  readonly refunds = new OrderRefunds(this.refundsApi, this.toasts, this.board);

  constructor(
    @inject(AdminOrdersApi) private readonly api: AdminOrdersApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(CsvDownload) readonly csv: CsvDownload,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
    @inject(AdminOrderRefundsApi) private readonly refundsApi: AdminOrderRefundsApi,
  ) {
    makePresenterObservable(this, arguments, { board: false, refunds: false });
  }

  /** Whether money came in for the opened order, refunded since or not, as the server reads it: its invoice needs it. */
  get detailPaid(): boolean {
    const detail = this.board.detail;
    return detail !== null && isStaffOrderPaid(detail);
  }

  /**
   * Above the opened order's gateway payments: the store credit it was paid with, which the gateway
   * never saw, or that nothing was paid at all; null when its card payments say it all.
   */
  get paymentsNote(): string | null {
    const detail = this.board.detail;
    if (detail === null) return null;
    if (detail.storeCredit > 0) return AdminMessages.orders.paidWithStoreCredit(shownPrice(detail.storeCredit));
    return detail.payments.length === 0 ? AdminMessages.orders.noPayments : null;
  }

  /** Under that note: the store credit the opened order spent, given back to the customer when it ended unfulfilled; null otherwise. */
  get storeCreditGivenBackNote(): string | null {
    const givenBack = this.board.detail?.storeCreditGivenBack ?? null;
    return givenBack && AdminMessages.orders.storeCreditGivenBack(shownPrice(givenBack.amount), staffDateTime(givenBack.at));
  }

  /** The screen appeared: its orders are read, and the opened order's refunds follow it, until it closes. */
  opened(): Promise<void> {
    this.refunds.opened();
    return this.board.opened();
  }

  closed(): void {
    this.board.closed();
    this.refunds.closed();
  }

  /** The orders the current search and status filter match, as the server's CSV. */
  exportClicked(): Promise<void> {
    const filter = this.board.filter;
    return this.csv.download('orders', () => this.api.exportCsv(filter));
  }
}
