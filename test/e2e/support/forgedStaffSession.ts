import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
async function storeForgedStaffSession(page: Page, key: string, role: string): Promise<void> {
  const session = { token: forgedToken(1, role), userId: 1, email: 'forger@tiara.example', role, firstName: 'Forged', lastName: 'Session' };
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [key, JSON.stringify(session)] as const);
}

interface StaffAreaUnderTest {
  /** The area's login page, already open in `page`, and the heading it shows. */
  readonly login: { readonly url: string; readonly heading: string };
  /** A page inside the area, and the name of the area's navigation, which must never show. */
  readonly inside: { readonly url: string; readonly navigation: string };
  readonly sessionKey: string;
  readonly role: string;
  /** The API paths of the area, none of which may be called. */
  readonly apiPrefixes: readonly string[];
}

/**
 * Enters a staff area with a forged session: 'Unauthorized Access' shows while the address is
 * still the area's, with nothing of the area drawn; the area's login follows about a second later,
 * the session is gone, and the only API call was the token check.
 */
export async function expectForgedSessionRefused(page: Page, area: StaffAreaUnderTest): Promise<void> {
  await page.getByRole('heading', { name: area.login.heading }).waitFor();
  await storeForgedStaffSession(page, area.sessionKey, area.role);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${pathname}`);
  });

  await page.goto(area.inside.url);
  await page.getByText('Unauthorized Access').waitFor();
  const refusedAt = Date.now();
  expect(page.url()).toBe(area.inside.url);
  expect(await page.getByRole('navigation', { name: area.inside.navigation }).count()).toBe(0);
  await page.waitForURL(area.login.url, { timeout: 2500 });
  expect(Date.now() - refusedAt).toBeLessThan(2000);
  await page.getByRole('heading', { name: area.login.heading }).waitFor();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), area.sessionKey)).toBeNull();
  expect(apiCalls).toContain('POST /api/user/validateToken');
  expect(apiCalls.filter((call) => area.apiPrefixes.some((prefix) => call.includes(prefix)))).toEqual([]);
}
