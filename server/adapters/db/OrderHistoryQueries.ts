import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from './Database';
import { orderItems, orders } from './schema';

export interface OrderHistoryItem {
  readonly productName: string;
  readonly quantity: number;
  readonly unitPricePiasters: number;
  readonly productImage: string;
}

export interface OrderHistoryEntry {
  readonly id: number;
  readonly createdAt: Date;
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
        .select({ id: orders.id, createdAt: orders.createdAt, totalPiasters: orders.totalPiasters, status: orders.status, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      this.db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
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
}
