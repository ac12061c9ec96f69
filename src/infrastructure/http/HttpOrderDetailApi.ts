import type { OrderDetail, OrderDetailApi } from '../../application/orders/OrderDetailApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { orderDetailSchema } from './schemas/orderDetailSchemas';

export class HttpOrderDetailApi implements OrderDetailApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  order(orderId: number): Promise<ApiResult<OrderDetail>> {
    return this.http.get(`/api/order/${orderId}`, orderDetailSchema);
  }
}
