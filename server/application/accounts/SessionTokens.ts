import type { Role } from '@tiara/domain/access';

/** What a genuine session token says of its holder. */
export interface TokenClaims {
  readonly userId: number;
  readonly role: Role;
  readonly expiresAt: Date;
}

/** The tokens a signed-in person presents: issued at sign-in, checked on every request. */
export interface SessionTokens {
  issue(userId: number, role: Role, now: Date): Promise<string>;
  /** The claims of a genuine, unexpired token, or null for anything else. */
  verify(token: string, now: Date): Promise<TokenClaims | null>;
}
