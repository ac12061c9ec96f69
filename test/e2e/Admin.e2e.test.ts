import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, adminToken } from './support/customer';
import { expectForgedSessionRefused } from './support/forgedStaffSession';
import { journeyPages } from './support/journeyPages';
import { endMaintenance } from './support/maintenance';
import { placeOrderThroughApi } from './support/placeOrderThroughApi';
import { staffLogin } from './support/staffLogin';

/** The back office journeys of issue 8 (item 7) in Chromium, against `npm start` and its demo shop. */
describe('admin journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  const { openPage } = journey;

  afterAll(async () => {
    await endMaintenance(baseUrl);
  });

  it('opens every one of the sixteen sections without a page error or a failed load', async () => {
    const page = await openPage('/admin/login');
    await logInAsAdmin(page);
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    // A section's first line is its name; Returns may add the count of requests waiting for a decision.
    const labels = (await sections.allInnerTexts()).map((label) => label.trim().split('\n')[0]?.trim() ?? '');
    expect(labels).toHaveLength(16);
    for (const label of labels) {
      await sections.filter({ hasText: label }).first().click();
      await page.getByRole('heading', { name: label, exact: false }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('alert').filter({ hasText: /went wrong|failed/i }).count()).toBe(0);
    }
  });

  async function logInAsAdmin(page: Page): Promise<void> {
    await page.goto(url('/admin'));
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  }

  it('refuses a customer at /admin/login, then lets the admin in to the dashboard and out again', async () => {
    const page = await openPage('/admin/dashboard');
    await page.waitForURL(url('/admin/login'));
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'This account does not have admin access.' }).waitFor();
    expect(page.url()).toBe(url('/admin/login'));

    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('group', { name: 'Total Orders' }).waitFor();
    await page.getByRole('img', { name: 'Revenue before refunds, last 6 months' }).waitFor();
    // No customer header or footer; SPEC §2's thirteen sections with the returns (issue 29) beside the orders, then the background jobs (issue 17) and what lacks Arabic (issue 28).
    expect(await page.getByText('Professional Dental Supplies').count()).toBe(0);
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    const waiting = /\d+ requests? waiting for a decision$/;
    expect((await sections.allTextContents()).map((label) => label.replace(waiting, ''))).toEqual([
      'Dashboard',
      'Categories',
      'Products',
      'Orders',
      'Returns',
      'Users',
      'Notifications',
      'Payments',
      'Events',
      'Dental Training',
      'Promo Codes',
      'TiaraAI Subscriptions',
      'Shipping Fees',
      'Management',
      'Background jobs',
      'Arabic texts',
    ]);
    // The staff token is kept apart from the customer session.
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toMatch(/\./);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/admin/login'));
    await page.goto(url('/admin/orders'));
    await page.waitForURL(url('/admin/login'));
  });

  it("refuses a forged admin token with 'Unauthorized Access' and /admin/login, before anything of the back office shows or calls the API", async () => {
    await expectForgedSessionRefused(await openPage('/admin/login'), {
      login: { url: url('/admin/login'), heading: 'Admin Login' },
      inside: { url: url('/admin/dashboard'), navigation: 'Admin sections' },
      sessionKey: 'adminSession',
      role: 'Admin',
      apiPrefixes: ['/api/admin'],
    });
  });

  it('creates a product with variants that then appears in the shop', async () => {
    const page = await openPage('/admin/login');
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();

    const name = `Stainless Crown Trial ${Date.now()}`;
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Product' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required.').waitFor();
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill('Pre-crimped stainless steel crowns for primary molars.');
    await form.getByLabel('Price (EGP)').fill('450');
    await form.getByLabel('Discount (EGP)').fill('500');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'NuSmile' });
    await form.getByLabel('This product has variants').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The discount cannot be more than the price.').waitFor();
    await form.getByLabel('Discount (EGP)').fill('50');
    await form.getByRole('button', { name: 'Save' }).click();

    const variants = page.getByRole('dialog', { name: `Variants of ${name}` });
    await variants.getByText('No variants yet.').waitFor();
    for (const [sku, side, size] of [
      [`SSC-UR-4-${Date.now()}`, 'Upper Right', '4'],
      [`SSC-LL-5-${Date.now()}`, 'Lower Left', '5'],
    ] as const) {
      await variants.getByRole('button', { name: 'Add Variant' }).click();
      const variantForm = variants.getByRole('form', { name: 'Add Variant' });
      await variantForm.getByLabel('SKU', { exact: true }).fill(sku);
      await variantForm.getByLabel('Stock', { exact: true }).fill('12');
      await variantForm.getByLabel('Side', { exact: true }).selectOption({ label: side });
      await variantForm.getByLabel('Size', { exact: true }).fill(size);
      await variantForm.getByRole('button', { name: 'Save' }).click();
      await variants.getByRole('cell', { name: sku, exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');
    await page.getByLabel('Search').fill(name);
    await page.getByLabel('Search').press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('24 in stock').waitFor();

    const shop = await journey.watchedPage();
    await shop.goto(url(`/products?search=${encodeURIComponent(name)}`));
    await shop.getByRole('link', { name }).first().click();
    await shop.getByRole('heading', { name }).waitFor();
    await shop.getByText('400 EGP').first().waitFor();
  });

  it('ships an order, and the customer sees its new status', async () => {
    const page = await openPage('/admin/login');
    const { orderId, customer } = await placeOrderThroughApi(page.request, baseUrl);
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Search').fill(String(orderId));
    await page.getByLabel('Search').press('Enter');
    await page.getByRole('button', { name: `View order #${orderId}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${orderId}` });
    await detail.getByRole('table', { name: 'Order Items' }).waitFor();
    // Only the lifecycle's moves are offered: from Pending, never straight to Shipped.
    expect(await detail.getByRole('button', { name: 'Mark as Shipped' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Mark as Processing' }).click();
    await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Mark as Processing' }).click();
    await page.getByText(`Order #${orderId} is now Processing.`).waitFor();
    await detail.getByText('Processing', { exact: true }).first().waitFor();
    // Shipping asks for the parcel's courier and tracking number instead of a confirmation.
    await detail.getByRole('button', { name: 'Mark as Shipped' }).click();
    const shipment = detail.getByRole('form', { name: `Ship order #${orderId}` });
    await shipment.getByLabel('Courier').selectOption({ label: 'Aramex' });
    await shipment.getByLabel('Tracking number').fill('44091234');
    await shipment.getByRole('button', { name: 'Confirm shipment' }).click();
    await page.getByText(`Order #${orderId} is now Shipped.`).waitFor();
    await detail.getByText('Shipped', { exact: true }).first().waitFor();
    expect(await detail.getByRole('button', { name: 'Mark as Delivered' }).count()).toBe(1);

    // The customer's own view of the order.
    const answer = await page.request.get(url(`/api/order/user/${customer.userId}`), { headers: { authorization: `Bearer ${customer.token}` } });
    const orders = (await answer.json()) as Array<{ id: number; status: string }>;
    expect(orders.find((order) => order.id === orderId)?.status).toBe('Shipped');
    const customerPage = await journey.context.newPage();
    await customerPage.goto(url('/'));
    await customerPage.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, { token: customer.token, userId: String(customer.userId), userRole: 'User', email: DEMO_CUSTOMER.email, isAuthenticated: 'true' });
    await customerPage.goto(url('/my-orders'));
    await customerPage.getByRole('row').filter({ hasText: `${orderId}` }).getByText('Shipped').waitFor();
  });

  it('turns maintenance on: the shop shows the maintenance page while /admin stays usable', async () => {
    const page = await openPage('/admin/login');
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Management' }).click();
    await page.getByLabel('Shop under maintenance').click();
    await page.getByRole('button', { name: 'Turn on maintenance' }).click();
    await page.getByText('The shop is now under maintenance.').waitFor();
    try {
      const shop = await journey.watchedPage();
      await shop.goto(url('/products'));
      await shop.getByRole('heading', { name: 'Under Maintenance' }).waitFor();

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('group', { name: 'Total Orders' }).waitFor();
      await page.reload();
      await page.getByRole('group', { name: 'Total Orders' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Under Maintenance' }).count()).toBe(0);
    } finally {
      const admin = await adminToken(page.request, baseUrl);
      const off = await page.request.put(url('/api/admin/management/maintenance'), { data: { is_under_maintenance: false }, headers: { authorization: `Bearer ${admin}` } });
      expect(off.status()).toBe(200);
    }
  });
});
