import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseCart } from '@tiara/domain/cart';
import { LANGUAGE_STORAGE_KEY } from '@tiara/domain/language';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { MONA, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { readableText, unexpectedLatinWords } from './support/latinWords';
import './support/failOnPolicyViolations';

/** A phone of 390 px, as a clinic's assistant holds it. */
const PHONE = { width: 390, height: 844 };

/** Page → the Latin words it shows that the allow-list does not allow, each with where it was. */
type Findings = Map<string, Map<string, string>>;

/** How many of a page's words the report shows with the text around them, and how many at most in all. */
const WORDS_IN_CONTEXT = 12;
const MOST_WORDS = 40;

/** The findings as the failure lists them: one line a page, its first words each with a little of its text. */
function report(findings: Findings): string[] {
  return [...findings].map(([where, words]) => {
    const listed = [...words].slice(0, MOST_WORDS).map(([word, around], index) => (index < WORDS_IN_CONTEXT ? `${word} «${around}»` : word));
    const more = words.size > MOST_WORDS ? ` (and ${words.size - MOST_WORDS} more)` : '';
    return `${where} → ${listed.join(' · ')}${more}`;
  });
}

/**
 * Issue 28, "Done means": on every storefront page in Arabic, no Latin word outside brand names,
 * model numbers and units (test/e2e/support/allowedLatinTokens.ts). Each page's visible text, and
 * the names, tips and hints of its controls and pictures, are read on a phone as a reader of Arabic
 * sees them; text customers wrote (reviews) is theirs and is left out. A failure lists each page
 * with the words it shows, so that what is left to translate reads at a glance.
 */
describe('every storefront page in Arabic speaks Arabic', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  async function arabicPhone(): Promise<Page> {
    const page = await journey.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'ar-EG' });
    await journey.context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: 'ar', url: baseUrl }]);
    return page;
  }

  /** The page as it settles: its requests answered, its main heading shown, Mantine's transitions over. */
  async function settled(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.locator('main h1, main h2').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(400);
  }

  async function read(page: Page, where: string, findings: Findings): Promise<void> {
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang), where).toBe('ar');
    const words = unexpectedLatinWords(await readableText(page));
    if (words.size > 0) findings.set(where, words);
  }

  async function visit(page: Page, path: string, findings: Findings): Promise<void> {
    await page.goto(url(path));
    await read(page, path, findings);
  }

  /** A product's page, then its Specifications and its Reviews tab. */
  async function visitProduct(page: Page, id: number, what: string, findings: Findings): Promise<void> {
    await visit(page, `/products/${id}`, findings);
    for (const tab of [catalogMessagesAr.specifications, catalogMessagesAr.reviews]) {
      await page.getByRole('tab', { name: tab }).click();
      await read(page, `/products/${id} (${what}), ${tab}`, findings);
    }
  }

  it('shows a visitor the shop, the catalogue, the products and the pages about the shop without an English word', { timeout: 240_000 }, async () => {
    const findings: Findings = new Map();
    const page = await arabicPhone();
    const products = (await (await page.request.get(url('/api/product'))).json()) as Array<{ id: number; isVariant?: boolean; quantity: number }>;
    const withVariants = products.find((product) => product.isVariant);
    const withoutVariants = products.find((product) => !product.isVariant && product.quantity > 0);
    if (!withVariants || !withoutVariants) throw new Error('The demo shop lacks a product with variants or one without');

    for (const path of ['/', '/products', '/products?category=1', '/products?category=2', '/products?category=3']) await visit(page, path, findings);
    await visitProduct(page, withVariants.id, 'variants', findings);
    await visitProduct(page, withoutVariants.id, 'no variants', findings);
    for (const path of ['/contact', '/training', '/ai', '/events', '/privacy-policy', '/refund-exchange-policy', '/shipping-policy', '/login', '/signup', '/forgot-password']) {
      await visit(page, path, findings);
    }
    expect(report(findings), report(findings).join('\n')).toEqual([]);
  });

  it('shows a customer their cart, checkout, order, account and notifications without an English word', { timeout: 240_000 }, async () => {
    const findings: Findings = new Map();
    const page = await arabicPhone();
    const credentials = await newCustomerAccount(page.request, baseUrl, { profile: MONA, mailbox: 'mona' });
    const products = (await (await page.request.get(url('/api/product'))).json()) as Array<{ id: number; isVariant?: boolean; quantity: number }>;
    const stocked = products.find((product) => !product.isVariant && product.quantity > 5);
    if (!stocked) throw new Error('The demo shop has no stocked product without variants');

    await page.goto(url(`/products/${stocked.id}`));
    await signInThroughApi(page, baseUrl, credentials);
    await page.reload();
    await page.getByRole('button', { name: catalogMessagesAr.addToCart }).first().click();
    await expect.poll(async () => parseCart(await page.evaluate(() => window.localStorage.getItem('cart'))).lines.length).toBe(1);

    await visit(page, '/cart', findings);
    await visit(page, '/checkout', findings);
    await page.locator('input[type="radio"][value="cash"]').check();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByRole('heading', { name: checkoutRuleMessagesAr.orderPlaced }).waitFor();
    await read(page, '/payment/confirmation (a cash order)', findings);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(orderId, page.url()).toBeGreaterThan(0);

    for (const path of ['/account', '/my-orders', `/my-orders/${orderId}`, '/notifications', '/tiara-ai-checkout']) await visit(page, path, findings);
    expect(report(findings), report(findings).join('\n')).toEqual([]);
  });
});
