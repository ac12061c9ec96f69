import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCart } from '@tiara/domain/cart';
import { LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, type Language, otherLanguage } from '@tiara/domain/language';
import { adminArabicMessagesAr } from '../../src/locales/shop/ar/adminArabicMessagesAr';
import { adminMessagesAr } from '../../src/locales/shop/ar/adminMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { pageTitleMessagesAr } from '../../src/locales/shop/ar/pageTitleMessagesAr';
import { salesMessagesAr } from '../../src/locales/shop/ar/salesMessagesAr';
import { adminArabicMessagesEn } from '../../src/locales/shop/en/adminArabicMessagesEn';
import { adminMessagesEn } from '../../src/locales/shop/en/adminMessagesEn';
import { catalogMessagesEn } from '../../src/locales/shop/en/catalogMessagesEn';
import { checkoutMessagesEn } from '../../src/locales/shop/en/checkoutMessagesEn';
import { pageTitleMessagesEn } from '../../src/locales/shop/en/pageTitleMessagesEn';
import { salesMessagesEn } from '../../src/locales/shop/en/salesMessagesEn';
import { categoryNamesAr } from '../../src/locales/shared/ar/categoryNamesAr';
import { promoMessagesAr } from '../../src/locales/shared/ar/promoMessagesAr';
import { shellMessagesAr } from '../../src/locales/shared/ar/shellMessagesAr';
import { categoryNamesEn } from '../../src/locales/shared/en/categoryNamesEn';
import { promoMessagesEn } from '../../src/locales/shared/en/promoMessagesEn';
import { shellMessagesEn } from '../../src/locales/shared/en/shellMessagesEn';
import { ADMIN_SECTIONS } from '../../src/ui/admin/shared/AdminSections';
import { auditFindings } from './support/accessibilityAudit';
import { buyPro } from './support/aiPlan';
import { launchChromium, waitingForTheShop } from './support/browser';
import { type Credentials, DEMO_ADMIN, DEMO_SALES, newCustomerAccount, signInThroughApi } from './support/customer';
import { placeOrderThroughApi } from './support/placeOrderThroughApi';
import { staffLogin } from './support/staffLogin';

/** Issue 27 part 5: a phone of 390 px, as a clinic's assistant holds it. */
const PHONE = { width: 390, height: 844 };

const TEXTS = {
  en: { shell: shellMessagesEn, titles: pageTitleMessagesEn, catalog: catalogMessagesEn, checkout: checkoutMessagesEn, promo: promoMessagesEn, categories: categoryNamesEn, admin: adminMessagesEn, adminArabic: adminArabicMessagesEn, sales: salesMessagesEn },
  ar: { shell: shellMessagesAr, titles: pageTitleMessagesAr, catalog: catalogMessagesAr, checkout: checkoutMessagesAr, promo: promoMessagesAr, categories: categoryNamesAr, admin: adminMessagesAr, adminArabic: adminArabicMessagesAr, sales: salesMessagesAr },
} as const;

type Findings = string[];

