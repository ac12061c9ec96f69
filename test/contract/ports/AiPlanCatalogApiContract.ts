import { describe, expect, it } from 'vitest';
import type { AiPlanCatalogApi, OfferedAiPlan } from '../../../src/application/ai/AiPlanCatalogApi';
import type { Language } from '@tiara/domain/language';
import type { Subject } from './support/Subject';

export interface AiPlanCatalogApiSubject {
  /** The port as a reader of `language` reaches it (the client names that language on every request). */
  api(language: Language): AiPlanCatalogApi;
}

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

async function plansFor(subject: AiPlanCatalogApiSubject, language: Language): Promise<OfferedAiPlan[]> {
  const answer = await subject.api(language).plansOnSale();
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** What the AI plans' page relies on from the list of the plans on sale. */
export function aiPlanCatalogApiContract(subject: Subject<AiPlanCatalogApiSubject>): void {
  describe('AiPlanCatalogApi', () => {
    it('lists the plans on sale by id, among the ids the cart can name, priced in whole piasters', async () => {
      const plans = await plansFor(await subject(), 'en');
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.map((plan) => plan.id)).toEqual([...plans.map((plan) => plan.id)].sort((a, b) => a - b));
      for (const plan of plans) {
        expect([1, 2, 3]).toContain(plan.id);
        expect(Number.isSafeInteger(plan.price) && plan.price > 0).toBe(true);
        expect(plan.segmentations).toBeGreaterThan(0);
        expect(plan.name.trim()).not.toBe('');
      }
    });

    it('names the same plans in the reader’s language, in Arabic where written, at the same prices', async () => {
      const given = await subject();
      const [english, arabic] = await Promise.all([plansFor(given, 'en'), plansFor(given, 'ar')]);
      expect(arabic.map(({ id, price, segmentations }) => ({ id, price, segmentations }))).toEqual(english.map(({ id, price, segmentations }) => ({ id, price, segmentations })));
      expect(arabic.some((plan) => ARABIC_LETTERS.test(plan.name))).toBe(true);
      expect(english.some((plan) => ARABIC_LETTERS.test(plan.name))).toBe(false);
      // Where no Arabic is written, the English stands in.
      arabic.forEach((plan, index) => expect(ARABIC_LETTERS.test(plan.name) || plan.name === english[index]?.name).toBe(true));
    });
  });
}
