import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { returnMessagesAr } from '../../src/locales/shop/ar/returnMessagesAr';
import { staffReturnsMessagesAr } from '../../src/locales/shop/ar/staffReturnsMessagesAr';
import { auditFindings } from './support/accessibilityAudit';
import { pdfText } from '../support/pdfText';
import { DEMO_ADMIN, type SignedIn, adminToken, newCustomerAccount, signInThroughApi } from './support/customer';
import { placeOrderThroughApi } from './support/placeOrderThroughApi';
import { journeyPages } from './support/journeyPages';
import { SandboxCards, payOnSandboxCheckout } from './support/sandboxCard';
import { staffLogin } from './support/staffLogin';
import './support/failOnPolicyViolations';
import { ETCH_GEL, gelAtCheckout } from './support/gelAtCheckout';

const PHONE_390 = { width: 390, height: 844 };

/** A photo of the damaged parcel, as a phone would send it. */
const parcelPhoto = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();

/**
 * Issue 29: SPEC §9's policy made real. A clinic reports a damaged item of a delivered card order
 * with a photo; staff approve it, receive the goods and refund the card through the sandbox
 * gateway; the clinic sees the refund, its credit note and every step on the order's history.
 * Then store credit given for a return pays a whole AI plan at the plans' checkout, with no card
 * page, and part of an order at the main checkout.
 */
