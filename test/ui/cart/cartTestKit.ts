import type { CartLine } from '@tiara/domain/cart';
import { CartPagePresenter } from '../../../src/ui/cart/CartPagePresenter';
import { crown, etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit } from '../checkout/checkoutTestKit';

/** The cart page on a cart of `lines`, opened once `prepare` has set the fakes up (the checkout area's fakes: the cart page leads there). */
export function openCart(lines: readonly CartLine[] = [etchGel, crown, proPlan], prepare: (kit: ReturnType<typeof checkoutTestKit>) => void = () => {}) {
  const kit = checkoutTestKit(lines);
  prepare(kit);
  const page = kit.container.get(CartPagePresenter);
  page.opened();
  return { ...kit, page };
}
