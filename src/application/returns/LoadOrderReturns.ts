import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import { SessionStore } from '../session/SessionStore';
import type { OrderReturns, OrderReturnsApi } from './OrderReturnsApi';

/**
 * `not-offered`: nothing to show (nobody signed in, an id naming no order, or a backend that keeps
 * to SPEC and has no returns); `failed`: the shop could not be asked or failed.
 */
export type OrderReturnsError = 'not-offered' | 'failed';

/** The returns, refunds and credit notes of one of the signed-in customer's orders, as the server has them now. */
@injectable()
export class LoadOrderReturns {
  private readonly api: OrderReturnsApi;
  private readonly session: SessionStore;

  constructor(@inject(OrderDetailApi) api: OrderReturnsApi, @inject(SessionStore) session: SessionStore) {
    this.api = api;
    this.session = session;
  }

  async execute(orderId: number): Promise<Result<OrderReturns, OrderReturnsError>> {
    if (this.session.current().userId === null || !Number.isSafeInteger(orderId) || orderId <= 0) return fail('not-offered');
    const answer = await this.api.orderReturns(orderId);
    if (answer.ok) return ok(answer.value);
    const { kind } = answer.error;
    return fail(kind === 'not-offered' || kind === 'not-found' || kind === 'forbidden' || kind === 'unauthorized' ? 'not-offered' : 'failed');
  }
}
