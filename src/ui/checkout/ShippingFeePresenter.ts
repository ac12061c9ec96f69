import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import type { ApiResult } from '../../application/shared/ApiResult';
import { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import { hasPhysicalItems } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { DEFAULT_SHIPPING_FEE, PICKUP_SHIPPING_FEE, type ShippingFeeRecord, ShippingFeeTable, shippingFeeFor } from '@tiara/domain/shipping-fee';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CheckoutFormPresenter } from './CheckoutFormPresenter';

/**
 * The checkout's shipping fee (SPEC §4 "Shipping fee"): the governorates' table from the server,
 * the fee of the chosen governorate and payment method, and the fee kept for the cart page each
 * time the customer changes them. One per checkout screen, shared by the sub-presenters that read it.
 */
@injectable('Request')
export class ShippingFeePresenter {
  /** Null until GET /api/ShippingFees answered; the fee stored at the last visit applies meanwhile. */
  private table: ShippingFeeTable | null = null;
  private restoredFee: Piasters | null = null;
  private stopKeeping: (() => void) | null = null;

  constructor(
    @inject(ShippingFeeApi) private readonly shippingFees: ShippingFeeApi,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutFormPresenter) private readonly form: CheckoutFormPresenter,
  ) {
    makePresenterObservable<ShippingFeePresenter, 'table' | 'stopKeeping'>(this, arguments, { table: observableRef, stopKeeping: false });
  }

  /** SPEC §4 "Shipping fee": 150 by default, 0 for pickup, the governorate's fee (150 when 0 or unknown). */
  get fee(): Piasters {
    const input = { governorate: this.form.address.governorate, pickup: this.form.paymentMethod === 'pickup', hasPhysicalItems: hasPhysicalItems(this.cart.cart) };
    if (this.table !== null) return shippingFeeFor(input, this.table);
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
    this.arrived(await this.shippingFees.fees());
  }

  private arrived(result: ApiResult<ShippingFeeRecord[]>): void {
    // Without the table every governorate is charged the default, as SPEC §4 says for unknown ones.
    this.table = new ShippingFeeTable(result.ok ? result.value : []);
    this.keep();
  }
}
