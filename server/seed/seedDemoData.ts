import type { Role } from '../../src/domain/access';
import type { PasswordHasher } from '../adapters/auth/PasswordHasher';
import type { Database } from '../adapters/db/Database';

export interface DemoAccount {
  readonly role: Role;
  readonly email: string;
  readonly password: string;
}

/** Demo data arrives with the seed; until then a first start opens an empty shop. */
export async function seedDemoData(
  _db: Database,
  _passwords: PasswordHasher,
  _options: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<{ accounts: DemoAccount[] }> {
  return { accounts: [] };
}
