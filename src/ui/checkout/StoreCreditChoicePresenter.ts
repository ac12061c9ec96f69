import { inject, injectable } from 'inversify';
import { SessionStore } from '../../application/session/SessionStore';
import { isSignedIn } from '../../application/session/isSignedIn';
import type { ApiResult } from '../../application/shared/ApiResult';
import { LoadStoreCredit } from '../../application/store-credit/LoadStoreCredit';
import type { StoreCredit } from '../../application/store-credit/StoreCreditApi';
import type { Piasters } from '@tiara/domain/money';
import { shownPrice } from '../i18n/shownPrice';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * 'Use my store credit' at either checkout: offered to a signed-in customer whose balance is above
 * nothing. How much of it the order uses is the summary's (`StoreCreditPayment`, never more than
 * the total). One per checkout screen, shared with the summary and the order's placing.
 */
@injectable('Request')
export class StoreCreditChoicePresenter {
  /** The customer's balance; 0 for a guest, until it arrives, or when it could not be read. */
  balance: Piasters = 0;
  chosen = false;

  constructor(
    @inject(LoadStoreCredit) private readonly loadStoreCredit: LoadStoreCredit,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {
    makePresenterObservable(this, arguments);
  }

  get isOffered(): boolean {
    return this.balance > 0;
  }

  /** "Use my store credit (balance 420 EGP)". */
  get offerText(): string {
    return StoreCreditMessages.useCredit(shownPrice(this.balance));
  }

  /** What the customer chose to draw on: the balance when the choice is ticked, else nothing. */
  get chosenBalance(): Piasters {
    return this.isOffered && this.chosen ? this.balance : 0;
  }

  /** The checkout opened: a signed-in customer's balance is asked for; a guest has none. */
  opened(): void {
    if (isSignedIn(this.sessions.current())) void this.loadStoreCredit.execute().then(this.arrived);
  }

  useCreditChanged(checked: boolean): void {
    this.chosen = checked;
  }

  private arrived(answer: ApiResult<StoreCredit>): void {
    // Unreadable credit is simply not offered: the order can still be paid in full by the chosen method.
    if (answer.ok) this.balance = answer.value.balance;
  }
}
