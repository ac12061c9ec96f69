import { inject, injectable } from 'inversify';
import { type Routes, aiGuardAfterCheck, aiGuardStep } from '@tiara/domain/access';
import { SessionStore } from '../session/SessionStore';
import { type ActiveSubscription, AiApi } from './AiApi';
import { SubscriptionFlagStore } from './SubscriptionFlagStore';

export interface AiOffer {
  /** Where the /ai guard sends the person instead of the plans, or null to show them. */
  readonly redirectTo: typeof Routes.aiScanUpload | null;
  /** The signed-in customer's active plan, which the plans mark as theirs; null for a visitor, a customer without one, or when it could not be asked. */
  readonly subscription: ActiveSubscription | null;
}

const PLANS_ONLY: AiOffer = { redirectTo: null, subscription: null };

/**
 * SPEC §4 "/ai guard": a visitor sees the plans; a signed-in user whose stored flag is 'true' goes
 * to the upload; otherwise their active subscription is fetched, the flag and allowed count stored
 * ('false' and 0 when there is none or the check failed), and a subscriber sent to the upload.
 * Asked for the plans (`wantsPlans`, issue 27), a subscriber stays, and is told which plan is theirs.
 */
@injectable()
export class CheckAiOffer {
  private readonly ai: AiApi;
  private readonly sessions: SessionStore;
  private readonly flags: SubscriptionFlagStore;

  constructor(@inject(AiApi) ai: AiApi, @inject(SessionStore) sessions: SessionStore, @inject(SubscriptionFlagStore) flags: SubscriptionFlagStore) {
    this.ai = ai;
    this.sessions = sessions;
    this.flags = flags;
  }

  async execute({ wantsPlans }: { readonly wantsPlans: boolean }): Promise<AiOffer> {
    const { userId } = this.sessions.current();
    const step = aiGuardStep({ signedIn: userId !== null, subscriptionFlag: this.flags.flag(), wantsPlans });
    if (step === 'show-offer' || userId === null) return PLANS_ONLY;
    if (step === 'go-to-upload') return { redirectTo: aiGuardAfterCheck(true).redirectTo, subscription: null };

    const answer = await this.ai.activeSubscription(userId);
    // An answer about someone who has since signed out or changed is not about this person.
    if (this.sessions.current().userId !== userId) return PLANS_ONLY;
    const subscription = answer.ok ? answer.value : null;
    const outcome = aiGuardAfterCheck(answer.ok ? subscription !== null : 'failed', wantsPlans);
    this.flags.remember(outcome.subscriptionFlag, subscription?.segmentationsAllowed ?? 0);
    return { redirectTo: outcome.redirectTo, subscription };
  }
}
