import { and, eq, inArray } from 'drizzle-orm';
import type { BilingualName, CartItemNames, CartItemNamesRequest, CartNames } from '../../application/orders/CartNames';
import type { Database } from './Database';
import { aiPlans, dentalTrainings, products, trainingPackages } from './schema';

/**
 * What a cart's lines are called now, read straight from the database (a cart asks only when it is
 * shown). Only what the shop still offers is named: a line of anything else keeps its name.
 */
export class CartNameQueries implements CartNames {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async namesOf(request: CartItemNamesRequest): Promise<CartItemNames> {
    const none = Promise.resolve<BilingualName[]>([]);
    const [productNames, plans, trainings, packages] = await Promise.all([
      request.productIds.length === 0
        ? none
        : this.db
            .select({ id: products.id, name: products.name, nameAr: products.nameAr })
            .from(products)
            .where(and(inArray(products.id, [...request.productIds]), eq(products.isActive, true))),
      request.planIds.length === 0
        ? none
        : this.db
            .select({ id: aiPlans.id, name: aiPlans.name, nameAr: aiPlans.nameAr })
            .from(aiPlans)
            .where(and(inArray(aiPlans.id, [...request.planIds]), eq(aiPlans.isActive, true))),
      request.trainingIds.length === 0
        ? none
        : this.db
            .select({ id: dentalTrainings.id, name: dentalTrainings.title, nameAr: dentalTrainings.titleAr })
            .from(dentalTrainings)
            .where(and(inArray(dentalTrainings.id, [...request.trainingIds]), eq(dentalTrainings.isActive, true))),
      request.packageIds.length === 0
        ? none
        : this.db
            .select({ id: trainingPackages.id, name: trainingPackages.name, nameAr: trainingPackages.nameAr })
            .from(trainingPackages)
            .innerJoin(dentalTrainings, eq(dentalTrainings.id, trainingPackages.trainingId))
            .where(and(inArray(trainingPackages.id, [...request.packageIds]), eq(dentalTrainings.isActive, true))),
    ]);
    return { products: productNames, plans, trainings, packages };
  }
}
