import type { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import type { CartPresenter } from './CartPresenter';

/** SPEC §4: clearing the cart also clears the promo code. */
export function clearCartAndPromo(cart: CartPresenter, details: CheckoutDetailsStore): void {
  cart.cleared();
  details.clearPromo();
}
