import { inject, injectable } from 'inversify';
import { type Routes, aiGuardAfterCheck, aiGuardStep } from '@tiara/domain/access';
import { SessionStore } from '../session/SessionStore';
import { AiApi } from './AiApi';
import { SubscriptionFlagStore } from './SubscriptionFlagStore';

/**
 * SPEC §4 "/ai guard": a visitor sees the plans; a signed-in user whose stored flag is 'true' goes
 * to the upload; otherwise their active subscription is fetched, the flag and allowed count stored
 * ('false' and 0 when there is none or the check failed), and a subscriber sent to the upload.
 * Answers where to go, or null to stay on /ai.
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

  async execute(): Promise<typeof Routes.aiScanUpload | null> {
    const { userId } = this.sessions.current();
    const step = aiGuardStep({ signedIn: userId !== null, subscriptionFlag: this.flags.flag() });
    if (step === 'show-offer' || userId === null) return null;
    if (step === 'go-to-upload') return aiGuardAfterCheck(true).redirectTo;

    const answer = await this.ai.activeSubscription(userId);
    // An answer about someone who has since signed out or changed is not about this person.
    if (this.sessions.current().userId !== userId) return null;
    const subscription = answer.ok ? answer.value : null;
    const outcome = aiGuardAfterCheck(answer.ok ? subscription !== null : 'failed');
    this.flags.remember(outcome.subscriptionFlag, subscription?.segmentationsAllowed ?? 0);
    return outcome.redirectTo;
  }
}
