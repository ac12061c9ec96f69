import { describe, expect, inject, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_SALES, adminToken } from './support/customer';
import { expectForgedSessionRefused } from './support/forgedStaffSession';
import { journeyPages } from './support/journeyPages';
import { placeOrderThroughApi } from './support/placeOrderThroughApi';
import { staffLogin } from './support/staffLogin';

/** The sales desk journey of issue 8 (items 5 and 7) in Chromium, against `npm start` and its demo shop. */
describe('sales journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const { openPage } = journeyPages(baseUrl);

  it('gives a customer the wrong-role message at /sales/login', async () => {
    const page = await openPage('/sales');
    await page.waitForURL(url('/sales/login'));
    await staffLogin(page, 'Sales', DEMO_CUSTOMER);
    await page.getByRole('alert').filter({ hasText: 'This account does not have sales access.' }).waitFor();
    expect(page.url()).toBe(url('/sales/login'));
    expect(await page.evaluate(() => window.localStorage.getItem('salesSession'))).toBeNull();
  });

  it("refuses a forged sales token with 'Unauthorized Access' and /sales/login, before anything of the desk shows or calls the API", async () => {
    await expectForgedSessionRefused(await openPage('/sales/login'), {
      login: { url: url('/sales/login'), heading: 'Sales Login' },
      inside: { url: url('/sales/orders'), navigation: 'Sales sections' },
      sessionKey: 'salesSession',
      role: 'Sales',
      apiPrefixes: ['/api/sales', '/api/admin'],
    });
  });

  it('lets a sales person move an order forward: Shipped, then Delivered, never Cancelled', async () => {
    const page = await openPage('/sales/login');
    const { orderId } = await placeOrderThroughApi(page.request, baseUrl);
    // The shop accepts the order first (the back office's move); fulfilment is the desk's.
    const admin = await adminToken(page.request, baseUrl);
    const accepted = await page.request.put(url(`/api/admin/orders/${orderId}/status`), { data: { status: 'Processing' }, headers: { authorization: `Bearer ${admin}` } });
    expect(accepted.status()).toBe(200);

    await staffLogin(page, 'Sales', DEMO_SALES);
    await page.waitForURL(url('/sales/orders'));
    expect(await page.getByText('Professional Dental Supplies').count()).toBe(0);
    await page.getByLabel('Search').fill(String(orderId));
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('button', { name: `View order #${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('table', { name: 'Order Items' }).waitFor();
    await detail.getByText('Payment: Cash on Delivery · Unpaid').waitFor();
    expect(await detail.getByRole('button', { name: 'Mark as Cancelled' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Mark as Shipped' }).click();
    const shipment = detail.getByRole('form', { name: `Ship order #${orderId}` });
    await shipment.getByLabel('Courier').selectOption({ label: 'Egypt Post' });
    await shipment.getByLabel('Tracking number').fill('EE123456789EG');
    await shipment.getByRole('button', { name: 'Confirm shipment' }).click();
    await page.getByText(`Order #${orderId} is now Shipped.`).waitFor();
    await detail.getByRole('button', { name: 'Mark as Delivered' }).click();
    await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Mark as Delivered' }).click();
    await page.getByText(`Order #${orderId} is now Delivered.`).waitFor();
    await detail.getByText('This order’s status is final.').waitFor();
    // The cash collected at the door: the desk reads it paid, as the customer does.
    await detail.getByText('Payment: Cash on Delivery · Paid').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: `#${orderId}` }).getByText('Delivered').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/sales/login'));
  });

  it('shows a sales person on a phone each order as a card, with its status and the button that opens it', async () => {
    const page = await openPage('/sales/login', { width: 390, height: 844 });
    const { orderId } = await placeOrderThroughApi(page.request, baseUrl);
    await staffLogin(page, 'Sales', DEMO_SALES);
    await page.waitForURL(url('/sales/orders'));
    await page.getByLabel('Search').fill(String(orderId));
    await page.getByLabel('Search').press('Enter');
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: `#${orderId}` });
    await card.getByText('Pending').waitFor();
    expect(await page.getByRole('table', { name: 'Orders' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await card.getByRole('button', { name: `View order #${orderId}` }).click();
    await page.getByRole('dialog', { name: `Order #${orderId}` }).getByRole('table', { name: 'Order Items' }).waitFor();
  });
});
