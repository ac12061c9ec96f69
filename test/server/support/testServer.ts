import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../../src/domain/access';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { TokenService } from '../../../server/adapters/auth/TokenService';
import type { Database } from '../../../server/adapters/db/Database';
import { users } from '../../../server/adapters/db/schema';
import { buildApp } from '../../../server/http/buildApp';
import type { ZodApp } from '../../../server/http/ServerContext';
import { freshDatabase } from './databaseTemplate';

export interface TestServer {
  readonly app: ZodApp;
  readonly db: Database;
  readonly tokens: TokenService;
  /** The server's clock; tests move it with `clock.set(...)`. */
  readonly clock: { now: Date; set(date: Date): void };
  /** A user row created directly in the database, with a valid token for it. */
  createUser(overrides?: Partial<typeof users.$inferInsert> & { role?: Role }): Promise<{ id: number; email: string; token: string; role: Role }>;
  request(options: { method: string; url: string; token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let userCounter = 0;

/** The real Fastify app on a fresh copy of the migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startTestServer(): Promise<TestServer> {
  const handle = await freshDatabase();
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256-signing');
  const passwords = new PasswordHasher();
  const clock = {
    now: new Date('2026-11-21T10:00:00Z'),
    set(date: Date) {
      clock.now = date;
    },
  };
  const app = await buildApp({ db: handle.db, tokens, passwords, now: () => clock.now });
  await app.ready();

  return {
    app,
    db: handle.db,
    tokens,
    clock,
    async createUser(overrides = {}) {
      userCounter += 1;
      const role = overrides.role ?? 'User';
      const [row] = await handle.db
        .insert(users)
        .values({
          email: `user${userCounter}-${Date.now()}@clinic.example`,
          passwordHash: 'not-a-real-hash',
          firstName: 'Test',
          lastName: `User${userCounter}`,
          phone: '01012345678',
          ...overrides,
          role,
        })
        .returning();
      if (!row) throw new Error('user was not created');
      return { id: row.id, email: row.email, role, token: await tokens.issue(row.id, role, clock.now) };
    },
    request({ method, url, token, body, headers = {} }) {
      return app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
