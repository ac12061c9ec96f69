import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';

/** The cart, checkout and payment journeys of issue 6 (items 6, 7 and 8) in Chromium, against `npm start`. */
describe('cart and checkout journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const etchGel = 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml';
  const anteriorKit = 'PediaZir Anterior Intro Kit (36 crowns + try-ins)';
  const journey = journeyPages(baseUrl);
  const { openPage } = journey;

  async function addToCart(page: Page, productId: number, name: string): Promise<void> {
    await page.goto(url(`/products/${productId}`));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction((id) => (window.localStorage.getItem('cart') ?? '').includes(`"id":${id}`), productId);
  }

  async function fillGuestDetails(page: Page): Promise<void> {
    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Middle Name').fill('Samir');
    await page.getByLabel('Last Name').fill('Fahmy');
    await page.getByLabel('Email').fill('mona.fahmy@clinic.example');
    await page.getByLabel('Phone Number').fill('0122 345 6789');
    await page.getByLabel('Address').fill('22 Mohandessin Street');
  }

  const line = (page: Page, name: string) => page.getByRole('listitem', { name });
  const summaryValue = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  it('takes a guest from a product to the cart and through cash on delivery to the confirmation', async () => {
    const page = await openPage('/');
    await addToCart(page, 5, etchGel);
    await page.goto(url('/cart'));
    await line(page, etchGel).getByText('Item #5').waitFor();
    await line(page, etchGel).getByRole('button', { name: `Increase quantity of ${etchGel}` }).click();
    expect(await summaryValue(page, 'Subtotal').textContent()).toBe('780 EGP');
    expect(await page.getByText('Discount', { exact: true }).count()).toBe(0);
    expect(await line(page, etchGel).getByRole('link', { name: etchGel }).getAttribute('href')).toBe('/products/5');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Governorate').inputValue()).toBe('Cairo');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Email is required').waitFor();

    await fillGuestDetails(page);
    await page.getByLabel('Phone Number').fill('0131234567');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please enter a valid Egyptian phone number (e.g., 01012345678)').waitFor();
    await page.getByLabel('Phone Number').fill('0122 345 6789');
    await page.getByLabel('Governorate').selectOption('Alexandria');
    await page.getByLabel('City').fill('Smouha');
    expect(await summaryValue(page, 'Shipping').textContent()).toBe('175 EGP');
    expect(await summaryValue(page, 'Total').textContent()).toBe('955 EGP');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('payment_method')).toBe('cash');
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toContain('"lines":[]');
    expect(await page.evaluate(() => window.localStorage.getItem('shippingFee'))).toBe('175');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(url('/'));

    // The details, the governorate and its fee come back on the next visit.
    await addToCart(page, 5, etchGel);
    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Mona');
    expect(await page.getByLabel('Governorate').inputValue()).toBe('Alexandria');
    expect(await summaryValue(page, 'Shipping').textContent()).toBe('175 EGP');
  });

  it('applies a promo code for a signed-in customer, keeps it to checkout and places the order with it', async () => {
    const page = await openPage('/');
    await addToCart(page, 5, etchGel);
    await page.goto(url('/cart'));
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('You must be signed in to use a promo code.').waitFor();

    await signInThroughApi(page, baseUrl);
    await page.reload();
    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid promo code').waitFor();
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code applied successfully!').waitFor();
    // 10% of 390 + 150 shipping: the cart shows the account's governorate's shipping, and a Total that holds it.
    expect(await summaryValue(page, 'Shipping (Cairo)').textContent()).toBe('150 EGP');
    expect(await summaryValue(page, 'Discount').textContent()).toBe('-54 EGP');
    expect(await summaryValue(page, 'Total').textContent()).toBe('486 EGP');
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('promoCode'))) ?? 'null')).toMatchObject({ code: 'WELCOME10', discount_amount: 54 });

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await summaryValue(page, 'Email').textContent()).toBe('customer@tiara.example');
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Nour');
    expect(await summaryValue(page, 'Discount').textContent()).toBe('-54 EGP');
    expect(await summaryValue(page, 'Total').textContent()).toBe('486 EGP');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('promoCode'))).toBeNull();

    const orders = await page.request.get(url('/api/order/user/1'), { headers: { authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('token'))}` } });
    expect((await orders.json())[0]).toMatchObject({ total_amount: 486 });
  });

  it('stops the quantity at the stock: plus disabled, and a further add refused', async () => {
    const page = await openPage('/');
    await addToCart(page, 52, anteriorKit);
    await page.goto(url('/cart'));
    const plus = line(page, anteriorKit).getByRole('button', { name: `Increase quantity of ${anteriorKit}` });
    for (let quantity = 2; quantity <= 6; quantity++) {
      await plus.click();
      await line(page, anteriorKit).getByLabel('Quantity', { exact: true }).filter({ hasText: String(quantity) }).waitFor();
    }
    expect(await plus.isDisabled()).toBe(true);
    await page.goto(url('/products/52'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Stock limit reached!').waitFor();
    await page.goto(url('/cart'));
    expect(await line(page, anteriorKit).getByLabel('Quantity', { exact: true }).textContent()).toBe('6');

    await line(page, anteriorKit).getByRole('button', { name: `Remove ${anteriorKit}` }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await page.waitForURL(/\/products$/);
  });

  it('keeps the cart across a reload and in step across tabs', async () => {
    const page = await openPage('/');
    await addToCart(page, 5, etchGel);
    await page.goto(url('/cart'));
    await line(page, etchGel).waitFor();
    await page.reload();
    await line(page, etchGel).waitFor();

    const other = await journey.watchedPage();
    await other.goto(url('/cart'));
    await line(other, etchGel).getByRole('button', { name: `Increase quantity of ${etchGel}` }).click();
    await line(page, etchGel).getByLabel('Quantity', { exact: true }).filter({ hasText: '2' }).waitFor();
    await line(other, etchGel).getByRole('button', { name: `Remove ${etchGel}` }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
  });

  it('opens an empty cart when the stored cart is corrupted', async () => {
    const page = await openPage('/');
    await page.evaluate(() => window.localStorage.setItem('cart', '{"version":1,"lines":[{"id":"5",'));
    await page.goto(url('/cart'));
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.goto(url('/checkout'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your cart is empty. Please add items before proceeding to checkout.' }).waitFor();
  });

  async function payByCard(page: Page, cardNumber: string): Promise<void> {
    await addToCart(page, 5, etchGel);
    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await fillGuestDetails(page);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Credit Card Payment' });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await modal.getByRole('button', { name: 'Continue with Credit Card' }).click();

    await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Mona Fahmy');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\/confirmation\?/);
  }

  it("pays by the sandbox card, approved: 'Payment Successful!' and the cart emptied", async () => {
    const page = await openPage('/');
    await payByCard(page, '5123456789012346');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('merchant_order_id')).toMatch(/^\d+$/);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toContain('"lines":[]');
  });

  it("pays by the sandbox card, declined: 'Order Failed' and the cart kept for another try", async () => {
    const page = await openPage('/');
    await payByCard(page, '4000000000000002');
    await page.getByRole('heading', { name: 'Order Failed' }).waitFor();
    await page.getByText('Something went wrong with your payment. Please try again or contact support.').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toContain('"id":5');
  });

  it('buys an AI plan by card: subscribed before paying, activated after, then on to the scan upload', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, baseUrl);
    // The AI plans page that puts a plan in the cart comes with the next issue; the cart holds it as that page will store it.
    await page.evaluate(() =>
      window.localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [{ id: 1_000_002, name: 'Pro', price: 610_000, quantity: 1, image: '', stock: 1 }] })),
    );
    await page.goto(url('/cart'));
    expect(await line(page, 'Pro').getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Subscriptions require online payment').waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
    expect(await summaryValue(page, 'Shipping').textContent()).toBe('0 EGP');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
    await page.getByLabel('Card number').fill('5123456789012346');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Nour Mansour');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('merchant_order_id')).toMatch(/^tiaraai-\d+$/);
    await page.waitForURL(/\/ai-scan-upload$/);
    expect(await page.evaluate(() => [window.localStorage.getItem('tiaraAiActive'), window.localStorage.getItem('segmentationsAllowed')])).toEqual(['true', '25']);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const active = await page.request.get(url('/api/tiaraaisubscription/user/1/active'), { headers: { authorization: `Bearer ${token}` } });
    expect(await active.json()).toMatchObject({ is_active: true, name: 'Pro', segmentations_allowed: 25 });
  });
});
