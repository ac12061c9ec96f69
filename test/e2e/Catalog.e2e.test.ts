import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyPages } from './support/journeyPages';

/** The catalogue journeys of issue 6 (items 4 and 5) in Chromium, against `npm start` and its demo shop. */
describe('catalogue journeys', () => {
  const baseUrl = inject('baseUrl');
  const journey = journeyPages(baseUrl);
  const { openPage } = journey;

  const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ products$/);
  const cards = (page: Page) => page.locator('main article');
  const query = (page: Page) => new URL(page.url()).search;

  async function storedCart(page: Page): Promise<Array<Record<string, unknown>>> {
    const stored = await page.evaluate(() => window.localStorage.getItem('cart'));
    return stored ? (JSON.parse(stored) as { lines: Array<Record<string, unknown>> }).lines : [];
  }

  /**
   * The active products the shop lists: 63 in the demo data, one more once the admin journey has
   * added its product to the same server. The page-window expectations below hold for 61 to 70.
   */
  let total: number;
  beforeAll(async () => {
    const answer = await fetch(new URL('/api/product', baseUrl));
    total = ((await answer.json()) as Array<{ isActive: boolean }>).filter((product) => product.isActive).length;
    expect(total).toBeGreaterThanOrEqual(61);
    expect(total).toBeLessThanOrEqual(70);
  });

  async function expectSummary(page: Page, text: string): Promise<void> {
    await page.getByText(text, { exact: true }).waitFor();
  }

  it('browses, pages, changes per page, sorts, filters by category and searches; the address keeps it all', async () => {
    const page = await openPage('/products');
    await page.getByRole('heading', { name: 'All Categories' }).waitFor();
    await expectSummary(page, `Showing 1 to 10 of ${total} products`);
    expect(await cards(page).count()).toBe(10);

    // The 5-number window: 1 … 3 4 5 … 7 on page 4.
    await page.getByRole('button', { name: 'Page 4' }).click();
    await expectSummary(page, `Showing 31 to 40 of ${total} products`);
    expect(query(page)).toBe('?page=4');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual(['1', '3', '4', '5', '7']);
    expect(await pager.getByText('…').count()).toBe(2);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expectSummary(page, `Showing 41 to 50 of ${total} products`);
    await pager.getByRole('button', { name: 'Page 7' }).click();
    await expectSummary(page, `Showing 61 to ${total} of ${total} products`);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Per page and sort go back to page 1.
    await page.getByLabel('Per page').selectOption('24');
    await expectSummary(page, `Showing 1 to 24 of ${total} products`);
    expect(query(page)).toBe('?perPage=24');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/sort=price-asc/);
    await expectSummary(page, `Showing 1 to 24 of ${total} products`);
    const prices: number[] = [];
    for (const card of (await cards(page).all()).slice(0, 6)) prices.push(Number((await card.getByText(/ EGP$/).first().textContent())?.replace(/[^\d.]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A category: its product lines first, its products only.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'NuSmile' }).click();
    await page.getByRole('heading', { name: 'NuSmile' }).waitFor();
    expect(query(page)).toBe('?category=3&sort=price-asc&perPage=24');
    const lines = page.getByRole('region', { name: 'Product lines' });
    await lines.getByRole('button', { name: 'Pediatric Zirconia Crowns' }).waitFor();
    const nuSmileTotal = Number(/of (\d+) products/.exec((await summary(page).textContent()) ?? '')?.[1]);
    expect(nuSmileTotal).toBeGreaterThan(10);
    expect(nuSmileTotal).toBeLessThan(total);

    // Search on name, after typing pauses.
    await page.getByLabel('Search products').fill('kidsguard');
    await page.waitForURL(/search=kidsguard/);
    await page.getByText(/^Showing 1 to \d+ of \d+ products$/).waitFor();
    const found = await cards(page).count();
    expect(found).toBeGreaterThan(0);
    for (const name of await cards(page).getByRole('link').allTextContents()) expect(name.toLowerCase()).toContain('kidsguard');
    const searchSummary = await summary(page).textContent();

    // A reload keeps everything.
    await page.reload();
    await page.getByRole('heading', { name: 'NuSmile' }).waitFor();
    await expectSummary(page, searchSummary ?? '');
    expect(await page.getByLabel('Search products').inputValue()).toBe('kidsguard');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    expect(await page.getByLabel('Per page').inputValue()).toBe('24');

    // Back undoes the search, then the category; forward brings them back.
    await page.goBack();
    await expectSummary(page, `Showing 1 to ${Math.min(24, nuSmileTotal)} of ${nuSmileTotal} products`);
    expect(await page.getByLabel('Search products').inputValue()).toBe('');
    await page.goBack();
    await page.getByRole('heading', { name: 'All Categories' }).waitFor();
    await expectSummary(page, `Showing 1 to 24 of ${total} products`);
    await page.goForward();
    await page.getByRole('heading', { name: 'NuSmile' }).waitFor();
    await page.goForward();
    await expectSummary(page, searchSummary ?? '');
    expect(await page.getByLabel('Search products').inputValue()).toBe('kidsguard');

    // Search also matches the category name; nothing matching says so.
    await page.getByLabel('Search products').fill('avalon');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/search=avalon/);
    await page.getByRole('heading', { name: 'NuSmile' }).waitFor();
    await page.getByText('No products found', { exact: true }).waitFor();
    await expectSummary(page, 'Showing 0 to 0 of 0 products');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All Categories' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
    await page.getByRole('heading', { name: 'All Categories' }).waitFor();
    await page.getByText(/^Showing 1 to \d+ of \d+ products$/).waitFor();
    const avalon = await cards(page).count();
    expect(avalon).toBeGreaterThan(0);
    expect(await cards(page).getByText('Avalon Biomed', { exact: true }).count()).toBe(avalon);
  });

  it('shows out-of-stock cards, View Options for variant products, and adds a plain product from the list', async () => {
    const page = await openPage('/products?category=3&perPage=48');
    await page.getByRole('heading', { name: 'NuSmile' }).waitFor();
    const soldOut = cards(page).filter({ hasText: 'OUT OF STOCK' }).first();
    await soldOut.getByText('Currently unavailable').waitFor();
    await soldOut.getByRole('button', { name: 'Notify me when available' }).click();
    // A visitor is asked for an e-mail before anything is sent.
    const askEmail = page.getByRole('dialog', { name: 'Get an e-mail when it is back' });
    await askEmail.getByRole('textbox', { name: 'Email' }).waitFor();
    await askEmail.getByRole('button', { name: 'Cancel' }).click();
    await askEmail.waitFor({ state: 'hidden' });
    expect(await soldOut.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);

    const crown = cards(page).filter({ hasText: 'PediaZir Anterior Zirconia Crowns' });
    expect(await crown.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await crown.getByRole('link', { name: 'View Options' }).waitFor();

    const varnish = page.getByRole('article', { name: 'KidsGuard 5% Sodium Fluoride Varnish, Bubblegum (50 unit doses)' });
    await varnish.getByRole('button', { name: 'Add to Cart' }).click();
    await varnish.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ id: 50, quantity: 2, price: 175_000 })]);
  });

  it('puts a crown in the cart with its side and size; a sold-out size is disabled', async () => {
    const page = await openPage('/products?category=3');
    await cards(page).filter({ hasText: 'PediaZir Anterior Zirconia Crowns' }).getByRole('link', { name: 'View Options' }).click();
    await page.waitForURL(/\/products\/46$/);
    const product = 'PediaZir Anterior Zirconia Crowns, Primary Incisors & Cuspids';
    await page.getByRole('heading', { name: product }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Products', 'NuSmile']);
    await page.getByText('1,150 EGP', { exact: true }).waitFor();
    await page.getByText('2 reviews').waitFor();

    // Side first; the first side's sizes ascending, size 4 sold out.
    expect(await page.getByRole('radiogroup', { name: 'Side' }).getByRole('radio').count()).toBe(3);
    expect(await page.getByRole('radio', { name: 'Primary Central' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '4 (Out of Stock)' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '1', exact: true }).isChecked()).toBe(true);

    // Another side: its sizes, the first one chosen.
    await page.getByRole('radio', { name: 'Primary Lateral' }).check();
    expect(await page.getByRole('radio', { name: '5 (Out of Stock)' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: '4', exact: true }).isDisabled()).toBe(false);
    await page.getByRole('radio', { name: '2', exact: true }).check();
    await page.getByText('In Stock (4 available)').waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect
      .poll(() => storedCart(page))
      .toEqual([expect.objectContaining({ id: 46, sku: 'NSM-PZA-S5-2', side: 5, size: '2', quantity: 2, price: 115_000, name: `${product} – Primary Lateral, size 2` })]);
    const summaryBox = page.getByRole('region', { name: 'Your cart' });
    await summaryBox.getByText('2 items · Subtotal: 2,300 EGP').waitFor();
    await summaryBox.getByRole('link', { name: 'View Cart' }).waitFor();

    // The tabs.
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await page.getByRole('cell', { name: 'Monolithic zirconia' }).waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('Dr. Salma Khaled').waitFor();
  });

  it("refuses more than the live stock of a size, and says 'Stock limit reached!' when the cart already holds it all", async () => {
    const page = await openPage('/products/46');
    await page.getByText('In Stock (3 available)').waitFor();
    await page.getByLabel('Quantity', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Oops! That is more than we can offer for this option.Please choose a lower quantity.' }).waitFor();
    expect(await storedCart(page)).toEqual([]);

    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ sku: 'NSM-PZA-S4-1', quantity: 3 })]);
    await page.getByLabel('Quantity', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Stock limit reached!' }).waitFor();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('answers an unknown product with a way back to the products', async () => {
    const page = await openPage('/products/9999');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL(/\/products$/);
    await expectSummary(page, `Showing 1 to 10 of ${total} products`);
  });

  it("says 'Error in getting products' when the list cannot be loaded, and Try Again recovers", async () => {
    const page = await journey.newPage({});
    let failing = true;
    await page.route('**/api/product', (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback()));
    // Opened from another page: the list the server sends carries its products already.
    await page.goto(new URL('/contact', baseUrl).href);
    // The contact form is the script's: from here the link is followed in the page.
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Error in getting products' }).first().waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectSummary(page, `Showing 1 to 10 of ${total} products`);
  });

  it('works on a phone: the categories open in the Filters drawer', async () => {
    const page = await openPage('/products', { width: 390, height: 844 });
    await expectSummary(page, `Showing 1 to 10 of ${total} products`);
    expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Avalon Biomed' }).click();
    // The drawer stays open for the category's brands; its button goes back to the list.
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Avalon Biomed' }).waitFor();
    expect(query(page)).toBe('?category=2');

    await page.getByRole('button', { name: 'Filters (1)', exact: true }).click();
    await drawer.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Bioceramic Sealers' }).click();
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Bioceramic Sealers' }).waitFor();
    expect(query(page)).toBe('?category=2&subcategory=5');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
