import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PasswordResetRecord, PasswordResets } from '../../application/accounts/PasswordResets';
import type { Database } from './Database';
import { passwordResets, users } from './schema';

export class PasswordResetsRepository implements PasswordResets {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async replace(userId: number, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.insert(passwordResets).values({ userId, codeHash, expiresAt });
    });
  }

  async newestFor(userId: number): Promise<PasswordResetRecord | null> {
    const [row] = await this.db
      .select({
        id: passwordResets.id,
        userId: passwordResets.userId,
        codeHash: passwordResets.codeHash,
        expiresAt: passwordResets.expiresAt,
        tries: passwordResets.tries,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.id))
      .limit(1);
    return row ?? null;
  }

  async countTry(id: number, maxTries: number, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(passwordResets)
      .set({ tries: sql`${passwordResets.tries} + 1` })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), lt(passwordResets.tries, maxTries), gt(passwordResets.expiresAt, now)))
      .returning({ tries: passwordResets.tries });
    return row?.tries ?? null;
  }

  async complete(id: number, userId: number, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return true;
    });
  }
}
