import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AccountSessionStore } from '../session/AccountSessionStore';
import { Clock } from '../shared/Clock';
import { LanguagePreference } from '../shared/LanguagePreference';
import { isFreshFor } from './AccountCache';
import { OrderHistoryApi, type PastOrder } from './OrderHistoryApi';
import { OrderHistoryCache } from './OrderHistoryCache';

/** `signed-out`: nobody to ask about; `failed`: the server could not be asked or refused. */
export type OrderHistoryError = 'signed-out' | 'failed';

/**
 * The signed-in customer's orders for the account and my-orders screens: the copy cached in the
 * last 5 minutes (SPEC §9) in the reader's language, otherwise the server's answer (its lines named
 * in that language), which is cached in turn.
 */
@injectable()
export class LoadOrderHistory {
  private readonly orders: OrderHistoryApi;
  private readonly cache: OrderHistoryCache;
  private readonly session: AccountSessionStore;
  private readonly clock: Clock;
  private readonly language: LanguagePreference;

  constructor(
    @inject(OrderHistoryApi) orders: OrderHistoryApi,
    @inject(OrderHistoryCache) cache: OrderHistoryCache,
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(Clock) clock: Clock,
    @inject(LanguagePreference) language: LanguagePreference,
  ) {
    this.orders = orders;
    this.cache = cache;
    this.session = session;
    this.clock = clock;
    this.language = language;
  }

  async execute(): Promise<Result<readonly PastOrder[], OrderHistoryError>> {
    const { userId } = this.session.current();
    if (userId === null) return fail('signed-out');
    const language = this.language.current();
    const cached = await this.cache.cached();
    if (isFreshFor(cached, userId, this.clock.now()) && cached.language === language) return ok(cached.value);

    const answer = await this.orders.ordersOf(userId);
    if (!answer.ok) return fail('failed');
    // The customer may have signed out or changed while the server answered: keep nothing about the old one.
    if (this.session.current().userId === userId) await this.cache.keep({ userId, savedAt: this.clock.now(), value: answer.value, language });
    return ok(answer.value);
  }
}
