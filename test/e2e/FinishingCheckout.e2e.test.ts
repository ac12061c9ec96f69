import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@tiara/domain/language';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { serverSandboxCheckoutMessagesAr as sandboxAr } from '../../src/locales/server/ar/serverSandboxCheckoutMessagesAr';
import { checkoutRuleMessagesAr } from '../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { overflowing } from './support/overflow';
import { SandboxCards, payOnSandboxCheckout } from './support/sandboxCard';

/** The phone the issue was tried on. */
const PHONE_390 = { width: 390, height: 844 };
/** The smallest tap target the shop allows (issue 27, item 5). */
const TAP = 44;
const ARABIC = /[\u0600-\u06FF]/;

/** What a screen reader meets on the focused element: its name, whether it is invalid and the text its aria-describedby points at. */
interface FocusedField {
  readonly name: string | null;
  readonly invalid: string | null;
  readonly description: string;
  readonly top: number;
  readonly bottom: number;
  readonly viewportHeight: number;
}

function focusedField(page: Page): Promise<FocusedField | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const described = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      name: element.getAttribute('name'),
      invalid: element.getAttribute('aria-invalid'),
      description: described.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      top: box.top,
      bottom: box.bottom,
      viewportHeight: window.innerHeight,
    };
  });
}

/** The field named `name` has the focus, shows whole in the viewport, is marked invalid and is described by `error`. */
async function expectBroughtIntoView(page: Page, name: string, error: string): Promise<void> {
  await expect.poll(async () => (await focusedField(page))?.name, { timeout: 5_000 }).toBe(name);
  const field = await focusedField(page);
  expect(field).toMatchObject({ invalid: 'true' });
  expect(field?.description).toContain(error);
  expect(field?.top).toBeGreaterThanOrEqual(0);
  expect(field?.bottom).toBeLessThanOrEqual(field?.viewportHeight ?? 0);
}

/** The controls of a page (or of part of it) smaller than a thumb, named for the report. */
async function smallControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, tap) => {
    const controls = [...root.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, a.button, a.language')];
    return controls
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.height < tap || box.width < tap)
      .map(({ control, box }) => `${control.tagName.toLowerCase()}#${control.id || control.getAttribute('name') || control.textContent?.trim()}: ${box.width}x${box.height}`);
  }, TAP);
}

/**
 * Finishing the checkout on a phone (issue 27, part 3): the form's first error is brought into
 * view and focused and read out, on the checkout and on sign-up; after signing up the login page
 * waits with the e-mail filled in; a plan is bought without a delivery address; the card page
 * follows the shop's language, Arabic right to left included.
 */
