import { sql } from 'drizzle-orm';
import type { OrderCatalog, PricedPlan, PricedProduct, PricedTraining, PricedVariant, PricingFacts, PricingRequest } from '../../application/orders/OrderCatalog';
import type { Database } from './Database';
import { promoCodeFrom } from './PromoCodeRepository';
import { aiPlans, dentalTrainings, productVariants, products, promoCodeUses, promoCodes, shippingFees, trainingPackages, users } from './schema';
import { inCheckoutOrder } from './ShippingFeeQueries';

/** A JSON array of ids or skus, unpacked in SQL: one parameter however long the cart. */
const idsIn = (ids: readonly number[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)`;
const textsIn = (texts: readonly string[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))`;

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
 * cache), all in one statement: on the embedded database each statement is a trip into
 * WebAssembly, so eight small queries cost several times what one does.
 */
export class OrderCatalogQueries implements OrderCatalog {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async pricingFacts(request: PricingRequest): Promise<PricingFacts> {
    const promoId = request.promoCodeId ?? 0;
    const userId = request.userId ?? 0;
    const result = (await this.db.execute(sql`
      SELECT
        (SELECT coalesce(json_agg(json_build_object(
           'id', ${products.id}, 'name', ${products.name}, 'price', ${products.pricePiasters}, 'discount', ${products.discountPiasters},
           'isVariant', ${products.isVariant}, 'image', ${products.logoUrl})), '[]')
         FROM ${products} WHERE ${products.id} IN ${idsIn(request.productIds)} AND ${products.isActive}) AS products,
        (SELECT coalesce(json_agg(json_build_object('id', ${productVariants.id}, 'productId', ${productVariants.productId}, 'sku', ${productVariants.sku})), '[]')
         FROM ${productVariants} WHERE ${productVariants.sku} IN ${textsIn(request.skus)}) AS variants,
        (SELECT coalesce(json_agg(json_build_object('id', ${aiPlans.id}, 'name', ${aiPlans.name}, 'price', ${aiPlans.pricePiasters})), '[]')
         FROM ${aiPlans} WHERE ${aiPlans.id} IN ${idsIn(request.planIds)} AND ${aiPlans.isActive}) AS plans,
        (SELECT coalesce(json_agg(json_build_object(
           'id', ${dentalTrainings.id}, 'title', ${dentalTrainings.title}, 'image', ${dentalTrainings.imageUrl},
           'packages', (SELECT coalesce(json_agg(json_build_object('id', ${trainingPackages.id}, 'name', ${trainingPackages.name}, 'price', ${trainingPackages.pricePiasters}) ORDER BY ${trainingPackages.id}), '[]')
                        FROM ${trainingPackages} WHERE ${trainingPackages.trainingId} = ${dentalTrainings.id}))), '[]')
         FROM ${dentalTrainings} WHERE ${dentalTrainings.id} IN ${idsIn(request.trainingIds)} AND ${dentalTrainings.isActive}) AS trainings,
        (SELECT coalesce(json_agg(json_build_object('name', ${shippingFees.governorateName}, 'fee', ${shippingFees.feePiasters})), '[]') FROM ${shippingFees}) AS fees,
        (SELECT row_to_json(promo) FROM (
           SELECT ${promoCodes.id} AS "id", ${promoCodes.code} AS "code", ${promoCodes.kind} AS "kind", ${promoCodes.value} AS "value",
                  ${promoCodes.isActive} AS "isActive", ${promoCodes.startsAt} AS "startsAt", ${promoCodes.endsAt} AS "endsAt",
                  ${promoCodes.maxUses} AS "maxUses", ${promoCodes.usedCount} AS "usedCount", ${promoCodes.oncePerUser} AS "oncePerUser",
                  ${promoCodes.minimumOrderPiasters} AS "minimumOrderPiasters"
           FROM ${promoCodes} WHERE ${promoCodes.id} = ${promoId}) AS promo) AS promo,
        EXISTS (SELECT 1 FROM ${promoCodeUses} WHERE ${promoCodeUses.promoCodeId} = ${promoId} AND ${promoCodeUses.userId} = ${userId}
                AND ${promoCodeUses.status} IN ('Reserved', 'Used')) AS "promoUsedByUser",
        EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId}) AS "userExists"
    `)) as unknown as { rows: FactsRow[] };
    const [row] = result.rows;
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
