import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cartLineName } from '@tiara/domain/cart';
import { truncateItemName } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { serverAccountMessagesAr } from '../../src/locales/server/ar/serverAccountMessagesAr';
import { serverSandboxCheckoutMessagesAr as sandboxAr } from '../../src/locales/server/ar/serverSandboxCheckoutMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { variantNamesAr } from '../../src/locales/shared/ar/variantNamesAr';
import { accountMessagesAr } from '../../src/locales/shop/ar/accountMessagesAr';
import { aiMessagesAr } from '../../src/locales/shop/ar/aiMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { engageMessagesAr } from '../../src/locales/shop/ar/engageMessagesAr';
import { DEMO_DATA } from '../../server/seed/demoData';
import { MONA, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { readableText, unexpectedLatinWords } from './support/latinWords';
import { waitForMail } from './support/outbox';
import { PHONE, overflowing } from './support/overflow';
import { SandboxCards } from './support/sandboxCard';
import './support/failOnPolicyViolations';

/** Arabic letters: a text holding some is (at least partly) written in Arabic. */
const ARABIC = /[\u0600-\u06FF]/;

/** A demo text's Arabic, which the demo data must have (test/server/seed/DemoDataArabic.test.ts). */
function arabic(text: string | undefined): string {
  if (text === undefined) throw new Error('A demo text has no Arabic');
  return text;
}

interface ListedProduct {
  readonly id: number;
  readonly name: string;
}

/**
 * A clinic's assistant who reads Arabic buys on a phone (issue 16, item 7): the shop speaks
 * Arabic right to left from the first page; the catalogue shows, and finds, the Arabic names;
 * the errors of the checkout and of the server read in Arabic; the order is placed and its
 * confirmation mail is in Arabic too. No page reaches past either side of the phone. Issue 28
 * carries it on: the notices, a course and an AI plan read in Arabic, paid for on the card page
 * in Arabic.
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

  /**
   * Pays `total` for the cart's one line, named `lineName`, on the sandbox card page, which speaks
   * Arabic right to left, names the line in Arabic (as far as the gateway takes a name) and shows no
   * English word; then the confirmation, in Arabic.
   */
  async function payByCardInArabic(page: Page, lineName: string, total: string): Promise<void> {
    const itemName = truncateItemName(lineName);
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.continueWithCreditCard }).click();
    await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
    const summary = page.getByRole('table', { name: sandboxAr.orderSummary });
    await summary.getByRole('row').filter({ hasText: itemName }).getByText(total).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), 'the card page').toEqual(['ar', 'rtl']);
    expect([...unexpectedLatinWords(await readableText(page)).keys()], 'Latin words on the card page').toEqual([]);
    expect(await overflowing(page), `the card page at ${PHONE.width} px`).toEqual([]);

    await page.getByLabel(sandboxAr.cardNumber).fill(SandboxCards.approved);
    await page.getByLabel(sandboxAr.expiry).fill('12/30');
    await page.getByLabel(sandboxAr.cvv).fill('123');
    await page.getByLabel(sandboxAr.cardHolder).fill('منى فهمي');
    await page.getByRole('button', { name: sandboxAr.pay(total) }).click();
    await page.getByRole('heading', { name: checkoutRuleMessagesAr.paymentSuccessful }).waitFor();
    await expectArabicPage(page, `the confirmation of ${itemName}`);
  }

  it('reads the notices, registers for a course and buys an AI plan, paying by card, all in Arabic', { timeout: 120_000 }, async () => {
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    await page.goto(url('/'));
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl, { profile: MONA, mailbox: 'mona' }));

    // Every demo notice, in Arabic, its kind named in Arabic.
    await page.goto(url('/notifications'));
    const notices = page.getByRole('list', { name: engageMessagesAr.notifications.title });
    for (const notice of DEMO_DATA.notifications) {
      const item = notices.getByRole('listitem', { name: arabic(notice.title.ar) });
      await item.getByText(arabic(notice.message.ar)).waitFor();
      await item.getByText(engageMessagesAr.notifications.categoryLabel(notice.category), { exact: true }).waitFor();
    }
    await expectArabicPage(page, '/notifications');

    // A course, its trainer, place and packages in Arabic; registered and paid for by card.
    const [course] = DEMO_DATA.trainings;
    const lecture = course?.packages[0];
    if (!course || !lecture) throw new Error('The demo data has no training with a package');
    const courseTitle = arabic(course.title.ar);
    const lecturePrice = formatPrice(piastersFromPounds(lecture.pricePounds), 'ar');
    await page.goto(url('/training'));
    await page.getByRole('heading', { name: engageMessagesAr.training.title, level: 1 }).waitFor();
    const card = page.getByRole('article', { name: courseTitle });
    await card.getByText(arabic(course.instructors.ar), { exact: true }).waitFor();
    await card.getByText(arabic(course.location.ar)).waitFor();
    await expectArabicPage(page, '/training');
    await card.getByRole('radio', { name: engageMessagesAr.training.packageLabel(arabic(lecture.name.ar), lecturePrice) }).check();
    await card.getByRole('button', { name: engageMessagesAr.training.registerNow }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('main').getByText(courseTitle).first().waitFor();
    await page.locator('main').getByText(arabic(lecture.name.ar)).first().waitFor();
    await expectArabicPage(page, '/checkout, the course');
    await payByCardInArabic(page, cartLineName({ name: courseTitle, packageName: arabic(lecture.name.ar) }, variantNamesAr, 'ar'), lecturePrice);

    // An AI plan named in Arabic on /ai and at checkout, paid for by card.
    const pro = DEMO_DATA.aiPlans.find((plan) => plan.id === 2);
    if (!pro) throw new Error('The demo data has no Pro plan');
    const planName = arabic(pro.name.ar);
    const planPrice = formatPrice(piastersFromPounds(pro.pricePounds), 'ar');
    await page.goto(url('/ai'));
    const plan = page.getByRole('article', { name: planName, exact: true });
    await plan.getByText(planPrice).waitFor();
    await expectArabicPage(page, '/ai');
    await plan.getByRole('button', { name: aiMessagesAr.landing.subscribeTo(planName) }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('main').getByText(planName).first().waitFor();
    await expectArabicPage(page, '/checkout, the plan');
    await payByCardInArabic(page, planName, planPrice);
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
