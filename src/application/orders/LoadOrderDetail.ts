import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AccountSessionStore } from '../session/AccountSessionStore';
import { type OrderDetail, OrderDetailApi } from './OrderDetailApi';

/** `signed-out`: nobody to ask for; `not-found`: no such order of this customer; `failed`: the server could not be asked or failed. */
export type OrderDetailError = 'signed-out' | 'not-found' | 'failed';

/** One of the signed-in customer's orders, as the server has it now (its status moves, so it is never cached). */
@injectable()
export class LoadOrderDetail {
  private readonly orders: OrderDetailApi;
  private readonly session: AccountSessionStore;

  constructor(@inject(OrderDetailApi) orders: OrderDetailApi, @inject(AccountSessionStore) session: AccountSessionStore) {
    this.orders = orders;
    this.session = session;
  }

  async execute(orderId: number): Promise<Result<OrderDetail, OrderDetailError>> {
    if (this.session.current().userId === null) return fail('signed-out');
    if (!Number.isSafeInteger(orderId) || orderId <= 0) return fail('not-found');
    const answer = await this.orders.order(orderId);
    if (answer.ok) return ok(answer.value);
    if (answer.error.kind === 'unauthorized') return fail('signed-out');
    // Someone else's order is as absent as one that does not exist: the page says the same for both.
    return fail(answer.error.kind === 'not-found' || answer.error.kind === 'forbidden' || answer.error.kind === 'rejected' ? 'not-found' : 'failed');
  }
}
