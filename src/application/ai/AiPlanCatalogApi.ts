import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../shared/ApiResult';

/** An AI plan on sale as the server offers it: its texts in the reader's language. */
export interface OfferedAiPlan {
  /** 1 to 3 (SPEC §9); the cart names it as id + 1,000,000. */
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly price: Piasters;
  readonly segmentations: number;
  /** What follows the price ('/month'); empty when nothing does. */
  readonly periodLabel: string;
}

/**
 * The plans on sale, as this repository's server lists them (`GET /api/{product}ai/plans`). SPEC
 * fixes the three plans in its constants and names no such call: a backend that keeps to SPEC
 * answers it as not found.
 */
export interface AiPlanCatalogApi {
  plansOnSale(): Promise<ApiResult<OfferedAiPlan[]>>;
}

export const AiPlanCatalogApi: ServiceIdentifier<AiPlanCatalogApi> = Symbol('AiPlanCatalogApi');
