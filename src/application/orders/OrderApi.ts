import type { ServiceIdentifier } from 'inversify';
import type { OrderPayload, PaymentOutcome } from '@tiara/domain/checkout';
import type { ApiResult } from '../shared/ApiResult';

/** The order calls of SPEC §7 that checkout and payment confirmation make. */
export interface OrderApi {
  /** POST /api/order/create; only a 201 with an `orderid` counts. Answers the new order's id. */
  create(payload: OrderPayload): Promise<ApiResult<number>>;
  /** POST /api/order/confirmOrder/{orderId}/{outcome}; the id may be an order reference. */
  confirm(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>>;
}

export const OrderApi: ServiceIdentifier<OrderApi> = Symbol('OrderApi');
