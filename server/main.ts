/**
 * Composition root of the reference server: settings, database (PGlite in DATA_DIR, or PostgreSQL
 * with DATABASE_URL), demo data on first start, card payments (the sandbox checkout, or Paymob with
 * PAYMOB_*), the HTTP app with the built SPA, the periodic sweep of orders, graceful shutdown
 * within SHUTDOWN_GRACE_SECONDS.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PasswordHasher } from './adapters/auth/PasswordHasher';
import { TokenService } from './adapters/auth/TokenService';
import { openDatabase } from './adapters/db/Database';
import { RunningShopAnnouncement, localUrlOf } from './adapters/backup/RunningShop';
import { OutboxMailer } from './adapters/mail/OutboxMailer';
import { PaymobGateway } from './adapters/payments/PaymobGateway';
import { SandboxGateway } from './adapters/payments/SandboxGateway';
import { SmtpMailer } from './adapters/mail/SmtpMailer';
import { HttpSegmentationService } from './adapters/scans/HttpSegmentationService';
import { LocalScanInspector } from './adapters/scans/LocalScanInspector';
import { PostgresUploadLocker } from './adapters/scans/PostgresUploadLocker';
import { objectStorage } from './adapters/storage/ObjectStorage';
import { jobQueueOf } from './composition/jobServices';
import { periodicSweep } from './composition/periodicSweep';
import type { PaymentsSetup, ServerContextInput } from './http/ServerContext';
import { LEGACY_SECRET_FILES, readConfig } from './config';
import { sharedSecret } from './adapters/db/sharedSecret';
import { buildApp, loggerOptions } from './http/buildApp';
import { ShopMetrics } from './http/metrics';
import { dataDirectoryProbe } from './http/readiness';
import { DEFAULT_RATE_LIMITS, scaledRateLimits } from './http/rateLimits';
import { seedDemoData } from './seed/seedDemoData';

const config = readConfig();
// On PGlite, DATA_DIR says that this process holds the database, from before it opens it until it is closed (npm run backup, npm run restore).
const runningShop = config.database.kind === 'pglite' ? await RunningShopAnnouncement.announce(config.dataDir, new Date()) : undefined;
const database = await openDatabase(config.database);
const passwords = new PasswordHasher();
const secret = (name: keyof typeof LEGACY_SECRET_FILES) => sharedSecret(database.db, name, join(config.dataDir, LEGACY_SECRET_FILES[name]));
const jwtSecret = config.jwtSecret ?? (await secret('jwt'));
const sandboxHmacSecret = config.payments.kind === 'sandbox' ? await secret('sandboxHmac') : '';
const demo = await seedDemoData(database.db, passwords, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });

const now = () => new Date();

function payments(): PaymentsSetup {
  if (config.payments.kind === 'paymob') return { gateway: new PaymobGateway(config.payments.paymob), sandbox: null };
  const sandbox = new SandboxGateway({ hmacSecret: sandboxHmacSecret, now, db: database.db });
  return { gateway: sandbox, sandbox };
}

const storage = objectStorage(config.storage, config.dataDir);
// Servers sharing one PostgreSQL share the locks on resumable uploads too; alone on PGlite, the process's own do.
const uploadLocker = config.database.kind === 'postgres' ? new PostgresUploadLocker(config.database.url) : undefined;
// On PGlite, `npm run backup` asks this process for the database's snapshot with this run's token.
const backup = runningShop && database.snapshot ? { token: runningShop.token, snapshot: database.snapshot } : undefined;
const context = {
  db: database.db,
  tokens: new TokenService(jwtSecret),
  passwords,
  now,
  settings: config.settings,
  mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.settings.shopEmail) : new OutboxMailer(config.dataDir, now),
  scanProcessor: config.segmentation ? new HttpSegmentationService(config.segmentation, storage.scans) : new LocalScanInspector(storage.scans),
  storage,
  payments: payments(),
  metrics: new ShopMetrics(database.db),
  ...(uploadLocker ? { uploadLocker } : {}),
} satisfies ServerContextInput;
const app = await buildApp(context, {
  staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
  logger: loggerOptions,
  trustProxy: config.trustProxy,
  rateLimits: scaledRateLimits(DEFAULT_RATE_LIMITS, config.rateLimitFactor),
  readinessProbes: [dataDirectoryProbe(config.dataDir), { name: 'storage', check: () => storage.checkReachable() }],
  metricsAccess: config.metricsAccess,
  jobs: config.jobs,
  ...(backup ? { backup } : {}),
});

/**
 * How often unpaid card orders and training holds past their time give back what they held, and
 * paid card orders that a crash left Pending are settled.
 */
