import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Language } from '@tiara/domain/language';
import type { Translation } from '../../src/locales/Translation';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { catalogQueryMessagesAr } from '../../src/locales/shared/ar/catalogQueryMessagesAr';
import { shellMessagesAr } from '../../src/locales/shared/ar/shellMessagesAr';
import { catalogQueryMessagesEn } from '../../src/locales/shared/en/catalogQueryMessagesEn';
import { shellMessagesEn } from '../../src/locales/shared/en/shellMessagesEn';
import { catalogFinderMessagesAr } from '../../src/locales/shop/ar/catalogFinderMessagesAr';
import { catalogListMessagesAr } from '../../src/locales/shop/ar/catalogListMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { catalogFinderMessagesEn } from '../../src/locales/shop/en/catalogFinderMessagesEn';
import { catalogListMessagesEn } from '../../src/locales/shop/en/catalogListMessagesEn';
import { catalogMessagesEn } from '../../src/locales/shop/en/catalogMessagesEn';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';

/** The phone of issue 27. */
const PHONE = { width: 390, height: 844 };

/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

/** A reader of the shop: the language the browser asks for, and the texts the shop shows in it. */
interface Reader {
  readonly language: Language;
  readonly locale: string;
  readonly list: Translation<typeof catalogListMessagesEn>;
  readonly catalog: Translation<typeof catalogMessagesEn>;
  readonly finder: Translation<typeof catalogFinderMessagesEn>;
  readonly query: Translation<typeof catalogQueryMessagesEn>;
  readonly navbar: Translation<typeof shellMessagesEn>['navbar'];
}

const READERS: readonly Reader[] = [
  {
    language: 'en',
    locale: 'en-US',
    list: catalogListMessagesEn,
    catalog: catalogMessagesEn,
    finder: catalogFinderMessagesEn,
    query: catalogQueryMessagesEn,
    navbar: shellMessagesEn.navbar,
  },
  {
    language: 'ar',
    locale: 'ar-EG',
    list: catalogListMessagesAr,
    catalog: catalogMessagesAr,
    finder: catalogFinderMessagesAr,
    query: catalogQueryMessagesAr,
    navbar: shellMessagesAr.navbar,
  },
];

interface ListedProduct {
  readonly id: number;
  readonly brand: string | null;
  readonly price: number;
  readonly discount_fee: number;
  readonly quantity: number;
  readonly isVariant: boolean;
  readonly isActive: boolean;
}

/**
 * The reader elements of `root` that reach past the sides of their product card, and the buttons
 * and boxes smaller than a thumb, named for the report.
 */
