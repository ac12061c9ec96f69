import type { SubscriptionFlagStore } from '../../application/ai/SubscriptionFlagStore';
import type { SubscriptionFlag } from '@tiara/domain/access';
import { CheckoutKeys } from './BrowserCheckoutDetailsStore';

/** The subscription flag and allowed count under the keys the payment confirmation also writes. */
export class BrowserSubscriptionFlagStore implements SubscriptionFlagStore {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  flag(): string | null {
    try {
      return this.storage.getItem(CheckoutKeys.subscriptionFlag);
    } catch {
      return null;
    }
  }

  remember(flag: SubscriptionFlag, segmentationsAllowed: number): void {
    try {
      this.storage.setItem(CheckoutKeys.subscriptionFlag, flag);
      this.storage.setItem(CheckoutKeys.segmentationsAllowed, String(segmentationsAllowed));
    } catch {
      // A full or disabled storage: the guards ask the server again next time.
    }
  }
}
