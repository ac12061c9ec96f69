import type { ServiceIdentifier } from 'inversify';
import type { Cart } from '@tiara/domain/cart';

/** Where the cart survives reloads (SPEC §3: browser storage under the key `cart`). */
export interface CartStore {
  /** The stored cart; a missing, corrupt or foreign value reads as an empty cart. */
  load(): Cart;
  save(cart: Cart): void;
  /** Called with the new cart when another tab changes it. Returns the unsubscribe function. */
  onExternalChange(listener: (cart: Cart) => void): () => void;
}

export const CartStore: ServiceIdentifier<CartStore> = Symbol('CartStore');
