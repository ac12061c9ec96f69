import { type Result, fail, ok } from '@tiara/domain/result';
import type { AiEntitlements } from './AiEntitlements';
import { AiMessages } from './AiMessages';
import type { ServerText } from '../texts/ServerText';

/** The user's AI quota across every Active subscription, named after the newest one. */
export interface ActiveSubscriptionSummary {
  readonly subscriptionId: number;
  readonly planId: number;
  readonly planName: string;
  readonly planNameAr: string | null;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
}

export type GetActiveSubscriptionError = { code: 'no_active_subscription'; message: ServerText };

/**
 * A user who buys a second plan before the first is used up keeps both Active. Their quotas are
 * summed, so the upload screen's "remaining" counts every segmentation paid for; the plan name
 * and ids are those of the newest subscription, the one the customer last bought.
 */
export class GetActiveSubscription {
  private readonly entitlements: AiEntitlements;

  constructor(entitlements: AiEntitlements) {
    this.entitlements = entitlements;
  }

  async execute(userId: number): Promise<Result<ActiveSubscriptionSummary, GetActiveSubscriptionError>> {
    const subscriptions = await this.entitlements.activeSubscriptions(userId);
    const newest = subscriptions[0];
    if (!newest) return fail({ code: 'no_active_subscription', message: AiMessages.noActiveSubscription });
    return ok({
      subscriptionId: newest.id,
      planId: newest.planId,
      planName: newest.planName,
      planNameAr: newest.planNameAr,
      segmentationsAllowed: subscriptions.reduce((sum, subscription) => sum + subscription.segmentationsAllowed, 0),
      segmentationsUsed: subscriptions.reduce((sum, subscription) => sum + subscription.segmentationsUsed, 0),
    });
  }
}
