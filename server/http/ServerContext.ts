import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../adapters/db/Database';
import type { PostgresJobQueue } from '../adapters/jobs/PostgresJobQueue';
import type { SandboxGateway } from '../adapters/payments/SandboxGateway';
import type { ObjectStorage } from '../adapters/storage/ObjectStorage';
import type { Locker } from '@tus/utils';
import type { Passwords } from '../application/accounts/Passwords';
import type { SessionTokens } from '../application/accounts/SessionTokens';
import type { Mailer } from '../application/mail/Mailer';
import type { PaymentGateway } from '../application/payments/PaymentGateway';
import type { ScanProcessor } from '../application/scans/ScanProcessor';
import type { ShopMetrics } from './metrics';

/** Settings the handlers need, read once at start (server/config.ts). */
export interface ServerSettings {
  /** Where the mail outbox, the picture variants and other files live, and uploads unless they go to a bucket. */
  readonly dataDir: string;
  /** The largest scan upload accepted, in bytes. */
  readonly maxUploadBytes: number;
  /** How long an unpaid card order keeps its stock, seats and promo use. */
  readonly unpaidOrderHoldMinutes: number;
  /** The shop's own address, which receives contact messages and payment alerts. */
  readonly shopEmail: string;
  /**
   * The shop's public address (PUBLIC_URL, e.g. `https://shop.example`), which the payment gateway
   * calls back and sends customers back to; unset, each request's own address is used.
   */
  readonly publicUrl?: string;
  /** SCAN_UPLOAD_EXPIRY_HOURS: how long an unfinished resumable upload is kept (default 24). */
  readonly scanUploadExpiryHours?: number;
}

/** The card payment gateway, and the checkout pages this server serves when that gateway is its own sandbox. */
export interface PaymentsSetup {
  readonly gateway: PaymentGateway;
  readonly sandbox: SandboxGateway | null;
}

/** What route handlers may use. Time comes from `now` so tests can move the clock. */
export interface ServerContext {
  readonly db: Database;
  readonly tokens: SessionTokens;
  readonly passwords: Passwords;
  readonly now: () => Date;
  readonly settings: ServerSettings;
  /** Queues every message as a `mail` job; the job worker sends it through `mailTransport`. */
  readonly mailer: Mailer;
  /** How mail leaves: the outbox directory, or SMTP. Only the job worker and the admin's outbox use it. */
  readonly mailTransport: Mailer;
  /** Durable background jobs (scan processing, mail), run by the worker of any server. */
  readonly jobs: PostgresJobQueue;
  readonly scanProcessor: ScanProcessor;
  /** Uploaded scans and pictures: DATA_DIR, or a bucket the shop's servers share. */
  readonly storage: ObjectStorage;
  readonly payments: PaymentsSetup;
  /** What GET /metrics reports; handlers count the shop's own events (orders placed, payments confirmed) into it. */
  readonly metrics: ShopMetrics;
  /**
   * Which request may write a resumable upload: one that every server shares (PostgreSQL advisory
   * locks) when several servers share the database; unset, this process's own (tus's MemoryLocker).
   */
  readonly uploadLocker?: Locker;
}

/**
 * What `buildApp` takes: without `payments`, card payments go to a sandbox of its own; without
 * `metrics`, the app keeps its own. Its `mailer` is how mail leaves (the outbox or SMTP): the app
 * queues every message and its worker sends it through that.
 */
export type ServerContextInput = Omit<ServerContext, 'payments' | 'metrics' | 'mailTransport' | 'jobs'> & { readonly payments?: PaymentsSetup; readonly metrics?: ShopMetrics };

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
