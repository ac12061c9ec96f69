import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accountMessagesAr } from '../../src/locales/shop/ar/accountMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { PHONE } from './support/overflow';
import './support/failOnPolicyViolations';

/** A product the demo shop names in both languages, as each language's catalogue lists it. */
interface BilingualProduct {
  readonly id: number;
  readonly english: string;
  readonly arabic: string;
}

const TO_ARABIC = 'Change language to العربية';
const TO_ENGLISH = 'تغيير اللغة إلى English';

/**
 * Issue 28, item 3: a line is read in the reader's language wherever it is shown. A clinic adds a
 * product in English, switches to Arabic: the cart names it in Arabic, in place, and still after a
 * reload; the order placed then (cash on delivery) is named in Arabic on My orders and on its page,
 * and in English again once the reader switches back.
 */
describe('order lines in the reader’s language', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  /** A stocked product without variants whose Arabic name is its own. */
  async function bilingualProduct(): Promise<BilingualProduct> {
    type Listed = { id: number; name: string; quantity: number; isVariant: boolean };
    const listed = async (language: string) => (await (await fetch(url('/api/product'), { headers: { 'accept-language': language } })).json()) as Listed[];
    const [english, arabic] = await Promise.all([listed('en'), listed('ar')]);
    const arabicNames = new Map(arabic.map((product) => [product.id, product.name]));
    const product = english.find((candidate) => !candidate.isVariant && candidate.quantity > 5 && /[\u0600-\u06FF]/.test(arabicNames.get(candidate.id) ?? ''));
    if (!product) throw new Error('The demo shop names no stocked product in Arabic');
    return { id: product.id, english: product.name, arabic: arabicNames.get(product.id)! };
  }

  const switchTo = (page: Page, name: typeof TO_ARABIC | typeof TO_ENGLISH) => page.getByRole('button', { name }).first().click();

  it('names a line added in English in Arabic after a switch and a reload, and the order’s line in the reader’s language', async () => {
    const product = await bilingualProduct();
    const page = await journey.newPage({ viewport: PHONE, locale: 'en-US' });
    await page.goto(url('/'));
    await signInThroughApi(page, baseUrl);

    await page.goto(url(`/products/${product.id}`));
    await page.getByRole('heading', { name: product.english }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction((id) => (window.localStorage.getItem('cart') ?? '').includes(`"id":${id}`), product.id);

    await page.goto(url('/cart'));
    const englishLine = page.getByRole('main').getByRole('link', { name: product.english, exact: true });
    const arabicLine = page.getByRole('main').getByRole('link', { name: product.arabic, exact: true });
    await englishLine.first().waitFor();

    // Switched in place: the line swaps its name without leaving the page.
    await switchTo(page, TO_ARABIC);
    await page.getByRole('heading', { name: checkoutMessagesAr.cart.title }).waitFor();
    await arabicLine.first().waitFor();
    expect(await englishLine.count()).toBe(0);

    // The cart kept the Arabic name: a reload shows it at once, before the shop is asked again.
    expect(await page.evaluate(() => window.localStorage.getItem('cart') ?? '')).toContain(product.arabic);
    await page.reload();
    await arabicLine.first().waitFor();
    expect(await englishLine.count()).toBe(0);

    await page.getByRole('button', { name: checkoutMessagesAr.cart.proceedToCheckout }).click();
    await page.waitForURL(url('/checkout'));
    await page.getByText(product.arabic).first().waitFor();
    await page.locator('input[type="radio"][value="cash"]').check();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByRole('heading', { name: checkoutRuleMessagesAr.orderPlaced }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(orderId).toBeGreaterThan(0);

    await page.goto(url('/my-orders'));
    await page.getByRole('heading', { name: accountMessagesAr.orders.title }).waitFor();
    await page.getByText(product.arabic).first().waitFor();

    await page.goto(url(`/my-orders/${orderId}`));
    const orderLine = (name: string) => page.getByRole('listitem', { name, exact: true });
    await orderLine(product.arabic).waitFor();

    // Back to English: the order page names the line in English, in place, and so does My orders.
    await switchTo(page, TO_ENGLISH);
    await orderLine(product.english).waitFor();
    expect(await orderLine(product.arabic).count()).toBe(0);
    await page.goto(url('/my-orders'));
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.getByText(product.english).first().waitFor();
    expect(await page.getByText(product.arabic).count()).toBe(0);
  });
});