describe('finishing the checkout on a phone', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  async function addEtchGel(page: Page, addToCart = 'Add to Cart'): Promise<void> {
    await page.goto(url('/products/5'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: addToCart }).click();
    await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('"id":5'));
  }

  it('brings the checkout’s first error into view, focused and described: the first name when all is empty, the phone when it is 0123', async () => {
    const page = await journey.openPage('/', PHONE_390);
    await addEtchGel(page);
    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectBroughtIntoView(page, 'firstName', 'First name is required');

    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Middle Name').fill('Samir');
    await page.getByLabel('Last Name').fill('Fahmy');
    await page.getByLabel('Email').fill('mona.fahmy@clinic.example');
    await page.getByLabel('Phone Number').fill('0123');
    await page.getByLabel('Address').fill('22 Mohandessin Street');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await placeOrder.scrollIntoViewIfNeeded();
    await placeOrder.click();
    await expectBroughtIntoView(page, 'phone', 'Please enter a valid Egyptian phone number (e.g., 01012345678)');
    // The button the thumb pressed is out of sight: the page moved to the error.
    const button = await placeOrder.boundingBox();
    expect(button === null || button.y > PHONE_390.height || button.y + button.height < 0).toBe(true);
    expect(await overflowing(page)).toEqual([]);

    // Fixed, the order goes through.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0122 345 6789');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await placeOrder.click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
  });

  it('reads the checkout’s error out in Arabic too', async () => {
    const page = await journey.newPage({ viewport: PHONE_390, locale: 'ar-EG' });
    await addEtchGel(page, catalogMessagesAr.addToCart);
    await page.goto(url('/checkout'));
    await page.locator('input[name="firstName"]').fill('منى');
    await page.locator('input[name="middleName"]').fill('سمير');
    await page.locator('input[name="lastName"]').fill('فهمي');
    await page.locator('input[name="email"]').fill('mona.arabic@clinic.example');
    await page.locator('input[name="address"]').fill('٢٢ شارع جامعة الدول العربية');
    await page.locator('input[name="phone"]').fill('0123');
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await expectBroughtIntoView(page, 'phone', checkoutRuleMessagesAr.phoneInvalid);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowing(page)).toEqual([]);
  });

  it('brings the sign-up’s phone error into view, then opens the login page with the new e-mail filled in and the password to type', async () => {
    const email = `hana.adel.${Date.now()}@clinic.example`;
    const page = await journey.openPage('/signup', PHONE_390);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectBroughtIntoView(page, 'firstName', 'First name is required');

    await page.getByLabel('First Name').fill('Hana');
    await page.getByLabel('Middle Name').fill('Adel');
    await page.getByLabel('Last Name').fill('Nassar');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address').fill('5 Road 9, Maadi');
    await page.getByLabel('Governorate').selectOption('Cairo');
    await page.getByLabel('Phone Number').fill('0123');
    await page.getByLabel(/^Password\s*\*?$/).fill('Smile2026!');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please fix the phone number errors').waitFor();
    await expectBroughtIntoView(page, 'phone', 'Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)');
    expect(await overflowing(page)).toEqual([]);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('0122 345 6789');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Welcome to Tiara! Redirecting to login page').waitFor();
    await page.waitForURL(url('/login'));
    await page.getByText('Your account is ready. Enter your password to sign in.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expect.poll(async () => (await focusedField(page))?.name).toBe('password');
    await page.keyboard.type('Smile2026!');
    await page.keyboard.press('Enter');
    await page.getByText('Login successful! Redirecting...').waitFor();
    await page.waitForURL(url('/'));
  });

  it('sells an AI plan without asking for a delivery address or charging shipping', async () => {
    const page = await journey.openPage('/', PHONE_390);
    const customer = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    // A clinic with no address kept in the browser: nothing to fill it from.
    await page.evaluate(() => ['Address', 'City', 'State', 'PostalCode'].forEach((key) => window.localStorage.removeItem(key)));
    await page.goto(url('/ai'));
    await page.getByRole('button', { name: 'Subscribe to Light Package' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByText('Plans and courses reach you online, so no delivery address is needed.').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Karim');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('01112345678');
    expect(await page.locator('input[name="address"], select[name="governorate"], select[name="city"], input[name="postalCode"]').count()).toBe(0);
    expect(await page.getByLabel('Shipping', { exact: true }).textContent()).toBe('0 EGP');
    expect(await overflowing(page)).toEqual([]);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await payOnSandboxCheckout(page, SandboxCards.approved, 'Karim Mostafa');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.waitForURL(/\/ai-scan-upload$/);

    const headers = { authorization: `Bearer ${customer.token}` };
    const [order] = (await (await page.request.get(url(`/api/order/user/${customer.userId}`), { headers })).json()) as Array<{ id: number; total_amount: number }>;
    expect(order?.total_amount).toBe(2_900);
    const detail = (await (await page.request.get(url(`/api/order/${order?.id}`), { headers })).json()) as { shipping_amount: number; shipping: { address: string; phone: string } };
    expect(detail).toMatchObject({ shipping_amount: 0, shipping: { address: '', phone: '01112345678' } });
  });

  it('shows the card page in the shop’s language, Arabic right to left on a phone, and pays with the sandbox card', async () => {
    // An English browser whose reader chose Arabic in the shop: the choice, not the browser, decides.
    const page = await journey.newPage({ viewport: PHONE_390, locale: 'en-US' });
    await page.goto(url('/'));
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.evaluate((key) => window.localStorage.setItem(key, 'ar'), LANGUAGE_STORAGE_KEY);
    await journey.context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: 'ar', url: baseUrl }]);
    await page.goto(url('/ai'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('article').filter({ hasText: '2,900' }).getByRole('button').click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: checkoutRuleMessagesAr.placeOrder }).click();
    await page.getByRole('button', { name: checkoutRuleMessagesAr.continueWithCreditCard }).click();

    await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.locator('main').innerText()).toMatch(ARABIC);
    await page.getByText(sandboxAr.sandboxNote).waitFor();
    await page.getByRole('heading', { name: sandboxAr.cardDetails }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    expect(await smallControls(page.locator('main'))).toEqual([]);

    // A mistake is told in Arabic, and the page keeps its language.
    await page.getByLabel(sandboxAr.cardNumber).fill('4111 1111 1111 1112');
    await page.getByRole('button', { name: /^ادفع / }).click();
    await page.getByText(sandboxAr.cardProblems.cardNumberInvalid).first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card_number');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByLabel(sandboxAr.cardNumber).fill(SandboxCards.approved);
    await page.getByLabel(sandboxAr.expiry).fill('12/30');
    await page.getByLabel(sandboxAr.cvv).fill('123');
    await page.getByLabel(sandboxAr.cardHolder).fill('Karim Mostafa');
    await page.getByRole('button', { name: /^ادفع / }).click();
    await page.waitForURL(/\/payment\/confirmation\?/);
    await page.getByRole('heading', { name: checkoutRuleMessagesAr.paymentSuccessful }).waitFor();
    await page.waitForURL(/\/ai-scan-upload$/);
  });
});
