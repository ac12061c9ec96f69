import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { Navigator } from '../../application/shared/Navigator';
import { type CartLine, cartItemKindOf, hasPhysicalItems } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import { DEFAULT_SHIPPING_FEE } from '@tiara/domain/shipping-fee';
import { shownPrice } from '../i18n/shownPrice';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastDurations, ToastPresenter } from '../toast/ToastPresenter';
import { CartPresenter } from './CartPresenter';
import { PromoBoxPresenter } from './PromoBoxPresenter';
import { shownLineName } from './shownLineName';

export interface CartLineView {
  readonly key: string;
  readonly name: string;
  readonly image: string;
  /** 'Item #' with the SKU, or else the id. */
  readonly itemNumber: string;
  readonly price: string;
  readonly quantity: number;
  /** Products link to their page; AI plans and trainings do not. */
  readonly href: string | null;
  readonly canIncrement: boolean;
}

/**
 * The cart page (/cart): the lines with their quantity controls and the summary, with the promo
 * box it composes, to which it tells what the promo is taken from.
 */
@injectable()
export class CartPagePresenter {
  /** The fee last chosen at checkout, read when the page opens. */
  private storedShippingFee: Piasters | null = null;

  constructor(
    @inject(PromoBoxPresenter) readonly promo: PromoBoxPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makePresenterObservable(this, arguments);
  }

  get isEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get lines(): CartLineView[] {
    return this.cart.lines.map((line) => this.lineView(line));
  }

  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: 0, discount: this.promo.discount });
  }

  get subtotalText(): string {
    return shownPrice(this.breakdown.subtotal);
  }

  /** SPEC §2: the Discount row shows only when above 0. */
  get discountText(): string | null {
    return this.breakdown.discount > 0 ? `-${shownPrice(this.breakdown.discount)}` : null;
  }

  get totalText(): string {
    return shownPrice(this.breakdown.total);
  }

  /**
   * What a promo's discount is taken from: subtotal plus shipping (SPEC §9). The cart does not
   * know the governorate yet, so it uses the fee last chosen at checkout, or the default.
   */
  get promoAmount(): Piasters {
    const shipping = hasPhysicalItems(this.cart.cart) ? (this.storedShippingFee ?? DEFAULT_SHIPPING_FEE) : 0;
    return this.breakdown.subtotal + shipping;
  }

  /** The view mounted: the promo box shows the stored promo and keeps it in step with the cart. */
  opened(): void {
    this.storedShippingFee = this.details.shippingFee();
    this.promo.opened(() => this.promoAmount);
  }

  closed(): void {
    this.promo.closed();
  }

  plusClicked(key: string): void {
    if (this.cart.plusClicked(key) === 'stock-limit') {
      this.toasts.error(CheckoutMessages.cart.stockLimit, { position: 'top-center', durationMs: ToastDurations.error });
    }
  }

  minusClicked(key: string): void {
    this.cart.minusClicked(key);
  }

  removeClicked(key: string): void {
    this.cart.removeClicked(key);
  }

  proceedToCheckoutClicked(): void {
    this.navigator.go(ShopPaths.checkout);
  }

  continueShoppingClicked(): void {
    this.navigator.go(ShopPaths.products);
  }

  private lineView(line: CartLine): CartLineView {
    return {
      key: this.cart.keyOf(line),
      name: shownLineName(line),
      image: line.image,
      itemNumber: CheckoutMessages.cart.itemNumber(line.sku ?? line.id),
      price: shownPrice(line.price),
      quantity: line.quantity,
      href: cartItemKindOf(line.id) === 'product' ? ShopPaths.product(line.id) : null,
      canIncrement: this.cart.canIncrement(line),
    };
  }
}
