import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { DEMO_ADMIN } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { PHONE, overflowing } from './support/overflow';
import { staffLogin } from './support/staffLogin';

/**
 * Issue 28's back-office journey: an admin adds a product in English and Arabic, specification
 * included, leaving the Arabic description for later; the report of what lacks Arabic lists it
 * until that is written; then the shop shows the English to a reader of English and the Arabic
 * to a reader of Arabic, on the product's page, its Specifications tab and the searched list.
 */
describe('a product written in both languages', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();

  it('is added with both languages, listed as lacking Arabic until its Arabic description is written, and read in each language in the shop', async () => {
    const stamp = String(Date.now()).slice(-6);
    const english = { name: `Matrix Bands ${stamp}`, description: 'Stainless steel matrix bands for posterior restorations.', feature: 'Ultra thin', spec: ['Pieces', '12 bands'] as const };
    const arabic = { name: `أشرطة ماتريكس ${stamp}`, description: 'أشرطة ماتريكس ستانلس ستيل لحشوات الضروس الخلفية.', feature: 'رفيعة جدًا', spec: ['عدد القطع', '١٢ شريطًا'] as const };

    const page = await journey.openPage('/admin/login');
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    await section(page, 'Products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Product' });
    await form.getByLabel('Name', { exact: true }).fill(english.name);
    // An Arabic text is marked missing while its English is written and it is not.
    const nameAr = form.getByLabel(/^Name in Arabic/);
    await form.getByText('Arabic missing').first().waitFor();
    expect(await nameAr.evaluate((input) => [getComputedStyle(input).direction, input.getAttribute('lang')])).toEqual(['rtl', 'ar']);
    // Side by side on a wide screen: the Arabic beside the English, not under it.
    const [englishBox, arabicBox] = await Promise.all([form.getByLabel('Name', { exact: true }).boundingBox(), nameAr.boundingBox()]);
    if (!englishBox || !arabicBox) throw new Error('the name fields are not shown');
    expect(arabicBox.x).toBeGreaterThanOrEqual(englishBox.x + englishBox.width);
    expect(Math.abs(arabicBox.y - englishBox.y)).toBeLessThan(englishBox.height);
    await nameAr.fill(arabic.name);
    await form.getByLabel('Description', { exact: true }).fill(english.description);
    await form.getByLabel(/^Description in Arabic Arabic missing/).waitFor();
    await form.getByLabel(/^Features \(one per line\)/).fill(english.feature);
    await form.getByLabel(/^Features in Arabic/).fill(arabic.feature);
    await form.getByRole('button', { name: 'Add specification' }).click();
    await form.getByLabel('Specification 1: name', { exact: true }).fill(english.spec[0]);
    await form.getByLabel('Specification 1: value', { exact: true }).fill(english.spec[1]);
    await form.getByLabel(/^Specification 1: name in Arabic/).fill(arabic.spec[0]);
    await form.getByLabel(/^Specification 1: value in Arabic/).fill(arabic.spec[1]);
    await form.getByLabel('Price (EGP)').fill('180');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Premier Dental Products' });
    await form.getByLabel('Stock quantity').fill('30');
    // Only the Arabic description is still missing.
    expect(await form.getByText('Arabic missing').count()).toBe(1);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product added.').waitFor();
    await page.getByLabel('Search').fill(english.name);
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('row').filter({ hasText: english.name }).getByText('Arabic missing').waitFor();

    // The report lists it, lacking its description, and links to its editor.
    await section(page, 'Arabic texts');
    await page.getByRole('heading', { name: 'Arabic texts', level: 1 }).waitFor();
    const products = page.getByRole('list', { name: 'Products' });
    const item = products.getByRole('listitem').filter({ hasText: english.name });
    await item.getByText('Missing in Arabic: Description').waitFor();
    const counts = page.getByRole('list', { name: 'Items lacking Arabic, by kind' });
    expect(await counts.getByRole('listitem', { name: /^Products: \d+$/ }).count()).toBe(1);
    const edit = item.getByRole('link', { name: `Edit ${english.name}` });
    const productId = Number(/edit=(\d+)/.exec((await edit.getAttribute('href')) ?? '')?.[1]);
    expect(productId).toBeGreaterThan(0);
    await edit.click();
    const editor = page.getByRole('dialog', { name: 'Edit Product' });
    await editor.getByLabel(/^Description in Arabic Arabic missing/).fill(arabic.description);
    expect(await editor.getByText('Arabic missing').count()).toBe(0);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product saved.').waitFor();

    await section(page, 'Arabic texts');
    await page.getByRole('heading', { name: 'Arabic texts', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: /Every text has its Arabic|lacks? Arabic/ }).first().waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: english.name }).count()).toBe(0);

    // A reader of English.
    const shop = await journey.watchedPage();
    await shop.goto(url(`/products/${productId}`));
    await shop.getByRole('heading', { name: english.name }).waitFor();
    await shop.getByText(english.description).first().waitFor();
    await shop.getByText(english.feature).first().waitFor();
    await shop.getByRole('tab', { name: 'Specifications' }).click();
    await shop.getByRole('cell', { name: english.spec[0] }).waitFor();
    await shop.getByRole('cell', { name: english.spec[1] }).waitFor();
    await shop.goto(url(`/products?search=${stamp}`));
    await shop.getByRole('link', { name: english.name }).first().waitFor();
    expect(await shop.getByText(arabic.name).count()).toBe(0);

    // A reader of Arabic, on a phone.
    const reader = await journey.pageInSecondContext();
    await reader.setViewportSize(PHONE);
    await reader.context().setExtraHTTPHeaders({ 'accept-language': 'ar-EG,ar;q=0.9' });
    await reader.goto(url(`/products/${productId}`));
    await reader.getByRole('heading', { name: arabic.name }).waitFor();
    expect(await reader.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await reader.getByText(arabic.description).first().waitFor();
    await reader.getByText(arabic.feature).first().waitFor();
    await reader.getByRole('tab', { name: catalogMessagesAr.specifications }).click();
    await reader.getByRole('cell', { name: arabic.spec[0] }).waitFor();
    await reader.getByRole('cell', { name: arabic.spec[1] }).waitFor();
    expect(await reader.getByText(english.spec[0], { exact: true }).count()).toBe(0);
    expect(await overflowing(reader)).toEqual([]);
    // Found by its English name too, and named in Arabic.
    await reader.goto(url(`/products?search=${encodeURIComponent('Matrix Bands')}%20${stamp}`));
    await reader.getByRole('link', { name: arabic.name }).first().waitFor();
    expect(await reader.getByText(english.name).count()).toBe(0);
  });
});
