import { inject, injectable } from 'inversify';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CheckoutFormPresenter } from './CheckoutFormPresenter';
import { OrderPlacementPresenter } from './OrderPlacementPresenter';
import { OrderSummaryPresenter } from './OrderSummaryPresenter';
import { SavedAddressPickerPresenter } from './SavedAddressPickerPresenter';
import { ShippingFeePresenter } from './ShippingFeePresenter';
import { StoreCreditChoicePresenter } from './StoreCreditChoicePresenter';
import { StoredPromoPresenter } from './StoredPromoPresenter';

/**
 * The checkout page (/checkout): SPEC §2 "Checkout", §4 "Checkout flow" and "Shipping fee", §5
 * and §8. Each concern is a sub-presenter, one per screen (those that read each other share the
 * screen's instance): the form with its address, the saved addresses, the shipping fee, the
 * stored promo, the store credit, the order summary and the placing of the order.
 */
@injectable()
export class CheckoutPresenter {
  constructor(
    @inject(CheckoutFormPresenter) readonly form: CheckoutFormPresenter,
    @inject(SavedAddressPickerPresenter) readonly savedAddresses: SavedAddressPickerPresenter,
    @inject(ShippingFeePresenter) private readonly shipping: ShippingFeePresenter,
    @inject(StoredPromoPresenter) readonly promo: StoredPromoPresenter,
    @inject(StoreCreditChoicePresenter) readonly storeCredit: StoreCreditChoicePresenter,
    @inject(OrderSummaryPresenter) readonly summary: OrderSummaryPresenter,
    @inject(OrderPlacementPresenter) readonly placement: OrderPlacementPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  /**
   * The view mounted: the form is filled from what the browser remembers, then the fee table loads,
   * the promo is kept current and a signed-in customer's saved addresses and store credit are asked for.
   */
  opened(): void {
    this.form.opened();
    this.shipping.opened();
    this.promo.opened();
    this.savedAddresses.opened();
    this.storeCredit.opened();
    this.summary.opened();
  }

  closed(): void {
    this.shipping.closed();
    this.promo.closed();
    this.summary.closed();
  }
}
