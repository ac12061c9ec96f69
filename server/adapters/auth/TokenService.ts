import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@tiara/domain/access';
import type { SessionTokens, TokenClaims } from '../../application/accounts/SessionTokens';


const ROLES: readonly Role[] = ['User', 'Admin', 'Sales'];
const ISSUER = 'tiara';

/** Signed JWTs (HS256) carrying the user id and role; the signature and expiry are checked on every use. */
export class TokenService implements SessionTokens {
  private readonly key: Uint8Array;
  private readonly lifetimeSeconds: number;

  constructor(secret: string, lifetimeSeconds = 7 * 24 * 60 * 60) {
    if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
    this.lifetimeSeconds = lifetimeSeconds;
  }

  issue(userId: number, role: Role, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token, or null for anything else. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
      const userId = Number(payload.sub);
      const role = ROLES.find((candidate) => candidate === payload.role);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !role || payload.exp === undefined) return null;
      return { userId, role, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
