import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { productSearchMessagesAr } from '../../src/locales/shop/ar/productSearchMessagesAr';
import { shellMessagesAr } from '../../src/locales/shared/ar/shellMessagesAr';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';

/** The phone the issue was tried on. */
const PHONE_390 = { width: 390, height: 844 };

/** Issue 27, finding: a search in the header of every page, forgiving misspellings in both languages, and never a dead end. */
describe('the header search', () => {
  const baseUrl = inject('baseUrl');
  const journey = journeyPages(baseUrl);
  const cards = (page: Page) => page.locator('main article');
  const header = (page: Page) => page.locator('header').first();

  /** Taps the header's search button and types into the full-screen search that opens, focused. */
  async function searchFromHeader(page: Page, buttonName: string, text: string): Promise<Locator> {
    await header(page).getByRole('button', { name: buttonName, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: buttonName });
    const box = dialog.getByRole('combobox', { name: buttonName });
    await box.waitFor();
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.pressSequentially(text, { delay: 40 });
    return box;
  }

  /** Every visible button and link of the header, with its size where it is under 44 by 44 px. */
  function smallControls(page: Page): Promise<string[]> {
    return header(page).evaluate((element) =>
      [...element.querySelectorAll('a, button, input')].flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        return box.width < 44 || box.height < 44 ? [`${control.getAttribute('aria-label') ?? control.textContent}: ${box.width}x${box.height}`] : [];
      }),
    );
  }

  it('finds gloves for "glovs" from the home page of a phone, and says what it showed results for', async () => {
    const page = await journey.openPage('/', PHONE_390);
    await header(page).getByRole('button', { name: 'Search products', exact: true }).click();
    // Typed at once, as a thumb does, while the search's code is still on its way: no key is lost.
    await page.keyboard.type('glovs', { delay: 40 });
    const box = page.getByRole('dialog', { name: 'Search products' }).getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => box.inputValue()).toBe('glovs');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Gloves/ }).first().waitFor();
    await box.press('Enter');

    await page.waitForURL((address) => address.pathname === '/products' && address.searchParams.get('search') === 'glovs');
    await page.getByRole('heading', { name: 'Showing results for “gloves”' }).waitFor();
    await page.getByText('Nothing matched “glovs” exactly.').waitFor();
    const shown = await cards(page).allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const card of shown) expect(card).toMatch(/Gloves/);
    // The list has its own search box: the header offers none beside it, and the dialog is gone.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await header(page).getByRole('button', { name: 'Search products' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe('glovs');
  });

  it('finds composite for the Arabic "كومبوزيت" (the catalogue writes "كمبوزيت"), right to left', async () => {
    const page = await journey.openPage('/products/4', PHONE_390);
    await page.getByRole('button', { name: 'Change language to العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const box = await searchFromHeader(page, shellMessagesAr.navbar.search, 'كومبوزيت');
    await page.getByRole('listbox').getByRole('option', { name: /كمبوزيت/ }).first().waitFor();
    await box.press('Enter');

    await page.getByRole('heading', { name: productSearchMessagesAr.showingResultsFor('كمبوزيت') }).waitFor();
    const shown = await cards(page).allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const card of shown) expect(card).toMatch(/كمبوزيت/);
    expect(await overflowing(page)).toEqual([]);
  });

  it('offers the best sellers and Clear search when nothing is even close, instead of a dead end', async () => {
    const page = await journey.openPage('/cart', PHONE_390);
    const box = await searchFromHeader(page, 'Search products', 'qqxxzz');
    await box.press('Enter');

    await page.getByText('No products found', { exact: true }).waitFor();
    const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
    await bestSellers.locator('article').first().waitFor();
    expect(await bestSellers.locator('article').count()).toBe(4);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((address) => address.pathname === '/products' && address.search === '');
    await page.getByText(/^Showing 1 to 10 of \d+ products$/).waitFor();
    expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe('');
  });

  it('closes with Escape or its button, giving the focus back, and chooses a suggestion with the keyboard', async () => {
    const page = await journey.openPage('/training', PHONE_390);
    const box = await searchFromHeader(page, 'Search products', 'nusmle');
    await box.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const button = header(page).getByRole('button', { name: 'Search products', exact: true });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close search' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const again = await searchFromHeader(page, 'Search products', 'endodontcs');
    await page.getByRole('option', { name: /Endodontics/ }).first().waitFor();
    await again.press('ArrowDown');
    await again.press('Enter');
    await page.waitForURL((address) => address.pathname === '/products' && address.searchParams.get('subcategory') === '2');
    await page.getByRole('heading', { level: 1, name: 'Endodontics' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('on a wide screen, is a field in the header whose suggestions arrive as it is used', async () => {
    const page = await journey.openPage('/training');
    const field = header(page).getByRole('searchbox', { name: 'Search products' });
    await field.click();
    const box = header(page).getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.pressSequentially('glovs', { delay: 40 });
    const option = header(page).getByRole('option', { name: /Nitrile Examination Gloves/ });
    await option.waitFor();
    await option.click();
    await page.getByRole('heading', { level: 1, name: /Nitrile Examination Gloves/ }).waitFor();
  });

  it('gives every header control 44 by 44 px on a phone, in both languages, and nothing scrolls sideways', async () => {
    const page = await journey.openPage('/', PHONE_390);
    await header(page).getByRole('button', { name: 'Search products' }).waitFor();
    expect(await smallControls(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    const height = await header(page).evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(110);

    await page.getByRole('button', { name: 'Change language to العربية' }).click();
    await header(page).getByRole('button', { name: shellMessagesAr.navbar.search }).waitFor();
    expect(await smallControls(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    await header(page).getByRole('button', { name: shellMessagesAr.navbar.openMenu }).click();
    const menu = page.getByRole('dialog', { name: shellMessagesAr.navbar.menu });
    await menu.waitFor();
    const smallInMenu = await menu.evaluate((element) =>
      [...element.querySelectorAll('a, button')].flatMap((control) => {
        const box = control.getBoundingClientRect();
        return box.width < 44 || box.height < 44 ? [`${control.textContent}: ${box.width}x${box.height}`] : [];
      }),
    );
    expect(smallInMenu).toEqual([]);
  });
});
