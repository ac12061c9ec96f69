import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ActivateOutcome, PlanPurchase, PlanSubscription, SubscribeOutcome, Subscriptions } from '../../application/subscriptions/Subscriptions';
import type { Database } from './Database';
import { findOrderLine, findOrderPurchase, isOrderOpen } from './OrderPurchases';
import { aiPlans, aiSubscriptions, orderItems, users } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function subscriptionOf(row: typeof aiSubscriptions.$inferSelect, orderId: number): PlanSubscription {
  return {
    id: row.id,
    planId: row.planId,
    orderId,
    status: row.status,
    segmentationsAllowed: row.segmentationsAllowed,
    segmentationsUsed: row.segmentationsUsed,
  };
}

/** Serialises one customer's subscribe and activate calls, so a repeated call never creates or activates twice. */
async function lockUser(tx: Transaction, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return user !== undefined;
}

export class SubscriptionRepository implements Subscriptions {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  subscribe({ userId, planId, orderId, now }: PlanPurchase): Promise<SubscribeOutcome> {
    return this.db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return { kind: 'order-not-found' };
      const [plan] = await tx.select({ id: aiPlans.id, segmentations: aiPlans.segmentations }).from(aiPlans).where(eq(aiPlans.id, planId)).limit(1);
      if (!plan) return { kind: 'plan-not-found' };
      const order = await findOrderPurchase(tx, orderId);
      if (!order || order.userId !== userId) return { kind: 'order-not-found' };
      const line = await findOrderLine(tx, orderId, 'ai-plan', planId);
      if (!line) return { kind: 'plan-not-in-order' };

      const [existing] = await tx
        .select()
        .from(aiSubscriptions)
        .where(and(eq(aiSubscriptions.orderId, orderId), eq(aiSubscriptions.userId, userId), eq(aiSubscriptions.planId, planId)))
        .orderBy(asc(aiSubscriptions.id))
        .limit(1);
      if (existing) return { kind: 'existing', subscription: subscriptionOf(existing, orderId) };
      if (!isOrderOpen(order, now)) return { kind: 'order-closed' };

      const [created] = await tx
        .insert(aiSubscriptions)
        .values({ userId, planId, orderId, status: 'Pending', segmentationsAllowed: plan.segmentations })
        .returning();
      if (!created) throw new Error('the subscription was not stored');
      return { kind: 'created', subscription: subscriptionOf(created, orderId) };
    });
  }

  activateForOrder(userId: number, orderId: number, now: Date): Promise<ActivateOutcome> {
    return this.db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return { kind: 'order-not-found' };
      const order = await findOrderPurchase(tx, orderId);
      if (!order || order.userId !== userId) return { kind: 'order-not-found' };
      if (!order.paid) return { kind: 'not-paid' };

      // The storefront only logs a failed subscribe call, so a paid plan line without its subscription still gets one.
      const subscribed = await tx
        .select({ planId: aiSubscriptions.planId, status: aiSubscriptions.status })
        .from(aiSubscriptions)
        .where(and(eq(aiSubscriptions.orderId, orderId), eq(aiSubscriptions.userId, userId)));
      const lines = await tx
        .select({ planId: orderItems.productId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'ai-plan')))
        .orderBy(asc(orderItems.id));
      const boughtPlanIds = [...new Set(lines.map((line) => line.planId))];
      const unsubscribedPlanIds = boughtPlanIds.filter((planId) => !subscribed.some((subscription) => subscription.planId === planId));
      const missing =
        unsubscribedPlanIds.length > 0
          ? await tx.select({ planId: aiPlans.id, segmentations: aiPlans.segmentations }).from(aiPlans).where(inArray(aiPlans.id, unsubscribedPlanIds)).orderBy(asc(aiPlans.id))
          : [];
      if (missing.length > 0) {
        await tx.insert(aiSubscriptions).values(missing.map((line) => ({ userId, planId: line.planId, orderId, status: 'Pending' as const, segmentationsAllowed: line.segmentations })));
      }

      const activated = await tx
        .update(aiSubscriptions)
        .set({ status: 'Active', activatedAt: now })
        .where(and(eq(aiSubscriptions.orderId, orderId), eq(aiSubscriptions.userId, userId), eq(aiSubscriptions.status, 'Pending')))
        .returning({ id: aiSubscriptions.id });
      const alreadyActive = subscribed.some((subscription) => subscription.status === 'Active');
      if (activated.length === 0 && !alreadyActive) return { kind: 'no-subscription' };
      return { kind: 'active', activated: activated.length };
    });
  }
}
