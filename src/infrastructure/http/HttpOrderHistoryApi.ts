import type { OrderHistoryApi, PastOrder } from '../../application/account/OrderHistoryApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { orderHistorySchema } from './schemas/orderHistorySchemas';

export class HttpOrderHistoryApi implements OrderHistoryApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  ordersOf(userId: number): Promise<ApiResult<PastOrder[]>> {
    return this.http.get(`/api/order/user/${userId}`, orderHistorySchema);
  }
}
