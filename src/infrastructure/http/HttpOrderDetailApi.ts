import type { OrderDetail, OrderDetailApi } from '../../application/orders/OrderDetailApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { HttpOrderReturnsApi } from './HttpOrderReturnsApi';
import { orderDetailSchema } from './schemas/orderDetailSchemas';

/** The order page's calls: the order, and (inherited) its returns. */
export class HttpOrderDetailApi extends HttpOrderReturnsApi implements OrderDetailApi {
  order(orderId: number): Promise<ApiResult<OrderDetail>> {
    return this.http.send({ method: 'GET', path: `/api/order/${orderId}`, schema: orderDetailSchema, feature: 'order-page' });
  }
}
