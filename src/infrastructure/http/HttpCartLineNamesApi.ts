import { CART_LINE_NAMES_MAX_IDS } from '@tiara/contract/cartLineJson';
import type { CartItemNames, CartLineNamesApi } from '../../application/cart/CartLineNamesApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { cartItemNamesSchema } from './schemas/cartLineSchemas';

/** Each id once, as many as the server answers for. */
const idList = (ids: readonly number[]): string => [...new Set(ids)].slice(0, CART_LINE_NAMES_MAX_IDS).join(',');

export class HttpCartLineNamesApi implements CartLineNamesApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  namesOf(cartIds: readonly number[], packageIds: readonly number[]): Promise<ApiResult<CartItemNames>> {
    const query = new URLSearchParams();
    if (cartIds.length > 0) query.set('ids', idList(cartIds));
    if (packageIds.length > 0) query.set('packages', idList(packageIds));
    const search = query.toString();
    return this.http.send({ method: 'GET', path: `/api/cart/lines${search === '' ? '' : `?${search}`}`, schema: cartItemNamesSchema, feature: 'cart-line-names' });
  }
}
