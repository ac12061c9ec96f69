import * as z from 'zod/mini';
import { type AiPlanFields, SCAN_STATUSES, SUBSCRIPTION_STATUSES } from '@tiara/domain/ai-plan';
import { poundsFromPiasters } from '@tiara/domain/money';

/** TiaraAI as the back office reads it: plans, subscriptions with their usage and quota, and the scans. Prices in pounds. */

export const AdminAiPlanJson = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number(),
  segmentations: z.int(),
  period_label: z.string(),
  description: z.string(),
  name_ar: z.nullable(z.string()),
  description_ar: z.nullable(z.string()),
  period_label_ar: z.nullable(z.string()),
  is_active: z.boolean(),
  active_subscriptions: z.int(),
  subscriptions: z.int(),
});
export type AdminAiPlanJson = z.infer<typeof AdminAiPlanJson>;

/** A plan's fields as the wire writes them, its price in pounds: the back office's bodies and the server's answers. */
export function aiPlanFieldsJsonOf(plan: AiPlanFields): Omit<AdminAiPlanJson, 'id' | 'active_subscriptions' | 'subscriptions'> {
  return {
    name: plan.name,
    price: poundsFromPiasters(plan.price),
    segmentations: plan.segmentations,
    period_label: plan.periodLabel,
    description: plan.description,
    name_ar: plan.nameAr,
    description_ar: plan.descriptionAr,
    period_label_ar: plan.periodLabelAr,
    is_active: plan.isActive,
  };
}

export const AdminAiSubscriptionJson = z.object({
  id: z.int(),
  user: z.object({ id: z.int(), name: z.string(), email: z.string() }),
  plan: z.object({ id: z.int(), name: z.string() }),
  order_id: z.nullable(z.int()),
  status: z.enum(SUBSCRIPTION_STATUSES),
  segmentations_allowed: z.int(),
  segmentations_used: z.int(),
  segmentations_remaining: z.int(),
  scan_count: z.int(),
  activated_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminAiSubscriptionJson = z.infer<typeof AdminAiSubscriptionJson>;

export const AdminScanJson = z.object({
  id: z.int(),
  user: z.object({ id: z.int(), email: z.string() }),
  subscription_id: z.int(),
  file_name: z.string(),
  size_bytes: z.int(),
  format: z.string(),
  status: z.enum(SCAN_STATUSES),
  summary: z.nullable(z.string()),
  result_links: z.array(z.string()),
  error: z.nullable(z.string()),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type AdminScanJson = z.infer<typeof AdminScanJson>;
