import * as z from 'zod/mini';
import { ShippingFeeJson } from '@tiara/contract/staff/shopJson';
import type { NewShippingFeeJson } from '@tiara/contract/staff/shopRequestJson';
import { type Piasters, piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import type { AdminShippingApi, GovernorateFee } from '../../../application/admin/shipping/AdminShippingApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

export const governorateFeeSchema: z.ZodMiniType<GovernorateFee> = z.pipe(
  ShippingFeeJson,
  z.transform((wire) => ({
    governorate: wire.governorate_name,
    fee: wire.shipping_fee === null ? null : piastersFromPounds(wire.shipping_fee),
    chargedFee: piastersFromPounds(wire.charged_fee),
  })),
);

/** /api/admin/shipping-fees. */
export class HttpAdminShippingApi implements AdminShippingApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  fees(): Promise<ApiResult<GovernorateFee[]>> {
    return this.http.get('/api/admin/shipping-fees', z.array(governorateFeeSchema));
  }

  setFee(governorate: string, fee: Piasters): Promise<ApiResult<GovernorateFee>> {
    const body: NewShippingFeeJson = { shipping_fee: poundsFromPiasters(fee) };
    return this.http.send({ method: 'PUT', path: `/api/admin/shipping-fees/${encodeURIComponent(governorate)}`, body, schema: governorateFeeSchema });
  }
}
