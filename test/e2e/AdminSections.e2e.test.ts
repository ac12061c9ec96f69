import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, adminToken } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { endMaintenance } from './support/maintenance';
import { staffLogin } from './support/staffLogin';

/** The back office's second half (issue 8): management, shipping fees, promo codes and the audit log. */
describe('admin sections journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  /** A customer's own browser, apart from the admin's. */
  const customerPage = () => journey.pageInSecondContext();

  afterAll(async () => {
    await endMaintenance(baseUrl);
  });

  async function openAdmin(): Promise<Page> {
    const page = await journey.openPage('/admin/login');
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    return page;
  }

  const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
  const auditTable = (page: Page) => page.getByRole('table', { name: 'Audit log' });

  it('turns maintenance on from Management: the shop shows the maintenance page while /admin stays usable, then off again', async () => {
    const page = await openAdmin();
    await section(page, 'Management');
    await page.getByRole('heading', { name: 'Management', level: 1 }).waitFor();
    const maintenance = page.getByLabel('Shop under maintenance');
    await page.getByText('The shop is open.').waitFor();
    expect(await maintenance.isChecked()).toBe(false);

    await maintenance.click();
    // Nothing changes before the confirmation.
    await page.getByRole('dialog', { name: 'Maintenance' }).waitFor();
    await page.getByRole('button', { name: 'Turn on maintenance' }).click();
    await page.getByText('The shop is now under maintenance.').waitFor();
    expect(await maintenance.isChecked()).toBe(true);
    try {
      const shop = await customerPage();
      await shop.goto(url('/'));
      await shop.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
      await shop.goto(url('/products'));
      await shop.getByRole('heading', { name: 'Under Maintenance' }).waitFor();

      // The back office stays open, and says so after a reload.
      await page.reload();
      await page.getByText('The shop shows the maintenance page; /admin and /sales stay open.').waitFor();
      await section(page, 'Payments');
      await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
      await section(page, 'Management');
      await page.getByLabel('Shop under maintenance').click();
      await page.getByText('The shop is open again.').waitFor();

      await shop.goto(url('/'));
      await shop.getByRole('button', { name: 'Shop Products' }).or(shop.getByRole('link', { name: 'Shop Products' })).first().waitFor();
      expect(await shop.getByRole('heading', { name: 'Under Maintenance' }).count()).toBe(0);

      const audit = auditTable(page);
      await audit.getByRole('row').filter({ hasText: 'setting maintenance' }).filter({ hasText: '"is_under_maintenance":true' }).first().waitFor();
      await audit.getByRole('row').filter({ hasText: 'setting maintenance' }).filter({ hasText: '"is_under_maintenance":false' }).first().waitFor();
    } finally {
      const token = await adminToken(page.request, baseUrl);
      const off = await page.request.put(url('/api/admin/management/maintenance'), { data: { is_under_maintenance: false }, headers: { authorization: `Bearer ${token}` } });
      expect(off.status()).toBe(200);
    }
  });

  it("edits a governorate's shipping fee and the checkout charges it; the audit log lists the change", async () => {
    const page = await openAdmin();
    await section(page, 'Shipping Fees');
    const fee = page.getByLabel('Shipping fee for Aswan');
    await fee.waitFor();
    await fee.fill('12.5x');
    await page.getByRole('button', { name: 'Save Aswan' }).click();
    await page.getByText('Fee (EGP) must be an amount in EGP of 0 or more, with at most two decimals.').waitFor();
    await fee.fill('95');
    await page.getByRole('button', { name: 'Save Aswan' }).click();
    await page.getByText('Aswan now costs 95 EGP to ship.').waitFor();
    await page.reload();
    expect(await page.getByLabel('Shipping fee for Aswan').inputValue()).toBe('95');

    const shop = await customerPage();
    await shop.goto(url('/'));
    await shop.evaluate(() =>
      window.localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 5, name: 'Etch gel', price: 39_000, quantity: 1, image: '', stock: 50 }] })),
    );
    await shop.goto(url('/checkout'));
    await shop.getByRole('heading', { name: 'Checkout' }).waitFor();
    await shop.getByLabel('Governorate').selectOption('Aswan');
    await shop.waitForFunction(() => document.querySelector('[aria-label="Shipping"]')?.textContent === '95 EGP');

    await section(page, 'Management');
    await auditTable(page).getByRole('row').filter({ hasText: 'shipping_fee Aswan' }).first().waitFor();
  });

  it('creates a promo code that a customer can then apply, with its use limits shown', async () => {
    const page = await openAdmin();
    await section(page, 'Promo Codes');
    await page.getByRole('heading', { name: 'Promo Codes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Promo Code' }).click();
    const form = page.getByRole('dialog', { name: 'Add Promo Code' });
    await form.getByLabel('Code').fill('CLINIC15');
    await form.getByLabel('Discount (%)').fill('150');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The percent must be a whole number from 1 to 100.').waitFor();
    await form.getByLabel('Discount (%)').fill('15');
    await form.getByLabel('Max uses (empty: unlimited)').fill('100');
    await form.getByLabel('Minimum order (EGP, optional)').fill('200');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Promo code added.').waitFor();
    const row = page.getByRole('table', { name: 'Promo Codes' }).getByRole('row').filter({ hasText: 'CLINIC15' });
    await row.getByText('15%').waitFor();
    await row.getByText('200 EGP').waitFor();
    await row.getByRole('button', { name: '0 / 100: uses of CLINIC15' }).waitFor();

    // A customer applies it (through the API, as the cart does).
    const signIn = await page.request.post(url('/api/user/signin'), { data: { email: DEMO_CUSTOMER.email, password_hash: DEMO_CUSTOMER.password } });
    const customer = (await signIn.json()) as { token: string; user_id: number };
    const check = await page.request.post(url('/api/PromoCode/validate'), {
      data: { code: 'clinic15', order_amount: 1000, user_id: customer.user_id },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(check.status()).toBe(200);
    expect(await check.json()).toMatchObject({ is_valid: true, discount_amount: 150 });
    const tooSmall = await page.request.post(url('/api/PromoCode/validate'), {
      data: { code: 'CLINIC15', order_amount: 100, user_id: customer.user_id },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(await tooSmall.json()).toMatchObject({ is_valid: false });

    // Switched off in the back office, it no longer applies.
    await row.getByRole('button', { name: 'Edit CLINIC15' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promo Code' });
    await edit.getByLabel('Active').click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Promo code saved.').waitFor();
    await row.getByText('Inactive').waitFor();
    const inactive = await page.request.post(url('/api/PromoCode/validate'), {
      data: { code: 'CLINIC15', order_amount: 1000, user_id: customer.user_id },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(await inactive.json()).toMatchObject({ is_valid: false });

    await section(page, 'Management');
    const audit = auditTable(page);
    await audit.getByRole('row').filter({ hasText: 'create' }).filter({ hasText: 'promo_code' }).filter({ hasText: 'CLINIC15' }).waitFor();
    await audit.getByRole('row').filter({ hasText: 'update' }).filter({ hasText: 'promo_code' }).filter({ hasText: '"is_active"' }).first().waitFor();
  });
});
