import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import { LoadAccountSubscription } from '../../application/account/LoadAccountSubscription';
import { LoadOrderHistory } from '../../application/account/LoadOrderHistory';
import type { PastOrder } from '../../application/account/OrderHistoryApi';
import type { ActiveSubscription } from '../../application/ai/AiApi';
import { AccountSessionStore, type StoredProfile } from '../../application/session/AccountSessionStore';
import { remainingSegmentations } from '@tiara/domain/upload-quota';
import { shortDateText } from '../../locales/format/dateTexts';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { shownLanguage } from '../i18n/localized';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { type OrderRowView, orderRowOf } from './orderRows';

/** SPEC §9: the account shows 3 recent orders. */
export const RECENT_ORDERS_SHOWN = 3;

const texts = AccountMessages.account;

export type LoadState = 'loading' | 'loaded' | 'failed';

export interface SubscriptionCardView {
  readonly planName: string;
  readonly usedText: string;
  readonly remaining: number;
}

function initialOf(text: string): string {
  return text.trim().charAt(0).toUpperCase();
}

/** The account page (/account): SPEC §2 "Account", with the 5-minute caches of §9 and §8's orders message. */
@injectable()
export class AccountPresenter {
  /** Read once: the profile changes only by signing in again, which leaves this page. */
  readonly profile: StoredProfile;
  orders: readonly PastOrder[] = [];
  ordersState: LoadState = 'loading';
  subscription: ActiveSubscription | null = null;
  subscriptionLoaded = false;

  private started = false;
  /** The latest load of the orders: an answer to an earlier one (before a switch of language) is not shown. */
  private ordersAsked = 0;

  constructor(
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(LoadOrderHistory) private readonly loadOrders: LoadOrderHistory,
    @inject(LoadAccountSubscription) private readonly loadSubscription: LoadAccountSubscription,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
  ) {
    this.profile = session.profile();
    makePresenterObservable<AccountPresenter, 'started' | 'ordersAsked'>(this, arguments, {
      orders: observableRef,
      subscription: observableRef,
      profile: false,
      started: false,
      ordersAsked: false,
    });
  }

  get welcomeText(): string {
    return texts.welcome(this.profile.firstName.trim() || this.profile.email);
  }

  /** The avatar's initials: first and last name, or the e-mail's first letter. */
  get initials(): string {
    const fromNames = initialOf(this.profile.firstName) + initialOf(this.profile.lastName);
    return fromNames || initialOf(this.profile.email);
  }

  get fullName(): string {
    return [this.profile.firstName, this.profile.middleName, this.profile.lastName].map((name) => name.trim()).filter(Boolean).join(' ');
  }

  get email(): string {
    return this.profile.email;
  }

  get memberSinceText(): string | null {
    return this.profile.memberSince === null ? null : shortDateText(this.profile.memberSince, shownLanguage());
  }

  get aiStatusText(): string | null {
    if (!this.subscriptionLoaded) return null;
    return this.subscription === null ? texts.inactive : texts.active;
  }

  get totalOrders(): number | null {
    return this.ordersState === 'loaded' ? this.orders.length : null;
  }

  get subscriptionCard(): SubscriptionCardView | null {
    const subscription = this.subscription;
    if (subscription === null) return null;
    return {
      planName: subscription.name ?? texts.unnamedPlan,
      usedText: texts.usedOfAllowed(subscription.segmentationsUsed, subscription.segmentationsAllowed),
      remaining: remainingSegmentations({ isActive: true, allowed: subscription.segmentationsAllowed, used: subscription.segmentationsUsed }),
    };
  }

  get recentOrders(): OrderRowView[] {
    return this.orders.slice(0, RECENT_ORDERS_SHOWN).map(orderRowOf);
  }

  get ordersError(): string | null {
    return this.ordersState === 'failed' ? AccountMessages.orders.failed : null;
  }

  /**
   * The page opened: the orders and the subscription load side by side, once; the orders, their
   * lines named in the reader's language, again after every switch of language until the returned
   * function is called.
   */
  opened(): () => void {
    if (!this.started) {
      this.started = true;
      this.loadOrderHistory();
      void this.loadSubscription.execute().then(this.subscriptionFound);
    }
    return reaction(
      () => this.language.language,
      () => this.loadOrderHistory(),
    );
  }

  private loadOrderHistory(): void {
    const asked = ++this.ordersAsked;
    void this.loadOrders.execute().then((result) => this.ordersLoaded(asked, result.ok ? result.value : null));
  }

  private ordersLoaded(asked: number, orders: readonly PastOrder[] | null): void {
    if (asked !== this.ordersAsked) return;
    this.orders = orders ?? [];
    this.ordersState = orders === null ? 'failed' : 'loaded';
  }

  private subscriptionFound(subscription: ActiveSubscription | null): void {
    this.subscription = subscription;
    this.subscriptionLoaded = true;
  }
}