describe('every page on a 390 px phone, in English and Arabic: axe, tap targets, no sideways scroll, the tab title', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  let browser: Browser;
  /** A customer of their own, with a cash order placed, and a subscriber to the Pro plan (signed in as the page stores it). */
  let customer: Credentials;
  let orderId: number;
  let subscriberStorage: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    browser = await launchChromium();
    const setup = await browser.newContext({ viewport: PHONE });
    const page = waitingForTheShop(await setup.newPage());
    customer = await newCustomerAccount(page.request, baseUrl);
    ({ orderId } = await placeOrderThroughApi(page.request, baseUrl, customer));
    await page.goto(url('/'));
    await buyPro(page, baseUrl);
    subscriberStorage = await setup.storageState();
    await setup.close();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** A phone's browser context whose reader chose `language`, with an uncaught error of the shop's recorded as a finding. */
  async function phone(language: Language, findings: Findings, storageState?: typeof subscriberStorage): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: language === 'ar' ? 'ar-EG' : 'en-GB', storageState });
    await context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: language, url: baseUrl }]);
    const page = waitingForTheShop(await context.newPage());
    page.on('pageerror', (error) => findings.push(`uncaught error on ${page.url()}: ${error.message}`));
    return page;
  }

  /**
   * The page as it settles: its requests answered and Mantine's transitions over. The pointer
   * leaves the control it last clicked, as a finger does (a hover colour is no phone's).
   */
  async function settled(page: Page): Promise<void> {
    await page.mouse.move(0, 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
  }

  /**
   * Audits the page shown now as `name` in `language`, and its tab title against `title`; every
   * finding is added to `findings`, except those left to another part of issue 27 (listed apart).
   */
  async function audit(page: Page, language: Language, name: string, title: string, findings: Findings): Promise<void> {
    await settled(page);
    const where = `[${language}] ${name}`;
    const shownTitle = await page
      .waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 })
      .then(() => title)
      .catch(() => page.title());
    const found = [...(await auditFindings(page)), ...(shownTitle === title ? [] : [`tab title "${shownTitle}", not "${title}"`])];
    for (const finding of found) findings.push(`${where} · ${finding}`);
  }

  async function visit(page: Page, language: Language, path: string, title: string, findings: Findings): Promise<void> {
    await page.goto(url(path));
    await audit(page, language, path, title, findings);
  }

  const heading = async (page: Page) => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';

  for (const language of ['en', 'ar'] as const) {
    const texts = TEXTS[language];
    const titled = texts.titles.titled;

    it(`shows a visitor the storefront in ${language}`, { timeout: 240_000 }, async () => {
      const findings: Findings = [];
      const page = await phone(language, findings);
      const products = (await (await page.request.get(url('/api/product'))).json()) as Array<{ id: number; isVariant?: boolean; quantity: number }>;
      const soldOut = products.find((product) => !product.isVariant && product.quantity === 0);
      if (!soldOut) throw new Error('The demo shop has no sold-out product without variants');

      await visit(page, language, '/', texts.shell.head.title, findings);
      await visit(page, language, '/products', texts.shell.head.allProductsTitle, findings);
      await visit(page, language, '/products?category=3', titled(texts.categories[3]), findings);
      await page.goto(url('/products/46'));
      await page.getByRole('radiogroup').first().waitFor();
      await audit(page, language, '/products/46 (variants)', titled(await heading(page)), findings);
      await page.goto(url(`/products/${soldOut.id}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await audit(page, language, `/products/${soldOut.id} (out of stock)`, titled(await heading(page)), findings);
      for (const [path, title] of [
        ['/login', texts.titles.login],
        ['/signup', texts.titles.signup],
        ['/forgot-password', texts.titles.forgotPassword],
        ['/training', texts.titles.training],
        ['/contact', texts.titles.contact],
        ['/events', texts.titles.events],
        ['/privacy-policy', texts.titles.privacyPolicy],
        ['/refund-exchange-policy', texts.titles.refundExchangePolicy],
        ['/shipping-policy', texts.titles.shippingPolicy],
        ['/no-such-page', texts.titles.notFound],
      ] as const) {
        await visit(page, language, path, titled(title), findings);
      }

      // The title follows a link followed in the page, and the language switch, without a reload.
      await page.goto(url('/'));
      await page.getByRole('contentinfo').getByRole('link', { name: texts.shell.footer.shippingPolicy }).click();
      await audit(page, language, 'the shipping policy, opened from the footer', titled(texts.titles.shippingPolicy), findings);
      const other = otherLanguage(language);
      // The switch is in the header, or in the menu where a phone's header has no room for it.
      const languageSwitch = page.getByRole('button', { name: `${texts.shell.language.switchTo} ${LANGUAGE_NAMES[other]}` }).filter({ visible: true });
      if ((await languageSwitch.count()) === 0) await page.getByRole('button', { name: texts.shell.navbar.openMenu }).click();
      await languageSwitch.first().click();
      await audit(page, other, 'the shipping policy, after the language switch', TEXTS[other].titles.titled(TEXTS[other].titles.shippingPolicy), findings);
      expect(findings).toEqual([]);
    });

    it(`shows a signed-in customer their cart, checkout, orders and account in ${language}`, { timeout: 240_000 }, async () => {
      const findings: Findings = [];
      const page = await phone(language, findings);
      await page.goto(url('/products/5'));
      await signInThroughApi(page, baseUrl, customer);
      await page.reload();
      await page.getByRole('button', { name: texts.catalog.addToCart }).first().click();
      await expect.poll(async () => parseCart(await page.evaluate(() => window.localStorage.getItem('cart'))).lines.length).toBe(1);

      await page.goto(url('/cart'));
      await page.getByLabel(texts.checkout.cart.promoCode).fill('WELCOME10');
      await page.getByRole('button', { name: texts.checkout.cart.apply }).click();
      await page.getByText(texts.promo.applied).first().waitFor();
      await audit(page, language, '/cart (an item and a promo code)', titled(texts.titles.cart), findings);

      await page.goto(url('/checkout'));
      await page.getByLabel(texts.checkout.checkout.firstName).fill('');
      await page.getByLabel(texts.checkout.checkout.phone).fill('0123');
      await page.getByRole('button', { name: texts.checkout.checkout.placeOrder }).click();
      await expect.poll(() => page.getByLabel(texts.checkout.checkout.phone).getAttribute('aria-invalid')).toBe('true');
      await audit(page, language, '/checkout (with errors)', titled(texts.titles.checkout), findings);

      await visit(page, language, '/ai', titled(texts.titles.ai), findings);
      await visit(page, language, '/tiara-ai-checkout', titled(texts.titles.aiCheckout), findings);
      await visit(page, language, `/payment/confirmation?success=true&order=${orderId}&payment_method=cash`, titled(texts.titles.confirmation), findings);
      await visit(page, language, '/account', titled(texts.titles.account), findings);
      await visit(page, language, '/my-orders', titled(texts.titles.myOrders), findings);
      await visit(page, language, `/my-orders/${orderId}`, titled(texts.titles.order(String(orderId))), findings);
      await visit(page, language, '/notifications', titled(texts.titles.notifications), findings);
      expect(findings).toEqual([]);
    });

    it(`shows a subscriber the scan upload in ${language}`, { timeout: 60_000 }, async () => {
      const findings: Findings = [];
      const page = await phone(language, findings, subscriberStorage);
      await visit(page, language, '/ai-scan-upload', titled(texts.titles.scanUpload), findings);
      expect(findings).toEqual([]);
    });

    it(`shows the staff their login pages in ${language}`, async () => {
      const findings: Findings = [];
      const page = await phone(language, findings);
      await visit(page, language, '/admin/login', titled(texts.admin.login.title), findings);
      await visit(page, language, '/sales/login', titled(texts.sales.login.title), findings);
      expect(findings).toEqual([]);
    });
  }

  /** A staff area on a phone, signed in on its login page in English (staffLogin's words). */
  async function staffArea(desk: 'Admin' | 'Sales', findings: Findings): Promise<Page> {
    const page = await phone('en', findings);
    await page.goto(url(desk === 'Admin' ? '/admin/login' : '/sales/login'));
    await staffLogin(page, desk, desk === 'Admin' ? DEMO_ADMIN : DEMO_SALES);
    await page.waitForURL(url(desk === 'Admin' ? '/admin/dashboard' : '/sales/orders'));
    return page;
  }

  it('walks the back office section by section on a phone in English, then in Arabic after its language switch', { timeout: 300_000 }, async () => {
    const findings: Findings = [];
    const page = await staffArea('Admin', findings);
    for (const language of ['en', 'ar'] as const) {
      const texts = TEXTS[language].admin;
      const titled = (section: string) => TEXTS[language].titles.inArea(section, texts.areaTitle);
      const menu = page.getByRole('button', { name: texts.openMenu });
      const sections = page.getByRole('navigation', { name: texts.navigationLabel });
      for (const section of ADMIN_SECTIONS) {
        const name = texts.sections[section.section];
        await menu.click();
        await sections.getByRole('link', { name, exact: true }).click();
        await page.waitForURL(url(`/admin/${section.path}`));
        await audit(page, language, `/admin/${section.path}`, titled(name), findings);
        if (section.path === 'categories') {
          await page.getByRole('button', { name: texts.categories.add }).click();
          await page.getByRole('dialog').waitFor();
          await audit(page, language, '/admin/categories (Add Subcategory open)', titled(name), findings);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
        if (section.path === 'products') {
          // The editor in both languages, a specification row and an "Arabic missing" marker shown.
          await page.getByRole('button', { name: texts.products.add }).click();
          const editor = page.getByRole('dialog');
          await editor.getByLabel(texts.products.name, { exact: true }).fill('Etch Gel');
          await editor.getByRole('button', { name: TEXTS[language].adminArabic.specifications.add }).click();
          await editor.getByText(TEXTS[language].adminArabic.missing).first().waitFor();
          await audit(page, language, '/admin/products (Add New Product open)', titled(name), findings);
          await page.keyboard.press('Escape');
          await editor.waitFor({ state: 'hidden' });
        }
      }
      if (language === 'en') {
        // On a phone the switch is in the menu, which stays open behind it.
        await menu.click();
        await page.getByRole('button', { name: `${TEXTS.en.shell.language.switchTo} ${LANGUAGE_NAMES.ar}` }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'ar');
        await page.getByRole('button', { name: TEXTS.ar.admin.openMenu }).click();
      }
    }
    expect(findings).toEqual([]);
  });

  it('shows the sales desk its orders on a phone in English, then in Arabic after its language switch', { timeout: 120_000 }, async () => {
    const findings: Findings = [];
    const page = await staffArea('Sales', findings);
    for (const language of ['en', 'ar'] as const) {
      const { titles, sales } = TEXTS[language];
      if (language === 'ar') await page.getByRole('button', { name: `${TEXTS.en.shell.language.switchTo} ${LANGUAGE_NAMES.ar}` }).click();
      await audit(page, language, '/sales/orders', titles.inArea(sales.orders, sales.areaTitle), findings);
    }
    expect(findings).toEqual([]);
  });
});
