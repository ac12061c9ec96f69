import { inject, injectable } from 'inversify';
import { paymentOutcome } from '@tiara/domain/checkout';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AiApi } from '../ai/AiApi';
import { CheckoutDetailsStore } from '../orders/CheckoutDetailsStore';
import { OrderApi } from '../orders/OrderApi';
import { PromoApi } from '../promo/PromoApi';
import { SessionStore } from '../session/SessionStore';
import { Clock } from '../shared/Clock';
import { PaymentApi } from './PaymentApi';
import type { PaymentConfirmationQuery } from './PaymentConfirmationQuery';

export type ConfirmedPayment =
  /** A card payment went through; `aiPlan` when it bought an AI plan, now active. */
  | { readonly kind: 'paid'; readonly orderId: number; readonly aiPlan: boolean }
  /** A cash or pickup order was confirmed. */
  | { readonly kind: 'placed'; readonly orderId: number };

export interface PaymentNotConfirmed {
  /** `declined`: the gateway said the payment failed; `step-failed`: a confirmation call failed. */
  readonly code: 'declined' | 'step-failed';
}

const stepFailed: PaymentNotConfirmed = { code: 'step-failed' };

/**
 * SPEC §4 "Payment confirmation (credit)": post the payment status, activate an AI plan (then set
 * the local flag), confirm the order, and record the promo use and forget the stored promo. Cash and
 * pickup orders are confirmed the same way, without the payment steps. Every call is idempotent on
 * the server, so a reload of the page repeats them harmlessly.
 */
@injectable()
export class ConfirmPayment {
  private readonly payments: PaymentApi;
  private readonly orders: OrderApi;
  private readonly ai: AiApi;
  private readonly promos: PromoApi;
  private readonly sessions: SessionStore;
  private readonly details: CheckoutDetailsStore;
  private readonly clock: Clock;

  constructor(
    @inject(PaymentApi) payments: PaymentApi,
    @inject(OrderApi) orders: OrderApi,
    @inject(AiApi) ai: AiApi,
    @inject(PromoApi) promos: PromoApi,
    @inject(SessionStore) sessions: SessionStore,
    @inject(CheckoutDetailsStore) details: CheckoutDetailsStore,
    @inject(Clock) clock: Clock,
  ) {
    this.payments = payments;
    this.orders = orders;
    this.ai = ai;
    this.promos = promos;
    this.sessions = sessions;
    this.details = details;
    this.clock = clock;
  }

  async execute(query: PaymentConfirmationQuery): Promise<Result<ConfirmedPayment, PaymentNotConfirmed>> {
    const byCard = query.merchantOrderId !== null || query.paymentMethod === 'credit';
    const reference = query.merchantOrderId ?? query.order;
    const parsed = reference === null ? null : parseOrderReference(reference);
    if (reference === null || parsed === null) return fail(stepFailed);
    const outcome = paymentOutcome(query.success);

    if (byCard) {
      const reported = await this.payments.reportStatus(reference, outcome);
      if (!reported.ok) return fail(stepFailed);
      if (query.success && parsed.kind === 'ai-plan') {
        const userId = this.sessions.current().userId;
        if (userId === null) return fail(stepFailed);
        const activated = await this.ai.activate(userId, reference);
        if (!activated.ok) return fail(stepFailed);
        this.details.rememberAiActivated(activated.value?.segmentationsAllowed ?? null);
      }
    } else if (!query.success) {
      return fail({ code: 'declined' });
    }

    const confirmed = await this.orders.confirm(reference, outcome);
    if (!confirmed.ok) return fail(stepFailed);
    if (!query.success) return fail({ code: 'declined' });

    await this.recordPromoUse(parsed.orderId);
    return ok(byCard ? { kind: 'paid', orderId: parsed.orderId, aiPlan: parsed.kind === 'ai-plan' } : { kind: 'placed', orderId: parsed.orderId });
  }

  /** The server counted the use when the order was placed; this marks it used. Its answer changes nothing shown. */
  private async recordPromoUse(orderId: number): Promise<void> {
    const promo = this.details.promo();
    const userId = this.sessions.current().userId;
    if (promo === null) return;
    if (userId !== null) await this.promos.recordUsage({ userId, promoCodeId: promo.promoCodeId, orderId, usedAt: this.clock.now() });
    this.details.clearPromo();
  }
}
