import type { OrderDetail, OrderDetailApi } from '../../../../src/application/orders/OrderDetailApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { orderNotFound } from './FakeOrderApi';
import { FakeOrderReturnsApi } from './FakeOrderReturnsApi';

/**
 * The signed-in customer's orders in memory, by id (`orders`); any other id is not found. The ids
 * asked are kept. Their returns are the inherited fake's, as the order page's adapter serves both.
 */
export class FakeOrderDetailApi extends FakeOrderReturnsApi implements OrderDetailApi {
  readonly calls: number[] = [];
  readonly orders = new Map<number, OrderDetail>();

  order(orderId: number): Promise<ApiResult<OrderDetail>> {
    this.calls.push(orderId);
    return this.respond('order', `order ${orderId}`, () => {
      const order = this.orders.get(orderId);
      return order ? ok(order) : fail(orderNotFound(orderId));
    });
  }
}
