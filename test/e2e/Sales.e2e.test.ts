import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildOrderPayload } from '../../src/domain/checkout';
import { piastersFromPounds } from '../../src/domain/money';
import { ShippingFeeTable } from '../../src/domain/shipping-fee';
import { launchChromium } from './support/browser';

const ADMIN = { email: 'admin@tiara.example', password: 'Admin123!' };
const SALES = { email: 'sales@tiara.example', password: 'Sales123!' };
const CUSTOMER = { email: 'customer@tiara.example', password: 'Customer123!' };

/** The sales desk journey of issue 8 (items 5 and 7) in Chromium, against `npm start` and its demo shop. */
describe('sales journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  let browser: Browser;
  let context: BrowserContext;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    expect(errors).toEqual([]);
  });

  async function openPage(path: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    errors = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url(path));
    return page;
  }

  async function signIn(page: Page, account: { email: string; password: string }): Promise<{ token: string; user_id: number } & Record<string, unknown>> {
    const answer = await page.request.post(url('/api/user/signin'), { data: { email: account.email, password_hash: account.password } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { token: string; user_id: number };
  }

  async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
    await page.getByRole('heading', { name: 'Sales Login' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  /** A cash order of the demo customer for one unit of an in-stock product without variants, through the API. */
  async function placeCustomerOrder(page: Page): Promise<{ orderId: number; customer: { token: string; user_id: number } }> {
    const customer = await signIn(page, CUSTOMER);
    const products = (await (await page.request.get(url('/api/product'))).json()) as Array<{ id: number; name: string; price: number; discount_fee?: number; quantity: number; isVariant?: boolean }>;
    const product = products.find((candidate) => !candidate.isVariant && candidate.quantity > 5);
    if (!product) throw new Error('The demo shop has no product in stock without variants');
    const fees = (await (await page.request.get(url('/api/ShippingFees'))).json()) as Array<{ governorate_name: string; shipping_fee: number | null }>;
    const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorate_name, fee: piastersFromPounds(fee.shipping_fee ?? 0) })));
    const payload = buildOrderPayload({
      userId: customer.user_id,
      form: {
        firstName: 'Mona',
        middleName: '',
        lastName: 'Hassan',
        email: CUSTOMER.email,
        phone: '01012345678',
        address: '6 Merryland Buildings',
        governorate: 'Cairo',
        city: 'Heliopolis',
        postalCode: '11341',
        paymentMethod: 'cash',
      },
      lines: [{ productId: product.id, name: product.name, price: piastersFromPounds(product.price - (product.discount_fee ?? 0)), quantity: 1, image: '' }],
      shipping: table.feeFor('Cairo'),
      discount: 0,
      promoCodeId: null,
    });
    const answer = await page.request.post(url('/api/order/create'), { data: payload, headers: { authorization: `Bearer ${customer.token}` } });
    expect(answer.status(), await answer.text()).toBe(201);
    return { orderId: ((await answer.json()) as { orderid: number }).orderid, customer };
  }

  it('gives a customer the wrong-role message at /sales/login', async () => {
    const page = await openPage('/sales');
    await page.waitForURL(url('/sales/login'));
    await logIn(page, CUSTOMER);
    await page.getByRole('alert').filter({ hasText: 'This account does not have sales access.' }).waitFor();
    expect(page.url()).toBe(url('/sales/login'));
    expect(await page.evaluate(() => window.localStorage.getItem('salesSession'))).toBeNull();
  });

  it('lets a sales person move an order forward: Shipped, then Delivered, never Cancelled', async () => {
    const page = await openPage('/sales/login');
    const { orderId } = await placeCustomerOrder(page);
    // The shop accepts the order first (the back office's move); fulfilment is the desk's.
    const admin = await signIn(page, ADMIN);
    const accepted = await page.request.put(url(`/api/admin/orders/${orderId}/status`), { data: { status: 'Processing' }, headers: { authorization: `Bearer ${admin.token}` } });
    expect(accepted.status()).toBe(200);

    await logIn(page, SALES);
    await page.waitForURL(url('/sales/orders'));
    expect(await page.getByText('Professional Dental Supplies').count()).toBe(0);
    await page.getByLabel('Search').fill(String(orderId));
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('button', { name: `View order #${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('table', { name: 'Order Items' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Mark as Cancelled' }).count()).toBe(0);
    for (const status of ['Shipped', 'Delivered']) {
      await detail.getByRole('button', { name: `Mark as ${status}` }).click();
      await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: `Mark as ${status}` }).click();
      await page.getByText(`Order #${orderId} is now ${status}.`).waitFor();
    }
    await detail.getByText('This order’s status is final.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: `#${orderId}` }).getByText('Delivered').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/sales/login'));
  });
});
