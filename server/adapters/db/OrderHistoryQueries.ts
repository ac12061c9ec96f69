import { and, asc, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { CartItemKind } from '@tiara/domain/cart';
import { ORDER_STATUSES, releasesReservations } from '@tiara/domain/order-lifecycle';
import type { Database } from './Database';
import { orderItems, orders, products, promoCodes, subcategories } from './schema';

/** Orders that ended without being fulfilled say nothing about what the customer buys. */
const UNFULFILLED_ENDINGS = ORDER_STATUSES.filter(releasesReservations);

export interface OrderHistoryItem {
  readonly kind: CartItemKind;
  /** The product's, AI plan's or training's own id (not the cart id), by kind. */
  readonly productId: number;
  /** The variant bought; null for a product without variants, a plan, a training or a variant since deleted. */
  readonly variantId: number | null;
  readonly productName: string;
  /** Null where the line was ordered without an Arabic name. */
  readonly productNameAr: string | null;
  readonly quantity: number;
  readonly unitPricePiasters: number;
  readonly productImage: string;
}

export interface OrderHistoryEntry {
  readonly id: number;
  readonly createdAt: Date;
  readonly subtotalPiasters: number;
  readonly shippingPiasters: number;
  readonly discountPiasters: number;
  /** The promo code the discount came from; null without one, or once the code has been deleted. */
  readonly promoCode: string | null;
  readonly totalPiasters: number;
  readonly status: string;
  readonly paymentMethod: string;
  readonly items: OrderHistoryItem[];
}

/** A customer's orders as placed: names, images and prices are the ones recorded at purchase. */
export class OrderHistoryQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest first, in two queries whatever the number of orders. */
  async ordersOf(userId: number): Promise<OrderHistoryEntry[]> {
    const [orderRows, itemRows] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          subtotalPiasters: orders.subtotalPiasters,
          shippingPiasters: orders.shippingPiasters,
          discountPiasters: orders.discountPiasters,
          promoCode: promoCodes.code,
          totalPiasters: orders.totalPiasters,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
        })
        .from(orders)
        .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      this.db
        .select({
          orderId: orderItems.orderId,
          kind: orderItems.kind,
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          productName: orderItems.productName,
          productNameAr: orderItems.productNameAr,
          quantity: orderItems.quantity,
          unitPricePiasters: orderItems.unitPricePiasters,
          productImage: orderItems.productImage,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(asc(orderItems.id)),
    ]);

    const itemsByOrder = new Map<number, OrderHistoryItem[]>();
    for (const { orderId, ...item } of itemRows) {
      const items = itemsByOrder.get(orderId);
      if (items) items.push(item);
      else itemsByOrder.set(orderId, [item]);
    }
    return orderRows.map((order) => ({ ...order, items: itemsByOrder.get(order.id) ?? [] }));
  }

  /**
   * The products the customer orders most, best first: by the number of their orders that hold
   * the product (Cancelled and Failed ones left out), then by the latest of those orders. Only
   * products still on sale (active, in an active subcategory or none) are named.
   */
  async mostOrderedProductIds(userId: number, limit: number): Promise<number[]> {
    const orderCount = sql<number>`count(distinct ${orders.id})`;
    const lastOrdered = sql<Date>`max(${orders.createdAt})`;
    const rows = await this.db
      .select({ productId: products.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderItems.kind, 'product'),
          notInArray(orders.status, UNFULFILLED_ENDINGS),
          eq(products.isActive, true),
          or(isNull(products.subcategoryId), eq(subcategories.isActive, true)),
        ),
      )
      .groupBy(products.id)
      .orderBy(desc(orderCount), desc(lastOrdered), asc(products.id))
      .limit(limit);
    return rows.map((row) => row.productId);
  }
}
