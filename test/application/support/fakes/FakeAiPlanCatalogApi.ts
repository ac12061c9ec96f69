import type { AiPlanCatalogApi, OfferedAiPlan } from '../../../../src/application/ai/AiPlanCatalogApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type Language, shownText } from '@tiara/domain/language';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/** A plan on sale as the back office wrote it, the Arabic of each text beside it (null: none). */
export interface PlanOnSale extends OfferedAiPlan {
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  readonly periodLabelAr: string | null;
}

/** The three plans of the demo shop, Premium's period in both languages, Pro's description in English only. */
export const PLANS_ON_SALE: readonly PlanOnSale[] = [
  { id: 1, name: 'Light Package', nameAr: 'الباقة الخفيفة', description: '10 segmentations.', descriptionAr: '10 تحليلات.', price: 290_000, segmentations: 10, periodLabel: '', periodLabelAr: null },
  { id: 2, name: 'Pro', nameAr: 'باقة برو', description: 'For busy practices.', descriptionAr: null, price: 610_000, segmentations: 25, periodLabel: '', periodLabelAr: null },
  { id: 3, name: 'Premium', nameAr: 'باقة بريميوم', description: '50 every month.', descriptionAr: '50 تحليلًا كل شهر.', price: 980_000, segmentations: 50, periodLabel: '/month', periodLabelAr: '/شهريًا' },
];

/**
 * The plans on sale in memory (`plans`), answered in `language` (the reader's, as the client names
 * it) with the English where no Arabic is written. Calls are logged as `plans <language>`.
 */
export class FakeAiPlanCatalogApi extends FakeApi implements AiPlanCatalogApi {
  readonly calls: string[] = [];
  plans: readonly PlanOnSale[] = PLANS_ON_SALE;
  language: Language = 'en';

  plansOnSale(): Promise<ApiResult<OfferedAiPlan[]>> {
    const language = this.language;
    return this.respond('plansOnSale', `plans ${language}`, () =>
      ok(
        this.plans.map(({ nameAr, descriptionAr, periodLabelAr, ...plan }) => ({
          ...plan,
          name: shownText(language, plan.name, nameAr),
          description: shownText(language, plan.description, descriptionAr),
          periodLabel: shownText(language, plan.periodLabel, periodLabelAr),
        })),
      ),
    );
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
