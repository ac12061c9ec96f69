import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import { AiPlanCatalogApi, type OfferedAiPlan } from '../../application/ai/AiPlanCatalogApi';
import { type AiOffer, CheckAiOffer } from '../../application/ai/CheckAiOffer';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { type AiLandingReason, SLOW_REDIRECT_DELAY_MS, aiLandingReason } from '@tiara/domain/access';
import { AI_PLANS, aiPlanById, aiPlanCartItem } from '@tiara/domain/ai-plan';
import { aiPlanIdOf } from '@tiara/domain/cart';
import { remainingSegmentations } from '@tiara/domain/upload-quota';
import { CartPresenter } from '../cart/CartPresenter';
import { shownPrice } from '../i18n/shownPrice';
import { AiMessages } from '../messages/AiMessages';
import { AiPlanPeriods } from '../messages/AiPlanPeriods';
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
  /** The plan of the customer's newest active subscription, marked 'Your plan'. */
  readonly current: boolean;
  /** 'Subscribe', or for a subscriber 'Add to my plan': a paid plan adds its segmentations to theirs. */
  readonly buyText: string;
  readonly buyLabel: string;
}

/**
 * SPEC §9's plans, as the offer shows them when the server does not list its own (a backend that
 * keeps to SPEC): SPEC's names, and its '/month' in the shown language.
 */
function specPlans(): OfferedAiPlan[] {
  return AI_PLANS.map((plan) => ({ ...plan, description: '', periodLabel: plan.period === '' ? '' : AiPlanPeriods.perMonth }));
}

function cardOf(plan: OfferedAiPlan, subscription: ActiveSubscription | null): PlanCard {
  const { name } = plan;
  return {
    id: plan.id,
    name,
    priceText: shownPrice(plan.price),
    period: plan.periodLabel,
    segmentationsText: texts.segmentations(plan.segmentations),
    current: subscription !== null && subscription.planId === plan.id,
    buyText: subscription === null ? texts.subscribe : texts.addPlan,
    buyLabel: subscription === null ? texts.subscribeTo(name) : texts.addPlanNamed(name),
  };
}

/**
 * The AI landing page (/ai): SPEC §2 "AI landing", §4 "/ai guard" and the plan subscription. The
 * guard runs first; a subscriber is sent on to the upload before the offer shows, unless they asked
 * for the plans (Routes.aiPlans), which then mark theirs. A customer sent from the upload without a
 * plan (Routes.aiPlanNeeded) is told why they are here (issue 27). The plans are the server's, in
 * the reader's language (asked again after a switch of language), else SPEC §9's.
 */
@injectable()
export class AiLandingPresenter {
  /** The /ai guard is asking the server; the offer waits so a subscriber never sees it flash. */
  checking = true;
  /** What the page was opened for (its query string). */
  reason: AiLandingReason = null;
  /** The customer's active plan, when they have one and the plans were asked for. */
  subscription: ActiveSubscription | null = null;
  /**
   * The plans on sale as the server lists them, in the shown language; null while it has not (or
   * cannot: SPEC names no such call). A list that could not be asked again keeps the one before.
   */
  offered: readonly OfferedAiPlan[] | null = null;

  private active = false;
  /** Counts the requests for the plans: only the latest one's answer is shown. */
  private plansRequest = 0;

  constructor(
    @inject(CheckAiOffer) private readonly checkAiOffer: CheckAiOffer,
    @inject(AiPlanCatalogApi) private readonly planCatalog: AiPlanCatalogApi,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
  ) {
    makePresenterObservable<AiLandingPresenter, 'active' | 'plansRequest'>(this, arguments, { subscription: observableRef, offered: observableRef, active: false, plansRequest: false });
  }

  /** The plans' cards, in the shown language. */
  get plans(): readonly PlanCard[] {
    return (this.offered ?? specPlans()).map((plan) => cardOf(plan, this.subscription));
  }

  /** Why a customer sent from the upload is on the plans (uploading needs one), once the guard has kept them here. */
  get planNeededNotice(): string | null {
    return this.reason === 'plan-needed' && !this.checking && this.subscription === null ? texts.planNeeded : null;
  }

  /** A subscriber's plan and what is left of it, and that a plan bought now adds to it. */
  get subscriberSummary(): string | null {
    const { subscription } = this;
    if (subscription === null) return null;
    // The plan as offered now, in the shown language, before the name the quota came with, which was asked in the language shown then.
    const offered = this.offered?.find((plan) => plan.id === subscription.planId);
    const name = offered?.name ?? subscription.name ?? aiPlanById(subscription.planId ?? 0)?.name ?? texts.yourPlan;
    return texts.subscriberSummary(name, remainingSegmentations({ isActive: true, allowed: subscription.segmentationsAllowed, used: subscription.segmentationsUsed }));
  }

  /** `search` is the page's query string: Routes.aiPlanNeeded and Routes.aiPlans open it for a reason. */
  async opened(search: string): Promise<void> {
    this.active = true;
    this.checking = true;
    this.reason = aiLandingReason(search);
    this.subscription = null;
    const [offer] = await Promise.all([this.checkAiOffer.execute({ wantsPlans: this.reason === 'plans' }), this.loadPlans()]);
    this.guardAnswered(offer);
  }

  /** The reader switched language: the plans' names and periods are asked again in the new one. */
  languageSwitched(): void {
    void this.loadPlans();
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
    const plan = (this.offered ?? specPlans()).find((candidate) => candidate.id === planId);
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

  private async loadPlans(): Promise<void> {
    const request = ++this.plansRequest;
    const answer = await this.planCatalog.plansOnSale();
    if (answer.ok && request === this.plansRequest) this.plansAnswered(answer.value);
  }

  private plansAnswered(plans: readonly OfferedAiPlan[]): void {
    this.offered = plans;
  }

  private guardAnswered(offer: AiOffer): void {
    if (!this.active) return;
    if (offer.redirectTo !== null) {
      this.navigator.go(offer.redirectTo, { replace: true });
      return;
    }
    this.subscription = offer.subscription;
    this.checking = false;
  }

  private promptSignIn(): void {
    if (this.redirect.waiting) return;
    this.toasts.info(texts.signInToSubscribe);
    this.redirect.schedule(ShopPaths.login, SLOW_REDIRECT_DELAY_MS);
  }
}
