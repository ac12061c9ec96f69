import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PasswordHasher } from '../adapters/auth/PasswordHasher';
import type { TokenService } from '../adapters/auth/TokenService';
import type { Database } from '../adapters/db/Database';
import type { Mailer } from '../application/mail/Mailer';
import type { ScanProcessor } from '../application/scans/ScanProcessor';

/** Settings the handlers need, read once at start (server/config.ts). */
export interface ServerSettings {
  /** Where uploads, the mail outbox and other files live. */
  readonly dataDir: string;
  /** The largest scan upload accepted, in bytes. */
  readonly maxUploadBytes: number;
  /** How long an unpaid card order keeps its stock, seats and promo use. */
  readonly unpaidOrderHoldMinutes: number;
  /** The shop's own address, which receives contact messages. */
  readonly shopEmail: string;
}

/** What route handlers may use. Time comes from `now` so tests can move the clock. */
export interface ServerContext {
  readonly db: Database;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  readonly now: () => Date;
  readonly settings: ServerSettings;
  readonly mailer: Mailer;
  readonly scanProcessor: ScanProcessor;
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
