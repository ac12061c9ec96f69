import { type ActiveSubscriptionJson, AiPlanJson, type PendingSubscriptionJson, SubscribeJson } from '@tiara/contract/aiJson';
import { type Language, shownText } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { AiPlanListing } from '../../application/ai/AiPlanListing';
import type { ActiveSubscriptionSummary } from '../../application/ai/GetActiveSubscription';
import type { PlanSubscription } from '../../application/subscriptions/Subscriptions';
import { documented } from '../documented';

export const subscribeBody = documented(SubscribeJson, { subscription_id: 'The AI plan id (1 Light, 2 Pro, 3 Premium)' });

export const aiPlanAnswer = documented(AiPlanJson, {
  id: 'The plan id (1 Light, 2 Pro, 3 Premium); the cart names it as id + 1,000,000',
  price: 'EGP',
  period_label: "What follows the price ('/month'); empty when nothing does",
});

/** Name, description and period in the reader's language where written; the English stands in. */
export function aiPlanToJson(plan: AiPlanListing, language: Language): AiPlanJson {
  return {
    id: plan.id,
    name: shownText(language, plan.name, plan.nameAr),
    description: shownText(language, plan.description, plan.descriptionAr),
    price: poundsFromPiasters(plan.price),
    segmentations: plan.segmentations,
    period_label: shownText(language, plan.periodLabel, plan.periodLabelAr),
  };
}

/** The plan's name is in the reader's language where written; the English stands in. */
export function activeSubscriptionToJson(summary: ActiveSubscriptionSummary, language: Language): ActiveSubscriptionJson {
  return {
    is_active: true,
    segmentations_allowed: summary.segmentationsAllowed,
    segmentations_used: summary.segmentationsUsed,
    name: shownText(language, summary.planName, summary.planNameAr),
    plan_id: summary.planId,
    subscription_id: summary.subscriptionId,
  };
}

export function pendingSubscriptionToJson(subscription: PlanSubscription, message: string): PendingSubscriptionJson {
  return {
    message,
    subscription_id: subscription.id,
    plan_id: subscription.planId,
    order_id: subscription.orderId,
    status: subscription.status,
    segmentations_allowed: subscription.segmentationsAllowed,
    segmentations_used: subscription.segmentationsUsed,
  };
}
