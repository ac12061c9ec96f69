import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { scanMessagesAr } from '../../src/locales/shared/ar/scanMessagesAr';
import { scanMessagesEn } from '../../src/locales/shared/en/scanMessagesEn';
import { aiMessagesAr } from '../../src/locales/shop/ar/aiMessagesAr';
import { aiMessagesEn } from '../../src/locales/shop/en/aiMessagesEn';
import { aiSlug } from '@tiara/domain/brand';
import { buyPro } from './support/aiPlan';
import { newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';

const PHONE_390 = { width: 390, height: 844 };
const minimalNii = readFileSync(join(process.cwd(), 'node_modules/nifti-js/test/minimal.nii'));
/** The buyer's file of issue 27: 2 KB named .nii, whose NIfTI mark at byte 344 is not there. */
const twoKbNii = (() => {
  const bytes = Buffer.from(minimalNii.subarray(0, 2048));
  bytes.write('xxxx', 344, 'latin1');
  return { name: 'brain.nii', mimeType: 'application/octet-stream', buffer: bytes };
})();

/** Issue 27's smaller things a buyer noticed, on a 390 px phone in English and Arabic. */
describe('the smaller things of issue 27', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  /** A plan's name as the shop names it to a reader of Arabic. */
  const planNameInArabic = async (id: number): Promise<string> => {
    const plans = (await (await fetch(url(`/api/${aiSlug}/plans`), { headers: { 'accept-language': 'ar' } })).json()) as Array<{ id: number; name: string }>;
    return plans.find((plan) => plan.id === id)?.name ?? `no plan ${id}`;
  };

  const scanFiles = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const alertSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

  it('tells a subscriber what is wrong with a 2 KB .nii (a .txt keeps SPEC’s message), in English and Arabic, and leads them to the plans with theirs marked', async () => {
    const page = await journey.openPage('/');
    await buyPro(page, baseUrl);
    await page.setViewportSize(PHONE_390);

    const files = scanFiles(page, aiMessagesEn.upload.chooseFiles);
    await files.setInputFiles([twoKbNii]);
    await alertSaying(page, scanMessagesEn.fileProblems['nifti-without-mark'](['brain.nii'])).waitFor();
    await files.setInputFiles([{ name: 'tiny.nii', mimeType: 'application/octet-stream', buffer: minimalNii.subarray(0, 120) }]);
    await alertSaying(page, scanMessagesEn.fileProblems['nifti-too-small'](['tiny.nii'])).waitFor();
    await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 'a') }]);
    await alertSaying(page, scanMessagesEn.unsupportedFormat).waitFor();
    expect(await page.getByRole('button', { name: aiMessagesEn.upload.startAnalysis }).isDisabled()).toBe(true);
    expect(await overflowing(page)).toEqual([]);

    await page.getByRole('button', { name: 'Change language to العربية' }).click();
    await scanFiles(page, aiMessagesAr.upload.chooseFiles).setInputFiles([twoKbNii]);
    await alertSaying(page, scanMessagesAr.fileProblems['nifti-without-mark'](['brain.nii'])).waitFor();
    await scanFiles(page, aiMessagesAr.upload.chooseFiles).setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 'a') }]);
    await alertSaying(page, scanMessagesAr.unsupportedFormat).waitFor();
    expect(await overflowing(page)).toEqual([]);

    // The plans, from the upload: the subscriber's Pro is theirs, and any plan adds to it.
    await page.getByRole('link', { name: aiMessagesAr.upload.morePlans }).click();
    await page.waitForURL(url('/ai?view=plans'));
    const pro = await planNameInArabic(2);
    await page.getByText(aiMessagesAr.landing.subscriberSummary(pro, 25)).waitFor();
    const plans = page.getByRole('region', { name: aiMessagesAr.landing.plansTitle });
    const yours = plans.getByRole('article').filter({ has: page.getByText(aiMessagesAr.landing.yourPlan, { exact: true }) });
    expect(await yours.count()).toBe(1);
    expect(await yours.getAttribute('aria-label')).toBe(pro);
    expect(await plans.getByRole('button', { name: aiMessagesAr.landing.addPlan }).count()).toBe(3);
    expect(await overflowing(page)).toEqual([]);

    await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await page.getByText('You have the Pro plan, with 25 segmentations left. A plan you buy now adds its segmentations to these.').waitFor();
    await page.getByRole('article', { name: 'Pro', exact: true }).getByText(aiMessagesEn.landing.yourPlan, { exact: true }).waitFor();
    await page.getByRole('button', { name: aiMessagesEn.landing.addPlanNamed('Premium') }).waitFor();
    // SPEC's /ai still sends a subscriber on to the upload.
    await page.goto(url('/ai'));
    await page.waitForURL(url('/ai-scan-upload'));
  });

  it('sends a signed-in customer without a plan from the upload to the plans, saying why, in English and Arabic', async () => {
    const page = await journey.openPage('/', PHONE_390);
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.goto(url('/ai-scan-upload'));
    await page.waitForURL(url('/ai?needs=plan'));
    const notice = page.getByRole('status').filter({ hasText: aiMessagesEn.landing.planNeeded });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('link', { name: aiMessagesEn.landing.seePlans }).click();
    await page.waitForURL(url('/ai?needs=plan#ai-plans'));
    await page.getByRole('button', { name: aiMessagesEn.landing.subscribeTo('Pro') }).waitFor();
    expect(await overflowing(page)).toEqual([]);

    const arabic = await journey.newPage({ viewport: PHONE_390, locale: 'ar-EG' });
    await arabic.goto(url('/'));
    await signInThroughApi(arabic, baseUrl, await newCustomerAccount(arabic.request, baseUrl));
    await arabic.goto(url('/ai-scan-upload'));
    await arabic.waitForURL(url('/ai?needs=plan'));
    await arabic.getByRole('status').filter({ hasText: aiMessagesAr.landing.planNeeded }).waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowing(arabic)).toEqual([]);

    // A visitor still goes to /login, as SPEC says.
    await arabic.evaluate(() => window.localStorage.setItem('token', 'null'));
    await arabic.goto(url('/ai-scan-upload'));
    await arabic.waitForURL(url('/login'));
  });
});
