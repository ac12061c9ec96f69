import { inject, injectable } from 'inversify';
import type { StaffOrderDetail } from '../../application/admin/AdminOrdersApi';
import { SalesOrdersApi } from '../../application/sales/SalesOrdersApi';
import { OrderBoard } from '../admin/shared/OrderBoard';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { ToastPresenter } from '../toast/ToastPresenter';

/** /sales/orders: find orders, open one, and mark it Shipped or Delivered (the server offers only those). */
@injectable()
export class SalesOrdersPresenter {
  readonly board: OrderBoard<StaffOrderDetail>;

  constructor(@inject(SalesOrdersApi) api: SalesOrdersApi, @inject(ToastPresenter) toasts: ToastPresenter, @inject(LanguagePresenter) language: LanguagePresenter) {
    this.board = new OrderBoard(api, toasts, language);
  }
}