describe('returns, refunds and store credit', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  /** Moves an order to Delivered as the back office does. */
  async function deliver(request: APIRequestContext, orderId: number): Promise<void> {
    const token = await adminToken(request, baseUrl);
    for (const data of [{ status: 'Processing' }, { status: 'Shipped', courier: 'bosta', tracking_number: '77812345' }, { status: 'Delivered' }]) {
      const answer = await request.put(url(`/api/admin/orders/${orderId}/status`), { data, headers: { authorization: `Bearer ${token}` } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
  }

  async function payForGelByCard(page: Page, nameOnCard: string): Promise<number> {
    await gelAtCheckout(page, baseUrl);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await payOnSandboxCheckout(page, SandboxCards.approved, nameOnCard);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    return Number(new URL(page.url()).searchParams.get('merchant_order_id'));
  }

  async function orderTotal(page: Page, session: SignedIn, orderId: number): Promise<number> {
    const answer = await page.request.get(url(`/api/order/${orderId}`), { headers: { authorization: `Bearer ${session.token}` } });
    return Math.round(((await answer.json()) as { total_amount: number }).total_amount * 100);
  }

  it('reports a damaged item with a photo; staff approve, receive and refund the card; the clinic sees the refund, the credit note and the history', async () => {
    const page = await journey.newPage({ viewport: PHONE_390 });
    await page.goto(url('/'));
    const session = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    const orderId = await payForGelByCard(page, 'Karim Mostafa');
    await deliver(page.request, orderId);

    // The clinic reports the damaged gel from the order's page.
    await page.goto(url(`/my-orders/${orderId}`));
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await page.getByText(/^Damaged or defective: report by /).waitFor();
    await page.getByRole('button', { name: 'Report a problem or return items' }).click();
    const form = page.getByRole('form', { name: 'Report a problem or return items' });
    await form.getByRole('button', { name: `One more ${ETCH_GEL}` }).click();
    await form.getByRole('radio', { name: 'Damaged or defective' }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Add at least one photo of the damaged or defective item.').waitFor();
    await form.locator('input[type=file]').setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: await parcelPhoto() });
    await form.getByText('Uploaded').waitFor();
    await form.getByLabel('Tell us more').fill('The tube arrived split and the gel had leaked into the box.');
    await form.getByRole('radio', { name: 'A refund to my original payment' }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request was sent. We will answer soon and let you know by e-mail.').waitFor();
    await page.getByText('Waiting for our answer').waitFor();
    const [{ id: returnId }] = ((await (await page.request.get(url(`/api/orders/${orderId}/returns`), { headers: { authorization: `Bearer ${session.token}` } })).json()) as { returns: Array<{ id: number }> }).returns as [{ id: number }];

    // Staff work the queue in the back office.
    const admin = await journey.pageInSecondContext();
    await admin.goto(url('/admin/login'));
    await staffLogin(admin, 'Admin', DEMO_ADMIN);
    await admin.waitForURL(url('/admin/dashboard'));
    await admin.getByRole('link', { name: /^Returns/ }).first().click();
    await admin.waitForURL(url('/admin/returns'));
    await admin.getByRole('button', { name: `Open return #${returnId} of order #${orderId}` }).click();
    const detail = admin.getByRole('dialog', { name: `Return #${returnId} · Order #${orderId}` });
    await detail.getByText('The tube arrived split and the gel had leaked into the box.').waitFor();
    await detail.getByRole('button', { name: 'Enlarge photo 1 of 1' }).waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog', { name: `Approve return #${returnId}` }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`Return #${returnId} approved.`).waitFor();
    await detail.getByRole('button', { name: 'Mark received' }).click();
    expect(await detail.getByLabel('Put the returned items back in stock').isChecked()).toBe(false);
    await detail.getByRole('button', { name: 'Mark received' }).last().click();
    await admin.getByText(`Return #${returnId}: goods received, not put back in stock.`).waitFor();
    const token = await adminToken(page.request, baseUrl);
    const asked = (await (await page.request.get(url(`/api/admin/returns/${returnId}`), { headers: { authorization: `Bearer ${token}` } })).json()) as { suggested_amount: number };
    // The gel as charged, without the shipping the clinic paid.
    expect(asked.suggested_amount).toBeLessThan((await orderTotal(page, session, orderId)) / 100);
    const total = Math.round(asked.suggested_amount * 100);
    await detail.getByRole('button', { name: 'Resolve' }).click();
    await detail.getByRole('radio', { name: 'Refund to the card' }).check();
    await detail.getByRole('button', { name: 'Continue' }).click();
    await detail.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText(new RegExp(`^Return #${returnId}: (refund of .* asked of Paymob|.* refunded to the card)`)).first().waitFor();

    // The clinic sees the refund, the credit note and every step.
    await page.reload();
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    const history = page.getByRole('region', { name: 'Order History' });
    for (const step of ['Return requested', 'Return approved', 'Returned items received', 'Return resolved']) await history.getByText(step, { exact: true }).waitFor();
    const refunded = formatPrice(total, 'en');
    await history.getByText(`Refund of ${refunded} to your card confirmed`).waitFor();
    await page.getByText('Refunded to your card').waitFor();
    await page.getByText(`Refund of ${refunded} to your card: confirmed`).waitFor();
    const creditNote = page.getByText(/^Credit note CN-\d{4}-\d{6} · /);
    await creditNote.waitFor();
    const number = /CN-\d{4}-\d{6}/.exec((await creditNote.textContent()) ?? '')?.[0] ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download PDF, credit note ${number}` }).click()]);
    const text = (await pdfText(await readFile(await download.path()))).join(' ');
    expect(text).toContain(number);
    expect(text).toMatch(/INV-\d{4}-\d{6}/);

    // The back office downloads the same credit note from the return.
    await admin.reload();
    await admin.getByRole('button', { name: `Open return #${returnId} of order #${orderId}` }).click();
    const [staffCopy] = await Promise.all([admin.waitForEvent('download'), detail.getByRole('button', { name: `Download credit note ${number}` }).click()]);
    expect(staffCopy.suggestedFilename()).toBe(`credit-note-${number}.pdf`);

    // The customer's notices tell each step in their language.
    await page.goto(url('/notifications'));
    await page.getByText(new RegExp(`#${orderId}`)).first().waitFor();
  });
  it('gives store credit for returned items of a cash order, which the clinic sees in its account and spends once on a plan it pays in full and once at checkout', async () => {
    const page = await journey.newPage({ viewport: PHONE_390 });
    await page.goto(url('/'));
    const credentials = await newCustomerAccount(page.request, baseUrl);
    // Four of a product, returned together: credit enough for the Light Package (2,900 EGP) and some over.
    const { orderId, customer } = await placeOrderThroughApi(page.request, baseUrl, credentials, 4);
    await deliver(page.request, orderId);

    // The clinic returns the item (as the order page sends it) and asks for store credit; the back office gives it.
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    const returnable = (await (await page.request.get(url(`/api/orders/${orderId}/returns`), { headers: asCustomer })).json()) as { lines: Array<{ order_item_id: number }> };
    const [line] = returnable.lines;
    if (!line) throw new Error('The delivered order has no returnable line');
    const report = await page.request.post(url(`/api/orders/${orderId}/returns`), {
      headers: asCustomer,
      data: { reason: 'other', preferred_outcome: 'store-credit', note: 'Ordered one too many.', lines: [{ order_item_id: line.order_item_id, quantity: 4 }], photo_ids: [] },
    });
    expect(report.status(), await report.text()).toBe(201);
    const { id: returnId } = (await report.json()) as { id: number };
    const asAdmin = { authorization: `Bearer ${await adminToken(page.request, baseUrl)}` };
    expect((await page.request.post(url(`/api/admin/returns/${returnId}/decision`), { headers: asAdmin, data: { decision: 'approve' } })).status()).toBe(200);
    const { suggested_amount: credit } = (await (await page.request.get(url(`/api/admin/returns/${returnId}`), { headers: asAdmin })).json()) as { suggested_amount: number };
    const resolved = await page.request.post(url(`/api/admin/returns/${returnId}/resolution`), { headers: asAdmin, data: { resolution: 'store-credit', amount: credit } });
    expect(resolved.status(), await resolved.text()).toBe(200);
    const creditText = formatPrice(Math.round(credit * 100), 'en');

    // The account shows the balance and where it came from.
    await signInThroughApi(page, baseUrl, credentials);
    await page.goto(url('/account'));
    const account = page.getByRole('region', { name: 'Store credit' });
    await account.getByText(`Refund on order #${orderId}`).waitFor();
    await account.getByText(creditText).first().waitFor();

    // A plan at the plans' own checkout, which the credit pays in full: no card page, and the plan is active.
    const lightPackage = 290_000;
    expect(Math.round(credit * 100)).toBeGreaterThan(lightPackage);
    await page.goto(url('/ai'));
    await page.getByRole('button', { name: 'Subscribe to Light Package' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.goto(url('/tiara-ai-checkout'));
    await page.getByRole('heading', { name: 'TiaraAI Checkout' }).waitFor();
    await page.getByRole('checkbox', { name: `Use my store credit (balance ${creditText})` }).check();
    expect(await page.getByLabel('Store credit', { exact: true }).textContent()).toBe('-2,900 EGP');
    expect(await page.getByLabel('To pay', { exact: true }).textContent()).toBe('0 EGP');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.waitForURL(/\/ai-scan-upload$/);
    await page.getByRole('region', { name: 'Light Package' }).getByText('Active').waitFor();
    // Its page and history say it was paid with store credit.
    const afterPlan = (await (await page.request.get(url('/api/store-credit'), { headers: asCustomer })).json()) as { entries: Array<{ kind: string; order_id: number | null }> };
    const planOrderId = afterPlan.entries.find((entry) => entry.kind === 'spent')?.order_id;
    await page.goto(url(`/my-orders/${planOrderId}`));
    await page.getByRole('region', { name: 'Order History' }).getByText('Paid with store credit').waitFor();
    expect(await page.getByLabel('Payment method').textContent()).toBe('Store credit');
    const leftText = formatPrice(Math.round(credit * 100) - lightPackage, 'en');

    // Spent at checkout: the summary takes what is left of it off what is left to pay.
    await gelAtCheckout(page, baseUrl);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('checkbox', { name: `Use my store credit (balance ${leftText})` }).check();
    await page.getByText('To pay', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();

    // Spent once on each: the ledger shows both and the balance is what was left.
    await page.goto(url('/account'));
    await account.getByText(`Spent on order #${planOrderId}`).waitFor();
    const ledger = (await (await page.request.get(url('/api/store-credit'), { headers: asCustomer })).json()) as { balance: number; entries: Array<{ kind: string; amount: number }> };
    const spent = ledger.entries.filter((entry) => entry.kind === 'spent');
    expect(spent).toHaveLength(2);
    expect(ledger.balance).toBeCloseTo(credit + spent.reduce((sum, entry) => sum + entry.amount, 0), 2);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
  });
  it('reads the report form and the staff queue in Arabic on a phone, right to left, with nothing a thumb or a screen reader trips on', async () => {
    const page = await journey.newPage({ viewport: PHONE_390, locale: 'ar-EG' });
    await page.goto(url('/'));
    const credentials = await newCustomerAccount(page.request, baseUrl);
    const { orderId, customer } = await placeOrderThroughApi(page.request, baseUrl, credentials);
    await deliver(page.request, orderId);
    await signInThroughApi(page, baseUrl, credentials);
    await page.goto(url(`/my-orders/${orderId}`));
    await page.getByRole('button', { name: returnMessagesAr.report }).click();
    await page.getByRole('form', { name: returnMessagesAr.report }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await auditFindings(page)).toEqual([]);

    const [line] = ((await (await page.request.get(url(`/api/orders/${orderId}/returns`), { headers: { authorization: `Bearer ${customer.token}` } })).json()) as { lines: Array<{ order_item_id: number }> }).lines;
    const report = await page.request.post(url(`/api/orders/${orderId}/returns`), {
      headers: { authorization: `Bearer ${customer.token}` },
      data: { reason: 'wrong-item', preferred_outcome: 'exchange', note: 'وصل مقاس مختلف', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1 }], photo_ids: [] },
    });
    const { id: returnId } = (await report.json()) as { id: number };
    const admin = await journey.pageInSecondContext();
    await admin.setViewportSize(PHONE_390);
    await admin.goto(url('/admin/login'));
    await staffLogin(admin, 'Admin', DEMO_ADMIN);
    await admin.waitForURL(url('/admin/dashboard'));
    // The staff member reads the back office in Arabic, as the shop's language switch keeps it.
    await admin.context().addCookies([{ name: 'tiara-language', value: 'ar', url: baseUrl }]);
    await admin.goto(url('/admin/returns'));
    await admin.getByRole('button', { name: staffReturnsMessagesAr.openNamed(returnId, orderId) }).click();
    const staffDetail = admin.getByRole('dialog', { name: staffReturnsMessagesAr.detailTitle(returnId, orderId) });
    await staffDetail.getByText('وصل مقاس مختلف').waitFor();
    expect(await admin.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The back office asks in the language it is read in: the returned line has its Arabic name.
    const asAdminInArabic = { authorization: `Bearer ${await adminToken(page.request, baseUrl)}`, 'accept-language': 'ar' };
    const [arabicLine] = ((await (await page.request.get(url(`/api/admin/returns/${returnId}`), { headers: asAdminInArabic })).json()) as { lines: Array<{ product_name: string }> }).lines;
    expect(arabicLine?.product_name).toMatch(/[\u0600-\u06FF]/);
    await staffDetail.getByText(arabicLine?.product_name ?? '', { exact: true }).waitFor({ timeout: 5_000 });
    // Audited once the dialog has faded in: mid-fade its colours are neither the start's nor the end's.
    await admin.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await auditFindings(admin)).toEqual([]);
    // Settled, so the queue of the journeys after this one starts without it.
    const asAdmin = { authorization: `Bearer ${await adminToken(page.request, baseUrl)}` };
    expect((await page.request.post(url(`/api/admin/returns/${returnId}/decision`), { headers: asAdmin, data: { decision: 'refuse', reason: 'تجربة' } })).status()).toBe(200);
  });
});
