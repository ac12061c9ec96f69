import type { PaymentIntentionJson } from '@tiara/contract/paymentJson';
import type { PaymentApi } from '../../application/payments/PaymentApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { PaymentIntentionPayload, PaymentOutcome } from '@tiara/domain/checkout';
import type { HttpClient } from './HttpClient';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';
import { checkoutUrlSchema } from './schemas/paymentSchemas';

export class HttpPaymentApi implements PaymentApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  createIntention(payload: PaymentIntentionPayload): Promise<ApiResult<string>> {
    return this.http.send({ method: 'POST', path: '/api/payment/create-intention', body: payload satisfies PaymentIntentionJson, schema: checkoutUrlSchema, keyed: true });
  }

  reportStatus(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>> {
    return this.http.post(`/api/payment/payment-status/${encodeURIComponent(orderReference)}/${outcome}`, undefined, ignoredBodySchema);
  }
}
