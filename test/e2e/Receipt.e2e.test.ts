import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { deliveryWindow } from '@tiara/domain/delivery-window';
import type { Language } from '@tiara/domain/language';
import { deliveryDayText } from '../../src/locales/format/deliveryDayTexts';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { arrivalMessagesAr } from '../../src/locales/shop/ar/arrivalMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { orderDetailMessagesAr } from '../../src/locales/shop/ar/orderDetailMessagesAr';
import { receiptMessagesAr } from '../../src/locales/shop/ar/receiptMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { arrivalMessagesEn } from '../../src/locales/shop/en/arrivalMessagesEn';
import { pdfText } from '../support/pdfText';
import { type SignedIn, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';
import { SandboxCards, payOnSandboxCheckout } from './support/sandboxCard';
import './support/failOnPolicyViolations';

/** The phone of issue 27. */
const PHONE_390 = { width: 390, height: 844 };

const ARRIVAL_TEXTS = { en: arrivalMessagesEn, ar: arrivalMessagesAr } as const;

/** "Arrives Tue 24 Nov – Sun 29 Nov" for an order placed at `orderedAt` to `governorate`, by the core's rule, whitespace as the page reads. */
function arrivalText(orderedAt: Date, governorate: string, language: Language): string {
  const { arrives } = deliveryWindow(orderedAt, governorate);
  return ARRIVAL_TEXTS[language].arrives(deliveryDayText(arrives.earliest, language), deliveryDayText(arrives.latest, language)).replace(/\s+/g, ' ');
}

/** The order as the API stores it (money in pounds). */
interface StoredOrder {
  readonly created_at: string;
  readonly total_amount: number;
  readonly payment_method: string;
}

/**
 * Issue 27, item 4: after paying, a receipt that says when the order arrives. On a 390 px phone
 * the product page, the cart and the checkout say when it would arrive, and the confirmation of a
 * cash order and of a card payment shows the order's items, total, payment, delivery address and
 * expected arrival, with its page and, once paid, its invoice; in English and in Arabic.
 */
describe('the receipt after paying, and when the order arrives', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  const etchGel = 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml';

  async function storedOrder(page: Page, session: SignedIn, orderId: number): Promise<StoredOrder> {
    const answer = await page.request.get(url(`/api/order/${orderId}`), { headers: { authorization: `Bearer ${session.token}` } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as StoredOrder;
  }

  /** The "Arrives …" line under "Delivery to …" (`where`): one of `expected`, as the day may turn while the page opens. */
  async function expectArrival(page: Page, expected: readonly string[], where: string): Promise<void> {
    await page.getByText(where, { exact: true }).waitFor();
    expect(expected).toContain((await page.getByText(/^(Arrives|يصلك) /).innerText()).replace(/\s+/g, ' '));
  }

  /** Arrival texts for an order placed now, to `governorate`: the one shown must be among them. */
  async function whileOpening(governorate: string, language: Language, open: () => Promise<void>): Promise<string[]> {
    const before = arrivalText(new Date(), governorate, language);
    await open();
    return [...new Set([before, arrivalText(new Date(), governorate, language)])];
  }

  async function expectOnPhone(page: Page, where: string): Promise<void> {
    expect(await overflowing(page), `${where} at ${PHONE_390.width} px`).toEqual([]);
  }

  async function addGelToCart(page: Page, addToCart: string): Promise<void> {
    await page.getByRole('button', { name: addToCart }).click();
    await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('"id":5'));
  }

  it('a cash order to Aswan: the product, the cart and the checkout say when it arrives, and the receipt shows it all', async () => {
    const page = await journey.newPage({ viewport: PHONE_390 });
    await page.goto(url('/'));
    const session = await signInThroughApi(page, baseUrl);

    // The demo customer's saved address is in Cairo.
    const onProduct = await whileOpening('Cairo', 'en', async () => {
      await page.goto(url('/products/5'));
      await page.getByRole('heading', { name: etchGel }).waitFor();
    });
    await expectArrival(page, onProduct, 'Delivery to Cairo');
    await expectOnPhone(page, '/products/5');
    await addGelToCart(page, 'Add to Cart');

    const inCart = await whileOpening('Cairo', 'en', () => page.goto(url('/cart')).then(() => page.getByRole('heading', { name: 'Shopping Cart' }).waitFor()));
    await expectArrival(page, inCart, 'Delivery to Cairo');
    await expectOnPhone(page, '/cart');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const toAswan = await whileOpening('Aswan', 'en', async () => {
      await page.getByLabel('Governorate').selectOption('Aswan');
      await page.getByLabel('City').fill('Aswan');
    });
    // The checkout follows the governorate chosen: Aswan is further than Cairo.
    await expectArrival(page, toAswan, 'Delivery to Aswan');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('radio', { name: 'Pickup from Store' }).check();
    await page.getByText('Pickup from our store', { exact: true }).waitFor();
    await page.getByText(/^Ready for pickup /).waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expectOnPhone(page, '/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const order = await storedOrder(page, session, orderId);
    const expectReceipt = async () => {
      await page.getByText(`Order number: #${orderId}`).waitFor();
      const items = page.getByRole('region', { name: 'Items' });
      await items.getByRole('listitem', { name: etchGel }).getByText('Qty: 1 · 390 EGP').waitFor();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      expect(await summary.getByLabel('Total', { exact: true }).textContent()).toBe(formatPrice(Math.round(order.total_amount * 100), 'en'));
      expect(await summary.getByLabel('Payment method', { exact: true }).textContent()).toBe('Cash on Delivery');
      const address = await summary.locator('address').innerText();
      expect(address).toContain('14 El Nozha Street');
      expect(address).toContain('Aswan');
      // Counted from when the order was placed, to where it goes.
      await expectArrival(page, [arrivalText(new Date(order.created_at), 'Aswan', 'en')], 'Delivery to Aswan');
      await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    };
    await expectReceipt();
    await expectOnPhone(page, '/payment/confirmation');
    // A cash order is invoiced once delivered.
    expect(await page.getByRole('button', { name: `Download invoice, order #${orderId}` }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    await expectReceipt();

    await page.getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL(url(`/my-orders/${orderId}`));
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await expectArrival(page, [arrivalText(new Date(order.created_at), 'Aswan', 'en')], 'Delivery to Aswan');
    await expectOnPhone(page, `/my-orders/${orderId}`);
  });

  it('a card payment: the receipt says it was paid, when it arrives, and gives the invoice', async () => {
    const page = await journey.newPage({ viewport: PHONE_390 });
    await page.goto(url('/'));
    const session = await signInThroughApi(page, baseUrl);
    await page.goto(url('/products/5'));
    await page.getByRole('heading', { name: etchGel }).waitFor();
    await addGelToCart(page, 'Add to Cart');
    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await payOnSandboxCheckout(page, SandboxCards.approved, 'Nour Mansour');

    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('merchant_order_id'));
    const order = await storedOrder(page, session, orderId);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByLabel('Payment status', { exact: true }).getByText('Paid', { exact: true }).waitFor();
    expect(await summary.getByLabel('Payment method', { exact: true }).textContent()).toBe('Credit Card');
    expect(await summary.getByLabel('Total', { exact: true }).textContent()).toBe(formatPrice(Math.round(order.total_amount * 100), 'en'));
    await page.getByRole('region', { name: 'Items' }).getByRole('listitem', { name: etchGel }).waitFor();
    await expectArrival(page, [arrivalText(new Date(order.created_at), 'Cairo', 'en')], 'Delivery to Cairo');
    expect(await page.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(`/my-orders/${orderId}`);
    await expectOnPhone(page, '/payment/confirmation, paid');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download invoice, order #${orderId}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
    const [invoice = ''] = await pdfText(await readFile(await download.path()));
    expect(invoice).toContain(etchGel);

    await page.reload();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await expectArrival(page, [arrivalText(new Date(order.created_at), 'Cairo', 'en')], 'Delivery to Cairo');
  });

  it('in Arabic: the product, the cart and the receipt say when the order arrives, right to left', async () => {
    const page = await journey.newPage({ viewport: PHONE_390, locale: 'ar-EG' });
    await page.goto(url('/'));
    const session = await signInThroughApi(page, baseUrl);
    const toCairo = arrivalMessagesAr.deliveryTo('القاهرة');

    const onProduct = await whileOpening('Cairo', 'ar', async () => {
      await page.goto(url('/products/5'));
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await expectArrival(page, onProduct, toCairo);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectOnPhone(page, '/products/5 in Arabic');
    await addGelToCart(page, catalogMessagesAr.addToCart);

    const inCart = await whileOpening('Cairo', 'ar', () => page.goto(url('/cart')).then(() => page.getByRole('heading', { name: checkoutMessagesAr.cart.title }).waitFor()));
    await expectArrival(page, inCart, toCairo);
    await expectOnPhone(page, '/cart in Arabic');

    await page.getByRole('button', { name: checkoutMessagesAr.cart.proceedToCheckout }).click();
    await page.getByRole('heading', { name: checkoutMessagesAr.checkout.title }).waitFor();
    await page.locator('input[type="radio"][value="cash"]').check();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();

    await page.getByRole('heading', { name: checkoutRuleMessagesAr.orderPlaced }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const order = await storedOrder(page, session, orderId);
    await expectArrival(page, [arrivalText(new Date(order.created_at), 'Cairo', 'ar')], toCairo);
    const summary = page.getByRole('region', { name: orderDetailMessagesAr.summary });
    expect(await summary.getByLabel(orderDetailMessagesAr.total, { exact: true }).textContent()).toBe(formatPrice(Math.round(order.total_amount * 100), 'ar'));
    await page.getByRole('region', { name: orderDetailMessagesAr.items }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('link', { name: receiptMessagesAr.trackOrder }).getAttribute('href')).toBe(`/my-orders/${orderId}`);
    await expectOnPhone(page, '/payment/confirmation in Arabic');
  });
});
