import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@tiara/domain/language';
import type {
  AlertByToken,
  NewStockAlert,
  NotifiedStockAlert,
  PendingStockAlert,
  StockAlertFiring,
  StockAlertRecord,
  StockAlerts,
  StockedProduct,
  WaitingStockAlert,
} from '../../application/stock-alerts/StockAlerts';
import type { AnswerUnderKey } from '../../application/idempotency/RequestKey';
import type { Database } from './Database';
import { PostgresIdempotencyKeys } from './PostgresIdempotencyKeys';
import { productVariants, products, stockAlerts, users } from './schema';

const waiting = and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.cancelledAt));

const recordColumns = { id: stockAlerts.id, productId: stockAlerts.productId, variantId: stockAlerts.variantId, createdAt: stockAlerts.createdAt };

const byTokenColumns = { id: stockAlerts.id, language: stockAlerts.language, name: products.name, nameAr: products.nameAr };

/**
 * Back-in-stock alerts. Given a transaction, the firing runs inside the stock change that ends
 * the waits, whose product row that change has locked.
 */
export class StockAlertsRepository implements StockAlerts, StockAlertFiring {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async product(productId: number): Promise<StockedProduct | null> {
    const [product] = await this.db
      .select({ name: products.name, nameAr: products.nameAr, isActive: products.isActive, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) return null;
    const variants = await this.db.select({ id: productVariants.id, quantity: productVariants.quantity }).from(productVariants).where(eq(productVariants.productId, productId));
    return { ...product, variants };
  }

  async accountExists(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }

  async add(alert: NewStockAlert): Promise<{ alert: StockAlertRecord; created: boolean }> {
    const subscriber = 'userId' in alert.subscriber ? { userId: alert.subscriber.userId, email: null } : { userId: null, email: alert.subscriber.email };
    const [created] = await this.db
      .insert(stockAlerts)
      .values({ productId: alert.productId, variantId: alert.variantId, ...subscriber, language: alert.language, token: alert.token, origin: alert.origin, createdAt: alert.at })
      .onConflictDoNothing()
      .returning(recordColumns);
    if (created) return { alert: created, created: true };
    const [existing] = await this.db
      .select(recordColumns)
      .from(stockAlerts)
      .where(
        and(
          waiting,
          eq(stockAlerts.productId, alert.productId),
          alert.variantId === null ? isNull(stockAlerts.variantId) : eq(stockAlerts.variantId, alert.variantId),
          subscriber.userId === null ? and(isNull(stockAlerts.userId), sql`lower(${stockAlerts.email}) = lower(${subscriber.email})`) : eq(stockAlerts.userId, subscriber.userId),
        ),
      )
      .limit(1);
    if (!existing) throw new Error('a stock alert clashed with one that cannot be found');
    return { alert: existing, created: false };
  }

  async waitingFor(userId: number): Promise<WaitingStockAlert[]> {
    const rows = await this.db
      .select({
        ...recordColumns,
        name: products.name,
        nameAr: products.nameAr,
        side: productVariants.side,
        size: productVariants.size,
        variableOption: productVariants.variableOption,
      })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .where(and(eq(stockAlerts.userId, userId), waiting))
      .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
    return rows.map(({ side, size, variableOption, ...alert }) => ({ ...alert, variant: alert.variantId === null ? null : { side, size, option: variableOption } }));
  }

  cancel(userId: number, alertId: number, at: Date, answer: AnswerUnderKey<number> | null = null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const cancelled = await tx
        .update(stockAlerts)
        .set({ cancelledAt: at })
        .where(and(eq(stockAlerts.id, alertId), eq(stockAlerts.userId, userId), waiting))
        .returning({ id: stockAlerts.id });
      if (cancelled.length === 0) return false;
      if (answer) await new PostgresIdempotencyKeys(tx).answer(answer.requestKey, answer.answerOf(alertId));
      return true;
    });
  }

  async waitingByToken(token: string): Promise<AlertByToken | null> {
    const [row] = await this.db
      .select(byTokenColumns)
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(and(eq(stockAlerts.token, token), waiting))
      .limit(1);
    return row ?? null;
  }

  async cancelByToken(token: string, at: Date): Promise<AlertByToken | null> {
    const [cancelled] = await this.db
      .update(stockAlerts)
      .set({ cancelledAt: at })
      .where(and(eq(stockAlerts.token, token), waiting))
      .returning({ id: stockAlerts.id, language: stockAlerts.language, productId: stockAlerts.productId });
    if (!cancelled) return null;
    const [product] = await this.db.select({ name: products.name, nameAr: products.nameAr }).from(products).where(eq(products.id, cancelled.productId)).limit(1);
    return { id: cancelled.id, language: cancelled.language, name: product?.name ?? '', nameAr: product?.nameAr ?? null };
  }

  async pending(productId: number): Promise<PendingStockAlert[]> {
    return this.db
      .select({ id: stockAlerts.id, variantId: stockAlerts.variantId })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, productId), waiting))
      .orderBy(asc(stockAlerts.id));
  }

  async markNotified(alertIds: readonly number[], at: Date): Promise<NotifiedStockAlert[]> {
    if (alertIds.length === 0) return [];
    const marked = await this.db
      .update(stockAlerts)
      .set({ notifiedAt: at })
      .where(and(inArray(stockAlerts.id, [...alertIds]), waiting))
      .returning({ id: stockAlerts.id });
    if (marked.length === 0) return [];
    const rows = await this.db
      .select({
        id: stockAlerts.id,
        productId: stockAlerts.productId,
        userId: stockAlerts.userId,
        guestEmail: stockAlerts.email,
        alertLanguage: stockAlerts.language,
        userEmail: users.email,
        userLanguage: users.language,
        firstName: users.firstName,
        origin: stockAlerts.origin,
      })
      .from(stockAlerts)
      .leftJoin(users, eq(users.id, stockAlerts.userId))
      .where(inArray(stockAlerts.id, marked.map((row) => row.id)))
      .orderBy(asc(stockAlerts.id));
    // A customer's mail goes where their account is now, in the language they last read the shop in.
    return rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      userId: row.userId,
      email: row.userEmail ?? row.guestEmail ?? '',
      firstName: row.firstName ?? '',
      language: row.userLanguage ?? row.alertLanguage ?? DEFAULT_LANGUAGE,
      origin: row.origin,
    }));
  }
}
