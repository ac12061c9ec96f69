import { eq, sql } from 'drizzle-orm';
import type { Language } from '@tiara/domain/language';
import type { NewUserAccount, UserAccount, UserAccounts } from '../../application/accounts/UserAccounts';
import type { Database } from './Database';
import { users } from './schema';

export class UserAccountsRepository implements UserAccounts {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async findByEmail(email: string): Promise<UserAccount | null> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
    return row ?? null;
  }

  async create(account: NewUserAccount): Promise<UserAccount | null> {
    const [row] = await this.db.insert(users).values(account).onConflictDoNothing().returning();
    return row ?? null;
  }

  async rememberLanguage(userId: number, language: Language): Promise<void> {
    await this.db.update(users).set({ language }).where(eq(users.id, userId));
  }
}
