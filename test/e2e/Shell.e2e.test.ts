import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serializeCart } from '@tiara/domain/cart';
import { launchChromium, waitingForTheShop } from './support/browser';

const phone = { width: 390, height: 844 };

describe('the app shell and the home page in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page that fails the test on any uncaught error in the shop's code. */
  async function openPage(options: { viewport?: { width: number; height: number } } = {}): Promise<{ page: Page; errors: string[] }> {
    const page = waitingForTheShop(await browser.newPage(options));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  /** Signs the demo customer in through the API and stores SPEC's keys as the login screen will. */
  async function signInCustomer(page: Page): Promise<number> {
    const response = await page.request.post(url('/api/user/signin'), { data: { email: 'customer@tiara.example', password_hash: 'Customer123!' } });
    expect(response.status()).toBe(200);
    const user = (await response.json()) as { token: string; user_id: number; role: string; email: string };
    await page.addInitScript((session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('userId', String(session.user_id));
      localStorage.setItem('userRole', session.role);
      localStorage.setItem('email', session.email);
    }, user);
    return user.user_id;
  }

  it('shows the home page with the hero, the category tiles and the four best sellers', async () => {
    const { page, errors } = await openPage();
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Dental supplies for clinics across Egypt' }).waitFor();
    await page.getByRole('link', { name: 'Shop Products' }).waitFor();

    const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
    const cards = bestSellers.getByRole('link');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    expect(await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).getAttribute('href')))).toEqual(['/products/51', '/products/50', '/products/5', '/products/4']);
    // Product 51 is discounted: 1,450 EGP less 150.
    const discounted = bestSellers.getByRole('link', { name: 'KidsGuard Silver Diamine Fluoride 38%, 5 ml' });
    await discounted.getByText('1,300 EGP').waitFor();
    await discounted.getByText('1,450 EGP').waitFor();
    const image = discounted.getByRole('img', { name: 'KidsGuard Silver Diamine Fluoride 38%, 5 ml' });
    expect(await image.evaluate(async (element: HTMLImageElement) => (await element.decode(), element.naturalWidth))).toBeGreaterThan(0);

    const explore = page.getByRole('region', { name: 'Explore More' });
    expect(await explore.getByRole('link', { name: /TiaraAI/ }).getAttribute('href')).toBe('/events');
    await page.getByRole('region', { name: 'Our Partners' }).waitFor();
    await page.getByRole('link', { name: 'Shop Now' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');

    await discounted.click();
    await page.waitForURL(url('/products/51'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leads from a category tile to the product list of that category', async () => {
    const { page, errors } = await openPage();
    await page.goto(baseUrl);
    await page.getByRole('region', { name: 'Browse Categories' }).getByRole('link', { name: 'NuSmile' }).click();
    await page.waitForURL(url('/products?category=3'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the navbar, the footer with the policies, and scrolls to the top on navigation', async () => {
    const { page, errors } = await openPage();
    await page.goto(baseUrl);
    await page.getByText('Professional Dental Supplies').waitFor();
    expect(await page.getByRole('link', { name: /^Call us/ }).getAttribute('href')).toMatch(/^tel:\+20/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Dental Training' }).getAttribute('href')).toBe('/training');
    expect(await nav.getByRole('link', { name: 'TiaraAI' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');

    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
    expect(await policies.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/privacy-policy',
      '/refund-exchange-policy',
      '/shipping-policy',
    ]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await policies.getByRole('link', { name: 'Shipping Policy' }).click();
    await page.waitForURL(url('/shipping-policy'));
    await page.getByRole('heading', { name: 'Shipping Policy', level: 1 }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replaces the shop with the maintenance page, but never the admin and sales areas', async () => {
    const { page, errors } = await openPage();
    // As against a backend that sends the bare index.html (what the staff areas get here): no
    // first view, no embedded answers, so the SPA asks whether the shop is open, spinner meanwhile.
    const bareIndex = await (await page.request.get(url('/admin'))).text();
    expect(bareIndex).not.toContain('tiara-first-view');
    await page.route(
      (address) => !/^\/(api|sandbox|uploads|assets|images)\//.test(address.pathname) && !/\.[a-z0-9]+$/i.test(address.pathname),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bareIndex }),
    );
    let checks = 0;
    let answerCheck: () => void = () => {};
    const checkAnswered = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    await page.route('**/api/management/maintenance-status', async (route) => {
      checks += 1;
      if (checks === 1) await checkAnswered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ is_under_maintenance: true }) });
    });

    await page.goto(baseUrl);
    await page.getByRole('status', { name: 'Loading…' }).waitFor();
    answerCheck();
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    expect(await page.getByText('Professional Dental Supplies').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'info@tiara.example' }).getAttribute('href')).toBe('mailto:info@tiara.example');
    const clock = page.getByRole('timer', { name: 'Current time in Cairo' });
    const shown = await clock.textContent();
    expect(shown).toMatch(/\d{2}:\d{2}:\d{2}/);
    await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, shown);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Check Again' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    expect(checks).toBe(2);

    await page.goto(url('/products?category=1'));
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    for (const [path, login] of [
      ['/admin', 'Admin Login'],
      ['/admin/login', 'Admin Login'],
      ['/sales/orders', 'Sales Login'],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: login }).waitFor();
      expect(await page.getByRole('heading', { name: 'Under Maintenance' }).count()).toBe(0);
      // The staff areas carry no customer navbar or footer.
      expect(await page.getByText('Professional Dental Supplies').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works on a phone: the tabs move into the mobile menu, which closes after a choice', async () => {
    const { page, errors } = await openPage({ viewport: phone });
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Dental supplies for clinics across Egypt' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
      'Home',
      'Products',
      'Dental Training',
      'Notifications',
      'Cart',
      'Account',
    ]);
    await menu.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(url('/products'));
    await menu.waitFor({ state: 'hidden' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('counts every item of a stored cart in the cart badge', async () => {
    const { page, errors } = await openPage();
    const cart = serializeCart({
      lines: [
        { id: 4, name: 'Premier OneBond Universal Adhesive, 5 ml', price: 220_000, quantity: 2, image: '/images/products/bonding-bottle.svg', stock: 120 },
        { id: 50, name: 'KidsGuard 5% Sodium Fluoride Varnish, Bubblegum (50 unit doses)', price: 175_000, quantity: 3, image: '/images/products/varnish.svg', stock: 210 },
      ],
    });
    await page.addInitScript((stored) => localStorage.setItem('cart', stored), cart);
    await page.goto(baseUrl);
    const cartLink = page.getByRole('link', { name: 'Cart (5)' });
    await cartLink.waitFor();
    expect(await cartLink.getAttribute('href')).toBe('/cart');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a signed-in customer the unread count, refreshed by the notifications-changed event, and the AI tab with access', async () => {
    const { page, errors } = await openPage();
    const userId = await signInCustomer(page);
    let firstReadLocally = false;
    await page.route(`**/api/notifications/user/${userId}`, async (route) => {
      const response = await route.fetch();
      const inbox = (await response.json()) as { isRead: boolean }[];
      const firstUnread = inbox.find((entry) => !entry.isRead);
      if (firstReadLocally && firstUnread) firstUnread.isRead = true;
      await route.fulfill({ response, json: inbox });
    });
    await page.route(`**/api/tiaraai/access/${userId}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"has_access":true}' }));

    await page.goto(baseUrl);
    // Other journeys on this server read or delete the demo customer's notifications, so the count is read from the badge.
    const badge = page.getByRole('link', { name: /^Notifications \(\d+\)$/ });
    await badge.waitFor();
    const unread = Number(/\((\d+)\)/.exec((await badge.getAttribute('aria-label')) ?? (await badge.textContent()) ?? '')?.[1] ?? Number.NaN);
    expect(unread).toBeGreaterThan(0);

    firstReadLocally = true;
    await page.evaluate(() => window.dispatchEvent(new Event('notifications-changed')));
    await page.getByRole('link', { name: unread - 1 > 0 ? `Notifications (${unread - 1})` : 'Notifications', exact: true }).waitFor();

    const tab = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'TiaraAI' });
    expect(await tab.getAttribute('href')).toBe('/ai');
    expect(await page.getByRole('region', { name: 'Explore More' }).getByRole('link', { name: /TiaraAI/ }).getAttribute('href')).toBe('/ai');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides the AI tab and keeps the badge at 0 when those checks fail', async () => {
    const { page, errors } = await openPage();
    const userId = await signInCustomer(page);
    await page.route(`**/api/notifications/user/${userId}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.route(`**/api/tiaraai/access/${userId}`, (route) => route.abort());
    const accessFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/tiaraai/access/'));
    const inboxFailed = page.waitForResponse((response) => response.url().includes('/api/notifications/user/') && response.status() === 500);
    await page.goto(baseUrl);
    await Promise.all([accessFailed, inboxFailed]);
    await page.getByRole('region', { name: 'Best Sellers' }).getByRole('link').first().waitFor();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'TiaraAI' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows 'Failed to load best sellers' and loads them again with 'Try Again'", async () => {
    const { page, errors } = await openPage();
    let failing = true;
    await page.route('**/api/product/50', (route) => (failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }) : route.continue()));
    // Opened from another page: the home page the server sends carries its best sellers already.
    await page.goto(url('/contact'));
    // The contact form is the script's: from here the link is followed in the page.
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
    await bestSellers.getByText('Failed to load best sellers').waitFor();
    failing = false;
    await bestSellers.getByRole('button', { name: 'Try Again' }).click();
    await bestSellers.getByRole('link', { name: /KidsGuard 5% Sodium Fluoride Varnish/ }).waitFor();
    expect(await bestSellers.getByRole('link').count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });
});
