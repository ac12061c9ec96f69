import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accountMessagesAr } from '../../src/locales/shop/ar/accountMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { serverAccountMessagesAr } from '../../src/locales/server/ar/serverAccountMessagesAr';
import { journeyPages } from './support/journeyPages';
import { waitForMail } from './support/outbox';
import { PHONE, overflowing } from './support/overflow';
import './support/failOnPolicyViolations';

/** Arabic letters: a text holding some is (at least partly) written in Arabic. */
const ARABIC = /[\u0600-\u06FF]/;

interface ListedProduct {
  readonly id: number;
  readonly name: string;
}

/**
 * A clinic's assistant who reads Arabic buys on a phone (issue 16, item 7): the shop speaks
 * Arabic right to left from the first page; the catalogue shows, and finds, the Arabic names;
 * the errors of the checkout and of the server read in Arabic; the order is placed and its
 * confirmation mail is in Arabic too. No page reaches past either side of the phone.
 */
describe('a purchase in Arabic on a phone', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  async function expectArabicPage(page: Page, path: string): Promise<void> {
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), path).toEqual(['ar', 'rtl']);
    expect(await page.locator('main').innerText(), path).toMatch(ARABIC);
    expect(await overflowing(page), `${path} at ${PHONE.width} px`).toEqual([]);
  }

  /** A product the demo data names in Arabic, with stock, as the Arabic catalogue lists it. */
  async function arabicProduct(): Promise<ListedProduct> {
    const listed = (await (await fetch(url('/api/product'), { headers: { 'accept-language': 'ar' } })).json()) as Array<ListedProduct & { quantity: number; isVariant: boolean }>;
    const product = listed.find((candidate) => ARABIC.test(candidate.name) && !candidate.isVariant && candidate.quantity > 5);
    if (!product) throw new Error('The demo data names no stocked product in Arabic');
    return product;
  }

  it('browses, finds a product by its Arabic name, fills the cart and checks out, reading every error in Arabic', async () => {
    const product = await arabicProduct();
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });

    await page.goto(url('/products'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectArabicPage(page, '/products');
    // One word of the Arabic name finds the product.
    const word = product.name.split(/\s+/).find((part) => ARABIC.test(part) && part.length >= 3) ?? product.name;
    await page.getByRole('combobox', { name: catalogMessagesAr.searchLabel }).fill(word);
    await page.getByRole('combobox', { name: catalogMessagesAr.searchLabel }).press('Enter');
    await page.getByRole('link', { name: product.name }).first().click();

    await page.getByRole('heading', { name: product.name }).waitFor();
    await expectArabicPage(page, `/products/${product.id}`);
    await page.getByRole('button', { name: catalogMessagesAr.addToCart }).click();
    await page.waitForFunction((id) => (window.localStorage.getItem('cart') ?? '').includes(`"id":${id}`), product.id);

    await page.goto(url('/cart'));
    await page.getByRole('heading', { name: checkoutMessagesAr.cart.title }).waitFor();
    await expectArabicPage(page, '/cart');
    expect(await page.locator('main').innerText()).toContain('ج.م');
    await page.getByRole('button', { name: checkoutMessagesAr.cart.proceedToCheckout }).click();

    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: checkoutMessagesAr.checkout.title }).waitFor();
    await expectArabicPage(page, '/checkout');
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByText(checkoutRuleMessagesAr.firstNameRequired).waitFor();
    await page.getByText(checkoutRuleMessagesAr.emailRequired).waitFor();

    const field = (label: string) => page.getByRole('textbox', { name: label });
    await field(checkoutMessagesAr.checkout.firstName).fill('منى');
    await field(checkoutMessagesAr.checkout.middleName).fill('سمير');
    await field(checkoutMessagesAr.checkout.lastName).fill('فهمي');
    await field(checkoutMessagesAr.checkout.email).fill('mona.arabic@clinic.example');
    await field(checkoutMessagesAr.checkout.phone).fill('0131234567');
    await field(checkoutMessagesAr.checkout.address).fill('٢٢ شارع جامعة الدول العربية، المهندسين');
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByText(checkoutRuleMessagesAr.phoneInvalid).waitFor();
    await field(checkoutMessagesAr.checkout.phone).fill('0122 345 6789');
    await page.locator('input[type="radio"][value="cash"]').check();
    await expectArabicPage(page, '/checkout, filled');
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();

    await page.getByRole('heading', { name: checkoutRuleMessagesAr.orderPlaced }).waitFor();
    await expectArabicPage(page, '/payment/confirmation');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    // The confirmation mail is written in the language the order was placed in; its lines name the
    // products as the order keeps them (the catalogue's own name, which the staff read too).
    const mail = await waitForMail(dataDir, 'mona.arabic@clinic.example', 'تم استلام الطلب');
    expect(mail.subject).toMatch(ARABIC);
    expect(mail.text).toContain('منى فهمي');
    expect(mail.text).toMatch(/الإجمالي: [\d,.]+ ج\.م/);
    expect(mail.subject).toContain(`#${orderId}`);
  });

  it('reads a refusal of the server in Arabic', async () => {
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: accountMessagesAr.login.title }).waitFor();
    await expectArabicPage(page, '/login');
    await page.getByRole('textbox', { name: accountMessagesAr.login.email }).fill('nobody.here@clinic.example');
    await page.locator('input[autocomplete="current-password"]').fill('Wrong-password-1');
    await page.getByRole('button', { name: accountMessagesAr.login.submit }).click();
    const refusal = page.getByText(serverAccountMessagesAr.invalidCredentials).or(page.getByText(accountMessagesAr.login.invalidCredentials));
    await refusal.first().waitFor();
    await expectArabicPage(page, '/login, refused');
  });
});
