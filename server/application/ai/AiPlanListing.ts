import type { AiPlanFields } from '@tiara/domain/ai-plan';

/** An AI plan on sale as the storefront lists it (the read side's model, which AiPlanQueries reads), with its Arabic texts: switched-off plans are never listed. */
export interface AiPlanListing extends Omit<AiPlanFields, 'isActive'> {
  readonly id: number;
}
