import { inject, injectable } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import { amountToPay, coversTotal, usableStoreCredit } from '@tiara/domain/store-credit';
import { CartLineNamesPresenter } from '../cart/CartLineNamesPresenter';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLineName } from '../cart/shownLineName';
import { shownPrice } from '../i18n/shownPrice';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShippingFeePresenter } from './ShippingFeePresenter';
import { StoreCreditChoicePresenter } from './StoreCreditChoicePresenter';
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
  /** Stops naming the lines afresh when the checkout closes. */
  private stopNaming: () => void = () => {};

  constructor(
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CartLineNamesPresenter) private readonly names: CartLineNamesPresenter,
    @inject(ShippingFeePresenter) private readonly shipping: ShippingFeePresenter,
    @inject(StoredPromoPresenter) private readonly promo: StoredPromoPresenter,
    @inject(StoreCreditChoicePresenter) private readonly credit: StoreCreditChoicePresenter,
  ) {
    makePresenterObservable<OrderSummaryPresenter, 'stopNaming'>(this, arguments, { stopNaming: false });
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

  /** The store credit the order uses: what the customer chose to draw on, never more than the total. */
  get storeCredit(): Piasters {
    return usableStoreCredit(this.credit.chosenBalance, this.breakdown.total);
  }

  /** What the chosen payment method collects: the total less the store credit. */
  get toPay(): Piasters {
    return amountToPay(this.breakdown.total, this.storeCredit);
  }

  /** Store credit pays the whole order: there is nothing for a card to pay. */
  get coveredByStoreCredit(): boolean {
    return coversTotal(this.breakdown.total, this.storeCredit);
  }

  /** The 'Store credit' and 'To pay' lines under the total, when credit is used. */
  get storeCreditLines(): { readonly creditText: string; readonly toPayText: string } | null {
    if (this.storeCredit === 0) return null;
    return { creditText: `-${shownPrice(this.storeCredit)}`, toPayText: shownPrice(this.toPay) };
  }
}
