/**
 * Tokens an attacker can make without the server's secret, or with an old token of its own. Each
 * is a token the server would accept but for the one thing forged, so a server that stopped
 * checking that thing would let it through.
 */
import { type JWTPayload, SignJWT, UnsecuredJWT, base64url, decodeJwt } from 'jose';
import type { Account } from './apiSurface';
import { TEST_TOKEN_SECRET } from './testServer';

export interface ForgedToken {
  readonly forgery: string;
  readonly token: string;
}

/** Claims signed as the server signs them (HS256), with `secret`: the test server's own unless told. */
export function signedToken(claims: JWTPayload, secret = TEST_TOKEN_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** A token with its payload edited and its genuine header and signature kept; unedited, it is the token itself. */
export function withEditedClaims(token: string, edit: Partial<JWTPayload>): string {
  const [header, , signature] = token.split('.');
  return [header, base64url.encode(JSON.stringify({ ...decodeJwt(token), ...edit })), signature].join('.');
}

/**
 * The forgeries of DESIGN §5 invariant 1 (the user comes from a token the server signed), made at
 * the server's time `now`: the admin's claims unsigned, signed with another secret, or expired;
 * the customer's genuine token with its role raised to Admin, or with its subject changed to the
 * `victim` whose data the request is for.
 */
export async function forgedTokens(accounts: { readonly admin: Account; readonly customer: Account }, victim: Account, now: Date): Promise<ForgedToken[]> {
  const adminClaims = decodeJwt(accounts.admin.token);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return [
    { forgery: 'unsigned (alg none)', token: new UnsecuredJWT(adminClaims).encode() },
    { forgery: 'signed with another secret', token: await signedToken(adminClaims, 'another-secret-that-is-long-enough-for-hs256-signing') },
    { forgery: 'expired a minute ago', token: await signedToken({ ...adminClaims, iat: nowSeconds - 8 * 24 * 60 * 60, exp: nowSeconds - 60 }) },
    { forgery: 'role edited from User to Admin', token: withEditedClaims(accounts.customer.token, { role: 'Admin' }) },
    { forgery: `subject edited to user ${victim.id}`, token: withEditedClaims(accounts.customer.token, { sub: String(victim.id) }) },
  ];
}
