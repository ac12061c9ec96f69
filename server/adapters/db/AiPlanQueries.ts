import { asc, eq } from 'drizzle-orm';
import type { AiPlanListing } from '../../application/ai/AiPlanListing';
import type { Database } from './Database';
import { aiPlans } from './schema';

/** What a plan is offered as, in both languages: the storefront's offer and the back office's list read the same. */
export const planOfferColumns = {
  id: aiPlans.id,
  name: aiPlans.name,
  price: aiPlans.pricePiasters,
  segmentations: aiPlans.segmentations,
  periodLabel: aiPlans.periodLabel,
  description: aiPlans.description,
  nameAr: aiPlans.nameAr,
  descriptionAr: aiPlans.descriptionAr,
  periodLabelAr: aiPlans.periodLabelAr,
};

/** The AI plans as the storefront's offer sees them: switched-off plans do not exist for it. */
export class AiPlanQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** By id, as the offer shows them (Light, Pro, Premium). */
  plansOnSale(): Promise<AiPlanListing[]> {
    return this.db
      .select(planOfferColumns)
      .from(aiPlans)
      .where(eq(aiPlans.isActive, true))
      .orderBy(asc(aiPlans.id));
  }
}
