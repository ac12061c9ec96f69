import { inject, injectable } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import { normalisePromoCode } from '@tiara/domain/promo';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type AppliedPromo, CheckoutDetailsStore } from '../orders/CheckoutDetailsStore';
import { SessionStore } from '../session/SessionStore';
import { PromoApi } from './PromoApi';

/**
 * `sign-in-required`: a guest; `blank`: no code was typed (refused as an unknown code);
 * `call-failed`: no verdict could be had; `rejected`: the server's reason, in the reader's
 * language (the server answers the request's Accept-Language). The presenter words the others.
 */
export type PromoRefusal =
  | { readonly code: 'sign-in-required' | 'blank' | 'call-failed' }
  | { readonly code: 'rejected'; readonly message: string };

export interface PromoApplied {
  readonly promo: AppliedPromo;
  readonly message: string;
}

/**
 * SPEC §4/§8 "Promo": a valid code sets the discount and is stored (key `promoCode` with its id and
 * the applied flag); an invalid one, or a failed call, clears any stored discount.
 */
@injectable()
export class ApplyPromoCode {
  private readonly api: PromoApi;
  private readonly sessions: SessionStore;
  private readonly details: CheckoutDetailsStore;

  constructor(@inject(PromoApi) api: PromoApi, @inject(SessionStore) sessions: SessionStore, @inject(CheckoutDetailsStore) details: CheckoutDetailsStore) {
    this.api = api;
    this.sessions = sessions;
    this.details = details;
  }

  /** `orderAmount` is subtotal plus shipping, which the discount is taken from. */
  async execute(input: { readonly code: string; readonly orderAmount: Piasters }): Promise<Result<PromoApplied, PromoRefusal>> {
    const session = this.sessions.current();
    if (session.token === null || session.userId === null) return this.refused({ code: 'sign-in-required' });
    const code = normalisePromoCode(input.code);
    if (code === '') return this.refused({ code: 'blank' });

    const result = await this.api.validate({ code, orderAmount: input.orderAmount, userId: session.userId });
    if (!result.ok) return this.refused({ code: 'call-failed' });
    const check = result.value;
    if (!check.isValid || check.promoCodeId === null) return this.refused({ code: 'rejected', message: check.message });

    const promo: AppliedPromo = { code: check.code ?? code, promoCodeId: check.promoCodeId, discount: check.discount, orderAmount: input.orderAmount };
    this.details.savePromo(promo);
    return ok({ promo, message: check.message });
  }

  private refused(refusal: PromoRefusal): Result<never, PromoRefusal> {
    this.details.clearPromo();
    return fail(refusal);
  }
}
