import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type ChargedOrder, type ReturnResolution, type ReturnStatus, type ReturnedLine, returnStatusesBefore } from '@tiara/domain/returns';
import type { ReturnChange, ReturnRecords, ReturnStepRecord, ShortLine, StoredReturn } from '../../application/returns/ReturnMoves';
import { outer } from './admin/outer';
import type { Database } from './Database';
import { orderEvents, orderItems, orders, productVariants, products, returnEvents, returnLines, returns } from './schema';

/** Ascending ids: every transaction changes stock rows in the same order, so concurrent ones never deadlock. */
const byId = (amounts: Map<number, number>): Array<[number, number]> => [...amounts.entries()].sort(([a], [b]) => a - b);

function add(amounts: Map<number, number>, id: number, quantity: number): void {
  amounts.set(id, (amounts.get(id) ?? 0) + quantity);
}

/** No resolution is being carried out, or `resolution` is. */
const freeFor = (resolution: ReturnResolution) => or(isNull(returns.resolution), eq(returns.resolution, resolution));

/**
 * Returns as staff move them, through `db` (the move's transaction). Every change of a status or a
 * stock is a conditional UPDATE that checks and changes in one statement.
 */
export class ReturnsRepository implements ReturnRecords {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async find(returnId: number): Promise<StoredReturn | null> {
    const [row] = await this.db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        status: returns.status,
        resolution: returns.resolution,
        language: returns.language,
        replacementOrderId: sql<number | null>`(select ${orders.id} from ${orders} where ${orders.replacesReturnId} = ${outer(returns.id)})`,
      })
      .from(returns)
      .where(eq(returns.id, returnId));
    return row ?? null;
  }

  async move(returnId: number, from: readonly ReturnStatus[], to: ReturnStatus, change: ReturnChange, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(returns)
      .set({ status: to, ...change, updatedAt: at })
      .where(and(eq(returns.id, returnId), inArray(returns.status, [...from]), change.resolution === undefined ? undefined : freeFor(change.resolution)))
      .returning({ id: returns.id });
    return moved.length > 0;
  }

  async record(step: ReturnStepRecord): Promise<void> {
    await this.db.insert(returnEvents).values({ returnId: step.returnId, orderId: step.orderId, kind: step.kind, actorUserId: step.actorUserId, note: step.note, createdAt: step.at });
  }

  /** The returned lines with what they were bought as. */
  private linesOf(returnId: number) {
    return this.db
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        sku: orderItems.sku,
        name: orderItems.productName,
        nameAr: orderItems.productNameAr,
        image: orderItems.productImage,
        unitPrice: orderItems.unitPricePiasters,
        quantity: returnLines.quantity,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(eq(returnLines.returnId, returnId))
      .orderBy(asc(returnLines.id));
  }

  async restock(returnId: number): Promise<number[]> {
    const productGives = new Map<number, number>();
    const variantGives = new Map<number, number>();
    for (const line of await this.linesOf(returnId)) {
      // A variant product's own quantity is the sum of its variants', so both grow together.
      add(productGives, line.productId, line.quantity);
      if (line.variantId !== null) add(variantGives, line.variantId, line.quantity);
    }
    const restocked: number[] = [];
    for (const [id, quantity] of byId(productGives)) {
      const grown = await this.db.update(products).set({ quantity: sql`${products.quantity} + ${quantity}` }).where(eq(products.id, id)).returning({ id: products.id });
      if (grown.length > 0) restocked.push(id);
    }
    for (const [id, quantity] of byId(variantGives)) {
      await this.db.update(productVariants).set({ quantity: sql`${productVariants.quantity} + ${quantity}` }).where(eq(productVariants.id, id));
    }
    return restocked;
  }

  async chargesOf(returnId: number): Promise<{ readonly order: ChargedOrder; readonly lines: readonly ReturnedLine[] }> {
    const [[order], lines] = await Promise.all([
      this.db
        .select({ subtotal: orders.subtotalPiasters, shipping: orders.shippingPiasters, discount: orders.discountPiasters })
        .from(orders)
        .innerJoin(returns, eq(returns.orderId, orders.id))
        .where(eq(returns.id, returnId)),
      this.linesOf(returnId),
    ]);
    if (!order) throw new Error(`Return ${returnId} has no order`);
    return { order, lines: lines.map(({ unitPrice, quantity }) => ({ unitPrice, quantity })) };
  }

  async claimResolution(returnId: number, resolution: ReturnResolution): Promise<boolean> {
    const claimed = await this.db
      .update(returns)
      .set({ resolution })
      .where(and(eq(returns.id, returnId), inArray(returns.status, returnStatusesBefore('Resolved')), freeFor(resolution)))
      .returning({ id: returns.id });
    return claimed.length > 0;
  }

  async releaseResolution(returnId: number, resolution: ReturnResolution): Promise<void> {
    await this.db
      .update(returns)
      .set({ resolution: null })
      .where(and(eq(returns.id, returnId), eq(returns.resolution, resolution), ne(returns.status, 'Resolved')));
  }

  async placeReplacement(returnId: number, at: Date, actorUserId: number): Promise<Result<number, ShortLine>> {
    const [original] = await this.db
      .select({
        userId: orders.userId,
        paymentMethod: orders.paymentMethod,
        language: orders.language,
        shippingAddress: orders.shippingAddress,
        shippingCity: orders.shippingCity,
        shippingState: orders.shippingState,
        shippingPostalCode: orders.shippingPostalCode,
        shippingCountry: orders.shippingCountry,
        shippingPhone: orders.shippingPhone,
        shippingEmail: orders.shippingEmail,
        shippingFirstName: orders.shippingFirstName,
        shippingMiddleName: orders.shippingMiddleName,
        shippingLastName: orders.shippingLastName,
      })
      .from(orders)
      .innerJoin(returns, eq(returns.orderId, orders.id))
      .where(eq(returns.id, returnId));
    if (!original) throw new Error(`Return ${returnId} has no order`);
    const lines = await this.linesOf(returnId);

    const productTakes = new Map<number, number>();
    const variantTakes = new Map<number, number>();
    for (const line of lines) {
      add(productTakes, line.productId, line.quantity);
      if (line.variantId !== null) add(variantTakes, line.variantId, line.quantity);
    }
    const shortOf = (matches: (line: (typeof lines)[number]) => boolean): ShortLine => {
      const line = lines.find(matches);
      return { name: line?.name ?? '', nameAr: line?.nameAr ?? null };
    };
    for (const [id, quantity] of byId(productTakes)) {
      const taken = await this.db
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${quantity}` })
        .where(and(eq(products.id, id), sql`${products.quantity} >= ${quantity}`))
        .returning({ id: products.id });
      if (taken.length === 0) return fail(shortOf((line) => line.productId === id));
    }
    for (const [id, quantity] of byId(variantTakes)) {
      const taken = await this.db
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} - ${quantity}` })
        .where(and(eq(productVariants.id, id), sql`${productVariants.quantity} >= ${quantity}`))
        .returning({ id: productVariants.id });
      if (taken.length === 0) return fail(shortOf((line) => line.variantId === id));
    }

    const [replacement] = await this.db
      .insert(orders)
      .values({
        ...original,
        status: 'Processing',
        subtotalPiasters: 0,
        shippingPiasters: 0,
        discountPiasters: 0,
        totalPiasters: 0,
        replacesReturnId: returnId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    if (!replacement) throw new Error('the replacement order was not written');
    await this.db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: replacement.id,
        kind: 'product' as const,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        productName: line.name,
        productNameAr: line.nameAr,
        unitPricePiasters: 0,
        quantity: line.quantity,
        productImage: line.image,
      })),
    );
    await this.db.insert(orderEvents).values({ orderId: replacement.id, status: 'Processing', actorUserId, createdAt: at });
    return ok(replacement.id);
  }
}
