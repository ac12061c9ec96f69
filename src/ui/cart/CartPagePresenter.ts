import { inject, injectable } from 'inversify';
import { Navigator } from '../../application/shared/Navigator';
import { type CartLine, cartItemKindOf } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import { shownPrice } from '../i18n/shownPrice';
import { CartTotalsMessages } from '../messages/CartTotalsMessages';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastDurations, ToastPresenter } from '../toast/ToastPresenter';
import { CartLineNamesPresenter } from './CartLineNamesPresenter';
import { CartPresenter } from './CartPresenter';
import { CartShippingPresenter } from './CartShippingPresenter';
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
 * The cart page (/cart): the lines with their quantity controls and the summary (SPEC §2's
 * Subtotal, Discount and Total, with the shipping estimate between them so that they add up to
 * what the order will cost), with the promo box and the shipping estimate it composes; it tells
 * the promo box what the promo is taken from.
 */
@injectable()
export class CartPagePresenter {
  /** Stops naming the lines afresh when the page closes. */
  private stopNaming: () => void = () => {};

  constructor(
    @inject(PromoBoxPresenter) readonly promo: PromoBoxPresenter,
    @inject(CartShippingPresenter) readonly shipping: CartShippingPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CartLineNamesPresenter) private readonly names: CartLineNamesPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makePresenterObservable<CartPagePresenter, 'stopNaming'>(this, arguments, { stopNaming: false });
  }

  get isEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get lines(): CartLineView[] {
    return this.cart.lines.map((line) => this.lineView(line));
  }

  /** What the order will cost, by the rule the checkout and the server price it with (SPEC §9). */
  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: this.shipping.fee, discount: this.promo.discount });
  }

  get subtotalText(): string {
    return shownPrice(this.breakdown.subtotal);
  }

  /** 'Shipping (Cairo)': the estimate is for the governorate shown. */
  get shippingLabel(): string {
    return CartTotalsMessages.shippingTo(this.shipping.governorateText);
  }

  /** None when nothing is delivered. */
  get shippingText(): string | null {
    return this.shipping.delivers ? shownPrice(this.breakdown.shipping) : null;
  }

  /** SPEC §2: the Discount row shows only when above 0. */
  get discountText(): string | null {
    return this.breakdown.discount > 0 ? `-${shownPrice(this.breakdown.discount)}` : null;
  }

  /** SPEC's Total, read with the shipping line: the amount to pay. */
  get totalText(): string {
    return shownPrice(this.breakdown.total);
  }

  /** What a promo's discount is taken from: subtotal plus shipping (SPEC §9). */
  get promoAmount(): Piasters {
    return this.breakdown.subtotal + this.breakdown.shipping;
  }

  /** Under the Discount line: what it was taken from. */
  get promoBaseText(): string | null {
    if (this.breakdown.discount === 0) return null;
    const amount = shownPrice(this.promoAmount);
    return this.shipping.delivers ? CartTotalsMessages.promoTakenFrom(amount) : CartTotalsMessages.promoTakenFromSubtotal(amount);
  }

  /** The view mounted: the shipping estimate and its fees, the stored promo kept in step with the cart, and the lines named in the reader's language. */
  opened(): void {
    this.shipping.opened();
    this.promo.opened(() => this.promoAmount);
    this.stopNaming = this.names.shown();
  }

  closed(): void {
    this.promo.closed();
    this.stopNaming();
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
