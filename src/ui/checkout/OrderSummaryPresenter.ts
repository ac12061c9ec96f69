import { inject, injectable } from 'inversify';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import { CartLineNamesPresenter } from '../cart/CartLineNamesPresenter';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLineName } from '../cart/shownLineName';
import { shownPrice } from '../i18n/shownPrice';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShippingFeePresenter } from './ShippingFeePresenter';
import { StoreCreditChoicePresenter } from './StoreCreditChoicePresenter';
import { StoreCreditPayment } from './StoreCreditPayment';
import { StoredPromoPresenter } from './StoredPromoPresenter';

export interface SummaryLineView {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly lineTotal: string;
}

/**
 * The checkout's 'Order Summary': the cart's lines and what the order costs with the shipping fee
 * and the promo's discount (SPEC §9), then the store credit the customer chose to use, a payment
 * and not a discount, and what is left to pay. One per checkout screen, shared with the order's placing.
 */
@injectable('Request')
export class OrderSummaryPresenter {
  /** The store credit the order uses and what is left to pay. */
  readonly credit = new StoreCreditPayment(this.choice, () => this.breakdown.total);
  /** Stops naming the lines afresh when the checkout closes. */
  private stopNaming: () => void = () => {};

  constructor(
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CartLineNamesPresenter) private readonly names: CartLineNamesPresenter,
    @inject(ShippingFeePresenter) private readonly shipping: ShippingFeePresenter,
    @inject(StoredPromoPresenter) private readonly promo: StoredPromoPresenter,
    @inject(StoreCreditChoicePresenter) private readonly choice: StoreCreditChoicePresenter,
  ) {
    makePresenterObservable<OrderSummaryPresenter, 'stopNaming'>(this, arguments, { credit: false, stopNaming: false });
  }

  /** The checkout appeared: its lines are named in the reader's language, now and after a switch. */
  opened(): void {
    this.stopNaming = this.names.shown();
  }

  closed(): void {
    this.stopNaming();
  }

  get lines(): SummaryLineView[] {
    return this.cart.lines.map((line) => ({
      key: this.cart.keyOf(line),
      name: shownLineName(line),
      quantity: line.quantity,
      unitPrice: shownPrice(line.price),
      lineTotal: shownPrice(line.price * line.quantity),
    }));
  }

  get isCartEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: this.shipping.fee, discount: this.promo.discount });
  }

  get subtotalText(): string {
    return shownPrice(this.breakdown.subtotal);
  }

  get shippingText(): string {
    return shownPrice(this.breakdown.shipping);
  }

  get discountText(): string | null {
    return this.breakdown.discount > 0 ? `-${shownPrice(this.breakdown.discount)}` : null;
  }

  get totalText(): string {
    return shownPrice(this.breakdown.total);
  }
}
