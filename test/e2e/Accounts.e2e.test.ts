import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type CustomerProfile, newCustomerAccount } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { waitForMail } from './support/outbox';
import { ETCH_GEL, gelAtCheckout } from './support/gelAtCheckout';

const HANA: CustomerProfile = { firstName: 'Hana', middleName: 'Adel', lastName: 'Sabry', address: '5 Tahrir Square', city: 'Garden City', state: 'Cairo', phone: '01012345678' };

/** The account journeys of issue 7 (items 1, 2 and 8) in Chromium, against `npm start`. */
describe('account journeys', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const url = (path: string) => new URL(path, baseUrl).href;
  const { openPage } = journeyPages(baseUrl);

  const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
  const fact = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  /** A password input by its label (which ends in the required asterisk), not its Show/Hide password toggle. */
  const passwordField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

  /** A new customer made through the API, so each journey has an account of its own. */
  const newCustomer = (page: Page, password?: string) => newCustomerAccount(page.request, baseUrl, { profile: HANA, password });

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await passwordField(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await page.waitForURL(url('/'));
  }

  it('signs up, logs in, and finds the account and its orders', async () => {
    const email = `mona.fahmy.${Date.now()}@clinic.example`;
    const page = await openPage('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(url('/signup'));
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Middle Name').fill('Samir');
    await page.getByLabel('Last Name').fill('Fahmy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address').fill('22 Mohandessin Street');
    await page.getByLabel('Governorate').selectOption('Giza');
    await page.getByLabel('City').selectOption('Dokki');
    expect(await page.getByLabel('Country').inputValue()).toBe('Egypt');
    expect(await page.getByLabel('Country').isDisabled()).toBe(true);
    await page.getByText('Password must be at least 8 characters').waitFor();
    await passwordField(page, 'Password').fill('Smile2026!');

    // The phone is checked as it is typed, and an error shown blocks the form.
    await page.getByLabel('Phone Number').fill('0131234567');
    await page.getByText('Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)').waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please fix the phone number errors').waitFor();
    await page.getByLabel('Phone Number').fill('0122 345 6789');
    expect(await page.getByText('Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Welcome to Tiara! Redirecting to login page').waitFor();
    await page.waitForURL(url('/login'));

    // The same e-mail cannot sign up twice.
    const again = await page.request.post(url('/api/user/signup'), {
      data: { first_name: 'M', last_name: 'F', email, password_hash: 'Smile2026!', phone: '01223456789' },
    });
    expect(again.status()).toBe(409);

    await page.getByLabel('Email').fill(email);
    await passwordField(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await passwordField(page, 'Password').fill('Smile2026!');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordField(page, 'Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordField(page, 'Password').getAttribute('type')).toBe('password');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login successful! Redirecting...').waitFor();
    await page.waitForURL(url('/'));
    expect(await stored(page, 'userRole')).toBe('User');
    expect(await stored(page, 'isAuthenticated')).toBe('true');

    // A signed-in person is sent home from the login and signup pages.
    await page.goto(url('/signup'));
    await page.waitForURL(url('/'));

    await page.getByRole('link', { name: `Account (signed in as ${email})` }).click();
    await page.waitForURL(url('/account'));
    await page.getByRole('heading', { name: 'Welcome, Mona!' }).waitFor();
    await page.getByText('Mona Samir Fahmy').waitFor();
    expect(await fact(page, 'Email').textContent()).toBe(email);
    expect(await fact(page, 'Member since').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await fact(page, 'TiaraAI Status').textContent()).toBe('Inactive');
    expect(await fact(page, 'Total Orders').textContent()).toBe('0');
    expect(await page.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/ai');
    await page.getByText('You have not placed any orders yet.').waitFor();

    // An order by cash on delivery, with the details the login stored.
    await gelAtCheckout(page, baseUrl);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Mona');
    expect(await page.getByLabel('Governorate').inputValue()).toBe('Giza');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order');
    expect(orderId).toMatch(/^\d+$/);

    // The account asked for the orders a minute ago, but the order emptied the cart: it asks again.
    await page.goto(url('/account'));
    await page.getByRole('heading', { name: 'Welcome, Mona!' }).waitFor();
    const recent = page.getByRole('table', { name: 'Recent Orders' });
    await recent.waitFor();
    expect(await fact(page, 'Total Orders').textContent()).toBe('1');
    const row = recent.getByRole('row').nth(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      `#${orderId}`,
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      `${ETCH_GEL} × 1 390 EGPSubtotal390 EGPShipping150 EGP`,
      '540 EGP',
      // A cash order is confirmed as soon as it is placed.
      'Processing',
      'Order again',
    ]);

    await page.getByRole('link', { name: 'View All Orders' }).click();
    await page.waitForURL(url('/my-orders'));
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    const all = page.getByRole('table', { name: 'My Orders' });
    expect(await all.getByRole('columnheader').allTextContents()).toEqual(['Order ID', 'Date', 'Items', 'Total', 'Status', 'Actions']);
    expect(await all.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(`#${orderId}`);

    // On a phone the same order is a card, its total and status in view without scrolling sideways.
    const dateText = await all.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'My Orders' }).getByRole('listitem').first();
    expect(await card.textContent()).toBe(`#${orderId}Processing${dateText}${ETCH_GEL} × 1 390 EGPSubtotal390 EGPShipping150 EGPTotal540 EGPOrder again`);
    expect(await card.getByText('540 EGP').isVisible()).toBe(true);
    expect(await all.isVisible()).toBe(false);
  });

  it("ends a session whose token was tampered with: 'Session expired. Please log in again.' and /login?expired=true", async () => {
    const page = await openPage('/');
    const customer = await newCustomer(page);
    await logIn(page, customer.email, customer.password);
    await page.goto(url('/account'));
    await page.getByRole('heading', { name: 'Welcome, Hana!' }).waitFor();

    await page.evaluate(() => window.localStorage.setItem('token', `${window.localStorage.getItem('token')}tampered`));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Session expired. Please log in again.' }).first().waitFor();
    await page.waitForURL(url('/login?expired=true'));
    await page.getByRole('status').filter({ hasText: 'Session expired. Please log in again.' }).waitFor();
    expect(await stored(page, 'token')).toBe('null');
    expect(await stored(page, 'userId')).toBe('0');
    expect(await stored(page, 'email')).toBeNull();
    expect(await page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(0);
  });

  it('logs out after the confirmation modal, and /account then asks for a login', async () => {
    const page = await openPage('/');
    const customer = await newCustomer(page);
    await logIn(page, customer.email, customer.password);
    await page.goto(url('/account'));
    await page.getByRole('heading', { name: 'Welcome, Hana!' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    const modal = page.getByRole('dialog', { name: 'Log out' });
    await modal.getByText('Are you sure you want to log out?').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await stored(page, 'userId')).not.toBe('0');

    await page.getByRole('button', { name: 'Logout' }).click();
    await modal.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been logged out.').waitFor();
    await page.waitForURL(url('/login'));
    expect(await stored(page, 'token')).toBe('null');
    expect(await stored(page, 'userId')).toBe('0');
    expect(await stored(page, 'isAuthenticated')).toBe('false');
    expect(await page.getByRole('link', { name: 'Account', exact: true }).getAttribute('href')).toBe('/account');

    await page.goto(url('/account'));
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('sends a visitor from /account to /login, and shows my orders only after a login', async () => {
    const page = await openPage('/account');
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.goto(url('/my-orders'));
    await page.getByText('Log in to see your orders.').waitFor();
  });

  it('resets a forgotten password with the code from the e-mail, then logs in with the new one', async () => {
    const page = await openPage('/');
    const customer = await newCustomer(page, 'OldSmile2026!');
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(url('/forgot-password'));
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByText('If an account exists for this e-mail, a reset code has been sent.').waitFor();

    const mail = await waitForMail(dataDir, customer.email, 'password reset code');
    const code = /reset code is (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Reset Code').fill(wrongCode);
    await passwordField(page, 'New Password').fill('NewSmile2026!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/The reset code is not correct\. \d tries? left\./).waitFor();

    await page.getByLabel('Reset Code').fill(code ?? '');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. You can now log in with your new password.').waitFor();
    await page.waitForURL(url('/login'));

    await page.getByLabel('Email').fill(customer.email);
    await passwordField(page, 'Password').fill('OldSmile2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await logIn(page, customer.email, 'NewSmile2026!');
  });
});
