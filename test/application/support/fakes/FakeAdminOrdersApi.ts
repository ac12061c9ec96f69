import type { AdminOrderDetail, AdminOrdersApi, OrderFilter } from '../../../../src/application/admin/AdminOrdersApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { Role } from '@tiara/domain/access';
import { type OrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import { poundsFromPiasters } from '@tiara/domain/money';
import { ok } from '@tiara/domain/result';
import { csvOf } from './csvOf';
import { FakeStaffOrdersApi } from './FakeStaffOrdersApi';

/**
 * The back office's orders (see FakeStaffOrdersApi): every move of the lifecycle, the payments
 * in an order's detail, and the CSV export of the orders a filter matches (`csvFile` instead,
 * when a test gives the file the server made).
 */
export class FakeAdminOrdersApi extends FakeStaffOrdersApi<AdminOrderDetail> implements AdminOrdersApi {
  csvFile: string | null = null;

  constructor(book = new Map<number, AdminOrderDetail>(), signedInAs: Role = 'Admin') {
    super(book, 'admin', signedInAs);
  }

  exportCsv(filter: OrderFilter): Promise<ApiResult<string>> {
    this.filters.push(filter);
    return this.respond('exportCsv', 'exportCsv', () =>
      ok(this.csvFile ?? csvOf(['Order ID', 'Status', 'Customer', 'Email', 'Total (EGP)'], this.matching(filter).map((order) => [order.id, order.status, order.customer.name, order.customer.email, poundsFromPiasters(order.total).toFixed(2)]))),
    );
  }

  protected movesFrom(status: OrderStatus): readonly OrderStatus[] {
    return nextOrderStatuses(status);
  }

  protected areaRefusal(): null {
    return null;
  }

  protected detailOf(order: AdminOrderDetail): AdminOrderDetail {
    return order;
  }
}
