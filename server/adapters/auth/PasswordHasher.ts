import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Passwords } from '../../application/accounts/Passwords';

const KEY_LENGTH = 64;
/** N = 2^14 keeps a login near 50 ms on this hardware while costing an attacker the same per guess. */
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt with a random salt per user; the stored form carries its own parameters so they can be raised later. */
export class PasswordHasher implements Passwords {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLELISM);
    return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost), Number(blockSize), Number(parallelism));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
