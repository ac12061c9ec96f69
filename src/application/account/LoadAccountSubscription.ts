import { inject, injectable } from 'inversify';
import { AiApi, type ActiveSubscription } from '../ai/AiApi';
import { AccountSessionStore } from '../session/AccountSessionStore';
import { Clock } from '../shared/Clock';
import { isFreshFor } from './AccountCache';

/**
 * The account screen's AI subscription (SPEC §2 "Account"): the active subscription cached in the
 * last 5 minutes, otherwise the server's. SPEC §8: any error means inactive. Only an active answer is
 * cached, so a plan bought a minute ago shows at once instead of a remembered "no subscription".
 */
@injectable()
export class LoadAccountSubscription {
  private readonly ai: AiApi;
  private readonly session: AccountSessionStore;
  private readonly clock: Clock;

  constructor(@inject(AiApi) ai: AiApi, @inject(AccountSessionStore) session: AccountSessionStore, @inject(Clock) clock: Clock) {
    this.ai = ai;
    this.session = session;
    this.clock = clock;
  }

  /** The active subscription, or null for none (or an error). */
  async execute(): Promise<ActiveSubscription | null> {
    const { userId } = this.session.current();
    if (userId === null) return null;
    const cached = this.session.cachedSubscription();
    if (isFreshFor(cached, userId, this.clock.now())) return cached.value;

    const answer = await this.ai.activeSubscription(userId);
    if (!answer.ok || answer.value === null) return null;
    if (this.session.current().userId === userId) this.session.cacheSubscription({ userId, savedAt: this.clock.now(), value: answer.value });
    return answer.value;
  }
}
