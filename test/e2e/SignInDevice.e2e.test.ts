import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { staffLogin } from './support/staffLogin';

const DEVICE_COOKIE = 'tiara-signin-device';

/**
 * Issue 30, point 2, in Chromium: the device cookie that lets a browser which signed in before
 * through whatever others guess (test/server/http/SignInLimits.test.ts shows the limits themselves)
 * is kept by the browser and sent back by the SPA's sign-in, the staff's and the storefront's alike.
 */
describe('the sign-in device cookie in the browser', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  it('is kept out of scripts’ reach for the sign-in route only, sent back at the next sign-in, and holds one token per account', async () => {
    const page = await journey.openPage('/admin/login');
    await staffLogin(page, 'Admin', DEMO_ADMIN);
    await page.waitForURL(url('/admin/dashboard'));
    const device = (await journey.context.cookies(url('/api/user/signin'))).find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/signin' });
    expect((await journey.context.cookies(url('/api/products'))).map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);

    // The customer signs in on the storefront in the same browser: the admin's token goes with the request, and stays.
    const storefront = await journey.watchedPage();
    await storefront.goto(url('/login'));
    await storefront.getByRole('heading', { name: 'Login' }).waitFor();
    await storefront.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await storefront.getByLabel(/^Password\s*\*?$/).fill(DEMO_CUSTOMER.password);
    const sent = storefront.waitForRequest((request) => request.url() === url('/api/user/signin'));
    await storefront.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await (await sent).allHeaders()).cookie).toContain(`${DEVICE_COOKIE}=${device?.value}`);
    await storefront.getByText('Login successful! Redirecting...').waitFor();

    const both = (await journey.context.cookies(url('/api/user/signin'))).find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(both?.value.split('~')).toHaveLength(2);
    expect(both?.value.endsWith(device?.value ?? 'missing')).toBe(true);
  });
});
