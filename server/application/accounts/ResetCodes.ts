import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a reset code may be used, and how many times it may be tried. */
export const RESET_CODE_VALID_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digest(code: string, salt: Buffer): Buffer {
  return createHash('sha256').update(salt).update(code, 'utf8').digest();
}

/**
 * `sha256$salt$digest`, with a salt per code. A fast hash is enough here: the code lives 15 minutes
 * and allows 5 tries, so what the hash must prevent is reading a live code out of the database.
 */
export function hashResetCode(code: string): string {
  const salt = randomBytes(16);
  return ['sha256', salt.toString('base64'), digest(code, salt).toString('base64')].join('$');
}

export function resetCodeMatches(code: string, stored: string): boolean {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !expected) return false;
  const wanted = Buffer.from(expected, 'base64');
  const actual = digest(code, Buffer.from(salt, 'base64'));
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
