import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locker } from '@tus/utils';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@tiara/domain/access';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { TokenService } from '../../../server/adapters/auth/TokenService';
import type { Database } from '../../../server/adapters/db/Database';
import { users } from '../../../server/adapters/db/schema';
import { OutboxMailer } from '../../../server/adapters/mail/OutboxMailer';
import { SandboxGateway } from '../../../server/adapters/payments/SandboxGateway';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import { type ObjectStorage, objectStorage } from '../../../server/adapters/storage/ObjectStorage';
import type { ScanProcessor } from '../../../server/application/scans/ScanProcessor';
import type { PaymentsSetup, ServerSettings } from '../../../server/http/ServerContext';
import { type AppOptions, buildApp } from '../../../server/http/buildApp';
import { DEFAULT_JOB_SETTINGS, jobQueueOf } from '../../../server/composition/jobServices';
import { jobWorkerOf } from '../../../server/http/backgroundJobs';
import type { EndedOrderMail } from '../../../server/composition/orderEndings';
import type { ZodApp } from '../../../server/http/ServerContext';
import { freshDatabase } from './databaseTemplate';

export interface TestServer {
  readonly app: ZodApp;
  readonly db: Database;
  readonly tokens: TokenService;
  /** This server's own DATA_DIR (uploads, outbox), removed on close. */
  readonly dataDir: string;
  /** Where uploaded scans and pictures go: DATA_DIR unless the test gave a bucket's stores. */
  readonly storage: ObjectStorage;
  /** The mail the server sent, newest first: reading it first runs every job that is due (mail is sent by a job, after the request). */
  readonly outbox: OutboxMailer;
  /** Runs every job that is due now on this server's worker, and resolves when they are done. */
  settled(): Promise<void>;
  /** The card payment gateway: by default a sandbox on the server's clock, whose checkouts tests can pay directly. */
  readonly payments: PaymentsSetup;
  /** The server's clock; tests move it with `clock.set(...)`. */
  readonly clock: { now: Date; set(date: Date): void };
  /** What the expiry sweep of server/main.ts gives `releaseWhatEndedOrdersHeld`, on this server's database and clock. */
  readonly endedOrderMail: EndedOrderMail;
  /** A user row created directly in the database, with a valid token for it. */
  createUser(overrides?: Partial<typeof users.$inferInsert> & { role?: Role }): Promise<{ id: number; email: string; token: string; role: Role }>;
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Another server on the same database, as a second process would be: its own app, caches and batches. Closed with this one. */
  sibling(options?: { uploadLocker?: Locker }): Promise<{ app: ZodApp; request(options: RequestOptions): Promise<LightMyRequestResponse> }>;
  close(): Promise<void>;
}

/** What the tests read of an answer: an injected one, or one over the network from a real server. */
export interface ShopResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
  json(): unknown;
}

/** Whatever answers the shop's HTTP requests: a test server, or real servers behind a balancer (test/cluster). */
export interface ShopClient {
  request(options: RequestOptions): Promise<ShopResponse>;
}

/** The shop's database, as fixtures that write or read rows directly need it. */
export type ShopDatabase = { readonly db: Database };

export type RequestOptions = { method: string; url: string; token?: string | null; body?: unknown; headers?: Record<string, string>; remoteAddress?: string };

