import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { shownText } from '@tiara/domain/language';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { NewOrder, OrderStore, PlacementFailure, PromoUse, StatusChangeNote, StoredOrder } from '../../application/orders/OrderStore';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { type BatchOutcome, InFlightBatcher } from './InFlightBatcher';
import { orderEvents, orderItems, orders, payments, productVariants, products, promoCodeUses, promoCodes, storeCreditEntries } from './schema';

/** What place_orders answered for one order. */
type PlacementOutcome = { readonly id: number } | { readonly sqlstate: string; readonly detail: string | null; readonly message: string };

/** The refusal place_order raised (SQLSTATE TI001-TI004), or null for any other error. */
function placementRefusal(sqlstate: string, detail: string | null): PlacementFailure | null {
  if (sqlstate === 'TI001') return { code: 'out_of_stock', productName: detail ?? '' };
  if (sqlstate === 'TI002') return { code: 'promo_exhausted' };
  if (sqlstate === 'TI003') return { code: 'promo_already_used' };
  if (sqlstate === 'TI004') return { code: 'store_credit_short', balance: Number(detail) };
  return null;
}

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

/** Orders placed together while the previous batch is in flight; more wait for the next one. */
const MAX_ORDERS_PER_BATCH = 100;

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
  private readonly placements: InFlightBatcher<object, Result<{ orderId: number }, PlacementFailure>>;

  constructor(db: Database) {
    this.db = db;
    this.placements = new InFlightBatcher((batch) => this.placeBatch(batch), MAX_ORDERS_PER_BATCH);
  }

  /**
   * One call of the place_orders routine for the whole batch: one round trip and one commit. Each
   * order is all or nothing on its own (its own subtransaction), and a crash leaves none of the
   * batch, whose callers have not been answered yet.
   */
  private async placeBatch(batch: readonly object[]): Promise<Array<BatchOutcome<Result<{ orderId: number }, PlacementFailure>>>> {
    // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }` and parse jsonb.
    const result = (await this.db.execute(sql`SELECT place_orders(${JSON.stringify(batch)}::jsonb) AS outcomes`)) as unknown as {
      rows: Array<{ outcomes: PlacementOutcome[] }>;
    };
    const outcomes = result.rows[0]?.outcomes;
    if (!Array.isArray(outcomes)) throw new Error('place_orders returned no outcomes');
    return outcomes.map((outcome) => {
      if ('id' in outcome) return { ok: true, value: ok({ orderId: outcome.id }) };
      const refusal = placementRefusal(outcome.sqlstate, outcome.detail);
      if (refusal) return { ok: true, value: fail(refusal) };
      return { ok: false, error: Object.assign(new Error(`place_order failed: ${outcome.message}`), { code: outcome.sqlstate, detail: outcome.detail }) };
    });
  }

  async place(order: NewOrder): Promise<Result<{ orderId: number }, PlacementFailure>> {
    const productTakes = new Map<number, StockTake>();
    const variantTakes = new Map<number, StockTake>();
    for (const item of order.items) {
      if (item.kind !== 'product') continue;
      // The name a refusal for want of stock gives the customer, in the order's language.
      const name = shownText(order.language, item.name, item.nameAr);
      // A variant product's own quantity is the sum of its variants', so both go down together.
      addTake(productTakes, item.catalogId, item.quantity, name);
      if (item.variantId !== null) addTake(variantTakes, item.variantId, item.quantity, name);
    }
    const placement = {
      userId: order.userId,
      paymentMethod: order.paymentMethod,
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      storeCredit: order.storeCredit,
      promoCodeId: order.promoCodeId,
      ...order.shippingDetails,
      reservationExpiresAt: order.reservationExpiresAt?.toISOString() ?? null,
      placedAt: order.placedAt.toISOString(),
      language: order.language,
      productTakes: [...productTakes].map(([id, take]) => ({ id, ...take })),
      variantTakes: [...variantTakes].map(([id, take]) => ({ id, ...take })),
      items: order.items,
      requestKey: order.requestKey && { scope: order.requestKey.scope, key: order.requestKey.key, claimedAt: order.requestKey.claimedAt.toISOString() },
    };
    const placed = await this.placements.submit(placement);
    if (placed.ok && productTakes.size > 0) catalogChanged(this.db);
    return placed;
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
