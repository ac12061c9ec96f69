import { inject, injectable } from 'inversify';
import { type AdminOrderDetail, AdminOrdersApi } from '../../../application/admin/AdminOrdersApi';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { CsvDownload } from '../shared/CsvDownload';
import { OrderBoard } from '../shared/OrderBoard';

/** /admin/orders: search, status filter, detail with items, payments and customer, lifecycle moves, CSV export. */
@injectable()
export class OrdersPresenter {
  readonly board: OrderBoard<AdminOrderDetail>;
  readonly csv: CsvDownload;
  private readonly api: AdminOrdersApi;

  constructor(@inject(AdminOrdersApi) api: AdminOrdersApi, @inject(ToastPresenter) toasts: ToastPresenter, @inject(CsvDownload) csv: CsvDownload) {
    this.api = api;
    this.csv = csv;
    this.board = new OrderBoard(api, toasts);
  }

  /** The orders the current search and status filter match, as the server's CSV. */
  exportClicked(): Promise<void> {
    const filter = this.board.filter;
    return this.csv.download('orders', () => this.api.exportCsv(filter));
  }
}
