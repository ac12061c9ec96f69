import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { PlaceOrder, type PlaceOrderError, type PlaceOrderOutcome } from '../../application/orders/PlaceOrder';
import { Navigator } from '../../application/shared/Navigator';
import type { CartLine } from '@tiara/domain/cart';
import type { CheckoutForm } from '@tiara/domain/checkout';
import type { Result } from '@tiara/domain/result';
import { CartPresenter } from '../cart/CartPresenter';
import { shownPrice } from '../i18n/shownPrice';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CheckoutFormPresenter } from './CheckoutFormPresenter';
import { OrderSummaryPresenter } from './OrderSummaryPresenter';
import { SavedAddressPickerPresenter } from './SavedAddressPickerPresenter';
import { StoredPromoPresenter } from './StoredPromoPresenter';
import { followOrderOutcome } from './followOrderOutcome';

/**
 * 'Place Order' (SPEC §4 "Checkout flow", §8): the form is checked, a card payment is confirmed
 * first in the 'Confirm Credit Card Payment' modal (which names what the card will be charged), then
 * the order is placed and its answer followed. A card order store credit pays in full has no card
 * to confirm: it is placed at once.
 */
@injectable()
export class OrderPlacementPresenter {
  /** The 'Confirm Credit Card Payment' modal. */
  confirmingCard = false;
  placing = false;
  /** One of SPEC §8's checkout errors, as placing the order told it. */
  private refusal: string | null = null;

  constructor(
    @inject(PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(CheckoutFormPresenter) private readonly form: CheckoutFormPresenter,
    @inject(OrderSummaryPresenter) private readonly summary: OrderSummaryPresenter,
    @inject(StoredPromoPresenter) private readonly promo: StoredPromoPresenter,
    @inject(SavedAddressPickerPresenter) private readonly picker: SavedAddressPickerPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** Why the order could not be placed: a form-wide rule or one of SPEC §8's checkout errors. */
  get error(): string | null {
    return this.form.formError ?? this.refusal;
  }

  /** What the modal tells the customer their card will be charged: the total less the store credit. */
  get cardChargeText(): string {
    return StoreCreditMessages.cardCharge(shownPrice(this.summary.credit.toPay));
  }

  /** SPEC §4 steps 1 and 2: validate, then ask to confirm a card payment or place the order at once. */
  placeOrderClicked(): void {
    if (this.placing || this.promo.checking) return;
    const form = this.validForm();
    if (form === null) return;
    if (form.paymentMethod === 'credit' && !this.summary.credit.coveredByStoreCredit) {
      this.confirmingCard = true;
      return;
    }
    void this.place(form);
  }

  cardPaymentConfirmed(): void {
    this.confirmingCard = false;
    const form = this.validForm();
    if (form !== null) void this.place(form);
  }

  cardPaymentCancelled(): void {
    this.confirmingCard = false;
  }

  private validForm(): CheckoutForm | null {
    this.refusal = null;
    return this.form.validated(this.summary.breakdown.total);
  }

  private async place(form: CheckoutForm): Promise<void> {
    this.placing = true;
    this.refusal = null;
    // Saved before the order, whose card payment leaves the page.
    if (this.picker.savesWithOrder) await this.picker.saveWithOrder(form);
    const lines: readonly CartLine[] = this.cart.lines;
    this.answered(await this.placeOrder.execute({ form, lines, shipping: this.summary.breakdown.shipping, promo: this.promo.applied, storeCredit: this.summary.credit.storeCredit }));
  }

  private answered(result: Result<PlaceOrderOutcome, PlaceOrderError>): void {
    const refusal = followOrderOutcome(result, { cart: this.cart, details: this.details, navigator: this.navigator });
    if (refusal === null) return;
    this.placing = false;
    this.refusal = refusal;
  }
}
