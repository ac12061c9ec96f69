import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { Product } from '../catalog/Product';
import { SessionStore } from '../session/SessionStore';
import { OrderHistoryApi } from '../account/OrderHistoryApi';

/** `signed-out`: nobody to ask about; `failed`: the server could not be asked or refused. */
export type BuyAgainError = 'signed-out' | 'failed';

/** The signed-in customer's "Buy again" products: those they order most, still on sale. */
@injectable()
export class LoadBuyAgain {
  private readonly orders: OrderHistoryApi;
  private readonly session: SessionStore;

  constructor(@inject(OrderHistoryApi) orders: OrderHistoryApi, @inject(SessionStore) session: SessionStore) {
    this.orders = orders;
    this.session = session;
  }

  async execute(): Promise<Result<readonly Product[], BuyAgainError>> {
    const { userId } = this.session.current();
    if (userId === null) return fail('signed-out');
    const answer = await this.orders.buyAgain(userId);
    if (!answer.ok) return fail('failed');
    // A backend that answers more than the catalogue shows must not bring inactive products back.
    return ok(answer.value.filter((product) => product.isActive));
  }
}
