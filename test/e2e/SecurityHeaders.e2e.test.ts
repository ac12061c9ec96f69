/**
 * The shop under its own content security policy in Chromium. Every journey fails on a policy
 * violation (support/failOnPolicyViolations.ts); these show that the policy is there, that it
 * blocks what it should, and that no other site can frame the shop.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, takePolicyViolations, waitingForTheShop } from './support/browser';

describe('the shop under its content security policy', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws the API document with its styles, blocking nothing', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/api/docs', baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'shop API' }).waitFor();
    await page.locator('.opblock-tag').first().waitFor();
    await page.close();
  });

  it('refuses a script injected into a page and reports it, while the shop’s own scripts run', async () => {
    const page = waitingForTheShop(await browser.newPage());
    await page.goto(new URL('/products', baseUrl).href);
    await page.getByRole('heading', { name: 'All Categories' }).waitFor();
    const ran = await page.evaluate(async () => {
      const marker = window as unknown as { injectedRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.injectedRan = true');
      handler.src = 'data:,not-a-picture';
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return marker.injectedRan === true;
    });
    expect(ran).toBe(false);
    const violations = takePolicyViolations();
    expect(violations.some((report) => report.startsWith('script-src-elem blocked inline'))).toBe(true);
    expect(violations.some((report) => report.startsWith('script-src-attr blocked inline'))).toBe(true);
    await page.close();
  });

  it('cannot be framed by another site, neither the back office nor the checkout', async () => {
    const page = await browser.newPage();
    const framed = ['/admin/login', '/checkout', '/'].map((path) => new URL(path, baseUrl).href);
    await page.setContent(framed.map((url) => `<iframe src="${url}" width="400" height="300"></iframe>`).join(''));
    await page.waitForTimeout(1_500);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(framed.length);
    for (const frame of frames) {
      // A refused frame holds Chromium's error page, never the shop's document.
      expect(await frame.evaluate(() => document.getElementById('root') === null).catch(() => true)).toBe(true);
    }
    await page.close();
  });
});
