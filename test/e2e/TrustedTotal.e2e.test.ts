import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { aiPlanCartId, serializeCart } from '@tiara/domain/cart';
import { accountMessagesAr } from '../../src/locales/shop/ar/accountMessagesAr';
import { cartTotalsMessagesAr } from '../../src/locales/shop/ar/cartTotalsMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { checkoutMessagesAr } from '../../src/locales/shop/ar/checkoutMessagesAr';
import { orderDetailMessagesAr } from '../../src/locales/shop/ar/orderDetailMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { displayNamesAr } from '../../src/locales/shared/ar/displayNamesAr';
import { buyPro } from './support/aiPlan';
import { newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { waitForMail } from './support/outbox';
import { overflowing } from './support/overflow';

/** The phone of issue 27. */
const PHONE = { width: 390, height: 844 };

/** The first amount in a text ('-56.50 EGP', '1,234 ج.م'), in pounds. */
function poundsIn(text: string | null): number {
  const match = /-?[\d,]+(?:\.\d+)?/.exec(text ?? '');
  if (!match) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return Number(match[0].replaceAll(',', ''));
}

/** The words a journey reads, in the language it is read in. */
interface Words {
  readonly locale: string;
  readonly addToCart: string;
  readonly cartTitle: string;
  readonly deliverTo: string;
  readonly shippingTo: (governorate: string) => string;
  readonly governorate: (name: 'Cairo' | 'Alexandria') => string;
  readonly subtotal: string;
  readonly discount: string;
  readonly total: string;
  readonly promoTakenFrom: (amount: string) => string;
  readonly price: (pounds: string) => string;
  readonly promoCode: string;
  readonly apply: string;
  readonly proceedToCheckout: string;
  readonly checkoutTitle: string;
  readonly checkoutGovernorate: string;
  readonly placeOrder: string;
  readonly orderPlaced: string;
  readonly shipping: string;
  readonly discountWithCode: (code: string) => string;
  readonly myOrders: string;
  readonly mailSubject: string;
  readonly mailLines: (code: string) => string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  addToCart: 'Add to Cart',
  cartTitle: 'Shopping Cart',
  deliverTo: 'Deliver to',
  shippingTo: (governorate) => `Shipping (${governorate})`,
  governorate: (name) => name,
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  promoTakenFrom: (amount) => `Promo discount taken from subtotal + shipping (${amount})`,
  price: (pounds) => `${pounds} EGP`,
  promoCode: 'Promo code',
  apply: 'Apply',
  proceedToCheckout: 'Proceed to Checkout',
  checkoutTitle: 'Checkout',
  checkoutGovernorate: 'Governorate',
  placeOrder: 'Place Order',
  orderPlaced: 'Order Placed Successfully!',
  shipping: 'Shipping',
  discountWithCode: (code) => `Discount (${code})`,
  myOrders: 'My Orders',
  mailSubject: 'received',
  mailLines: (code) => `Subtotal: 390 EGP\nShipping: 175 EGP\nDiscount (${code}): -56.50 EGP\nTotal: 508.50 EGP`,
};

const ARABIC: Words = {
  locale: 'ar-EG',
  addToCart: catalogMessagesAr.addToCart,
  cartTitle: checkoutMessagesAr.cart.title,
  deliverTo: cartTotalsMessagesAr.deliverTo,
  shippingTo: cartTotalsMessagesAr.shippingTo,
  governorate: (name) => displayNamesAr.governorates[name],
  subtotal: checkoutMessagesAr.cart.subtotal,
  discount: checkoutMessagesAr.cart.discount,
  total: checkoutMessagesAr.cart.total,
  promoTakenFrom: cartTotalsMessagesAr.promoTakenFrom,
  price: (pounds) => `${pounds} ج.م`,
  promoCode: checkoutMessagesAr.cart.promoCode,
  apply: checkoutMessagesAr.cart.apply,
  proceedToCheckout: checkoutMessagesAr.cart.proceedToCheckout,
  checkoutTitle: checkoutMessagesAr.checkout.title,
  checkoutGovernorate: checkoutMessagesAr.checkout.governorate,
  placeOrder: checkoutRuleMessagesAr.placeOrder,
  orderPlaced: checkoutRuleMessagesAr.orderPlaced,
  shipping: orderDetailMessagesAr.shipping,
  discountWithCode: orderDetailMessagesAr.discountWithCode,
  myOrders: accountMessagesAr.orders.title,
  mailSubject: 'تم استلام الطلب',
  mailLines: (code) => `\u200fالمجموع الفرعي: 390 ج.م\n\u200fالشحن: 175 ج.م\n\u200fالخصم (\u2066${code}\u2069): -56.50 ج.م\n\u200fالإجمالي: 508.50 ج.م`,
};

/**
 * Trusting the total (issue 27, item 2), on a 390 px phone in English and in Arabic: the cart
 * shows the shipping of the buyer's governorate, changed in place, and a Total that is what the
 * order costs; the order placed shows the same amounts, adding up, on its page, in My orders and
 * in its e-mail; a plan, which is not delivered, shows no shipping anywhere.
 */
describe('a total the buyer can trust', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  /** The seeded etch gel: 390 EGP after its own discount. */
  const etchGelId = 5;

  const amount = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

  /** Subtotal + shipping − discount = total, read off the screen. */
  async function expectAddsUp(scope: Page | Locator, words: Words, labels: { shipping: string; discount: string }): Promise<void> {
    const [subtotal, shipping, discount, total] = await Promise.all(
      [words.subtotal, labels.shipping, labels.discount, words.total].map(async (label) => poundsIn(await amount(scope, label).textContent())),
    );
    expect(subtotal! + shipping! + discount!).toBeCloseTo(total!, 2);
  }

  it.each([
    ['English', ENGLISH],
    ['Arabic', ARABIC],
  ])('shows the shipping of the buyer’s governorate in the cart and the same amounts on the order placed (%s)', async (_language, words) => {
    const page = await journey.newPage({ viewport: PHONE, locale: words.locale });
    await page.goto(url('/'));
    const credentials = await newCustomerAccount(page.request, baseUrl);
    await signInThroughApi(page, baseUrl, credentials);

    await page.goto(url(`/products/${etchGelId}`));
    await page.getByRole('button', { name: words.addToCart }).click();
    await page.waitForFunction((id) => (window.localStorage.getItem('cart') ?? '').includes(`"id":${id}`), etchGelId);

    // The cart: the account's governorate (Cairo), its shipping, and a Total that holds it.
    await page.goto(url('/cart'));
    await page.getByRole('heading', { name: words.cartTitle }).waitFor();
    const cairo = words.shippingTo(words.governorate('Cairo'));
    expect(await page.getByLabel(words.deliverTo).inputValue()).toBe('Cairo');
    await expect.poll(() => amount(page, cairo).textContent()).toBe(words.price('150'));
    expect(await amount(page, words.subtotal).textContent()).toBe(words.price('390'));
    expect(await amount(page, words.total).textContent()).toBe(words.price('540'));

    // A promo: 10% of subtotal + shipping, and a line saying so.
    await page.getByLabel(words.promoCode).fill('WELCOME10');
    await page.getByRole('button', { name: words.apply }).click();
    await expect.poll(() => amount(page, words.discount).count()).toBe(1);
    expect(await amount(page, words.discount).textContent()).toBe(`-${words.price('54')}`);
    expect(await amount(page, words.total).textContent()).toBe(words.price('486'));
    await page.getByText(words.promoTakenFrom(words.price('540'))).waitFor();
    await expectAddsUp(page, words, { shipping: cairo, discount: words.discount });

    // Another governorate, chosen in place: the shipping, the promo and the total follow.
    await page.getByLabel(words.deliverTo).selectOption('Alexandria');
    const alexandria = words.shippingTo(words.governorate('Alexandria'));
    await expect.poll(() => amount(page, alexandria).textContent()).toBe(words.price('175'));
    await expect.poll(() => amount(page, words.discount).textContent(), { timeout: 10_000 }).toBe(`-${words.price('56.50')}`);
    expect(await amount(page, words.total).textContent()).toBe(words.price('508.50'));
    await page.getByText(words.promoTakenFrom(words.price('565'))).waitFor();
    await expectAddsUp(page, words, { shipping: alexandria, discount: words.discount });
    expect(await overflowing(page), 'the cart at 390 px').toEqual([]);

    // The checkout opens with the governorate chosen in the cart and charges what the cart said.
    await page.getByRole('button', { name: words.proceedToCheckout }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: words.checkoutTitle }).waitFor();
    expect(await page.getByLabel(words.checkoutGovernorate).inputValue()).toBe('Alexandria');
    await expect.poll(() => amount(page, words.total).textContent()).toBe(words.price('508.50'));
    await page.locator('input[type="radio"][value="cash"]').check();
    await page.getByRole('button', { name: words.placeOrder }).click();
    await page.getByRole('heading', { name: words.orderPlaced }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    // The order page: the order's own shipping and its discount with the code, adding up to its total.
    const discountLine = words.discountWithCode('WELCOME10');
    await page.goto(url(`/my-orders/${orderId}`));
    await amount(page, words.total).waitFor();
    expect(await Promise.all([words.subtotal, words.shipping, discountLine, words.total].map((label) => amount(page, label).textContent()))).toEqual([
      words.price('390'),
      words.price('175'),
      `-${words.price('56.50')}`,
      words.price('508.50'),
    ]);
    await expectAddsUp(page, words, { shipping: words.shipping, discount: discountLine });
    expect(await overflowing(page), 'the order page at 390 px').toEqual([]);

    // My orders on a phone: the same lines under the order's items.
    await page.goto(url('/my-orders'));
    const card = page.getByRole('list', { name: words.myOrders }).getByRole('listitem').first();
    await amount(card, words.subtotal).waitFor();
    expect(await Promise.all([words.subtotal, words.shipping, discountLine].map((label) => amount(card, label).textContent()))).toEqual([
      words.price('390'),
      words.price('175'),
      `-${words.price('56.50')}`,
    ]);
    expect(await card.textContent()).toContain(words.price('508.50'));
    expect(await overflowing(page), 'My orders at 390 px').toEqual([]);

    // The confirmation e-mail, in the language of the order.
    const mail = await waitForMail(dataDir, credentials.email, words.mailSubject);
    expect(mail.subject).toContain(`#${orderId}`);
    expect(mail.text).toContain(words.mailLines('WELCOME10'));
  });

  it('shows no shipping for an AI plan: not in the cart, not on its order, not in My orders', async () => {
    const page = await journey.newPage({ viewport: PHONE });
    await page.goto(url('/'));
    await buyPro(page, baseUrl);

    await page.goto(url('/my-orders'));
    const card = page.getByRole('list', { name: 'My Orders' }).getByRole('listitem').first();
    await amount(card, 'Subtotal').waitFor();
    expect(await amount(card, 'Subtotal').textContent()).toBe('6,100 EGP');
    expect(await amount(card, 'Shipping').count()).toBe(0);
    expect(await card.textContent()).not.toContain('Shipping');
    expect(await card.textContent()).toContain('Total6,100 EGP');

    await card.getByRole('link').first().click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    await amount(page, 'Total').waitFor();
    expect(await amount(page, 'Subtotal').textContent()).toBe('6,100 EGP');
    expect(await amount(page, 'Shipping').count()).toBe(0);
    expect(await amount(page, 'Total').textContent()).toBe('6,100 EGP');

    // A cart of only a plan has nothing to deliver: no governorate, no shipping line.
    await page.evaluate((cart) => window.localStorage.setItem('cart', cart), serializeCart({ lines: [{ id: aiPlanCartId(3), name: 'Premium', price: 980_000, quantity: 1, image: '', stock: 1 }] }));
    await page.goto(url('/cart'));
    await page.getByRole('listitem', { name: 'Premium' }).waitFor();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await amount(summary, 'Total').textContent()).toBe('9,800 EGP');
    expect(await summary.getByLabel('Deliver to').count()).toBe(0);
    expect(await summary.textContent()).not.toContain('Shipping');
  });
});
