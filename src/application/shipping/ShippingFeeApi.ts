import type { ServiceIdentifier } from 'inversify';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';
import type { ApiResult } from '../shared/ApiResult';

/** GET /api/ShippingFees: the fee of each governorate, as the admin maintains them. */
export interface ShippingFeeApi {
  fees(): Promise<ApiResult<ShippingFeeRecord[]>>;
}

export const ShippingFeeApi: ServiceIdentifier<ShippingFeeApi> = Symbol('ShippingFeeApi');
