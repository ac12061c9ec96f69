import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/domain/order-lifecycle';
import { type Result, fail, ok } from '../../../src/domain/result';
import type { NewOrder, OrderStore, PlacementFailure, PromoUse, StoredOrder } from '../../application/orders/OrderStore';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { orderItems, orders, payments, productVariants, products, promoCodeUses, promoCodes } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown inside a placement transaction to roll it back with the reason. */
class PlacementRefused extends Error {
  readonly failure: PlacementFailure;

  constructor(failure: PlacementFailure) {
    super(failure.code);
    this.failure = failure;
  }
}

interface StockTake {
  readonly quantity: number;
  readonly name: string;
}

/** Adds `quantity` to the entry for `id`, keeping the first name seen. */
function addTake(takes: Map<number, StockTake>, id: number, quantity: number, name: string): void {
  const earlier = takes.get(id);
  takes.set(id, { quantity: (earlier?.quantity ?? 0) + quantity, name: earlier?.name ?? name });
}

/** Ascending ids: every transaction locks rows in the same order, so concurrent orders never deadlock. */
const byId = <T>(takes: Map<number, T>): Array<[number, T]> => [...takes.entries()].sort(([a], [b]) => a - b);

/**
 * Orders, their stock and their promo uses. Every count changes by a conditional UPDATE that
 * checks and changes in one statement (`quantity >= n`, `used_count < max_uses`,
 * `stock_released_at IS NULL`), never by reading a value and writing it back.
 */
