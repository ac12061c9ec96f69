import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { type OrderHistoryError, LoadOrderHistory } from '../../application/account/LoadOrderHistory';
import type { PastOrder } from '../../application/account/OrderHistoryApi';
import type { Result } from '@tiara/domain/result';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { type OrderRowView, orderRowOf } from './orderRows';

export type MyOrdersState = 'loading' | 'loaded' | 'failed' | 'signed-out';

/** The my-orders page (/my-orders): SPEC §2's table from the orders cached in the last 5 minutes (§9). */
@injectable()
export class MyOrdersPresenter {
  state: MyOrdersState = 'loading';
  orders: readonly PastOrder[] = [];

  private started = false;

  constructor(@inject(LoadOrderHistory) private readonly loadOrders: LoadOrderHistory) {
    makePresenterObservable<MyOrdersPresenter, 'started'>(this, arguments, { orders: observableRef, started: false });
  }

  get rows(): OrderRowView[] {
    return this.orders.map(orderRowOf);
  }

  opened(): void {
    if (this.started) return;
    this.started = true;
    void this.loadOrders.execute().then(this.loaded);
  }

  private loaded(result: Result<readonly PastOrder[], OrderHistoryError>): void {
    this.orders = result.ok ? result.value : [];
    this.state = result.ok ? 'loaded' : result.error;
  }
}
