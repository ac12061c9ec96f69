import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { type Piasters, piastersFromPounds } from '@tiara/domain/money';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, conflicting, invalid, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { orders, promoCodeUses, promoCodes, users } from '../schema';
import { auditedTransaction, type Transaction } from './AuditedTransaction';
import { definedFields } from './definedFields';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface PromoFields {
  /** Stored upper-case, as the storefront compares codes. */
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** As the admin entered it: a percent from 1 to 100, or pounds for a fixed discount (stored as piasters). */
  readonly value: number;
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly maxUses: number | null;
  readonly oncePerUser: boolean;
  readonly minimumOrder: Piasters | null;
}

export interface AdminPromoCode extends Omit<PromoFields, 'value'> {
  readonly id: number;
  /** A percent, or piasters for a fixed discount. */
  readonly value: number;
  /** Uses counted against max_uses: placed orders holding or having used the code. */
  readonly usedCount: number;
  readonly reservedUses: number;
  readonly completedUses: number;
  readonly releasedUses: number;
  readonly createdAt: Date;
}

export interface PromoUseEntry {
  readonly orderId: number;
  readonly orderStatus: string;
  readonly userId: number | null;
  readonly userEmail: string | null;
  readonly status: 'Reserved' | 'Used' | 'Released';
  readonly usedAt: Date;
}

const usesIn = (status: 'Reserved' | 'Used' | 'Released') =>
  sql<number>`(select count(*)::int from ${promoCodeUses} where ${promoCodeUses.promoCodeId} = ${outer(promoCodes.id)} and ${promoCodeUses.status} = ${status})`;

const columns = {
  id: promoCodes.id,
  code: promoCodes.code,
  kind: promoCodes.kind,
  value: promoCodes.value,
  isActive: promoCodes.isActive,
  startsAt: promoCodes.startsAt,
  endsAt: promoCodes.endsAt,
  maxUses: promoCodes.maxUses,
  oncePerUser: promoCodes.oncePerUser,
  minimumOrder: promoCodes.minimumOrderPiasters,
  usedCount: promoCodes.usedCount,
  reservedUses: usesIn('Reserved'),
  completedUses: usesIn('Used'),
  releasedUses: usesIn('Released'),
  createdAt: promoCodes.createdAt,
};

/** What the value column holds for this kind: the percent itself, or the fixed amount in piasters. */
const storedValue = (kind: PromoFields['kind'], value: number) => (kind === 'fixed' ? piastersFromPounds(value) : value);

function refusal(fields: Omit<PromoFields, 'value'> & { readonly storedValue: number }): AdminResult<never> | null {
  if (fields.kind === 'percent' && !(Number.isInteger(fields.storedValue) && fields.storedValue >= 1 && fields.storedValue <= 100)) return invalid('invalid_percent', AdminMessages.percentRange);
  if (fields.kind === 'fixed' && !(fields.storedValue > 0)) return invalid('invalid_amount', AdminMessages.fixedAmount);
  if (fields.startsAt !== null && fields.endsAt !== null && fields.endsAt < fields.startsAt) return invalid('invalid_window', AdminMessages.promoWindow);
  return null;
}

const promoRow = (fields: Partial<Omit<PromoFields, 'value'>>) => ({
  code: fields.code,
  kind: fields.kind,
  isActive: fields.isActive,
  startsAt: fields.startsAt,
  endsAt: fields.endsAt,
  maxUses: fields.maxUses,
  oncePerUser: fields.oncePerUser,
  minimumOrderPiasters: fields.minimumOrder,
});

async function codeTaken(tx: Transaction, code: string, exceptId: number | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(sql`upper(${promoCodes.code}) = upper(${code})`, exceptId === null ? undefined : ne(promoCodes.id, exceptId)))
    .limit(1);
  return taken !== undefined;
}

const notFound = (id: number) => missing('promo_not_found', AdminMessages.promoNotFound(id));

/**
 * Promo codes as the back office sets them. The use count is only ever changed by placing and
 * ending orders (conditional updates there); nothing here writes it.
 */
