import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PromoCode } from '../../../src/domain/promo';
import type { ShippingFeeRecord } from '../../../src/domain/shipping-fee';
import type { OrderCatalog, PricedPlan, PricedProduct, PricedTraining, PricedVariant } from '../../application/orders/OrderCatalog';
import type { Database } from './Database';
import { PromoCodeRepository } from './PromoCodeRepository';
import { aiPlans, dentalTrainings, productVariants, products, promoCodes, trainingPackages, users } from './schema';
import { ShippingFeeQueries } from './ShippingFeeQueries';

/** Prices as the database holds them now, read straight from it (never from the storefront's read cache). */
export class OrderCatalogQueries implements OrderCatalog {
  private readonly db: Database;
  private readonly promoCodes: PromoCodeRepository;
  private readonly shipping: ShippingFeeQueries;

  constructor(db: Database) {
    this.db = db;
    this.promoCodes = new PromoCodeRepository(db);
    this.shipping = new ShippingFeeQueries(db);
  }

  async activeProducts(ids: readonly number[]): Promise<PricedProduct[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: products.id, name: products.name, price: products.pricePiasters, discount: products.discountPiasters, isVariant: products.isVariant, image: products.logoUrl })
      .from(products)
      .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)));
  }

  async variantsBySku(skus: readonly string[]): Promise<PricedVariant[]> {
    if (skus.length === 0) return [];
    return this.db.select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.sku, [...skus]));
  }

  async activePlans(ids: readonly number[]): Promise<PricedPlan[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: aiPlans.id, name: aiPlans.name, price: aiPlans.pricePiasters })
      .from(aiPlans)
      .where(and(inArray(aiPlans.id, [...ids]), eq(aiPlans.isActive, true)));
  }

  async activeTrainings(ids: readonly number[]): Promise<PricedTraining[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: dentalTrainings.id,
        title: dentalTrainings.title,
        image: dentalTrainings.imageUrl,
        packageId: trainingPackages.id,
        packageName: trainingPackages.name,
        packagePrice: trainingPackages.pricePiasters,
      })
      .from(dentalTrainings)
      .leftJoin(trainingPackages, eq(trainingPackages.trainingId, dentalTrainings.id))
      .where(and(inArray(dentalTrainings.id, [...ids]), eq(dentalTrainings.isActive, true)))
      .orderBy(asc(dentalTrainings.id), asc(trainingPackages.id));
    const trainings = new Map<number, { id: number; title: string; image: string; packages: Array<{ id: number; name: string; price: number }> }>();
    for (const row of rows) {
      let training = trainings.get(row.id);
      if (!training) {
        training = { id: row.id, title: row.title, image: row.image, packages: [] };
        trainings.set(row.id, training);
      }
      if (row.packageId !== null && row.packageName !== null && row.packagePrice !== null) training.packages.push({ id: row.packageId, name: row.packageName, price: row.packagePrice });
    }
    return [...trainings.values()];
  }

  shippingFees(): Promise<ShippingFeeRecord[]> {
    return this.shipping.allFees();
  }

  async promoCodeById(id: number): Promise<PromoCode | undefined> {
    const [row] = await this.db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
    return row ? this.promoCodes.findByCode(row.code.toUpperCase()) : undefined;
  }

  hasUsedPromo(promoCodeId: number, userId: number): Promise<boolean> {
    return this.promoCodes.hasBeenUsedBy(promoCodeId, userId);
  }

  async userExists(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }
}
