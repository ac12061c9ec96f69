import type { OrderHistoryApi, PastOrder } from '../../application/account/OrderHistoryApi';
import type { Product } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { productListSchema } from './schemas/catalogSchemas';
import { orderHistorySchema } from './schemas/orderHistorySchemas';

export class HttpOrderHistoryApi implements OrderHistoryApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  ordersOf(userId: number): Promise<ApiResult<PastOrder[]>> {
    return this.http.get(`/api/order/user/${userId}`, orderHistorySchema);
  }

  buyAgain(userId: number): Promise<ApiResult<Product[]>> {
    return this.http.send({ method: 'GET', path: `/api/order/user/${userId}/buy-again`, schema: productListSchema, feature: 'buy-again' });
  }
}
