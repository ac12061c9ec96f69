import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import { type AppliedPromo, CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import type { PromoRefusal } from '../../application/promo/ApplyPromoCode';
import { RefreshPromo } from '../../application/promo/RefreshPromo';
import type { Piasters } from '@tiara/domain/money';
import type { Result } from '@tiara/domain/result';
import { CartPresenter } from '../cart/CartPresenter';
import { promoRefusalMessage } from '../messages/PromoMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShippingFeePresenter } from './ShippingFeePresenter';

/**
 * The promo code applied in the cart, checked again at checkout whenever the amount it is taken
 * from changes (the shipping fee joins the subtotal here), kept or dropped as the server decides.
 * One per checkout screen, shared by the sub-presenters that read it.
 */
@injectable('Request')
export class StoredPromoPresenter {
  applied: AppliedPromo | null = null;
  /** Why the stored promo no longer applies, after it was checked against the new amount. */
  notice: string | null = null;
  /** The promo is being checked against a new amount; the order waits for the verdict. */
  checking = false;

  private stopWatching: (() => void) | null = null;
  private latestCheck = 0;

  constructor(
    @inject(RefreshPromo) private readonly refreshPromo: RefreshPromo,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ShippingFeePresenter) private readonly shipping: ShippingFeePresenter,
  ) {
    makePresenterObservable<StoredPromoPresenter, 'stopWatching' | 'latestCheck'>(this, arguments, { applied: observableRef, stopWatching: false, latestCheck: false });
  }

  get discount(): Piasters {
    return this.applied?.discount ?? 0;
  }

  /** Subtotal plus shipping: what the promo's discount is taken from (SPEC §9). */
  get amount(): Piasters {
    return this.cart.subtotal + this.shipping.fee;
  }

  /** The view mounted: the promo the cart applied, checked now and whenever the amount changes. */
  opened(): void {
    this.applied = this.details.promo();
    this.stopWatching = reaction(
      () => this.amount,
      (amount) => void this.check(amount),
      { fireImmediately: true },
    );
  }

  closed(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  private async check(amount: Piasters): Promise<void> {
    if (this.applied === null || this.cart.isEmpty) return;
    const check = ++this.latestCheck;
    this.checking = true;
    this.checked(check, await this.refreshPromo.execute(amount));
  }

  private checked(check: number, result: Result<AppliedPromo | null, PromoRefusal>): void {
    // Only the answer about the latest amount counts.
    if (check !== this.latestCheck) return;
    this.checking = false;
    this.applied = result.ok ? result.value : null;
    this.notice = result.ok ? null : promoRefusalMessage(result.error);
  }
}
