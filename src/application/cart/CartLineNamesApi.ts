import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** What the things a cart holds are called now, in the reader's language. */
export interface CartItemNames {
  /** By cart id: products, AI plans (plan id + 1,000,000) and trainings (training id + 2,000,000). */
  readonly items: ReadonlyMap<number, string>;
  /** By training package id. */
  readonly packages: ReadonlyMap<number, string>;
}

export interface CartLineNamesApi {
  /**
   * GET /api/cart/lines: the names, in the language the request names, of the cart ids and
   * packages asked about that the shop still offers; anything else is left out. Past the
   * server's limit of ids, the rest are not asked about.
   */
  namesOf(cartIds: readonly number[], packageIds: readonly number[]): Promise<ApiResult<CartItemNames>>;
}

export const CartLineNamesApi: ServiceIdentifier<CartLineNamesApi> = Symbol('CartLineNamesApi');