export class AdminPromoCodeRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Newest first. */
  async list(filter: { search?: string; isActive?: boolean }, page: PageRequest): Promise<Page<AdminPromoCode>> {
    const where = and(
      filter.search ? ilike(promoCodes.code, containing(filter.search)) : undefined,
      filter.isActive === undefined ? undefined : eq(promoCodes.isActive, filter.isActive),
    );
    const [items, [total]] = await Promise.all([
      this.db.select(columns).from(promoCodes).where(where).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(promoCodes).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async promoCode(id: number, db: Database = this.db): Promise<AdminPromoCode | null> {
    const [row] = await db.select(columns).from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
    return row ?? null;
  }

  /** The orders that used the code, newest first. */
  async uses(id: number, page: PageRequest): Promise<Page<PromoUseEntry> | null> {
    if (!(await this.promoCode(id))) return null;
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          orderId: promoCodeUses.orderId,
          orderStatus: orders.status,
          userId: promoCodeUses.userId,
          userEmail: users.email,
          status: promoCodeUses.status,
          usedAt: promoCodeUses.usedAt,
        })
        .from(promoCodeUses)
        .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
        .leftJoin(users, eq(users.id, promoCodeUses.userId))
        .where(eq(promoCodeUses.promoCodeId, id))
        .orderBy(desc(promoCodeUses.usedAt), desc(promoCodeUses.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, id)),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  create(fields: PromoFields, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminPromoCode>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminPromoCode>> => {
      const value = storedValue(fields.kind, fields.value);
      const refused = refusal({ ...fields, storedValue: value });
      if (refused) return refused;
      if (await codeTaken(tx, fields.code, null)) return conflicting('promo_code_taken', AdminMessages.promoCodeTaken(fields.code));
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...promoRow(fields), code: fields.code, kind: fields.kind, value, createdAt: stamp.at })
        .returning({ id: promoCodes.id });
      if (!row) throw new Error('the promo code was not stored');
      await audit({ action: 'create', entity: 'promo_code', entityId: row.id, details });
      return this.readBack(tx, row.id);
    });
  }

  update(id: number, changes: Partial<PromoFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminPromoCode>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminPromoCode>> => {
      const [current] = await tx.select(columns).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!current) return notFound(id);
      const merged = { ...current, ...definedFields(changes) };
      // A value is read in the kind it is sent with, or the code's kind when only the value changes.
      const value = changes.value === undefined ? current.value : storedValue(merged.kind, changes.value);
      if (changes.kind !== undefined && changes.kind !== current.kind && changes.value === undefined) return invalid('value_required', AdminMessages.valueWithKind);
      const refused = refusal({ ...merged, storedValue: value });
      if (refused) return refused;
      if (changes.code !== undefined && (await codeTaken(tx, changes.code, id))) return conflicting('promo_code_taken', AdminMessages.promoCodeTaken(changes.code));
      await tx.update(promoCodes).set({ ...promoRow(changes), value }).where(eq(promoCodes.id, id));
      await audit({ action: 'update', entity: 'promo_code', entityId: id, details });
      return this.readBack(tx, id);
    });
  }

  /** A code that orders hold or used stays, so their history keeps it; switching it off is the way to retire it. */
  delete(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [current] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!current) return notFound(id);
      const [held] = await tx
        .select({ total: count() })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.promoCodeId, id), inArray(promoCodeUses.status, ['Reserved', 'Used'])));
      if (held && held.total > 0) return conflicting('promo_code_used', AdminMessages.promoUsed(current.code, held.total));
      await tx.delete(promoCodes).where(eq(promoCodes.id, id));
      await audit({ action: 'delete', entity: 'promo_code', entityId: id, details: { code: current.code } });
      return ok({ id });
    });
  }

  private async readBack(tx: Transaction, id: number): Promise<AdminResult<AdminPromoCode>> {
    const saved = await this.promoCode(id, tx);
    if (!saved) throw new Error('the promo code cannot be read back');
    return ok(saved);
  }
}
