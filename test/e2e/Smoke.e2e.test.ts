import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';

describe('the shop opens in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the home page with the banner, the brand, its icon and the support contacts, and asks for nothing that is missing', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await expect(page.title()).resolves.toContain('Tiara');
    await page.getByText('Professional Dental Supplies').waitFor();
    await page.getByRole('heading', { name: 'Dental supplies for clinics across Egypt' }).waitFor();
    expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
    const icon = await page.request.get(new URL((await page.locator('link[rel="icon"]').getAttribute('href'))!, baseUrl).href);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the API with the demo catalogue beside the page', async () => {
    const page = await browser.newPage();
    const product = await page.request.get(new URL('/api/product/5', baseUrl).href);
    expect(product.status()).toBe(200);
    expect(await product.json()).toMatchObject({ id: 5, isActive: true });
    const fees = await page.request.get(new URL('/api/ShippingFees', baseUrl).href);
    expect(await fees.json()).toHaveLength(27);
    const docs = await page.request.get(new URL('/api/docs/json', baseUrl).href);
    expect((await docs.json()).openapi).toMatch(/^3\./);
    await page.close();
  });

  it('answers an unknown address with the not-found page and a way home', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(new URL('/no-such-page', baseUrl).href);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(baseUrl);
    await page.close();
  });
});
