import * as z from 'zod/mini';
import { IdJson } from './boundsJson';

/**
 * One of the AI plans on sale, as GET /api/{product}ai/plans lists them (not in SPEC, which fixes
 * the three plans in its constants): its texts in the reader's language, its price in pounds.
 */
export const AiPlanJson = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  segmentations: z.int(),
  period_label: z.string(),
});
export type AiPlanJson = z.infer<typeof AiPlanJson>;

/** GET /api/{product}ai/access/{userId}: whether the navbar shows the AI tab. */
export const AiAccessJson = z.object({ has_access: z.boolean() });
export type AiAccessJson = z.infer<typeof AiAccessJson>;

/** SPEC §3 "AI subscription (active)": whether a subscription is active, and the segmentations it allows and has used. */
export const SegmentationQuotaJson = z.object({ is_active: z.boolean(), segmentations_allowed: z.int(), segmentations_used: z.int() });
export type SegmentationQuotaJson = z.infer<typeof SegmentationQuotaJson>;

/**
 * The user's AI quota as this server answers GET .../active and the activation: every Active
 * subscription summed, named after the newest; no active subscription is a 404.
 */
export const ActiveSubscriptionJson = z.extend(SegmentationQuotaJson, {
  is_active: z.literal(true),
  name: z.string(),
  plan_id: z.int(),
  subscription_id: z.int(),
});
export type ActiveSubscriptionJson = z.infer<typeof ActiveSubscriptionJson>;

/** The body of POST /api/{product}aisubscription/user/{userId}/subscribe: the plan (1 to 3) the order buys. */
export const SubscribeJson = z.object({
  subscription_id: z.int().check(z.gte(1), z.lte(3)),
  order_id: IdJson,
});
export type SubscribeJson = z.infer<typeof SubscribeJson>;

/** The subscription that subscribe recorded, Pending until the order is paid. */
export const PendingSubscriptionJson = z.object({
  message: z.string(),
  subscription_id: z.int(),
  plan_id: z.int(),
  order_id: z.int(),
  status: z.enum(['Pending', 'Active', 'Cancelled']),
  segmentations_allowed: z.int(),
  segmentations_used: z.int(),
});
export type PendingSubscriptionJson = z.infer<typeof PendingSubscriptionJson>;
