import type { ApiResult } from '../../application/shared/ApiResult';
import type { StoreCredit, StoreCreditApi } from '../../application/store-credit/StoreCreditApi';
import type { HttpClient } from './HttpClient';
import { storeCreditSchema } from './schemas/storeCreditSchemas';

export class HttpStoreCreditApi implements StoreCreditApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  mine(): Promise<ApiResult<StoreCredit>> {
    return this.http.send({ method: 'GET', path: '/api/store-credit', schema: storeCreditSchema, feature: 'store-credit' });
  }
}
