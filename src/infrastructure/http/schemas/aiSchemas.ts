import * as z from 'zod/mini';
import type { ActiveSubscription, PendingSubscription } from '../../../application/ai/AiApi';

// zod/mini: the AI access check loads with the navbar, so these schemas are part of the first load.

const count = z.int();

export const aiAccessSchema: z.ZodMiniType<boolean> = z.pipe(
  z.object({ has_access: z.boolean() }),
  z.transform((wire) => wire.has_access),
);

export const activeSubscriptionSchema: z.ZodMiniType<ActiveSubscription> = z.pipe(
  z.object({
    is_active: z.literal(true),
    segmentations_allowed: count,
    segmentations_used: count,
    name: z.string(),
    plan_id: count,
    subscription_id: count,
  }),
  z.transform((wire) => ({
    isActive: true as const,
    name: wire.name,
    planId: wire.plan_id,
    subscriptionId: wire.subscription_id,
    segmentationsAllowed: wire.segmentations_allowed,
    segmentationsUsed: wire.segmentations_used,
  })),
);

export const pendingSubscriptionSchema: z.ZodMiniType<PendingSubscription> = z.pipe(
  z.object({
    subscription_id: count,
    plan_id: count,
    order_id: count,
    status: z.enum(['Pending', 'Active', 'Cancelled']),
  }),
  z.transform((wire) => ({ subscriptionId: wire.subscription_id, planId: wire.plan_id, orderId: wire.order_id, status: wire.status })),
);
