import type { APIRequestContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { orderDetailMessagesAr } from '../../src/locales/shop/ar/orderDetailMessagesAr';
import { auditFindings } from './support/accessibilityAudit';
import { DEMO_ADMIN, adminToken, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { placeOrderThroughApi } from './support/placeOrderThroughApi';
import { staffLogin } from './support/staffLogin';
import './support/failOnPolicyViolations';
import { gelAtCheckout } from './support/gelAtCheckout';

const PHONE_390 = { width: 390, height: 844 };

/**
 * Issue 29: an order store credit paid in full, cancelled in the back office. The credit goes back
 * to the customer, and the order's page tells it as the customer reads it on a phone, in English
 * and in Arabic: a "Store credit given back" step with its amount, and the order refunded, as the
 * back office reads it too.
 */
describe('store credit given back', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  /** Store credit for two items of a delivered cash order, returned and resolved as credit, as the returns journey gives it. */
  async function creditForReturnedItems(request: APIRequestContext, credentials: Parameters<typeof placeOrderThroughApi>[2]): Promise<number> {
    const { orderId, customer } = await placeOrderThroughApi(request, baseUrl, credentials, 2);
    const asAdmin = { authorization: `Bearer ${await adminToken(request, baseUrl)}` };
    for (const data of [{ status: 'Processing' }, { status: 'Shipped', courier: 'bosta', tracking_number: '77812345' }, { status: 'Delivered' }]) {
      expect((await request.put(url(`/api/admin/orders/${orderId}/status`), { data, headers: asAdmin })).status()).toBe(200);
    }
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    const [line] = ((await (await request.get(url(`/api/orders/${orderId}/returns`), { headers: asCustomer })).json()) as { lines: Array<{ order_item_id: number }> }).lines;
    const report = await request.post(url(`/api/orders/${orderId}/returns`), {
      headers: asCustomer,
      data: { reason: 'other', preferred_outcome: 'store-credit', note: 'Ordered too many.', lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 2 }], photo_ids: [] },
    });
    expect(report.status(), await report.text()).toBe(201);
    const { id: returnId } = (await report.json()) as { id: number };
    expect((await request.post(url(`/api/admin/returns/${returnId}/decision`), { headers: asAdmin, data: { decision: 'approve' } })).status()).toBe(200);
    const { suggested_amount: credit } = (await (await request.get(url(`/api/admin/returns/${returnId}`), { headers: asAdmin })).json()) as { suggested_amount: number };
    const resolved = await request.post(url(`/api/admin/returns/${returnId}/resolution`), { headers: asAdmin, data: { resolution: 'store-credit', amount: credit } });
    expect(resolved.status(), await resolved.text()).toBe(200);
    return Math.round(credit * 100);
  }

  it('tells the customer on a phone, in English and in Arabic, that the credit of an order cancelled in the back office went back, and reads the order refunded', async () => {
    const page = await journey.newPage({ viewport: PHONE_390 });
    await page.goto(url('/'));
    const credentials = await newCustomerAccount(page.request, baseUrl);
    const credit = await creditForReturnedItems(page.request, credentials);

    // The clinic pays a whole order with its credit at checkout.
    const session = await signInThroughApi(page, baseUrl, credentials);
    await gelAtCheckout(page, baseUrl);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('checkbox', { name: `Use my store credit (balance ${formatPrice(credit, 'en')})` }).check();
    expect(await page.getByLabel('To pay', { exact: true }).textContent()).toBe('0 EGP');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: /Order Placed Successfully!|Payment Successful!/ }).waitFor();
    const asCustomer = { authorization: `Bearer ${session.token}` };
    const ledger = (await (await page.request.get(url('/api/store-credit'), { headers: asCustomer })).json()) as { entries: Array<{ kind: string; amount: number; order_id: number | null }> };
    const spent = ledger.entries.find((entry) => entry.kind === 'spent');
    if (!spent?.order_id) throw new Error('The order spent no store credit');
    const orderId = spent.order_id;
    const spentText = formatPrice(Math.round(-spent.amount * 100), 'en');

    // The back office cancels it on a phone; the order's detail says the credit went back.
    const admin = await journey.pageInSecondContext();
    await admin.setViewportSize(PHONE_390);
    await admin.goto(url('/admin/login'));
    await staffLogin(admin, 'Admin', DEMO_ADMIN);
    await admin.waitForURL(url('/admin/dashboard'));
    await admin.goto(url('/admin/orders'));
    await admin.getByLabel('Search').fill(String(orderId));
    await admin.getByLabel('Search').press('Enter');
    await admin.getByRole('button', { name: `View order #${orderId}` }).click();
    const detail = admin.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByText(`Paid with the customer’s store credit: ${spentText}`).waitFor();
    await detail.getByText('Payment: Store credit · Paid').waitFor();
    await detail.getByRole('button', { name: 'Mark as Cancelled' }).click();
    await admin.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Mark as Cancelled' }).click();
    await admin.getByText(`Order #${orderId} is now Cancelled.`).waitFor();
    await detail.getByText(`Store credit given back to the customer: ${spentText} · `, { exact: false }).waitFor();
    // Staff read the order as its customer does: refunded, the credit it spent back in the ledger.
    await detail.getByText('Payment: Store credit · Refunded').waitFor();
    expect(await auditFindings(admin)).toEqual([]);

    // The customer's page: the credit given back on the history, and the order refunded.
    await page.goto(url(`/my-orders/${orderId}`));
    const history = page.getByRole('region', { name: 'Order History' });
    await history.getByText(`Store credit given back: ${spentText}`).waitFor();
    expect(await history.getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Payment status').textContent()).toBe('Refunded');
    expect(await page.getByLabel('Payment method').textContent()).toBe('Store credit');
    expect(await auditFindings(page)).toEqual([]);

    // The same page in Arabic, right to left.
    await page.context().addCookies([{ name: 'tiara-language', value: 'ar', url: baseUrl }]);
    await page.reload();
    const historyAr = page.getByRole('region', { name: orderDetailMessagesAr.timeline });
    await historyAr.getByText(orderDetailMessagesAr.storeCreditGivenBack(formatPrice(Math.round(-spent.amount * 100), 'ar'))).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByLabel(orderDetailMessagesAr.paymentState).textContent()).toBe(orderDetailMessagesAr.paymentStates.refunded);
    expect(await auditFindings(page)).toEqual([]);
  });
});
