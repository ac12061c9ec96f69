import { inject, injectable } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import { type Result, ok } from '@tiara/domain/result';
import { type AppliedPromo, CheckoutDetailsStore } from '../orders/CheckoutDetailsStore';
import { ApplyPromoCode, type PromoRefusal } from './ApplyPromoCode';

/**
 * A stored discount was computed on the amount of its day; once the cart or the shipping changes,
 * the server would compute another (and refuse the order's total). This checks the stored code
 * again whenever the amount differs, keeping or dropping it as the server decides.
 */
@injectable()
export class RefreshPromo {
  private readonly details: CheckoutDetailsStore;
  private readonly applyPromoCode: ApplyPromoCode;

  constructor(@inject(CheckoutDetailsStore) details: CheckoutDetailsStore, @inject(ApplyPromoCode) applyPromoCode: ApplyPromoCode) {
    this.details = details;
    this.applyPromoCode = applyPromoCode;
  }

  /** The promo that applies to `orderAmount` (null when none is stored), or why the stored one was dropped. */
  async execute(orderAmount: Piasters): Promise<Result<AppliedPromo | null, PromoRefusal>> {
    const stored = this.details.promo();
    if (stored === null) return ok(null);
    if (stored.orderAmount === orderAmount) return ok(stored);
    const result = await this.applyPromoCode.execute({ code: stored.code, orderAmount });
    return result.ok ? ok(result.value.promo) : result;
  }
}
