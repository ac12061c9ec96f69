import { AiEntitlementsRepository } from '../adapters/db/AiEntitlementsRepository';
import { AiPlanQueries } from '../adapters/db/AiPlanQueries';
import { SubscriptionRepository } from '../adapters/db/SubscriptionRepository';
import { CheckAiAccess } from '../application/ai/CheckAiAccess';
import { GetActiveSubscription } from '../application/ai/GetActiveSubscription';
import { ActivateSubscription } from '../application/subscriptions/ActivateSubscription';
import { SubscribeToPlan } from '../application/subscriptions/SubscribeToPlan';
import type { ServerContext } from '../http/ServerContext';

/** The AI plans: the plans on sale (a read), who may use the AI, the quota, and the subscriptions an order buys and its payment activates. */
export function aiServices({ db }: ServerContext) {
  const entitlements = new AiEntitlementsRepository(db);
  const subscriptions = new SubscriptionRepository(db);
  const getActiveSubscription = new GetActiveSubscription(entitlements);
  return {
    planQueries: new AiPlanQueries(db),
    checkAiAccess: new CheckAiAccess(entitlements),
    getActiveSubscription,
    subscribeToPlan: new SubscribeToPlan(subscriptions),
    activateSubscription: new ActivateSubscription(subscriptions, getActiveSubscription),
  };
}
