import type { OrderHistoryApi, PastOrder } from '../../../../src/application/account/OrderHistoryApi';
import type { Product } from '../../../../src/application/catalog/Product';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/**
 * Each customer's past orders in memory, kept newest first (`history`, by user id), and the
 * products the shop offers them to buy again (`buyAgainOf`). The users asked about are kept.
 */
export class FakeOrderHistoryApi extends FakeApi implements OrderHistoryApi {
  readonly calls: number[] = [];
  readonly buyAgainCalls: number[] = [];
  readonly history = new Map<number, PastOrder[]>();
  readonly buyAgainOf = new Map<number, Product[]>();

  ordersOf(userId: number): Promise<ApiResult<PastOrder[]>> {
    this.calls.push(userId);
    return this.respond('ordersOf', `ordersOf ${userId}`, () => ok(this.history.get(userId) ?? []));
  }

  buyAgain(userId: number): Promise<ApiResult<Product[]>> {
    this.buyAgainCalls.push(userId);
    return this.respond('buyAgain', `buyAgain ${userId}`, () => ok(this.buyAgainOf.get(userId) ?? []));
  }
}
