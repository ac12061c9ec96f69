import type { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';
import type { HttpClient } from './HttpClient';
import { shippingFeesSchema } from './schemas/shippingSchemas';

export class HttpShippingFeeApi implements ShippingFeeApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  fees(): Promise<ApiResult<ShippingFeeRecord[]>> {
    return this.http.get('/api/ShippingFees', shippingFeesSchema);
  }
}
