import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { OrderHistoryApi, type PastOrder } from '../account/OrderHistoryApi';
import { AccountSessionStore } from '../session/AccountSessionStore';
import { type OrderDetail, OrderDetailApi } from './OrderDetailApi';

/** `signed-out`: nobody to ask for; `not-found`: no such order of this customer; `failed`: the server could not be asked or failed. */
export type OrderDetailError = 'signed-out' | 'not-found' | 'failed';

/**
 * The order as its page can show it: `detail`, this server's whole page (payment, address, history);
 * `summary`, SPEC §3's order as read back (date, items, total, status), from a backend without it.
 */
export type OrderPageContent = { readonly kind: 'detail'; readonly order: OrderDetail } | { readonly kind: 'summary'; readonly order: PastOrder };

/** One of the signed-in customer's orders, as the server has it now (its status moves, so it is never cached). */
@injectable()
export class LoadOrderDetail {
  private readonly orders: OrderDetailApi;
  private readonly history: OrderHistoryApi;
  private readonly session: AccountSessionStore;

  constructor(@inject(OrderDetailApi) orders: OrderDetailApi, @inject(OrderHistoryApi) history: OrderHistoryApi, @inject(AccountSessionStore) session: AccountSessionStore) {
    this.orders = orders;
    this.history = history;
    this.session = session;
  }

  async execute(orderId: number): Promise<Result<OrderPageContent, OrderDetailError>> {
    const { userId } = this.session.current();
    if (userId === null) return fail('signed-out');
    if (!Number.isSafeInteger(orderId) || orderId <= 0) return fail('not-found');
    const answer = await this.orders.order(orderId);
    if (answer.ok) return ok({ kind: 'detail', order: answer.value });
    if (answer.error.kind === 'not-offered') return this.summaryOf(userId, orderId);
    if (answer.error.kind === 'unauthorized') return fail('signed-out');
    // Someone else's order is as absent as one that does not exist: the page says the same for both.
    return fail(answer.error.kind === 'not-found' || answer.error.kind === 'forbidden' || answer.error.kind === 'rejected' ? 'not-found' : 'failed');
  }

  /** A backend without the order's page (one that keeps only to SPEC §7): the order from SPEC's list of the customer's orders. */
  private async summaryOf(userId: number, orderId: number): Promise<Result<OrderPageContent, OrderDetailError>> {
    const answer = await this.history.ordersOf(userId);
    if (!answer.ok) return fail(answer.error.kind === 'unauthorized' ? 'signed-out' : 'failed');
    const order = answer.value.find((candidate) => candidate.id === orderId);
    return order ? ok({ kind: 'summary', order }) : fail('not-found');
  }
}
