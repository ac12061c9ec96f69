import type { Cart } from './Cart';
import { cartItemKindOf } from './CartItemKind';

/**
 * Whether an order of these cart ids has anything to deliver: a product. AI plans and trainings
 * reach the buyer online, so an order of only those needs no delivery address and no shipping.
 * The checkout decides by it what to ask, the shipping fee whether to charge, and the server
 * whether an order must say where it goes.
 */
export function needsDelivery(cartIds: readonly number[]): boolean {
  return cartIds.some((id) => cartItemKindOf(id) === 'product');
}

/** Any product line in the cart: something to ship (`needsDelivery` of its lines). */
export function hasPhysicalItems(cart: Cart): boolean {
  return needsDelivery(cart.lines.map((line) => line.id));
}
