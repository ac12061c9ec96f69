import { inject, injectable } from 'inversify';
import { type AdminOrderDetail, AdminOrdersApi } from '../../../application/admin/AdminOrdersApi';
import { LanguagePresenter } from '../../i18n/LanguagePresenter';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { CsvDownload } from '../shared/CsvDownload';
import { OrderBoard } from '../shared/OrderBoard';

/** /admin/orders: search, status filter, detail with items, payments and customer, lifecycle moves, CSV export. */
@injectable()
export class OrdersPresenter {
  readonly board = new OrderBoard<AdminOrderDetail>(this.api, this.toasts, this.language);

  constructor(
    @inject(AdminOrdersApi) private readonly api: AdminOrdersApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(CsvDownload) readonly csv: CsvDownload,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
  ) {
    makePresenterObservable(this, arguments, { board: false });
  }

  /** The orders the current search and status filter match, as the server's CSV. */
  exportClicked(): Promise<void> {
    const filter = this.board.filter;
    return this.csv.download('orders', () => this.api.exportCsv(filter));
  }
}
