import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { waitForMail } from './support/outbox';
import { staffLogin } from './support/staffLogin';
import { ETCH_GEL, gelAtCheckout } from './support/gelAtCheckout';

/**
 * Issue 19's journey (item 7): a clinic orders, the back office ships it with a tracking
 * number, the customer follows the parcel from My orders and the e-mail, and once it is
 * delivered downloads the invoice and orders the same again. Each step is a small function.
 */
describe('following an order from checkout to the parcel', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  const parcel = { courier: 'Bosta', trackingNumber: '7781 2345 90', shownNumber: '7781234590' };

  /** The signed-in demo customer puts the gel in the cart and pays cash on delivery; answers the new order's id. */
  async function placeCashOrder(page: Page): Promise<number> {
    await signInThroughApi(page, baseUrl);
    await gelAtCheckout(page, baseUrl);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(orderId).toBeGreaterThan(0);
    return orderId;
  }

  /** The admin, in the back office, opens the order. */
  async function openInBackOffice(page: Page, orderId: number) {
    await page.goto(url('/admin'));
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Search').fill(String(orderId));
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('button', { name: `View order #${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('table', { name: 'Order Items' }).waitFor();
    return detail;
  }

  /** The confirmation page accepted the cash order (SPEC §4's confirmOrder), so the back office finds it being prepared. */
  async function expectAccepted(page: Page, orderId: number): Promise<void> {
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByText('Processing', { exact: true }).first().waitFor();
    await detail.getByRole('button', { name: 'Mark as Shipped' }).waitFor();
  }

  /** Shipping asks for the courier and the tracking number; without the number it refuses. */
  async function shipOrder(page: Page, orderId: number): Promise<void> {
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('button', { name: 'Mark as Shipped' }).click();
    const form = detail.getByRole('form', { name: `Ship order #${orderId}` });
    await form.getByLabel('Courier').selectOption({ label: parcel.courier });
    await form.getByRole('button', { name: 'Confirm shipment' }).click();
    await form.getByText('Enter the tracking number the courier gave for the parcel.').waitFor();
    await form.getByLabel('Tracking number').fill(parcel.trackingNumber);
    await form.getByRole('button', { name: 'Confirm shipment' }).click();
    await page.getByText(`Order #${orderId} is now Shipped.`).waitFor();
    await detail.getByRole('button', { name: 'Mark as Delivered' }).waitFor();
    // The order, reopened, says where the parcel went.
    await detail.getByText(`Shipped with ${parcel.courier}`).waitFor();
    expect(await detail.getByRole('link', { name: 'Follow the parcel' }).getAttribute('href')).toContain(parcel.shownNumber);
  }

  /** The parcel arrived: the back office marks it delivered, which makes the cash order invoiceable. */
  async function markDelivered(page: Page, orderId: number): Promise<void> {
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('button', { name: 'Mark as Delivered' }).click();
    await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Mark as Delivered' }).click();
    await page.getByText(`Order #${orderId} is now Delivered.`).waitFor();
  }

  /** The customer opens the order from My orders' Order ID cell. */
  async function openFromMyOrders(page: Page, orderId: number): Promise<void> {
    await page.goto(url('/my-orders'));
    await page.getByRole('link', { name: `Order #${orderId}: details and tracking` }).first().click();
    await page.waitForURL(url(`/my-orders/${orderId}`));
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
  }

  async function expectShippedTimeline(page: Page): Promise<void> {
    const history = page.getByRole('region', { name: 'Order History' });
    for (const step of ['Order placed', 'Accepted and being prepared', 'Shipped']) await history.getByText(step, { exact: true }).waitFor();
    await history.getByText(`With ${parcel.courier}`).waitFor();
    await history.getByText(`Tracking number: ${parcel.shownNumber}`).waitFor();
    const link = history.getByRole('link', { name: /Track your parcel/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toContain(parcel.shownNumber);
    expect(await page.getByRole('listitem', { name: ETCH_GEL }).count()).toBe(1);
    expect(await page.getByLabel('Payment method', { exact: true }).textContent()).toBe('Cash on Delivery');
  }

  /** The invoice the customer downloads from the order's page, read back as text. */
  async function downloadInvoice(page: Page, orderId: number): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download invoice, order #${orderId}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
    const [text = ''] = await pdfText(await readFile(await download.path()));
    return text;
  }

  /** Order again fills the emptied cart with the same gel at today's price. */
  async function orderAgain(page: Page): Promise<void> {
    expect(await page.evaluate(() => window.localStorage.getItem('cart') ?? '[]')).not.toContain('"id":5');
    await page.getByRole('button', { name: 'Order again' }).click();
    const told = page.getByRole('dialog', { name: 'Added to your cart' });
    await told.getByText('1 item was added at today’s price.').waitFor();
    await told.getByRole('button', { name: 'Go to cart' }).click();
    await page.waitForURL(url('/cart'));
    await page.getByRole('link', { name: ETCH_GEL }).first().waitFor();
  }

  it('a cash order is shipped in the back office; the customer follows it on its page and by e-mail, downloads the invoice and orders it again', async () => {
    const shop = await journey.openPage('/');
    const orderId = await placeCashOrder(shop);

    const office = await journey.watchedPage();
    await openInBackOffice(office, orderId);
    await expectAccepted(office, orderId);
    await shipOrder(office, orderId);

    await openFromMyOrders(shop, orderId);
    await expectShippedTimeline(shop);

    const mail = await waitForMail(dataDir, DEMO_CUSTOMER.email, `order #${orderId} shipped`);
    expect(mail.text).toContain(`Tracking number: ${parcel.shownNumber}`);
    expect(mail.text).toContain(`with ${parcel.courier}`);
    expect(mail.text).toContain(`/my-orders/${orderId}`);

    await markDelivered(office, orderId);
    await shop.reload();
    await shop.getByRole('region', { name: 'Order History' }).getByText('Delivered', { exact: true }).waitFor();
    const invoice = await downloadInvoice(shop, orderId);
    expect(invoice).toMatch(/INV-\d{4}-\d{6}/);
    expect(invoice).toContain(ETCH_GEL);
    expect(invoice).toContain('VAT 14% included');

    await orderAgain(shop);
  });
});