const EXPIRED_HOLD_SWEEP_MS = 60_000;
// The sweep's mail is queued like the app's, for the job worker to send.
const sweepJobs = jobQueueOf(database.db, config.jobs);
const { settlePaidOrders, releaseExpiredOrders, releaseExpiredRegistrations, issueMissingCreditNotes, retryPendingRefunds, expireIdempotencyKeys } = periodicSweep({ ...context, jobs: sweepJobs.queue, mailer: sweepJobs.mailer }, app.log);
const expiredOrderSweep = setInterval(() => {
  Promise.all([
    settlePaidOrders.execute(now()),
    releaseExpiredOrders.execute(now()),
    releaseExpiredRegistrations.execute(now()),
    issueMissingCreditNotes.execute(now()),
    retryPendingRefunds.execute(now()),
    expireIdempotencyKeys.execute(now()),
  ]).then(
    ([paid, orders, seats, creditNotes, refunds, idempotencyKeys]) => {
      if (paid > 0) app.log.warn({ orders: paid }, 'settled paid card orders that were left Pending');
      if (orders + seats > 0) app.log.info({ orders, seats }, 'released unpaid holds past their time');
      if (creditNotes > 0) app.log.warn({ creditNotes }, 'issued credit notes that confirmed refunds were missing');
      if (refunds > 0) app.log.warn({ refunds }, 'asked the gateway again about card refunds left Pending');
      if (idempotencyKeys > 0) app.log.info({ idempotencyKeys }, 'deleted Idempotency-Keys past their day');
    },
    (error: unknown) => app.log.error({ err: error }, 'the periodic sweep of orders failed'),
  );
}, EXPIRED_HOLD_SWEEP_MS);
expiredOrderSweep.unref();

/**
 * On SIGTERM or SIGINT: /readyz answers 503 and the listener closes at once, so a balancer sends
 * nothing new; requests under way finish (their connections then close) and the app's onClose
 * hooks stop its background work; then the database closes and the process exits 0. Whatever is
 * still running after the grace period is cut off: the process exits 1.
 */
let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
  setTimeout(() => {
    app.log.error({ graceSeconds: config.shutdownGraceSeconds }, 'shutdown did not finish within the grace period; exiting anyway');
    process.exit(1);
  }, config.shutdownGraceSeconds * 1000).unref();
  clearInterval(expiredOrderSweep);
  await app.close();
  await uploadLocker?.close();
  await database.close();
  // Only once the database is closed may a backup or a restore open DATA_DIR itself.
  await runningShop?.withdraw();
  storage.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host}:${port}/`;
await runningShop?.listening(localUrlOf(config.host, port));
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL (DATABASE_URL)';
console.log(
  [
    '',
    `Tiara is running at ${url}`,
    `  API documentation: ${url}api/docs`,
    `  Database: ${where}`,
    `  Uploads: ${config.storage.kind === 's3' ? `bucket ${config.storage.s3.bucket}` : 'DATA_DIR (set S3_BUCKET for a bucket)'}`,
    `  Card payments: ${config.payments.kind === 'paymob' ? 'Paymob' : 'sandbox checkout (set PAYMOB_* for Paymob)'}`,
    '  Demo accounts:',
    ...demo.accounts.map((account) => `    ${account.role.padEnd(6)} ${account.email} / ${account.password}`),
    '',
  ].join('\n'),
);
