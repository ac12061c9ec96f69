import type { AdminOrderDetail, StaffOrderDetail } from '../../../../src/application/admin/AdminOrdersApi';
import type { SalesOrdersApi } from '../../../../src/application/sales/SalesOrdersApi';
import type { ApiFailure } from '../../../../src/application/shared/ApiResult';
import type { Role } from '@tiara/domain/access';
import { type OrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { refusal } from './FakeApi';
import { FakeStaffOrdersApi } from './FakeStaffOrdersApi';

/** The moves the sales desk makes: it fulfils orders, never cancels or fails them. */
const FULFILMENT: readonly OrderStatus[] = ['Shipped', 'Delivered'];

/**
 * The sales desk's orders (see FakeStaffOrdersApi): an order's detail without its payments, and
 * only the fulfilment moves, a move beyond them refused as the desk's API refuses a status it
 * does not take (400).
 */
export class FakeSalesOrdersApi extends FakeStaffOrdersApi<StaffOrderDetail> implements SalesOrdersApi {
  constructor(book = new Map<number, AdminOrderDetail>(), signedInAs: Role = 'Sales') {
    super(book, 'sales', signedInAs);
  }

  protected movesFrom(status: OrderStatus): readonly OrderStatus[] {
    return nextOrderStatuses(status).filter((next) => FULFILMENT.includes(next));
  }

  protected areaRefusal(to: OrderStatus): ApiFailure | null {
    return FULFILMENT.includes(to) ? null : refusal(400, 'bad_request', serverAdminMessagesEn.salesMoveNotAllowed);
  }

  protected detailOf({ payments: _payments, ...order }: AdminOrderDetail): StaffOrderDetail {
    return order;
  }
}
