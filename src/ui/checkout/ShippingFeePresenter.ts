import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { hasPhysicalItems } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { DEFAULT_SHIPPING_FEE, PICKUP_SHIPPING_FEE, shippingFeeFor } from '@tiara/domain/shipping-fee';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShippingFeeTablePresenter } from '../shipping/ShippingFeeTablePresenter';
import { CheckoutFormPresenter } from './CheckoutFormPresenter';

/**
 * The checkout's shipping fee (SPEC §4 "Shipping fee"): the governorates' table from the server,
 * the fee of the chosen governorate and payment method, and the fee kept for the cart page each
 * time the customer changes them. One per checkout screen, shared by the sub-presenters that read it.
 */
@injectable('Request')
export class ShippingFeePresenter {
  /** The fee stored at the last visit, which applies until the table has arrived. */
  private restoredFee: Piasters | null = null;
  private stopKeeping: (() => void) | null = null;

  constructor(
    @inject(ShippingFeeTablePresenter) private readonly fees: ShippingFeeTablePresenter,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutFormPresenter) private readonly form: CheckoutFormPresenter,
  ) {
    makePresenterObservable<ShippingFeePresenter, 'stopKeeping'>(this, arguments, { stopKeeping: false });
  }

  /** SPEC §4 "Shipping fee": 150 by default, 0 for pickup, the governorate's fee (150 when 0 or unknown). */
  get fee(): Piasters {
    const input = { governorate: this.form.address.governorate, pickup: this.form.paymentMethod === 'pickup', hasPhysicalItems: hasPhysicalItems(this.cart.cart) };
    if (this.fees.table !== null) return shippingFeeFor(input, this.fees.table);
    if (input.pickup) return PICKUP_SHIPPING_FEE;
    return input.hasPhysicalItems ? (this.restoredFee ?? DEFAULT_SHIPPING_FEE) : 0;
  }

  /** The view mounted (once the form is filled): the fee of the last visit until the table arrives. */
  opened(): void {
    this.restoredFee = this.details.shippingFee();
    this.stopKeeping = reaction(
      () => [this.form.address.governorate, this.form.paymentMethod],
      () => this.keep(),
    );
    void this.load();
  }

  closed(): void {
    this.stopKeeping?.();
    this.stopKeeping = null;
  }

  /** Stores the fee as it is now, for the cart page. */
  keep(): void {
    this.details.saveShippingFee(this.fee);
  }

  private async load(): Promise<void> {
    await this.fees.load();
    this.keep();
  }
}
