import type { NewOrderJson } from '@tiara/contract/newOrderJson';
import type { OrderApi } from '../../application/orders/OrderApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { OrderPayload, PaymentOutcome } from '@tiara/domain/checkout';
import { fail } from '@tiara/domain/result';
import { type HttpClient, HttpMessages } from './HttpClient';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';
import { createdOrderSchema } from './schemas/orderSchemas';

const CREATED = 201;

export class HttpOrderApi implements OrderApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async create(payload: OrderPayload): Promise<ApiResult<number>> {
    const body: NewOrderJson = payload;
    const result = await this.http.send({ method: 'POST', path: '/api/order/create', body, schema: createdOrderSchema, expect: [CREATED], keyed: true });
    // SPEC §4: only a 201 creates an order; any other success is an answer this page cannot trust.
    if (!result.ok && result.error.status !== null && result.error.status >= 200 && result.error.status < 300) {
      return fail({ kind: 'invalid-response', status: result.error.status, code: 'invalid_response', message: HttpMessages.invalidResponse });
    }
    return result;
  }

  confirm(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>> {
    return this.http.post(`/api/order/confirmOrder/${encodeURIComponent(orderReference)}/${outcome}`, undefined, ignoredBodySchema);
  }
}
