import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import type { OrderDetail } from '../../application/orders/OrderDetailApi';
import { Clock } from '../../application/shared/Clock';
import { hasPhysicalItems } from '@tiara/domain/cart';
import type { PaymentMethod } from '@tiara/domain/checkout';
import { type DayRange, type ExpectedArrival, expectedArrival, expectedArrivalOfOrder } from '@tiara/domain/delivery-window';
import { DEFAULT_GOVERNORATE, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { deliveryDayText } from '../../locales/format/deliveryDayTexts';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLanguage } from '../i18n/localized';
import { ArrivalMessages } from '../messages/ArrivalMessages';
import { governorateName } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** "Arrives Mon 30 Nov – Thu 3 Dec" under "Delivery to Cairo", or the days a pickup order is ready. */
export interface ExpectedArrivalView {
  readonly when: string;
  readonly where: string;
}

/** What the checkout has chosen so far. */
export interface CheckoutChoice {
  readonly governorate: string;
  readonly paymentMethod: PaymentMethod;
}

/**
 * The expected arrival (src/domain/delivery-window) wherever a buyer decides or looks back: a
 * product, the cart and the checkout count from now, an order from when it was placed. Before the
 * checkout, the buyer's governorate is the one the browser kept (the saved address the login or
 * the last checkout stored), else SPEC's default, Cairo.
 */
@injectable()
export class ExpectedArrivalPresenter {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  /**
   * A product page: only a product in stock is expected anywhere. `asGuest` gives a guest's
   * arrival, to the shop's default governorate, as the server draws the page without the buyer's.
   */
  ofProduct(inStock: boolean, asGuest = false): ExpectedArrivalView | null {
    return this.beforeOrdering(asGuest ? DEFAULT_GOVERNORATE : this.buyersGovernorate(), null, inStock);
  }

  /** The cart: to the governorate its shipping estimate is for (changed in place there); nothing for a cart of only AI plans and trainings. */
  ofCart(governorate: string): ExpectedArrivalView | null {
    return this.beforeOrdering(governorate, null, hasPhysicalItems(this.cart.cart));
  }

  /** The checkout: to the governorate chosen in the form, or ready at the store for pickup. */
  ofCheckout(choice: CheckoutChoice): ExpectedArrivalView | null {
    return this.beforeOrdering(choice.governorate, choice.paymentMethod, hasPhysicalItems(this.cart.cart));
  }

  /** A placed order, until it ships: then its own status and tracking say more. */
  ofOrder(order: OrderDetail): ExpectedArrivalView | null {
    const governorate = order.deliveryAddress.state;
    const arrival = expectedArrivalOfOrder({
      placedAt: order.createdAt,
      governorate,
      paymentMethod: order.paymentMethod,
      status: order.status,
      paid: order.paymentState === 'paid',
      hasPhysicalItems: order.lines.some((line) => line.kind === 'product'),
    });
    return arrival && shownArrival(arrival, governorate);
  }

  private beforeOrdering(governorate: string, paymentMethod: PaymentMethod | null, physical: boolean): ExpectedArrivalView | null {
    const arrival = expectedArrival({ orderedAt: this.clock.now(), governorate, paymentMethod, hasPhysicalItems: physical });
    return arrival && shownArrival(arrival, governorate);
  }

  private buyersGovernorate(): string {
    return canonicalGovernorate(this.details.details().state) ?? DEFAULT_GOVERNORATE;
  }
}

function daysText({ earliest, latest }: DayRange): [string, string] {
  const language = shownLanguage();
  return [deliveryDayText(earliest, language), deliveryDayText(latest, language)];
}

function shownArrival(arrival: ExpectedArrival, governorate: string): ExpectedArrivalView {
  return arrival.kind === 'pickup'
    ? { when: ArrivalMessages.readyForPickup(...daysText(arrival.ready)), where: ArrivalMessages.pickupFromStore }
    : { when: ArrivalMessages.arrives(...daysText(arrival.window.arrives)), where: ArrivalMessages.deliveryTo(governorateName(governorate)) };
}
