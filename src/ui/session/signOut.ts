import type { AccountSessionStore } from '../../application/session/AccountSessionStore';
import type { CartPresenter } from '../cart/CartPresenter';

/**
 * SPEC §4 logout and session expiry: local storage is cleared and reset to the signed-out values.
 * The cart lives in that storage, so the page's cart is emptied too, or its next change would
 * write the old lines back.
 */
export function signOut(session: AccountSessionStore, cart: CartPresenter): void {
  session.cleared();
  cart.cleared();
}
