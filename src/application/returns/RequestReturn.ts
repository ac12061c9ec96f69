import { inject, injectable } from 'inversify';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import type { ApiResult } from '../shared/ApiResult';
import type { NewReturn, OrderReturn, OrderReturnsApi } from './OrderReturnsApi';

/**
 * Sends a report of a problem or a return request on a delivered order. The server checks it
 * against the policy's windows and what may still be asked back, and refuses in the reader's
 * language what it cannot take.
 */
@injectable()
export class RequestReturn {
  private readonly api: OrderReturnsApi;

  constructor(@inject(OrderDetailApi) api: OrderReturnsApi) {
    this.api = api;
  }

  execute(orderId: number, request: NewReturn): Promise<ApiResult<OrderReturn>> {
    return this.api.requestReturn(orderId, { ...request, note: request.note.trim() });
  }
}
