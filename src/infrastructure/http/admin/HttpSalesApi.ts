import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import type { OrderQueryJson } from '@tiara/contract/staff/orderRequestJson';
import type { OrderFilter, StaffOrderDetail, StaffOrderSummary, StatusChange } from '../../../application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { SalesOrdersApi } from '../../../application/sales/SalesOrdersApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import type { HttpClient } from '../HttpClient';
import { pageSchema, queryOf } from './adminWireSchemas';
import { orderDetailSchema, orderSummarySchema, statusChangeBody, statusChangeSchema } from './staffOrderSchemas';

const orderPageSchema = pageSchema(orderSummarySchema);

/** /api/sales/orders over the sales-token client: no payments, fulfilment moves only. */
export class HttpSalesApi implements SalesOrdersApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  orders(filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>> {
    return this.http.get(`/api/sales/orders${queryOf<OrderQueryJson & PageQueryJson>({ search: filter.search.trim(), status: filter.status, page: page.page, per_page: page.perPage })}`, orderPageSchema);
  }

  order(id: number): Promise<ApiResult<StaffOrderDetail>> {
    return this.http.get(`/api/sales/orders/${id}`, orderDetailSchema);
  }

  changeStatus(id: number, status: OrderStatus, shipment?: Shipment): Promise<ApiResult<StatusChange>> {
    return this.http.send({ method: 'PUT', path: `/api/sales/orders/${id}/status`, body: statusChangeBody(status, shipment), schema: statusChangeSchema });
  }
}
