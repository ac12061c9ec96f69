import type { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import type { PlaceOrderError, PlaceOrderOutcome } from '../../application/orders/PlaceOrder';
import type { Navigator } from '../../application/shared/Navigator';
import type { Result } from '@tiara/domain/result';
import type { CartPresenter } from '../cart/CartPresenter';
import { clearCartAndPromo } from '../cart/clearCartAndPromo';
import { CheckoutRuleMessages } from '../messages/CheckoutRuleMessages';

/**
 * Where an order's answer leads, from either checkout: a placed order empties the cart and the
 * promo and opens its confirmation; a card order leaves for the gateway's page (its caller's
 * spinner stays until the browser has gone). Answers the message to show if the order was refused.
 */
export function followOrderOutcome(
  result: Result<PlaceOrderOutcome, PlaceOrderError>,
  { cart, details, navigator }: { readonly cart: CartPresenter; readonly details: CheckoutDetailsStore; readonly navigator: Navigator },
): string | null {
  if (!result.ok) {
    const { problem, detail } = result.error;
    return problem === null ? detail : `${CheckoutRuleMessages[problem]}${detail}`;
  }
  if (result.value.kind === 'placed') {
    clearCartAndPromo(cart, details);
    navigator.go(result.value.confirmationPath);
  } else {
    navigator.leaveFor(result.value.checkoutUrl);
  }
  return null;
}
