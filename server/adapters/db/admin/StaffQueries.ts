import { eq } from 'drizzle-orm';
import type { Role } from '@tiara/domain/access';
import type { Database } from '../Database';
import { users } from '../schema';

/** The role an account has now, which may differ from the one its token was issued with. */
export class StaffQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Null when the account no longer exists. */
  async currentRole(userId: number): Promise<Role | null> {
    const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.role ?? null;
  }
}
