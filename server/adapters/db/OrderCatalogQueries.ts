import { sql } from 'drizzle-orm';
import type { OrderCatalog, PricedPlan, PricedProduct, PricedTraining, PricedVariant, PricingFacts, PricingRequest } from '../../application/orders/OrderCatalog';
import type { Database } from './Database';
import { promoCodeFrom } from './PromoCodeRepository';
import type { promoCodes } from './schema';
import { inCheckoutOrder } from './ShippingFeeQueries';

interface FactsRow {
  products: PricedProduct[];
  variants: PricedVariant[];
  plans: PricedPlan[];
  trainings: PricedTraining[];
  fees: Array<{ name: string; fee: number }>;
  promo: (Omit<typeof promoCodes.$inferSelect, 'startsAt' | 'endsAt' | 'createdAt'> & { startsAt: string | null; endsAt: string | null }) | null;
  promoUsedByUser: boolean;
  userExists: boolean;
}

/**
 * Prices as the database holds them now, read straight from it (never from the storefront's read
 * cache), in one call of the order_pricing_facts routine: on the embedded database each statement
 * is a trip into WebAssembly, and the routine keeps its plans where an ad hoc query is planned anew.
 */
export class OrderCatalogQueries implements OrderCatalog {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async pricingFacts(request: PricingRequest): Promise<PricingFacts> {
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }` and parse jsonb.
    const result = (await this.db.execute(sql`SELECT order_pricing_facts(${JSON.stringify(request)}::jsonb) AS facts`)) as unknown as {
      rows: Array<{ facts: FactsRow }>;
    };
    const row = result.rows[0]?.facts;
    if (!row) throw new Error('the pricing facts query returned no row');
    return {
      products: row.products,
      variants: row.variants,
      plans: row.plans,
      trainings: row.trainings,
      shippingFees: inCheckoutOrder(row.fees),
      promo: row.promo
        ? promoCodeFrom({ ...row.promo, startsAt: row.promo.startsAt === null ? null : new Date(row.promo.startsAt), endsAt: row.promo.endsAt === null ? null : new Date(row.promo.endsAt) })
        : undefined,
      promoUsedByUser: row.promoUsedByUser,
      userExists: row.userExists,
    };
  }
}
