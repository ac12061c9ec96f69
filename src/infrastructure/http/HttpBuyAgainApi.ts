import type { Product } from '../../application/catalog/Product';
import type { BuyAgainApi } from '../../application/order-again/BuyAgainApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { productListSchema } from './schemas/catalogSchemas';

export class HttpBuyAgainApi implements BuyAgainApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  productsFor(userId: number): Promise<ApiResult<Product[]>> {
    return this.http.get(`/api/order/user/${userId}/buy-again`, productListSchema);
  }
}
