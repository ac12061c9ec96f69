import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { openDatabase } from '../../../server/adapters/db/Database';
import { products, users } from '../../../server/adapters/db/schema';
import { seedDemoData } from '../../../server/seed/seedDemoData';

/** What `npm start` does on the embedded database: first start migrates and seeds, a restart keeps everything. */
describe('the embedded database in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps orders of business across a restart and never seeds twice', async () => {
    const passwords = new PasswordHasher();
    const options = { adminEmail: undefined, adminPassword: undefined };

    const first = await openDatabase({ kind: 'pglite', dataDir });
    const demo = await seedDemoData(first.db, passwords, options);
    expect(demo.accounts.map((account) => account.role).sort()).toEqual(['Admin', 'Sales', 'User']);
    await first.db.insert(users).values({ email: 'restart@clinic.example', passwordHash: 'x', firstName: 'Re', lastName: 'Start' });
    const [{ value: productCount } = { value: 0 }] = await first.db.select({ value: count() }).from(products);
    expect(productCount).toBeGreaterThanOrEqual(60);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await seedDemoData(second.db, passwords, options);
    const kept = await second.db.select().from(users).where(eq(users.email, 'restart@clinic.example'));
    expect(kept).toHaveLength(1);
    const [{ value: productCountAfter } = { value: 0 }] = await second.db.select({ value: count() }).from(products);
    expect(productCountAfter).toBe(productCount);
    await second.close();
  }, 60_000);
});
