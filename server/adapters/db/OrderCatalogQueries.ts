import { sql } from 'drizzle-orm';
import type { OrderCatalog, PricedPlan, PricedProduct, PricedTraining, PricedVariant, PricingFacts, PricingRequest } from '../../application/orders/OrderCatalog';
import type { Database } from './Database';
import { type BatchOutcome, InFlightBatcher } from './InFlightBatcher';
import { promoCodeFrom } from './PromoCodeRepository';
import type { promoCodes } from './schema';
import { inCheckoutOrder } from './ShippingFeeQueries';

/** Orders priced together while the previous read is in flight; more wait for the next one. */
const MAX_REQUESTS_PER_BATCH = 100;

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
 * cache) by the order_pricing_facts routine, which keeps its plans where an ad hoc query is planned
 * anew. Requests that arrive together are read in one statement (InFlightBatcher): on the embedded
 * database each statement is a trip into WebAssembly.
 */
export class OrderCatalogQueries implements OrderCatalog {
  private readonly db: Database;
  private readonly reads: InFlightBatcher<PricingRequest, FactsRow>;

  constructor(db: Database) {
    this.db = db;
    this.reads = new InFlightBatcher((requests) => this.readBatch(requests), MAX_REQUESTS_PER_BATCH);
  }

  /** The facts of every request of the batch in one statement, in the requests' order. */
  private async readBatch(requests: readonly PricingRequest[]): Promise<Array<BatchOutcome<FactsRow>>> {
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }` and parse jsonb.
    const result = (await this.db.execute(sql`SELECT order_pricing_facts(${JSON.stringify(requests)}::jsonb) AS facts`)) as unknown as {
      rows: Array<{ facts: { fees: FactsRow['fees']; requests: Array<Omit<FactsRow, 'fees'>> } }>;
    };
    const facts = result.rows[0]?.facts;
    if (!facts || !Array.isArray(facts.requests)) throw new Error('the pricing facts query returned no row');
    return facts.requests.map((row) => ({ ok: true, value: { ...row, fees: facts.fees } }));
  }

  async pricingFacts(request: PricingRequest): Promise<PricingFacts> {
    const row = await this.reads.submit(request);
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
