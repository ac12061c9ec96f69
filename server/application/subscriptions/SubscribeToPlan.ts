import { type Result, fail, ok } from '@tiara/domain/result';
import { SubscriptionMessages } from './SubscriptionMessages';
import type { PlanPurchase, PlanSubscription, Subscriptions } from './Subscriptions';
import type { ServerText } from '../texts/ServerText';

export type SubscribeToPlanError =
  | { code: 'plan_not_found'; message: ServerText }
  | { code: 'order_not_found'; message: ServerText }
  | { code: 'plan_not_in_order'; message: ServerText }
  | { code: 'order_closed'; message: ServerText };

export interface SubscribeToPlanResult {
  readonly subscription: PlanSubscription;
  /** False when this order had already subscribed to this plan: nothing was created. */
  readonly created: boolean;
}

/**
 * Records, before payment, the plan a user's order buys: a Pending subscription with the plan's
 * segmentations. Unlike the original, an Active subscription does not refuse it: once paid, the
 * new plan's segmentations add to what the user has. One subscription per order and plan.
 */
export class SubscribeToPlan {
  private readonly subscriptions: Subscriptions;

  constructor(subscriptions: Subscriptions) {
    this.subscriptions = subscriptions;
  }

  async execute(purchase: PlanPurchase): Promise<Result<SubscribeToPlanResult, SubscribeToPlanError>> {
    const outcome = await this.subscriptions.subscribe(purchase);
    switch (outcome.kind) {
      case 'created':
      case 'existing':
        return ok({ subscription: outcome.subscription, created: outcome.kind === 'created' });
      case 'plan-not-found':
        return fail({ code: 'plan_not_found', message: SubscriptionMessages.planNotFound });
      case 'order-not-found':
        return fail({ code: 'order_not_found', message: SubscriptionMessages.orderNotFound });
      case 'plan-not-in-order':
        return fail({ code: 'plan_not_in_order', message: SubscriptionMessages.planNotInOrder });
      case 'order-closed':
        return fail({ code: 'order_closed', message: SubscriptionMessages.orderClosed });
    }
  }
}
