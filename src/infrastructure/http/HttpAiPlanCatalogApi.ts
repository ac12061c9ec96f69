import * as z from 'zod/mini';
import { AiPlanJson } from '@tiara/contract/aiJson';
import { aiSlug } from '@tiara/domain/brand';
import { piastersFromPounds } from '@tiara/domain/money';
import type { AiPlanCatalogApi, OfferedAiPlan } from '../../application/ai/AiPlanCatalogApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';

const plansSchema: z.ZodMiniType<OfferedAiPlan[]> = z.array(
  z.pipe(
    AiPlanJson,
    z.transform((wire) => ({
      id: wire.id,
      name: wire.name,
      description: wire.description,
      price: piastersFromPounds(wire.price),
      segmentations: wire.segmentations,
      periodLabel: wire.period_label,
    })),
  ),
);

/** The AI plans on sale, in the language the client names (every request names the shown one). */
export class HttpAiPlanCatalogApi implements AiPlanCatalogApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  plansOnSale(): Promise<ApiResult<OfferedAiPlan[]>> {
    return this.http.send({ method: 'GET', path: `/api/${aiSlug}/plans`, schema: plansSchema, feature: 'ai-plans' });
  }
}
