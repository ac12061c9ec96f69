import type { ServiceIdentifier } from 'inversify';
import type { PaymentIntentionPayload, PaymentOutcome } from '@tiara/domain/checkout';
import type { ApiResult } from '../shared/ApiResult';

/** The payment calls of SPEC §7. */
export interface PaymentApi {
  /** POST /api/payment/create-intention; answers the gateway's checkout URL to send the browser to. */
  createIntention(payload: PaymentIntentionPayload): Promise<ApiResult<string>>;
  /** POST /api/payment/payment-status/{orderId}/{outcome} after the gateway sent the customer back. */
  reportStatus(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>>;
}

export const PaymentApi: ServiceIdentifier<PaymentApi> = Symbol('PaymentApi');
