import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A JWT shaped like the server's (HS256, subject = user id, role, a day to live) but signed with
 * a secret the server does not have: what a forger, or a token from another installation, looks like.
 */
function forgedToken(userId: number, role: string): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ role, sub: String(userId), iat: now, exp: now + 86_400 })}`;
  const signature = createHmac('sha256', 'not-the-shop-secret').update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * Stores a staff session with a forged token under a staff area's key, exactly as the area's login
 * would store a real one. The page must already show the shop (its origin owns the storage).
 */
export async function storeForgedStaffSession(page: Page, key: 'adminSession' | 'salesSession', role: string): Promise<void> {
  const session = { token: forgedToken(1, role), userId: 1, email: 'forger@tiara.example', role, firstName: 'Forged', lastName: 'Session' };
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [key, JSON.stringify(session)] as const);
}
