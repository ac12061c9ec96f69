import type { OrderEndedListener } from './OrderEndedListener';
import type { OrderStore } from './OrderStore';

/**
 * Gives back the stock and promo use of card orders that were never paid within the hold
 * (settings.unpaidOrderHoldMinutes): they end Cancelled. Safe to run from several servers at
 * once: each order is released by one conditional update, so at most once.
 */
export class ReleaseExpiredOrders {
  private readonly store: OrderStore;
  private readonly orderEnded: OrderEndedListener;

  constructor(store: OrderStore, orderEnded: OrderEndedListener) {
    this.store = store;
    this.orderEnded = orderEnded;
  }

  /** The number of orders this run released. */
  async execute(now: Date): Promise<number> {
    let released = 0;
    for (const orderId of await this.store.expiredUnpaidOrders(now)) {
      if (await this.store.end(orderId, ['Pending'], 'Cancelled', now)) {
        await this.orderEnded(orderId);
        released += 1;
      }
    }
    return released;
  }
}
