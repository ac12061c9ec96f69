import * as z from 'zod/mini';
import { SCAN_STATUSES, SUBSCRIPTION_STATUSES } from '@tiara/domain/ai-plan';
import { arabicText, pounds, requiredText, trimmedText } from './formFieldJson';
import { SearchQueryJson, WholeNumberQueryJson } from './listQueryJson';

/*
 * What the back office sends of TiaraAI: plans, a subscription's quota, and the lists' filters.
 * Prices in pounds. Apart from the answers: the back office only types what it sends, so these
 * rules never reach the browser.
 */

/** The storefront names plans by cart ids 1,000,001 to 1,000,003 (SPEC §3), so plans are ids 1 to 3. */
export const FIRST_PLAN_ID = 1;
export const LAST_PLAN_ID = 3;
export const MAX_SEGMENTATIONS = 100_000;

/** What may change of a plan (PATCH: any of them); subscriptions keep the allowance they were sold with. */
export const AiPlanFieldsJson = z.object({
  name: requiredText(100),
  price: pounds(),
  segmentations: z.int().check(z.gte(1), z.lte(MAX_SEGMENTATIONS)),
  period_label: trimmedText(50),
  description: trimmedText(1_000),
  name_ar: arabicText(100),
  description_ar: arabicText(1_000),
  period_label_ar: arabicText(50),
  is_active: z.boolean(),
});
export type AiPlanFieldsJson = z.input<typeof AiPlanFieldsJson>;

/** The body of POST /api/admin/ai/plans: the plan under a free id the storefront's cart can name. */
export const NewAiPlanJson = z.object({
  id: z.int().check(z.gte(FIRST_PLAN_ID), z.lte(LAST_PLAN_ID)),
  ...AiPlanFieldsJson.shape,
  period_label: z._default(trimmedText(50), ''),
  description: z._default(trimmedText(1_000), ''),
  is_active: z._default(z.boolean(), true),
});
export type NewAiPlanJson = z.input<typeof NewAiPlanJson>;

/** The body of PUT /api/admin/ai/subscriptions/{id}/quota: never below the segmentations used. */
export const AiQuotaJson = z.object({ segmentations_allowed: z.int().check(z.gte(0), z.lte(MAX_SEGMENTATIONS)) });
export type AiQuotaJson = z.infer<typeof AiQuotaJson>;

export const AiSubscriptionQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  status: z.optional(z.enum(SUBSCRIPTION_STATUSES)),
  user_id: z.optional(WholeNumberQueryJson),
  plan_id: z.optional(WholeNumberQueryJson),
});
export type AiSubscriptionQueryJson = z.infer<typeof AiSubscriptionQueryJson>;

export const ScanQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  status: z.optional(z.enum(SCAN_STATUSES)),
  user_id: z.optional(WholeNumberQueryJson),
  subscription_id: z.optional(WholeNumberQueryJson),
});
export type ScanQueryJson = z.infer<typeof ScanQueryJson>;
