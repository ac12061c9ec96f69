import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { type AppliedPromo, CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { ApplyPromoCode, type PromoApplied, type PromoRefusal } from '../../application/promo/ApplyPromoCode';
import { RefreshPromo } from '../../application/promo/RefreshPromo';
import { Clock } from '../../application/shared/Clock';
import type { Piasters } from '@tiara/domain/money';
import type { Result } from '@tiara/domain/result';
import { promoRefusalMessage } from '../messages/PromoMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CartPresenter } from './CartPresenter';

export interface PromoNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** A cart change settles for this long before a stored promo is checked again, so a burst of clicks makes one call. */
export const PROMO_REFRESH_DELAY_MS = 500;

/**
 * The cart's promo box: the code typed and Apply, and the applied promo kept in step with the
 * amount it is taken from, which the screen holding the box reckons and hands over when it opens.
 * A change of that amount is checked again once it has settled.
 */
@injectable()
export class PromoBoxPresenter {
  code = '';
  applied: AppliedPromo | null = null;
  notice: PromoNotice | null = null;
  applying = false;
  /** What the promo is taken from; the screen's own reckoning replaces this when the box opens. */
  private amountOf: () => Piasters = () => 0;
  private stopWatching: (() => void) | null = null;
  private cancelRefresh: (() => void) | null = null;

  constructor(
    @inject(ApplyPromoCode) private readonly applyPromoCode: ApplyPromoCode,
    @inject(RefreshPromo) private readonly refreshPromo: RefreshPromo,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<PromoBoxPresenter, 'amountOf' | 'stopWatching' | 'cancelRefresh'>(this, arguments, {
      amountOf: false,
      stopWatching: false,
      cancelRefresh: false,
    });
  }

  get discount(): Piasters {
    return this.applied?.discount ?? 0;
  }

  get canApply(): boolean {
    return !this.applying && this.code.trim() !== '';
  }

  /** The view mounted: show the stored promo and keep it in step with `amountOf`, what it is taken from. */
  opened(amountOf: () => Piasters): void {
    this.amountOf = amountOf;
    this.applied = this.details.promo();
    if (this.applied) this.code = this.applied.code;
    this.stopWatching = reaction(
      () => this.amountOf(),
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

  codeChanged(text: string): void {
    this.code = text;
  }

  async applyClicked(): Promise<void> {
    if (!this.canApply) return;
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    this.applying = true;
    this.answered(await this.applyPromoCode.execute({ code: this.code, orderAmount: this.amountOf() }));
  }

  // ---- What arrived

  answered(result: Result<PromoApplied, PromoRefusal>): void {
    this.applying = false;
    if (result.ok) {
      this.applied = result.value.promo;
      this.code = result.value.promo.code;
      this.notice = { tone: 'success', text: result.value.message };
    } else {
      this.applied = null;
      this.notice = { tone: 'error', text: promoRefusalMessage(result.error) };
    }
  }

  refreshed(amount: Piasters, result: Result<AppliedPromo | null, PromoRefusal>): void {
    // A newer change is already scheduled, or the customer applied a code meanwhile: that one decides.
    if (this.cancelRefresh !== null || this.applying || amount !== this.amountOf()) return;
    if (result.ok) {
      this.applied = result.value;
    } else {
      this.applied = null;
      this.notice = { tone: 'error', text: promoRefusalMessage(result.error) };
    }
  }

  private scheduleRefresh(): void {
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    if (this.details.promo() === null || this.cart.isEmpty) return;
    this.cancelRefresh = this.clock.after(PROMO_REFRESH_DELAY_MS, () => void this.refresh());
  }

  private async refresh(): Promise<void> {
    this.cancelRefresh = null;
    const amount = this.amountOf();
    this.refreshed(amount, await this.refreshPromo.execute(amount));
  }
}
