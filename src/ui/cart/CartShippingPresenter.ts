import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { hasPhysicalItems } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import { DEFAULT_GOVERNORATE, DEFAULT_SHIPPING_FEE, type Governorate, canonicalGovernorate, shippingFeeFor } from '@tiara/domain/shipping-fee';
import { type NamedChoice, governorateChoices, governorateName } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShippingFeeTablePresenter } from '../shipping/ShippingFeeTablePresenter';
import { CartPresenter } from './CartPresenter';

/**
 * The cart's shipping estimate: the fee of the governorate the checkout will open with, the one
 * the browser keeps (SPEC §3's stored state: sign-in keeps the account's there, and each order and
 * this estimate update it), else Cairo (SPEC §2's default); changed in place and kept for the
 * checkout. A cart with nothing to deliver ships nothing.
 */
@injectable()
export class CartShippingPresenter {
  governorate: Governorate = DEFAULT_GOVERNORATE;
  /** The fee stored at the last checkout, which applies until the table has arrived. */
  private restoredFee: Piasters | null = null;
  /** The customer chose a governorate here before the table arrived: its fee is kept once it has. */
  private chosen = false;

  constructor(
    @inject(ShippingFeeTablePresenter) private readonly fees: ShippingFeeTablePresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
  ) {
    makePresenterObservable<CartShippingPresenter, 'restoredFee' | 'chosen'>(this, arguments, { restoredFee: false, chosen: false });
  }

  /** Something in the cart is delivered: plans and courses are not. */
  get delivers(): boolean {
    return hasPhysicalItems(this.cart.cart);
  }

  /** The governorate's fee (150 when it has none, SPEC §4); 0 when nothing is delivered. */
  get fee(): Piasters {
    const input = { governorate: this.governorate, pickup: false, hasPhysicalItems: this.delivers };
    if (this.fees.table !== null) return shippingFeeFor(input, this.fees.table);
    return input.hasPhysicalItems ? (this.restoredFee ?? DEFAULT_SHIPPING_FEE) : 0;
  }

  get governorateText(): string {
    return governorateName(this.governorate);
  }

  get governorates(): NamedChoice[] {
    return governorateChoices();
  }

  /** The cart page opened: the governorate the checkout would take, and the fees. */
  opened(): void {
    const kept = canonicalGovernorate(this.details.details().state);
    this.governorate = kept ?? DEFAULT_GOVERNORATE;
    // A fee of 0 was kept for a pickup: the estimate is for delivery.
    const keptFee = this.details.shippingFee();
    this.restoredFee = kept !== undefined && keptFee !== null && keptFee > 0 ? keptFee : null;
    void this.load();
  }

  /** Another governorate picked in the cart: its fee now, and the checkout opens with it. */
  governorateChosen(name: string): void {
    const governorate = canonicalGovernorate(name);
    if (governorate === undefined) return;
    this.chosen = true;
    this.governorate = governorate;
    this.details.saveDetails({ ...this.details.details(), state: governorate });
    this.keepFee();
  }

  private async load(): Promise<void> {
    await this.fees.load();
    if (this.chosen) this.keepFee();
  }

  /** The fee stands for the chosen governorate once the table is known; the checkout restores it. */
  private keepFee(): void {
    if (this.fees.table !== null && this.delivers) this.details.saveShippingFee(this.fee);
  }
}
