import * as z from 'zod/mini';
import type { AdminShippingApi, GovernorateFee } from '../../../application/admin/shipping/AdminShippingApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { type Piasters, poundsFromPiasters } from '@tiara/domain/money';
import type { HttpClient } from '../HttpClient';
import { money } from './adminWireSchemas';

export const governorateFeeSchema: z.ZodMiniType<GovernorateFee> = z.pipe(
  z.object({ governorate_name: z.string(), shipping_fee: z.nullable(money), charged_fee: money }),
  z.transform((wire) => ({ governorate: wire.governorate_name, fee: wire.shipping_fee, chargedFee: wire.charged_fee })),
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
    return this.http.send({
      method: 'PUT',
      path: `/api/admin/shipping-fees/${encodeURIComponent(governorate)}`,
      body: { shipping_fee: poundsFromPiasters(fee) },
      schema: governorateFeeSchema,
    });
  }
}
