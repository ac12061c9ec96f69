import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import { type OrderHistoryError, LoadOrderHistory } from '../../application/account/LoadOrderHistory';
import type { PastOrder } from '../../application/account/OrderHistoryApi';
import type { Result } from '@tiara/domain/result';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { type OrderRowView, orderRowOf } from './orderRows';

export type MyOrdersState = 'loading' | 'loaded' | 'failed' | 'signed-out';

/**
 * The my-orders page (/my-orders): SPEC §2's table from the orders cached in the last 5 minutes (§9),
 * their lines named in the reader's language: asked for again after a switch of language, the rows
 * shown meanwhile staying in place.
 */
@injectable()
export class MyOrdersPresenter {
  state: MyOrdersState = 'loading';
  orders: readonly PastOrder[] = [];

  private started = false;
  /** The latest load: an answer to an earlier one (before a switch) is not shown. */
  private asked = 0;

  constructor(
    @inject(LoadOrderHistory) private readonly loadOrders: LoadOrderHistory,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
  ) {
    makePresenterObservable<MyOrdersPresenter, 'started' | 'asked'>(this, arguments, { orders: observableRef, started: false, asked: false });
  }

  get rows(): OrderRowView[] {
    return this.orders.map(orderRowOf);
  }

  /** The page opened: the orders load once, and again after every switch of language until the returned function is called. */
  opened(): () => void {
    if (!this.started) {
      this.started = true;
      this.load();
    }
    return reaction(
      () => this.language.language,
      () => this.load(),
    );
  }

  private load(): void {
    const asked = ++this.asked;
    void this.loadOrders.execute().then((result) => this.loaded(asked, result));
  }

  private loaded(asked: number, result: Result<readonly PastOrder[], OrderHistoryError>): void {
    if (asked !== this.asked) return;
    this.orders = result.ok ? result.value : [];
    this.state = result.ok ? 'loaded' : result.error;
  }
}
