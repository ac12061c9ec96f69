import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { journeyPages } from './support/journeyPages';

/** Issue 19's finding journeys: brand and price filters kept in the address, and suggestions that forgive a slip. */
describe('finding products', () => {
  const baseUrl = inject('baseUrl');
  const { openPage } = journeyPages(baseUrl);
  const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ products$/);
  const query = (page: Page) => new URL(page.url()).searchParams;

  it('narrows the list by brand and price, keeps both in the address, and a reload shows the same', async () => {
    const page = await openPage('/products');
    await summary(page).waitFor();
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'NuSmile' }).check();
    await page.waitForURL((address) => address.searchParams.getAll('brand').includes('NuSmile'));
    await filters.getByRole('textbox', { name: 'Price (EGP): Max' }).fill('200');
    await filters.getByRole('textbox', { name: 'Price (EGP): Max' }).press('Enter');
    await page.waitForURL((address) => address.searchParams.get('maxPrice') === '200');
    expect(query(page).get('page')).not.toBe('2');
    const shown = await page.locator('main article').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) expect(card).toMatch(/NuSmile/i);

    await page.reload();
    await summary(page).waitFor();
    expect(await page.locator('main article').allTextContents()).toEqual(shown);
    expect(await filters.getByRole('checkbox', { name: 'NuSmile' }).isChecked()).toBe(true);
  });

  it('suggests products for a misspelt search, and choosing one with the keyboard opens it', async () => {
    const page = await openPage('/products');
    await summary(page).waitFor();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('composit', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const first = list.getByRole('option').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/Composite/);
    const name = (await first.getByText(/Composite/).textContent()) ?? '';
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });
});