function requestOf(app: ZodApp) {
  return ({ method, url, token, body, headers = {}, remoteAddress }: RequestOptions) =>
    app.inject({
      method: method as 'GET',
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

let userCounter = 0;

/** What the test servers sign their tokens with: a test signs with it the tokens that must differ from genuine ones in one thing only. */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export const TEST_SANDBOX_HMAC_SECRET = 'test-sandbox-hmac-secret-long-enough-to-sign';

function sandboxPayments(now: () => Date, db: Database): PaymentsSetup {
  const sandbox = new SandboxGateway({ hmacSecret: TEST_SANDBOX_HMAC_SECRET, now, db });
  return { gateway: sandbox, sandbox };
}

/** The real Fastify app on a fresh copy of the migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
/** `rateLimits`: the app's limits are on as in production; `false` only for tests that send bursts from one address on purpose. */
/**
 * Jobs are polled often and retried after a second, so a test that makes one fail sees its retry
 * only if it waits for it.
 */
export const TEST_JOB_SETTINGS: AppOptions['jobs'] = { pollMs: 50, leaseMs: 5000, retryBaseMs: 1000, retryCapMs: 5000, shutdownGraceMs: 5000 };

/** The outbox the test reads: reading waits for the mail jobs that are due, as a reader would find them a moment later. */
class SettledOutbox extends OutboxMailer {
  constructor(
    dataDir: string,
    now: () => Date,
    private readonly settled: () => Promise<void>,
  ) {
    super(dataDir, now);
  }

  override async page(offset: number, limit: number): ReturnType<OutboxMailer['page']> {
    await this.settled();
    return super.page(offset, limit);
  }
}

/** `storage`: the scan and picture stores, for a test against a bucket (test/server/support/s3Server.ts); by default DATA_DIR's. */
export async function startTestServer(
  options: {
    settings?: Partial<ServerSettings>;
    scanProcessor?: ScanProcessor;
    rateLimits?: AppOptions['rateLimits'];
    payments?: PaymentsSetup;
    staticDir?: string;
    storage?: (dataDir: string) => ObjectStorage;
    jobs?: AppOptions['jobs'];
    /** The lock on resumable uploads every server of the test shares; by default each app's own (tus's MemoryLocker). */
    uploadLocker?: Locker;
  } & Pick<AppOptions, 'readinessProbes' | 'metricsAccess' | 'logger' | 'shopRenderer'> = {},
): Promise<TestServer> {
  const handle = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'tiara-server-'));
  const tokens = new TokenService(TEST_TOKEN_SECRET);
  const passwords = new PasswordHasher();
  const clock = {
    now: new Date('2026-11-21T10:00:00Z'),
    set(date: Date) {
      clock.now = date;
    },
  };
  const now = () => clock.now;
  const outbox: OutboxMailer = new SettledOutbox(dataDir, now, (): Promise<void> => settled());
  const payments = options.payments ?? sandboxPayments(now, handle.db);
  const storage = options.storage?.(dataDir) ?? objectStorage({ kind: 'disk' }, dataDir);
  const settings: ServerSettings = { dataDir, maxUploadBytes: 64 * 1024 * 1024, unpaidOrderHoldMinutes: 30, shopEmail: 'shop@tiara.example', ...options.settings };
  const jobs = { ...TEST_JOB_SETTINGS, ...options.jobs };
  const build = (uploadLocker = options.uploadLocker) =>
    buildApp(
      {
        db: handle.db,
        tokens,
        passwords,
        now,
        settings,
        mailer: outbox,
        scanProcessor: options.scanProcessor ?? new LocalScanInspector(storage.scans),
        storage,
        payments,
        ...(uploadLocker ? { uploadLocker } : {}),
      },
      {
        rateLimits: options.rateLimits,
        jobs,
        ...(options.staticDir ? { staticDir: options.staticDir } : {}),
        ...(options.shopRenderer ? { shopRenderer: options.shopRenderer } : {}),
        ...(options.readinessProbes ? { readinessProbes: options.readinessProbes } : {}),
        ...(options.metricsAccess ? { metricsAccess: options.metricsAccess } : {}),
        ...(options.logger ? { logger: options.logger } : {}),
      },
    );
  const app = await build();
  await app.ready();
  const siblings: ZodApp[] = [];
  // A job written by one server may be claimed by any of them: wait for every server's worker.
  const settled = async (): Promise<void> => {
    await Promise.all([app, ...siblings].map((server) => jobWorkerOf(server).settled()));
  };

  return {
    app,
    db: handle.db,
    tokens,
    dataDir,
    storage,
    outbox,
    settled,
    payments,
    clock,
    endedOrderMail: { jobs: jobQueueOf(handle.db, { ...DEFAULT_JOB_SETTINGS, ...jobs }).queue, settings, now },
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
    request: requestOf(app),
    async sibling(siblingOptions = {}) {
      const sibling = await build(siblingOptions.uploadLocker ?? options.uploadLocker);
      await sibling.ready();
      siblings.push(sibling);
      return { app: sibling, request: requestOf(sibling) };
    },
    async close() {
      await Promise.all(siblings.map((sibling) => sibling.close()));
      await app.close();
      await handle.close();
      storage.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