export class OrderRepository implements OrderStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async place(order: NewOrder): Promise<Result<{ orderId: number }, PlacementFailure>> {
    try {
      const orderId = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            userId: order.userId,
            status: 'Pending',
            paymentMethod: order.paymentMethod,
            subtotalPiasters: order.subtotal,
            shippingPiasters: order.shipping,
            discountPiasters: order.discount,
            totalPiasters: order.total,
            promoCodeId: order.promoCodeId,
            shippingAddress: order.shippingDetails.address,
            shippingCity: order.shippingDetails.city,
            shippingState: order.shippingDetails.state,
            shippingPostalCode: order.shippingDetails.postalCode,
            shippingCountry: order.shippingDetails.country,
            shippingPhone: order.shippingDetails.phone,
            shippingEmail: order.shippingDetails.email,
            shippingFirstName: order.shippingDetails.firstName,
            shippingMiddleName: order.shippingDetails.middleName,
            shippingLastName: order.shippingDetails.lastName,
            reservationExpiresAt: order.reservationExpiresAt,
            createdAt: order.placedAt,
            updatedAt: order.placedAt,
          })
          .returning({ id: orders.id });
        if (!row) throw new Error('The order row was not written');
        await this.takeStock(tx, order);
        if (order.promoCodeId !== null) await this.takePromoUse(tx, row.id, order.promoCodeId, order.userId, order.placedAt);
        if (order.items.length > 0) {
          await tx.insert(orderItems).values(
            order.items.map((item) => ({
              orderId: row.id,
              kind: item.kind,
              productId: item.catalogId,
              variantId: item.variantId,
              sku: item.sku,
              trainingPackageId: item.trainingPackageId,
              productName: item.name,
              unitPricePiasters: item.unitPrice,
              quantity: item.quantity,
              productImage: item.image,
            })),
          );
        }
        return row.id;
      });
      if (order.items.some((item) => item.kind === 'product')) catalogChanged(this.db);
      return ok({ orderId });
    } catch (error) {
      if (error instanceof PlacementRefused) return fail(error.failure);
      throw error;
    }
  }

  /** A variant product's own quantity is the sum of its variants', so both go down together. */
  private async takeStock(tx: Transaction, order: NewOrder): Promise<void> {
    const productTakes = new Map<number, StockTake>();
    const variantTakes = new Map<number, StockTake>();
    for (const item of order.items) {
      if (item.kind !== 'product') continue;
      addTake(productTakes, item.catalogId, item.quantity, item.name);
      if (item.variantId !== null) addTake(variantTakes, item.variantId, item.quantity, item.name);
    }
    for (const [id, take] of byId(productTakes)) {
      const taken = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${take.quantity}` })
        .where(and(eq(products.id, id), gte(products.quantity, take.quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) throw new PlacementRefused({ code: 'out_of_stock', productName: take.name });
    }
    for (const [id, take] of byId(variantTakes)) {
      const taken = await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} - ${take.quantity}` })
        .where(and(eq(productVariants.id, id), gte(productVariants.quantity, take.quantity)))
        .returning({ id: productVariants.id });
      if (taken.length === 0) throw new PlacementRefused({ code: 'out_of_stock', productName: take.name });
    }
  }

  private async takePromoUse(tx: Transaction, orderId: number, promoCodeId: number, userId: number | null, at: Date): Promise<void> {
    const [promo] = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.id, promoCodeId), sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`))
      .returning({ oncePerUser: promoCodes.oncePerUser });
    if (!promo) throw new PlacementRefused({ code: 'promo_exhausted' });
    // The update above holds the code's row lock until commit, so this read sees every other use of it that committed before.
    if (promo.oncePerUser && userId !== null) {
      const [earlier] = await tx
        .select({ id: promoCodeUses.id })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.userId, userId), inArray(promoCodeUses.status, ['Reserved', 'Used'])))
        .limit(1);
      if (earlier) throw new PlacementRefused({ code: 'promo_already_used' });
    }
    await tx.insert(promoCodeUses).values({ promoCodeId, userId, orderId, status: 'Reserved', usedAt: at });
  }

  async find(orderId: number): Promise<StoredOrder | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, userId: orders.userId, status: orders.status, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  }

  async hasSuccessfulPayment(orderId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Success')))
      .limit(1);
    return row !== undefined;
  }

  async move(orderId: number, from: OrderStatus, to: OrderStatus, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(orders)
      .set({ status: to, updatedAt: at })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    return moved.length > 0;
  }

  async end(orderId: number, from: readonly OrderStatus[], to: OrderStatus, at: Date): Promise<boolean> {
    const released = await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(orders)
        .set({ status: to, stockReleasedAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]), isNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (ended.length === 0) return { ended: false, stock: false };
      const items = await tx
        .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'product')));
      const productGives = new Map<number, number>();
      const variantGives = new Map<number, number>();
      for (const item of items) {
        productGives.set(item.productId, (productGives.get(item.productId) ?? 0) + item.quantity);
        if (item.variantId !== null) variantGives.set(item.variantId, (variantGives.get(item.variantId) ?? 0) + item.quantity);
      }
      for (const [id, quantity] of byId(productGives)) {
        await tx.update(products).set({ quantity: sql`${products.quantity} + ${quantity}` }).where(eq(products.id, id));
      }
      for (const [id, quantity] of byId(variantGives)) {
        await tx.update(productVariants).set({ quantity: sql`${productVariants.quantity} + ${quantity}` }).where(eq(productVariants.id, id));
      }
      const [use] = await tx
        .update(promoCodeUses)
        .set({ status: 'Released' })
        .where(and(eq(promoCodeUses.orderId, orderId), inArray(promoCodeUses.status, ['Reserved', 'Used'])))
        .returning({ promoCodeId: promoCodeUses.promoCodeId });
      if (use) {
        await tx
          .update(promoCodes)
          .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
          .where(and(eq(promoCodes.id, use.promoCodeId), sql`${promoCodes.usedCount} > 0`));
      }
      return { ended: true, stock: items.length > 0 };
    });
    if (released.stock) catalogChanged(this.db);
    return released.ended;
  }

  async expiredUnpaidOrders(at: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'Pending'),
          isNull(orders.stockReleasedAt),
          lte(orders.reservationExpiresAt, at),
          sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'Success')`,
        ),
      )
      .orderBy(asc(orders.id));
    return rows.map((row) => row.id);
  }

  async promoUseOf(orderId: number): Promise<PromoUse | undefined> {
    const [row] = await this.db.select({ promoCodeId: promoCodeUses.promoCodeId, status: promoCodeUses.status }).from(promoCodeUses).where(eq(promoCodeUses.orderId, orderId)).limit(1);
    return row;
  }

  async markPromoUsed(orderId: number): Promise<void> {
    await this.db.update(promoCodeUses).set({ status: 'Used' }).where(and(eq(promoCodeUses.orderId, orderId), eq(promoCodeUses.status, 'Reserved')));
  }
}
