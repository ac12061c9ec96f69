import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyPages } from './support/journeyPages';

const phone = { width: 412, height: 823 };

/** The page's layout shifts so far, as Chromium's layout-instability API counts them (CLS without session windows). */
function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

describe('pages that paint before their script and are read by search engines and link previews', () => {
  const baseUrl = inject('baseUrl');
  const pages = journeyPages(baseUrl);
  const url = (path: string) => new URL(path, baseUrl).href;

  it('shows the shell and the screen the server drew with JavaScript off, and gives the product its own head', async () => {
    const page = await pages.newPage({ javaScriptEnabled: false, viewport: phone });
    await page.goto(url('/products/5'));
    await page.getByRole('link', { name: 'Tiara' }).first().waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('heading', { name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', level: 1 }).waitFor();
    expect(await page.title()).toBe('Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml · Tiara');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(url('/images/products/etch-gel.svg'));
    const offer = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { offers: { priceCurrency: string; price: string } };
    expect(offer.offers).toMatchObject({ priceCurrency: 'EGP', price: '390.00' });

    await page.goto(url('/products?category=1'));
    expect(await page.title()).toBe('Premier Dental Products · Tiara');
    await page.getByRole('article').first().waitFor();
    // The visitor's own cart is the browser's to draw: its page shows the shell around a spinner.
    await page.goto(url('/cart'));
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('draws the product from the answers the page arrived with, without asking the API again, and nothing moves', async () => {
    const page = await pages.newPage({ viewport: phone });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/products/5'));
    await page.getByRole('heading', { name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', level: 1 }).waitFor();
    expect(asked).toEqual([]);
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.05);

    // Once loaded, the SPA works as before: a second product is read from the API.
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.getByRole('article').first().waitFor();
    expect(asked).toContain('/api/product');
  });

  it("draws a category's list, its name by GET /api/category/{id} included, from the answers the page arrived with", async () => {
    const page = await pages.newPage({ viewport: phone });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/products?category=1'));
    await page.getByRole('heading', { name: 'Premier Dental Products', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(asked).toEqual([]);
  });

  it('keeps the catalogue and the home page still while their data lands', async () => {
    for (const path of ['/', '/products', '/products?category=1']) {
      const page = await pages.newPage({ viewport: phone });
      await page.goto(url(path));
      await page.getByRole('article').or(page.getByRole('region', { name: 'Best Sellers' }).getByRole('link')).first().waitFor();
      expect(await layoutShiftSum(page), path).toBeLessThanOrEqual(0.05);
      await page.close();
    }
  });
});
