import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/domain/order-lifecycle';
import { type Result, fail, ok } from '../../../src/domain/result';
import type { NewOrder, OrderStore, PlacementFailure, PromoUse, StoredOrder } from '../../application/orders/OrderStore';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { orderItems, orders, payments, productVariants, products, promoCodeUses, promoCodes } from './schema';

/** The refusal the place_order routine raised (SQLSTATE TI001-TI003), or null for any other error. */
function placementRefusal(error: unknown): PlacementFailure | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, detail } = cause as { code?: unknown; detail?: unknown };
    if (code === 'TI001') return { code: 'out_of_stock', productName: typeof detail === 'string' ? detail : '' };
    if (code === 'TI002') return { code: 'promo_exhausted' };
    if (code === 'TI003') return { code: 'promo_already_used' };
  }
  return null;
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
    const productTakes = new Map<number, StockTake>();
    const variantTakes = new Map<number, StockTake>();
    for (const item of order.items) {
      if (item.kind !== 'product') continue;
      // A variant product's own quantity is the sum of its variants', so both go down together.
      addTake(productTakes, item.catalogId, item.quantity, item.name);
      if (item.variantId !== null) addTake(variantTakes, item.variantId, item.quantity, item.name);
    }
    const placement = {
      userId: order.userId,
      paymentMethod: order.paymentMethod,
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      promoCodeId: order.promoCodeId,
      ...order.shippingDetails,
      reservationExpiresAt: order.reservationExpiresAt?.toISOString() ?? null,
      placedAt: order.placedAt.toISOString(),
      productTakes: [...productTakes].map(([id, take]) => ({ id, ...take })),
      variantTakes: [...variantTakes].map(([id, take]) => ({ id, ...take })),
      items: order.items,
    };
    try {
      // One statement (the place_order routine of the migrations) does it all or nothing: on the
      // embedded database every statement is a trip into WebAssembly, and a transaction of six cost six.
      // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`.
      const result = (await this.db.execute(sql`SELECT place_order(${JSON.stringify(placement)}::jsonb) AS id`)) as unknown as { rows: Array<{ id: unknown }> };
      const orderId = result.rows[0]?.id;
      if (typeof orderId !== 'number') throw new Error('place_order returned no order id');
      if (productTakes.size > 0) catalogChanged(this.db);
      return ok({ orderId });
    } catch (error) {
      const refusal = placementRefusal(error);
      if (refusal) return fail(refusal);
      throw error;
    }
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
