import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PasswordHasher } from '../adapters/auth/PasswordHasher';
import type { TokenService } from '../adapters/auth/TokenService';
import type { Database } from '../adapters/db/Database';

/** What route handlers may use. Time comes from `now` so tests can move the clock. */
export interface ServerContext {
  readonly db: Database;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  readonly now: () => Date;
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
