import type { ServiceIdentifier } from 'inversify';
import type { Product } from '../catalog/Product';
import type { ApiResult } from '../shared/ApiResult';

export interface BuyAgainApi {
  /** GET /api/order/user/{userId}/buy-again: the products the customer orders most, best first, as the catalogue shows them. */
  productsFor(userId: number): Promise<ApiResult<Product[]>>;
}

export const BuyAgainApi: ServiceIdentifier<BuyAgainApi> = Symbol('BuyAgainApi');
