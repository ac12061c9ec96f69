import type { PromoCheckRequestJson, PromoUseJson } from '@tiara/contract/promoRequestJson';
import type { PromoApi, PromoCheck, PromoCheckRequest, PromoUsageRequest } from '../../application/promo/PromoApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { HttpClient } from './HttpClient';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';
import { promoCheckSchema } from './schemas/promoSchemas';

export class HttpPromoApi implements PromoApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  validate(request: PromoCheckRequest): Promise<ApiResult<PromoCheck>> {
    const body: PromoCheckRequestJson = { code: request.code, order_amount: poundsFromPiasters(request.orderAmount), user_id: request.userId };
    return this.http.post('/api/PromoCode/validate', body, promoCheckSchema);
  }

  recordUsage(request: PromoUsageRequest): Promise<ApiResult<void>> {
    const body: PromoUseJson = { user_id: request.userId, promo_code_id: request.promoCodeId, order_id: request.orderId, used_at: request.usedAt.toISOString() };
    return this.http.send({ method: 'POST', path: '/api/promocode/createUserUsage', body, schema: ignoredBodySchema, keyed: true });
  }
}
