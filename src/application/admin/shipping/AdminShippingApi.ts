import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../../shared/ApiResult';

export interface GovernorateFee {
  readonly governorate: string;
  /** As stored; null or 0 makes the checkout charge the default fee. */
  readonly fee: Piasters | null;
  /** What the checkout charges for this governorate. */
  readonly chargedFee: Piasters;
}

/** /api/admin/shipping-fees: one fee per governorate. */
export interface AdminShippingApi {
  fees(): Promise<ApiResult<GovernorateFee[]>>;
  setFee(governorate: string, fee: Piasters): Promise<ApiResult<GovernorateFee>>;
}

export const AdminShippingApi: ServiceIdentifier<AdminShippingApi> = Symbol('AdminShippingApi');
