import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { aiSlug } from '@tiara/domain/brand';
import { LANGUAGE_STORAGE_KEY } from '@tiara/domain/language';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { serverSandboxCheckoutMessagesAr as sandboxAr } from '../../src/locales/server/ar/serverSandboxCheckoutMessagesAr';
import { adminArabicMessagesEn } from '../../src/locales/shop/en/adminArabicMessagesEn';
import { engageMessagesAr } from '../../src/locales/shop/ar/engageMessagesAr';
import { DEMO_ADMIN, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';
import { SandboxCards } from './support/sandboxCard';
import { staffLogin } from './support/staffLogin';
import './support/failOnPolicyViolations';

const PHONE_390 = { width: 390, height: 844 };
/** Arabic letters: a text holding some is (at least partly) written in Arabic. */
const ARABIC = /[\u0600-\u06FF]/;

/**
 * Issue 28 in Chromium against `npm start`: the back office writes a notification and a trainer's
 * name in English and Arabic side by side, and a customer reads each in the language they read
 * the shop in; a shopper reading Arabic pays on a card page in Arabic, right to left.
 */
describe('notices, trainers and the card page in both languages', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  async function openAdminSection(name: string): Promise<Page> {
    const page = await journey.openPage('/admin/login');
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
    return page;
  }

  const dirOf = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  /** Where two fields sit: side by side (the same top) or one under the other. */
  async function layoutOf(first: Locator, second: Locator): Promise<'side by side' | 'stacked'> {
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    if (!a || !b) throw new Error('a field is not shown');
    return Math.abs(a.y - b.y) < 2 ? 'side by side' : b.y >= a.y + a.height ? 'stacked' : 'side by side';
  }

  it('posts a notification in English and Arabic, which a customer reads in each language', async () => {
    const stamp = Date.now();
    const title = `Bioceramic sealers are here ${stamp}`;
    const titleAr = `وصلت حشوات القنوات البيوسيراميك ${stamp}`;
    // Plain Arabic: the notice stays in every customer's inbox, which the Arabic pages' test reads for Latin words.
    const message = 'Order your bioceramic sealers today.';
    const messageAr = 'اطلب حشوات القنوات البيوسيراميك اليوم.';

    const admin = await openAdminSection('Notifications');
    await admin.getByRole('button', { name: 'Add Notification' }).click();
    const form = admin.getByRole('dialog', { name: 'Add Notification' });
    const englishTitle = form.getByRole('textbox', { name: 'Title', exact: true });
    const arabicTitle = form.locator('input[lang="ar"]');
    await englishTitle.fill(title);
    // Typed in English only, the Arabic is marked missing beside its field.
    await form.getByText(adminArabicMessagesEn.missing).first().waitFor();
    expect(await arabicTitle.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
    expect(await layoutOf(englishTitle, arabicTitle)).toBe('side by side');
    await arabicTitle.fill(titleAr);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    await form.locator('textarea[lang="ar"]').fill(messageAr);
    expect(await form.getByText(adminArabicMessagesEn.missing).count()).toBe(0);
    // On a phone the Arabic sits under the English.
    await admin.setViewportSize(PHONE_390);
    expect(await layoutOf(englishTitle, arabicTitle)).toBe('stacked');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Notification posted.').waitFor();
    const row = admin.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText(adminArabicMessagesEn.missing).count()).toBe(0);

    const customer = await journey.pageInSecondContext();
    await customer.goto(url('/'));
    await signInThroughApi(customer, baseUrl, await newCustomerAccount(customer.request, baseUrl));
    await customer.goto(url('/notifications'));
    const inEnglish = customer.getByRole('list', { name: 'Notifications' }).getByRole('listitem', { name: title });
    await inEnglish.getByText(message).waitFor();

    await customer.getByRole('button', { name: 'Change language to العربية' }).first().click();
    const inArabic = customer.getByRole('list', { name: engageMessagesAr.notifications.title }).getByRole('listitem', { name: titleAr });
    await inArabic.getByText(messageAr).waitFor();
    expect(await dirOf(customer)).toEqual(['ar', 'rtl']);
    expect(await customer.getByText(title).count()).toBe(0);

    await customer.reload();
    await inArabic.waitFor();
    await customer.getByRole('button', { name: 'تغيير اللغة إلى English' }).first().click();
    await inEnglish.waitFor();
  });

  it('writes a trainer’s name in Arabic in the training editor, which a reader of Arabic sees on the course', async () => {
    const [course] = (await (await fetch(url('/api/dentaltraining'))).json()) as Array<{ id: number; title: string; instructors: string }>;
    if (!course) throw new Error('The demo data has no training');
    const trainerAr = `د. سلمى خالد الشريف ${Date.now() % 1000}`;

    const admin = await openAdminSection('Dental Training');
    await admin.getByRole('button', { name: `Edit ${course.title}` }).click();
    const form = admin.getByRole('dialog', { name: 'Edit Training' });
    const english = form.getByRole('textbox', { name: 'Instructors', exact: true });
    expect(await english.inputValue()).toBe(course.instructors);
    const arabic = form.getByRole('textbox', { name: adminArabicMessagesEn.inArabic('Instructors') });
    expect(await arabic.evaluate((input) => [getComputedStyle(input).direction, input.getAttribute('lang')])).toEqual(['rtl', 'ar']);
    expect(await layoutOf(english, arabic)).toBe('side by side');
    const demoTrainerAr = await arabic.inputValue();
    await arabic.fill(trainerAr);
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Training saved.').waitFor();
    try {
      await readsTrainerInArabic(trainerAr, course.instructors);
    } finally {
      // The other journeys read the demo course's trainer: it gets its own name back.
      await admin.getByRole('button', { name: `Edit ${course.title}` }).click();
      await arabic.fill(demoTrainerAr);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
      const trainerShown = async () => {
        const courses = (await (await fetch(url('/api/dentaltraining'), { headers: { 'accept-language': 'ar' } })).json()) as Array<{ id: number; instructors: string }>;
        return courses.find((shown) => shown.id === course.id)?.instructors;
      };
      await expect.poll(trainerShown).toBe(demoTrainerAr);
    }
  });

  async function readsTrainerInArabic(trainerAr: string, trainerEn: string): Promise<void> {
    const reader = await journey.pageInSecondContext();
    await reader.setViewportSize(PHONE_390);
    await reader.goto(url('/'));
    await reader.evaluate((key) => window.localStorage.setItem(key, 'ar'), LANGUAGE_STORAGE_KEY);
    await reader.goto(url('/training'));
    await reader.getByRole('heading', { name: engageMessagesAr.training.title, level: 1 }).waitFor();
    expect(await dirOf(reader)).toEqual(['ar', 'rtl']);
    await reader.getByText(trainerAr, { exact: true }).first().waitFor();
    expect(await reader.getByText(trainerEn, { exact: true }).count()).toBe(0);
    expect(await overflowing(reader)).toEqual([]);
  }

  it('shows a shopper who reads the shop in Arabic the card page in Arabic, right to left, with the amount and the items in Arabic', async () => {
    // An English browser whose reader chose Arabic in the shop, the choice kept in the storefront's
    // storage only (no language cookie): the page used to follow the browser and open in English.
    const page = await journey.newPage({ viewport: PHONE_390, locale: 'en-US' });
    await page.goto(url('/'));
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.evaluate((key) => window.localStorage.setItem(key, 'ar'), LANGUAGE_STORAGE_KEY);
    const plans = (await (await fetch(url(`/api/${aiSlug}/plans`), { headers: { 'accept-language': 'ar' } })).json()) as Array<{ id: number; name: string }>;
    const light = plans.find((plan) => plan.id === 1);
    if (!light) throw new Error('The demo data has no Light plan');
    expect(light.name).toMatch(ARABIC);

    await page.goto(url('/ai'));
    expect(await dirOf(page)).toEqual(['ar', 'rtl']);
    await page.getByRole('article', { name: light.name }).getByRole('button').click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.continueWithCreditCard }).click();

    await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
    expect((await journey.context.cookies()).some((cookie) => cookie.name === LANGUAGE_STORAGE_KEY)).toBe(false);
    expect(await dirOf(page)).toEqual(['ar', 'rtl']);
    await page.getByRole('heading', { name: sandboxAr.orderSummary }).waitFor();
    const summary = page.getByRole('table', { name: sandboxAr.orderSummary });
    const itemRow = summary.getByRole('row').filter({ hasText: light.name });
    await itemRow.getByText('2,900 ج.م').waitFor();
    expect(await summary.locator('tfoot').innerText()).toContain('2,900 ج.م');
    expect(await page.locator('main').innerText()).not.toMatch(/\bEGP\b|Order summary|Card number/);
    await page.getByRole('button', { name: 'ادفع 2,900 ج.م' }).waitFor();
    expect(await overflowing(page)).toEqual([]);

    await page.getByLabel(sandboxAr.cardNumber).fill(SandboxCards.approved);
    await page.getByLabel(sandboxAr.expiry).fill('12/30');
    await page.getByLabel(sandboxAr.cvv).fill('123');
    await page.getByLabel(sandboxAr.cardHolder).fill('منى فهمي');
    await page.getByRole('button', { name: /^ادفع / }).click();
    await page.waitForURL(/\/payment\/confirmation\?/);
    await page.getByRole('heading', { name: checkoutRuleMessagesAr.paymentSuccessful }).waitFor();
  });
});
