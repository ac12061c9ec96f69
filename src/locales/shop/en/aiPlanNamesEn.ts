import { AI_PLANS, type AiPlanId } from '@tiara/domain/ai-plan';

/** The AI plans' names and periods on the storefront's cards (SPEC §9), by plan id. */
export const aiPlanNamesEn = {
  names: Object.fromEntries(AI_PLANS.map((plan) => [plan.id, plan.name])) as Readonly<Record<AiPlanId, string>>,
  /** SPEC §9: only the Premium card shows a period. */
  perMonth: '/month',
};
