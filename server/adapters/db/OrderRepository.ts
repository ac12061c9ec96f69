import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { OrderStore, PromoUse, StatusChangeNote, StoredOrder } from '../../application/orders/OrderStore';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { orderEvents, orderItems, orders, payments, productVariants, products, promoCodeUses, promoCodes, storeCreditEntries } from './schema';

/** The timeline's row for a change of `orderId` to `status`. */
const eventOf = (orderId: number, status: OrderStatus, at: Date, note: StatusChangeNote) => ({
  orderId,
  status,
  actorUserId: note.actorUserId ?? null,
  courier: note.shipment?.courier ?? null,
  trackingNumber: note.shipment?.trackingNumber ?? null,
  trackingLink: note.shipment?.trackingLink ?? null,
  createdAt: at,
});

/**
 * Gives back the store credit the order spent, as a `restored` entry of the same amount in the
 * same customer's ledger. The ledger takes one restore per order (unique order and kind), so even
 * a second call could not give it twice.
 */
async function restoreStoreCredit(db: Database, orderId: number, at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${storeCreditEntries} (user_id, kind, amount_piasters, order_id, created_at)
    SELECT ${storeCreditEntries.userId}, 'restored', -${storeCreditEntries.amountPiasters}, ${storeCreditEntries.orderId}, ${at.toISOString()}::timestamptz
    FROM ${storeCreditEntries}
    WHERE ${storeCreditEntries.orderId} = ${orderId} AND ${storeCreditEntries.kind} = 'spent'
    ON CONFLICT (order_id, kind) WHERE kind in ('spent', 'restored') DO NOTHING`);
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

  async find(orderId: number): Promise<StoredOrder | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, userId: orders.userId, status: orders.status, paymentMethod: orders.paymentMethod, total: orders.totalPiasters, storeCredit: orders.storeCreditPiasters })
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

  move(orderId: number, from: OrderStatus, to: OrderStatus, at: Date, note: StatusChangeNote = {}): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ status: to, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      await tx.insert(orderEvents).values(eventOf(orderId, to, at, note));
      return true;
    });
  }

  async end(orderId: number, from: readonly OrderStatus[], to: OrderStatus, at: Date, note: StatusChangeNote = {}): Promise<boolean> {
    const released = await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(orders)
        .set({ status: to, stockReleasedAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]), isNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (ended.length === 0) return { ended: false, stock: false };
      await tx.insert(orderEvents).values(eventOf(orderId, to, at, note));
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
      await restoreStoreCredit(tx, orderId, at);
      return { ended: true, stock: items.length > 0 };
    });
    if (released.stock) catalogChanged(this.db);
    return released.ended;
  }

  /** The products the order's product lines are of, each once, in id order. */
  async productIdsOf(orderId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'product')))
      .orderBy(asc(orderItems.productId));
    return rows.map((row) => row.productId);
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
