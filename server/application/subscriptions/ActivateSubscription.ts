import { type Result, fail, ok } from '@tiara/domain/result';
import type { ActiveSubscriptionSummary, GetActiveSubscription } from '../ai/GetActiveSubscription';
import { SubscriptionMessages } from './SubscriptionMessages';
import type { Subscriptions } from './Subscriptions';
import type { ServerText } from '../texts/ServerText';

export type ActivateSubscriptionError =
  | { code: 'order_not_found'; message: ServerText }
  | { code: 'not_paid'; message: ServerText }
  | { code: 'no_subscription'; message: ServerText };

/**
 * Switches on the subscriptions a paid order bought (DESIGN §5, invariant 5: only a payment the
 * gateway reported counts). A plan bought while another is Active stays Active beside it, so its
 * segmentations add to the user's quota. Idempotent: a second call changes nothing and answers
 * the same quota.
 */
export class ActivateSubscription {
  private readonly subscriptions: Subscriptions;
  private readonly activeSubscription: GetActiveSubscription;

  constructor(subscriptions: Subscriptions, activeSubscription: GetActiveSubscription) {
    this.subscriptions = subscriptions;
    this.activeSubscription = activeSubscription;
  }

  async execute(userId: number, orderId: number, now: Date): Promise<Result<ActiveSubscriptionSummary, ActivateSubscriptionError>> {
    const outcome = await this.subscriptions.activateForOrder(userId, orderId, now);
    switch (outcome.kind) {
      case 'order-not-found':
        return fail({ code: 'order_not_found', message: SubscriptionMessages.orderNotFound });
      case 'not-paid':
        return fail({ code: 'not_paid', message: SubscriptionMessages.notPaid });
      case 'no-subscription':
        return fail({ code: 'no_subscription', message: SubscriptionMessages.noSubscription });
      case 'active': {
        const summary = await this.activeSubscription.execute(userId);
        return summary.ok ? ok(summary.value) : fail({ code: 'no_subscription', message: SubscriptionMessages.noSubscription });
      }
    }
  }
}
