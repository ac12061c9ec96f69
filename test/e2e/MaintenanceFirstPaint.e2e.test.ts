import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { endMaintenance } from './support/maintenance';

const phone = { width: 390, height: 844 };

interface PaintWatch {
  /** The shop's shell (its header, navigation or footer), each time an element of it entered the document. */
  shop: string[];
  /** Spinners that entered the document. */
  spinners: number;
  /** The page's heading when the browser first painted content. */
  headingAtFirstPaint: string | null;
}

/**
 * Runs before the page's first tag is parsed: every element the parser or the script ever puts in
 * the document is looked at, so a shop shown for a single frame is caught, as is a spinner.
 */
function watchEveryElement(): void {
  const watch: PaintWatch = { shop: [], spinners: 0, headingAtFirstPaint: null };
  (window as unknown as { paintWatch: PaintWatch }).paintWatch = watch;
  const look = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      if (element.matches('header, footer, nav')) watch.shop.push(element.outerHTML.slice(0, 120));
      if (element.matches('.mantine-Loader-root')) watch.spinners += 1;
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(look);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.name === 'first-contentful-paint') watch.headingAtFirstPaint ??= document.querySelector('h1')?.textContent ?? '';
    }
  }).observe({ type: 'paint', buffered: true });
}

const paintWatch = (page: Page) => page.evaluate(() => (window as unknown as { paintWatch: PaintWatch }).paintWatch);

describe('under maintenance the first paint is the maintenance page, never the shop', () => {
  const baseUrl = inject('baseUrl');
  const pages = journeyPages(baseUrl);
  const url = (path: string) => new URL(path, baseUrl).href;

  // Every journey file shares the server: the shop is open again whatever happens here.
  afterAll(async () => {
    await endMaintenance(baseUrl);
  });

  it('sends and paints the maintenance page at once on a phone, in English and Arabic, and the shop takes over without a flash', async () => {
    const firstPage = await pages.newPage({ viewport: phone });
    const token = await adminToken(firstPage.request, baseUrl);
    const turnedOn = await firstPage.request.put(url('/api/admin/management/maintenance'), { data: { is_under_maintenance: true }, headers: { authorization: `Bearer ${token}` } });
    expect(turnedOn.status()).toBe(200);
    try {
      for (const [locale, path, heading, title] of [
        ['en-GB', '/', 'Under Maintenance', 'Under Maintenance · Tiara'],
        ['en-GB', '/products/5', 'Under Maintenance', 'Under Maintenance · Tiara'],
        ['ar-EG', '/products?category=1', 'الموقع قيد الصيانة', 'الموقع قيد الصيانة · Tiara'],
      ] as const) {
        const page = await pages.newPage({ viewport: phone, locale });
        await page.addInitScript(watchEveryElement);
        const sent = await page.goto(url(path));
        // The HTML itself, before any script: the maintenance page, not the shop.
        expect(sent?.status(), path).toBe(503);
        const html = (await sent?.text()) ?? '';
        expect(html).toContain(`>${heading}</h1>`);
        expect(html).not.toMatch(/<(header|footer|nav)\b/);

        // `goto` returns once the script has replaced the server's HTML (test/e2e/support/browser.ts).
        const seen = await paintWatch(page);
        expect(seen.headingAtFirstPaint, path).toBe(heading);
        expect(seen.shop, path).toEqual([]);
        expect(seen.spinners, path).toBe(0);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await page.title()).toBe(title);
        // The live clock is the script's now: it ticks.
        const clock = page.getByRole('timer');
        const shown = await clock.textContent();
        await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, shown);
        expect((await paintWatch(page)).shop).toEqual([]);
      }
    } finally {
      await endMaintenance(baseUrl);
    }

    // Open again: the same address paints the shop.
    const open = await pages.newPage({ viewport: phone });
    const sent = await open.goto(url('/'));
    expect(sent?.status()).toBe(200);
    await open.getByRole('contentinfo').waitFor();
    expect(await open.getByRole('heading', { name: 'Under Maintenance' }).count()).toBe(0);
  });
});