function cardProblems(root: Locator): Promise<string[]> {
  return root.evaluate((list, tap) => {
    const problems: string[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 30)}"`;
    for (const card of list.querySelectorAll('article')) {
      const edge = card.getBoundingClientRect();
      for (const element of card.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < edge.left - 1 || box.right > edge.right + 1) problems.push(`${name(element)} reaches past its card`);
      }
      for (const control of card.querySelectorAll('button, input')) {
        const box = control.getBoundingClientRect();
        if (box.width < tap || box.height < tap) problems.push(`${name(control)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return problems;
  }, TAP);
}

/** Buttons and text boxes of `root` smaller than a thumb. */
function smallControls(root: Locator): Promise<string[]> {
  return root.evaluate((element, tap) => {
    const controls = [...element.querySelectorAll('button, input[type="text"], input:not([type])')];
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.width >= tap && box.height >= tap)) return [];
      return [`${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').slice(0, 30)}" is ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  }, TAP);
}

/**
 * Issue 27 on a 390 px phone, in English and in Arabic: two products a row, each bought from its
 * card in the quantity picked; the filters behind a Filters button that counts them, shown as
 * chips above the list that undo one at a time or all at once; a price range given backwards is
 * refused with a message; a sold-out product's page rests its quantity stepper.
 */
describe.each(READERS)('the catalogue on a phone, in $language', ({ language, locale, list, catalog, finder, query, navbar }) => {
  const baseUrl = inject('baseUrl');
  const journey = journeyPages(baseUrl);
  const url = (path: string) => new URL(path, baseUrl).href;

  let listed: ListedProduct[];
  beforeAll(async () => {
    const answer = await fetch(url('/api/product'), { headers: { 'accept-language': language } });
    listed = ((await answer.json()) as ListedProduct[]).filter((product) => product.isActive);
  });

  async function openPhone(path: string): Promise<Page> {
    const page = await journey.newPage({ viewport: PHONE, locale });
    await page.goto(url(path));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    return page;
  }

  const summaryOf = (total: number) => query.showing({ from: total === 0 ? 0 : 1, to: Math.min(10, total), total });
  const priceRange = (page: Page, bound: 'minPrice' | 'maxPrice') =>
    page.getByRole('dialog', { name: finder.filters }).getByRole('textbox', { name: `${finder.price}: ${bound === 'minPrice' ? finder.minPrice : finder.maxPrice}` });

  it('shows two products a row, within the phone and their cards, and a card puts the quantity picked in the cart', async () => {
    const page = await openPhone('/products');
    const cards = page.getByRole('main').getByRole('article');
    await cards.nth(2).waitFor();
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    if (!first || !second || !third) throw new Error('the first cards have no box');
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
    for (const box of [first, second]) expect(box.width).toBeLessThan(PHONE.width / 2);
    // Side by side, the first where the reader starts a line.
    if (language === 'ar') expect(first.x).toBeGreaterThanOrEqual(second.x + second.width);
    else expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(await overflowing(page)).toEqual([]);
    expect(await cardProblems(page.getByRole('main'))).toEqual([]);

    const card = cards.filter({ has: page.getByRole('button', { name: catalog.addToCart, exact: true }) }).first();
    const id = Number((await card.getByRole('link').first().getAttribute('href'))?.split('/').pop());
    const quantity = card.getByRole('status', { name: catalog.quantity });
    expect(await quantity.textContent()).toBe('1');
    expect(await card.getByRole('button', { name: catalog.decreaseQuantity }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: catalog.increaseQuantity }).click();
    expect(await quantity.textContent()).toBe('2');
    await card.getByRole('button', { name: catalog.addToCart, exact: true }).click();

    await page.getByRole('link', { name: navbar.withCount(navbar.cart, 2), exact: true }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: Array<{ id: number; quantity: number }> });
    expect(stored.lines).toEqual([expect.objectContaining({ id, quantity: 2 })]);
    expect(await quantity.textContent()).toBe('1');

    // A sold-out card says so and offers no quantity to pick.
    const soldOut = cards.filter({ hasText: catalog.outOfStockBadge }).first();
    await soldOut.scrollIntoViewIfNeeded();
    await soldOut.getByText(catalog.currentlyUnavailable).waitFor();
    expect(await soldOut.getByRole('button', { name: catalog.increaseQuantity }).count()).toBe(0);
    expect(await soldOut.getByRole('button', { name: catalog.addToCart }).count()).toBe(0);
  });

  it('narrows by a brand and a highest price in the Filters drawer, shows them as chips with the count, and undoes them one by one and all at once', async () => {
    const total = listed.length;
    const premier = listed.filter((product) => product.brand === 'Premier');
    const cheapPremier = premier.filter((product) => product.price - product.discount_fee <= 500).length;
    expect(cheapPremier).toBeGreaterThan(1);
    expect(cheapPremier).toBeLessThan(premier.length);

    const page = await openPhone('/products');
    await page.getByText(summaryOf(total), { exact: true }).waitFor();
    await page.getByRole('button', { name: list.filtersButton(0), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: finder.filters });
    await drawer.getByRole('checkbox', { name: 'Premier' }).check();
    await page.waitForURL((address) => address.searchParams.getAll('brand').includes('Premier'));
    await priceRange(page, 'maxPrice').fill('500');
    await priceRange(page, 'maxPrice').press('Enter');
    await page.waitForURL((address) => address.searchParams.get('maxPrice') === '500');
    expect(await smallControls(drawer)).toEqual([]);
    // The drawer's way back says how many products the list holds now.
    await drawer.getByRole('button', { name: list.showProducts(cheapPremier), exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });

    const chips = page.getByRole('region', { name: list.activeFilters });
    const maxChip = `${list.maxPriceChip(formatPrice(50_000, language))} ${list.removeFilter}`;
    await chips.getByRole('button', { name: `Premier ${list.removeFilter}`, exact: true }).waitFor();
    await chips.getByRole('button', { name: maxChip, exact: true }).waitFor();
    await page.getByRole('button', { name: list.filtersButton(2), exact: true }).waitFor();
    await page.getByText(summaryOf(cheapPremier), { exact: true }).waitFor();
    expect(await smallControls(chips)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    await chips.getByRole('button', { name: maxChip, exact: true }).click();
    await page.waitForURL((address) => !address.searchParams.has('maxPrice') && address.searchParams.get('brand') === 'Premier');
    await page.getByText(summaryOf(premier.length), { exact: true }).waitFor();
    await page.getByRole('button', { name: list.filtersButton(1), exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: maxChip }).count()).toBe(0);

    await chips.getByRole('button', { name: list.clearAll, exact: true }).click();
    await page.waitForURL((address) => address.search === '');
    await page.getByText(summaryOf(total), { exact: true }).waitFor();
    await page.getByRole('button', { name: list.filtersButton(0), exact: true }).waitFor();
    expect(await chips.count()).toBe(0);

    // Back brings the filters, and their chips, again.
    await page.goBack();
    await page.getByRole('button', { name: list.filtersButton(1), exact: true }).waitFor();
    await chips.getByRole('button', { name: `Premier ${list.removeFilter}`, exact: true }).waitFor();
  });

  it('says a lowest price above the highest is wrong beside the boxes, and applies it only once fixed', async () => {
    const page = await openPhone('/products');
    await page.getByText(summaryOf(listed.length), { exact: true }).waitFor();
    await page.getByRole('button', { name: list.filtersButton(0), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: finder.filters });
    const min = priceRange(page, 'minPrice');
    const max = priceRange(page, 'maxPrice');
    await min.fill('2000');
    await max.fill('100');
    await max.press('Enter');
    const message = drawer.getByRole('alert').filter({ hasText: list.minAboveMax });
    await message.waitFor();
    const messageId = await message.getAttribute('id');
    for (const box of [min, max]) {
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      expect(await box.getAttribute('aria-describedby')).toContain(messageId);
    }
    // The lowest price alone was a range, applied as the box was left; the highest is not applied.
    expect(new URL(page.url()).search).toBe('?minPrice=2000');
    expect([await min.inputValue(), await max.inputValue()]).toEqual(['2000', '100']);

    await max.fill('3000');
    await max.press('Enter');
    await page.waitForURL((address) => address.searchParams.get('minPrice') === '2000' && address.searchParams.get('maxPrice') === '3000');
    await message.waitFor({ state: 'detached' });
    expect(await min.getAttribute('aria-invalid')).not.toBe('true');
    await drawer.getByRole('button', { name: list.closeFilters, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: list.filtersButton(2), exact: true }).waitFor();
  });

  it("rests a sold-out product's quantity stepper, and its button says it is out of stock", async () => {
    const soldOut = listed.find((product) => !product.isVariant && product.quantity <= 0);
    if (!soldOut) throw new Error('the demo data has no sold-out plain product');
    const page = await openPhone(`/products/${soldOut.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const button = page.getByRole('button', { name: catalog.outOfStock, exact: true });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByLabel(catalog.quantity, { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: catalog.increaseQuantity }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: catalog.decreaseQuantity }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: catalog.addToCart, exact: true }).count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
  });
});
