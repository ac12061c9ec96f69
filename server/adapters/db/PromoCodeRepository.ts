import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PromoCode } from '@tiara/domain/promo';
import type { PromoCodes } from '../../application/promo/PromoCodes';
import type { Database } from './Database';
import { promoCodeUses, promoCodes } from './schema';

export function promoCodeFrom(row: Omit<typeof promoCodes.$inferSelect, 'createdAt'>): PromoCode {
  return {
    id: row.id,
    code: row.code.toUpperCase(),
    isActive: row.isActive,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    oncePerUser: row.oncePerUser,
    minimumOrder: row.minimumOrderPiasters,
    kind: row.kind,
    value: row.value,
  };
}

export class PromoCodeRepository implements PromoCodes {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async findByCode(normalisedCode: string): Promise<PromoCode | undefined> {
    // upper(code) is what the unique index is built on, so this is an index lookup.
    const [row] = await this.db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${normalisedCode}`).limit(1);
    return row ? promoCodeFrom(row) : undefined;
  }

  async hasBeenUsedBy(promoCodeId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: promoCodeUses.id })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.userId, userId), inArray(promoCodeUses.status, ['Reserved', 'Used'])))
      .limit(1);
    return row !== undefined;
  }
}
