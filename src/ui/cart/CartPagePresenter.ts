import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { type AppliedPromo, CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { ApplyPromoCode, type PromoApplied, type PromoRefusal } from '../../application/promo/ApplyPromoCode';
import { RefreshPromo } from '../../application/promo/RefreshPromo';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { type CartLine, cartItemKindOf, hasPhysicalItems } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import type { Result } from '@tiara/domain/result';
import { DEFAULT_SHIPPING_FEE } from '@tiara/domain/shipping-fee';
import { shownPrice } from '../i18n/shownPrice';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastDurations, ToastPresenter } from '../toast/ToastPresenter';
import { promoRefusalMessage } from '../messages/PromoMessages';
import { CartPresenter } from './CartPresenter';
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

export interface PromoNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** A cart change settles for this long before a stored promo is checked again, so a burst of clicks makes one call. */
export const PROMO_REFRESH_DELAY_MS = 500;

/** The cart page (/cart): the lines with their quantity controls, the summary and the promo box. */
@injectable()
export class CartPagePresenter {
  promoInput = '';
  promo: AppliedPromo | null = null;
  promoNotice: PromoNotice | null = null;
  applyingPromo = false;
  /** The fee last chosen at checkout, read when the page opens. */
  private storedShippingFee: Piasters | null = null;
  private stopWatching: (() => void) | null = null;
  private cancelRefresh: (() => void) | null = null;

  constructor(
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ApplyPromoCode) private readonly applyPromoCode: ApplyPromoCode,
    @inject(RefreshPromo) private readonly refreshPromo: RefreshPromo,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<CartPagePresenter, 'stopWatching' | 'cancelRefresh'>(this, arguments, { stopWatching: false, cancelRefresh: false });
  }

  get isEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get lines(): CartLineView[] {
    return this.cart.lines.map((line) => this.lineView(line));
  }

  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: 0, discount: this.promo?.discount ?? 0 });
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

  get canApplyPromo(): boolean {
    return !this.applyingPromo && this.promoInput.trim() !== '';
  }

  /** The view mounted: show the stored promo and keep it in step with the cart. */
  opened(): void {
    this.storedShippingFee = this.details.shippingFee();
    this.promo = this.details.promo();
    if (this.promo) this.promoInput = this.promo.code;
    this.stopWatching = reaction(
      () => this.promoAmount,
      () => this.scheduleRefresh(),
      { fireImmediately: true },
    );
  }

  closed(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.cancelRefresh?.();
    this.cancelRefresh = null;
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

  promoInputChanged(text: string): void {
    this.promoInput = text;
  }

  async applyPromoClicked(): Promise<void> {
    if (!this.canApplyPromo) return;
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    this.applyingPromo = true;
    this.promoAnswered(await this.applyPromoCode.execute({ code: this.promoInput, orderAmount: this.promoAmount }));
  }

  // ---- What arrived

  promoAnswered(result: Result<PromoApplied, PromoRefusal>): void {
    this.applyingPromo = false;
    if (result.ok) {
      this.promo = result.value.promo;
      this.promoInput = result.value.promo.code;
      this.promoNotice = { tone: 'success', text: result.value.message };
    } else {
      this.promo = null;
      this.promoNotice = { tone: 'error', text: promoRefusalMessage(result.error) };
    }
  }

  promoRefreshed(amount: Piasters, result: Result<AppliedPromo | null, PromoRefusal>): void {
    // A newer change is already scheduled, or the customer applied a code meanwhile: that one decides.
    if (this.cancelRefresh !== null || this.applyingPromo || amount !== this.promoAmount) return;
    if (result.ok) {
      this.promo = result.value;
    } else {
      this.promo = null;
      this.promoNotice = { tone: 'error', text: promoRefusalMessage(result.error) };
    }
  }

  proceedToCheckoutClicked(): void {
    this.navigator.go(ShopPaths.checkout);
  }

  continueShoppingClicked(): void {
    this.navigator.go(ShopPaths.products);
  }

  private scheduleRefresh(): void {
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    if (this.details.promo() === null || this.cart.isEmpty) return;
    this.cancelRefresh = this.clock.after(PROMO_REFRESH_DELAY_MS, () => void this.refresh());
  }

  private async refresh(): Promise<void> {
    this.cancelRefresh = null;
    const amount = this.promoAmount;
    this.promoRefreshed(amount, await this.refreshPromo.execute(amount));
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
