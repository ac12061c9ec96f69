import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import type { OrderQueryJson } from '@tiara/contract/staff/orderRequestJson';
import type { AdminOrderDetail, AdminOrdersApi, OrderFilter, StaffOrderSummary, StatusChange } from '../../../application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import type { HttpClient } from '../HttpClient';
import { csvSchema, pageSchema, queryOf } from './adminWireSchemas';
import { adminOrderDetailSchema, orderSummarySchema, statusChangeBody, statusChangeSchema } from './staffOrderSchemas';

const orderPageSchema = pageSchema(orderSummarySchema);

/** /api/admin/orders over the staff-token client. */
export class HttpAdminOrdersApi implements AdminOrdersApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  orders(filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>> {
    return this.http.get(`/api/admin/orders${queryOf<OrderQueryJson & PageQueryJson>({ search: filter.search.trim(), status: filter.status, page: page.page, per_page: page.perPage })}`, orderPageSchema);
  }

  order(id: number): Promise<ApiResult<AdminOrderDetail>> {
    return this.http.get(`/api/admin/orders/${id}`, adminOrderDetailSchema);
  }

  changeStatus(id: number, status: OrderStatus, shipment?: Shipment): Promise<ApiResult<StatusChange>> {
    return this.http.send({ method: 'PUT', path: `/api/admin/orders/${id}/status`, body: statusChangeBody(status, shipment), schema: statusChangeSchema });
  }

  exportCsv(filter: OrderFilter): Promise<ApiResult<string>> {
    return this.http.get(`/api/admin/orders/export${queryOf<OrderQueryJson>({ search: filter.search.trim(), status: filter.status })}`, csvSchema);
  }
}
