import { inject, injectable } from 'inversify';
import { aiGuardAfterCheck } from '@tiara/domain/access';
import { type ActiveSubscription, AiApi } from '../ai/AiApi';
import { SubscriptionFlagStore } from '../ai/SubscriptionFlagStore';
import { AccountSessionStore } from '../session/AccountSessionStore';
import { Clock } from '../shared/Clock';

export type UploadQuota =
  | { readonly kind: 'active'; readonly subscription: ActiveSubscription }
  /** The server answered that the customer has no active subscription. */
  | { readonly kind: 'none' }
  /** The server could not be asked, or answered something unreadable. */
  | { readonly kind: 'failed' }
  | { readonly kind: 'signed-out' };

/**
 * The upload screen's quota, always fresh from the server: the screen decides from it whether an
 * upload is allowed. The stored subscription flag follows the answer (SPEC §4: a failed fetch makes
 * it 'false' with allowed '0'), and an active answer also refreshes the account screen's 5-minute
 * cache, so the account does not show the usage from before an upload.
 */
@injectable()
export class LoadUploadQuota {
  private readonly ai: AiApi;
  private readonly session: AccountSessionStore;
  private readonly flags: SubscriptionFlagStore;
  private readonly clock: Clock;

  constructor(
    @inject(AiApi) ai: AiApi,
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(SubscriptionFlagStore) flags: SubscriptionFlagStore,
    @inject(Clock) clock: Clock,
  ) {
    this.ai = ai;
    this.session = session;
    this.flags = flags;
    this.clock = clock;
  }

  async execute(): Promise<UploadQuota> {
    const { userId } = this.session.current();
    if (userId === null) return { kind: 'signed-out' };
    const answer = await this.ai.activeSubscription(userId);
    if (this.session.current().userId !== userId) return { kind: 'signed-out' };
    const subscription = answer.ok ? answer.value : null;
    const outcome = aiGuardAfterCheck(answer.ok ? subscription !== null : 'failed');
    this.flags.remember(outcome.subscriptionFlag, subscription?.segmentationsAllowed ?? 0);
    if (!answer.ok) return { kind: 'failed' };
    if (subscription === null) return { kind: 'none' };
    this.session.cacheSubscription({ userId, savedAt: this.clock.now(), value: subscription });
    return { kind: 'active', subscription };
  }
}
