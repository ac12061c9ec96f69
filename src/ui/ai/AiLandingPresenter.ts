import { inject, injectable } from 'inversify';
import { CheckAiOffer } from '../../application/ai/CheckAiOffer';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import { AI_PLANS, type AiPlan, aiPlanById, aiPlanCartItem } from '@tiara/domain/ai-plan';
import { aiPlanIdOf } from '@tiara/domain/cart';
import { CartPresenter } from '../cart/CartPresenter';
import { shownPrice } from '../i18n/shownPrice';
import { AiMessages } from '../messages/AiMessages';
import { AiPlanNames } from '../messages/AiPlanNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastPresenter } from '../toast/ToastPresenter';

const texts = AiMessages.landing;

export interface PlanCard {
  readonly id: number;
  readonly name: string;
  readonly priceText: string;
  /** '/month' on the Premium card only (SPEC §9). */
  readonly period: string;
  readonly segmentationsText: string;
  readonly subscribeLabel: string;
}

function cardOf(plan: AiPlan): PlanCard {
  const name = AiPlanNames.names[plan.id];
  return {
    id: plan.id,
    name,
    priceText: shownPrice(plan.price),
    period: plan.period === '' ? '' : AiPlanNames.perMonth,
    segmentationsText: texts.segmentations(plan.segmentations),
    subscribeLabel: texts.subscribeTo(name),
  };
}

/**
 * The AI landing page (/ai): SPEC §2 "AI landing", §4 "/ai guard" and the plan subscription. The
 * guard runs first; a subscriber is sent on to the upload before the offer shows.
 */
@injectable()
export class AiLandingPresenter {
  /** The /ai guard is asking the server; the offer waits so a subscriber never sees it flash. */
  checking = true;

  private active = false;

  constructor(
    @inject(CheckAiOffer) private readonly checkAiOffer: CheckAiOffer,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
  ) {
    makePresenterObservable<AiLandingPresenter, 'active'>(this, arguments, { plans: false, active: false });
  }

  /** The plans' cards, in the shown language. */
  get plans(): readonly PlanCard[] {
    return AI_PLANS.map(cardOf);
  }

  async opened(): Promise<void> {
    this.active = true;
    this.checking = true;
    this.guardAnswered(await this.checkAiOffer.execute());
  }

  closed(): void {
    this.active = false;
    this.redirect.cancel();
  }

  /**
   * A signed-in customer gets the plan in the cart, instead of any other plan, and goes to
   * checkout (card only); a visitor is asked to sign in and sent to /login after 2 seconds.
   */
  subscribeClicked(planId: number): void {
    const plan = aiPlanById(planId);
    if (!plan) return;
    if (this.sessions.current().userId === null) {
      this.promptSignIn();
      return;
    }
    for (const line of this.cart.lines.filter((candidate) => aiPlanIdOf(candidate.id) !== null && aiPlanIdOf(candidate.id) !== plan.id)) {
      this.cart.removeClicked(this.cart.keyOf(line));
    }
    if (!this.cart.lines.some((line) => aiPlanIdOf(line.id) === plan.id)) this.cart.addClicked(aiPlanCartItem(plan));
    this.navigator.go(ShopPaths.checkout);
  }

  private guardAnswered(redirectTo: string | null): void {
    if (!this.active) return;
    if (redirectTo !== null) {
      this.navigator.go(redirectTo, { replace: true });
      return;
    }
    this.checking = false;
  }

  private promptSignIn(): void {
    if (this.redirect.waiting) return;
    this.toasts.info(texts.signInToSubscribe);
    this.redirect.schedule(ShopPaths.login, SLOW_REDIRECT_DELAY_MS);
  }
}
