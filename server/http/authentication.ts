import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@tiara/domain/access';
import type { SessionTokens, TokenClaims } from '../application/accounts/SessionTokens';
import { forbidden, unauthorized } from './HttpError';
import { HttpMessages } from './HttpMessages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for a visitor or a bad token. Never taken from the body or the path. */
    auth: TokenClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The browser keeps the literal text 'null' as its token when logged out. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  const token = match?.[1];
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function registerAuthentication(app: FastifyInstance, tokens: SessionTokens, now: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await tokens.verify(token, now()) : null;
  });
}

export function requireUser(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized(HttpMessages.sessionExpired, 'unauthenticated');
  return request.auth;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): TokenClaims {
  const caller = requireUser(request);
  if (!roles.includes(caller.role)) throw forbidden();
  return caller;
}

/** A `/{userId}` in a path must be the caller's own id, unless the caller is an admin. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): TokenClaims {
  const caller = requireUser(request);
  if (caller.userId !== userId && caller.role !== 'Admin') throw forbidden(HttpMessages.otherUsersData);
  return caller;
}
