import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { shellMessagesAr } from '../../src/locales/shared/ar/shellMessagesAr';
import { journeyPages } from './support/journeyPages';
import { PHONE, overflowing } from './support/overflow';
import './support/failOnPolicyViolations';

/** The pages checked for sideways overflow: the journey a shopper takes, and where they sign in. */
const PAGES = ['/', '/products', '/products/4', '/cart', '/checkout', '/login'];

async function expectNoOverflow(page: Page, baseUrl: string): Promise<void> {
  for (const path of PAGES) {
    await page.goto(new URL(path, baseUrl).href);
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page), `${path} at ${PHONE.width} px`).toEqual([]);
  }
}

describe('the shop in Arabic and English', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  it('sends a first visit from an Arabic browser its page in Arabic, right to left, before any script', async () => {
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    const arabic = await fetch(url('/'), { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(shellMessagesAr.home.heroTitle);
    expect(arabic.headers.get('vary')).toMatch(/Accept-Language/i);

    const english = await (await fetch(url('/'), { headers: { 'accept-language': 'en-GB' } })).text();
    expect(english).toMatch(/<html lang="en" data-mantine-color-scheme="light"[ >]/);

    await page.goto(url('/'));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.getByRole('heading', { name: shellMessagesAr.home.heroTitle }).waitFor();
  });

  it('switches to English and back in place, keeping the cart, and remembers the choice across a reload', async () => {
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    await page.goto(url('/products/4'));
    await page.getByRole('button', { name: catalogMessagesAr.addToCart }).click();
    const arabicCart = page.getByRole('link', { name: shellMessagesAr.navbar.withCount(shellMessagesAr.navbar.cart, 1) });
    await arabicCart.waitFor();

    await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    // The views outside the screen (the footer) redraw too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // The server drew the reloaded page in English too: the choice rides in a cookie.
    const cookies = await journey.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tiara-language')?.value).toBe('en');

    await page.getByRole('button', { name: 'Change language to العربية' }).click();
    await arabicCart.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const reloaded = await page.goto(url('/'));
    expect(await reloaded?.text()).toContain('<html lang="ar" dir="rtl"');
    await arabicCart.waitFor();

    // What the reader typed stays typed through a switch.
    await page.goto(url('/checkout'));
    const firstName = page.locator('input[autocomplete="given-name"]');
    await firstName.fill('Karim');
    await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    expect(await firstName.inputValue()).toBe('Karim');
  });

  it('lays every page of a purchase out within a 375 px phone, right to left and left to right', async () => {
    const arabic = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    await arabic.goto(url('/products/4'));
    await arabic.getByRole('button', { name: catalogMessagesAr.addToCart }).click();
    await expectNoOverflow(arabic, baseUrl);
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const english = await journey.newPage({ viewport: PHONE, locale: 'en-US' });
    await english.goto(url('/products/4'));
    await english.getByRole('button', { name: 'Add to Cart' }).click();
    await expectNoOverflow(english, baseUrl);
    expect(await english.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });
});
