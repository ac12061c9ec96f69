import type { ConsoleMessage, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';

const phone = { width: 390, height: 844 };

const PRODUCT_5 = { en: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', ar: 'جل حمض الفوسفوريك 37% Premier Etch، 3 × 5 مل' };

/** The shop's scripts, held back until `release`: meanwhile the page shows only what the server drew. */
async function holdingScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * What a page does that a hydration gone wrong leaves behind: React reports a mismatch through its
 * `onRecoverableError` (by default on the window, as an uncaught error the journey's page errors
 * collect: test/e2e/support/journeyPages.ts) and warns on the console; and the API calls it makes.
 */
function watched(page: Page): { consoleErrors: string[]; asked: string[] } {
  const consoleErrors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  return { consoleErrors, asked };
}

const rootText = (page: Page) => page.locator('#root').innerText();

describe('the first screen painted by the server with its data, then hydrated by the shop', () => {
  const baseUrl = inject('baseUrl');
  const pages = journeyPages(baseUrl);
  const url = (path: string) => new URL(path, baseUrl).href;

  /** Opens `path` in `language` at 390 px with the scripts held back; `release` lets them run and waits for the shop. */
  async function openHeld(path: string, language: 'en' | 'ar') {
    const page = await pages.newPage({ viewport: phone, locale: language === 'ar' ? 'ar-EG' : 'en-US', extraHTTPHeaders: { 'accept-language': language } });
    const watch = watched(page);
    const releaseScripts = await holdingScripts(page);
    // The journey's `goto` waits for the shop to have taken over the page, which the held scripts keep from happening.
    const arrived = page.goto(url(path));
    await page.locator('#root[data-server-rendered]').waitFor({ state: 'attached' });
    const release = async () => {
      releaseScripts();
      await arrived;
      await page.waitForLoadState('networkidle');
    };
    return { page, release, ...watch };
  }

  const screens: readonly { path: string; language: 'en' | 'ar'; shows: (page: Page) => Promise<void> }[] = [
    { path: '/products', language: 'en', shows: (page) => page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).waitFor() },
    { path: '/products?category=1&sort=price-asc', language: 'en', shows: (page) => page.getByRole('heading', { name: 'Premier Dental Products', level: 1 }).waitFor() },
    { path: '/products/5', language: 'en', shows: (page) => page.getByRole('heading', { name: PRODUCT_5.en, level: 1 }).waitFor() },
    { path: '/', language: 'en', shows: (page) => page.getByRole('region', { name: 'Best Sellers' }).getByRole('link').first().waitFor() },
    { path: '/privacy-policy', language: 'en', shows: (page) => page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor() },
    { path: '/products', language: 'ar', shows: (page) => page.getByRole('article').first().getByRole('button', { name: 'أضف إلى السلة' }).waitFor() },
    { path: '/products/5', language: 'ar', shows: (page) => page.getByRole('heading', { name: PRODUCT_5.ar, level: 1 }).waitFor() },
    { path: '/shipping-policy', language: 'ar', shows: (page) => page.locator('h1').first().waitFor() },
  ];

  for (const { path, language, shows } of screens) {
    it(`shows ${path} in ${language === 'en' ? 'English' : 'Arabic'} before its script runs, then hydrates it: the same text, no mismatch, no second request`, async () => {
      const { page, release, consoleErrors, asked } = await openHeld(path, language);
      await shows(page);
      expect(await page.locator('#root [role="status"][aria-label^="Loading"]').count()).toBe(0);
      if (language === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const drawn = await rootText(page);

      await release();
      await shows(page);
      expect(await rootText(page)).toBe(drawn);
      expect(consoleErrors).toEqual([]);
      expect(pages.errors).toEqual([]);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  it('adds to the cart once hydrated, and a stored cart’s badge shows right after the page hydrates', async () => {
    const { page, release, consoleErrors } = await openHeld('/products?category=1', 'en');
    await release();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();

    const releaseScripts = await holdingScripts(page);
    const arrived = page.goto(url('/products/5'));
    await page.locator('#root[data-server-rendered]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: PRODUCT_5.en, level: 1 }).waitFor();
    // The server draws a guest's page: no one's cart.
    expect(await page.getByRole('link', { name: 'Cart', exact: true }).count()).toBe(1);
    releaseScripts();
    await arrived;
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    await page.getByRole('region', { name: 'Your cart' }).getByText('1 item').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart (2)' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pages.errors).toEqual([]);
  });

  it('hydrates a signed-in customer’s pages as the server drew them for a guest, their account showing right after', async () => {
    const { page, release, consoleErrors } = await openHeld('/privacy-policy', 'en');
    await release();
    await signInThroughApi(page, baseUrl);
    for (const path of ['/', '/products/5', '/products']) {
      const releaseScripts = await holdingScripts(page);
      const arrived = page.goto(url(path));
      await page.locator('#root[data-server-rendered]').waitFor({ state: 'attached' });
      releaseScripts();
      await arrived;
      await page.getByRole('link', { name: /^Account \(signed in as / }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.unrouteAll();
    }
    expect(consoleErrors).toEqual([]);
    expect(pages.errors).toEqual([]);
  });

  it.each(['/products/5', '/products'])('paints %s with its largest picture before it asks for the storefront, which would share the connection with it', async (path) => {
    const page = await pages.newPage({ viewport: phone });
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const storefront = resources.find((entry) => /\/assets\/storefront-[^/]+\.js$/.test(entry.name))?.startTime ?? null;
      const pictures = resources.filter((entry) => entry.name.includes('/images/products/')).map((entry) => entry.responseEnd);
      return { painted, storefront, firstPicture: pictures.length > 0 ? Math.min(...pictures) : null };
    });
    expect(timings.painted).not.toBeNull();
    expect(timings.firstPicture).not.toBeNull();
    expect(timings.storefront).toBeGreaterThan(timings.painted ?? Number.POSITIVE_INFINITY);
    expect(timings.storefront).toBeGreaterThan(timings.firstPicture ?? Number.POSITIVE_INFINITY);
    await page.close();
  });

  it('keeps the visitor’s own pages and the maintenance-free staff areas as the shop draws them in the browser', async () => {
    for (const path of ['/cart', '/login', '/admin']) {
      const page = await pages.newPage({ viewport: phone });
      const response = await page.goto(url(path));
      expect(await response?.text()).not.toContain('data-server-rendered');
      await page.close();
    }
  });
});
