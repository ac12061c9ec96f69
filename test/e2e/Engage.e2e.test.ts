import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { Brand } from '@tiara/domain/brand';
import { type SignedIn, adminToken, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { SandboxCards, payOnSandboxCheckout } from './support/sandboxCard';

interface InboxEntry {
  readonly id: number;
  readonly isRead: boolean;
  readonly notification: { readonly title: string; readonly category: number };
}

/** Issue 7 items 3, 4 and 7 in Chromium against `npm start`: notifications, dental training, contact, events, policies, not found. */
describe('notifications, training, contact, events and policy journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const { openPage } = journeyPages(baseUrl);

  async function inboxOf(page: Page, session: SignedIn): Promise<InboxEntry[]> {
    const answer = await page.request.get(url(`/api/notifications/user/${session.userId}`), { headers: { authorization: `Bearer ${session.token}` } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as InboxEntry[];
  }

  const badge = (page: Page, unread: number) => page.getByRole('link', { name: unread > 0 ? `Notifications (${unread})` : 'Notifications', exact: true }).first();
  const inboxList = (page: Page) => page.getByRole('list', { name: 'Notifications' });
  const item = (page: Page, title: string) => inboxList(page).getByRole('listitem', { name: title });

  it('marks a notification read on the server, and deletes and clears on this browser only, still gone after a reload', async () => {
    const page = await openPage('/');
    const session = await signInThroughApi(page, baseUrl);
    const before = await inboxOf(page, session);
    const unread = before.filter((entry) => !entry.isRead);
    expect(unread.length).toBeGreaterThan(1);

    await page.goto(url('/notifications'));
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await item(page, before[0]!.notification.title).waitFor();
    expect(await inboxList(page).getByRole('listitem').count()).toBe(before.length);
    const newProduct = before.find((entry) => entry.notification.category === 0);
    await item(page, newProduct!.notification.title).getByText('New Product').waitFor();
    await badge(page, unread.length).waitFor();

    // Mark one read: the server keeps it, and the badge hears of it through the notifications-changed event.
    const first = unread[0]!;
    await item(page, first.notification.title).getByRole('button', { name: `Mark "${first.notification.title}" as read` }).click();
    await badge(page, unread.length - 1).waitFor();
    expect(await item(page, first.notification.title).getByRole('button', { name: /as read$/ }).count()).toBe(0);
    expect((await inboxOf(page, session)).find((entry) => entry.id === first.id)?.isRead).toBe(true);

    // Delete one: gone here and after a reload, still on the server.
    const deleted = before.find((entry) => entry.id !== first.id)!;
    await item(page, deleted.notification.title).getByRole('button', { name: `Delete "${deleted.notification.title}"` }).click();
    await item(page, deleted.notification.title).waitFor({ state: 'detached' });
    await page.reload();
    await item(page, first.notification.title).waitFor();
    expect(await item(page, deleted.notification.title).count()).toBe(0);
    expect(await inboxList(page).getByRole('listitem').count()).toBe(before.length - 1);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('No notifications to display').waitFor();
    await badge(page, 0).waitFor();
    await page.reload();
    await page.getByText('No notifications to display').waitFor();
    expect(await inboxOf(page, session)).toHaveLength(before.length);
  });

  it('marks all notifications read for a customer of their own', async () => {
    const page = await openPage('/');
    const session = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    const unread = (await inboxOf(page, session)).filter((entry) => !entry.isRead).length;
    expect(unread).toBeGreaterThan(0);
    await page.goto(url('/notifications'));
    await badge(page, unread).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await badge(page, 0).waitFor();
    expect((await inboxOf(page, session)).every((entry) => entry.isRead)).toBe(true);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
  });

  const crownsCourse = 'Pediatric Zirconia & Stainless Steel Crowns: Hands-On';
  const course = (page: Page, title: string) => page.getByRole('article', { name: title });
  const crownsSpotsLeft = async (): Promise<number> => {
    const courses = (await (await fetch(url('/api/dentaltraining'))).json()) as Array<{ title: string; spots_left: number | null }>;
    const spots = courses.find((training) => training.title === crownsCourse)?.spots_left;
    if (typeof spots !== 'number') throw new Error('The demo crowns course has no seat count');
    return spots;
  };

  it('sends a visitor who registers for a course to /login after the sign-in prompt', async () => {
    const page = await openPage('/training');
    await course(page, crownsCourse).waitFor();
    await course(page, crownsCourse).getByRole('radio', { name: 'Lecture only - 2,500 EGP' }).check();
    await course(page, crownsCourse).getByRole('button', { name: 'Register Now' }).click();
    await page.getByText('Please sign in to register for dental training. You will be redirected to the login page.').waitFor();
    await page.waitForURL(url('/login'));
  });

  it('lists the courses with their details, registers one paid by the sandbox card, then shows the Registered ribbon', async () => {
    const page = await openPage('/');
    const session = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.goto(url('/training'));
    const card = course(page, crownsCourse);
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(3);
    await card.getByText('Fri, Mar 12, 2027 · 10:00 Cairo time').waitFor();
    // Another journey (the Arabic purchase) may have taken a seat of this course before.
    const spotsBefore = await crownsSpotsLeft();
    await card.getByText(`${spotsBefore} spots available`).waitFor();
    await course(page, 'Bioceramics in Modern Endodontics (3-Day Course)').getByText('Multi-day').waitFor();
    await course(page, 'Adhesive Dentistry & Composite Layering Masterclass').getByText('Unlimited spots').waitFor();

    await page.getByRole('button', { name: 'Dr. Youssef El-Sayed' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await card.waitFor();

    await card.getByRole('button', { name: 'Register Now' }).click();
    await card.getByText('Please select a package before registering.').waitFor();
    await card.getByRole('radio', { name: 'Lecture only - 2,500 EGP' }).check();
    await card.getByRole('button', { name: 'Register Now' }).click();

    await page.waitForURL(url('/checkout'));
    await page.getByText('Subscriptions require online payment').waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
    await page.getByText(`${crownsCourse} (Lecture only)`).first().waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
    await payOnSandboxCheckout(page, SandboxCards.approved, 'Karim Mostafa');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('merchant_order_id')).toMatch(/^tiaradentaltraining-\d+$/);

    await page.goto(url('/training'));
    await card.getByRole('status', { name: 'Registered' }).waitFor();
    const registered = card.getByRole('button', { name: 'Already Registered' });
    expect(await registered.isDisabled()).toBe(true);
    await card.getByText(`${spotsBefore - 1} spots available`).waitFor();
    const check = await page.request.get(url(`/api/dentaltraining/1/is-registered/${session.userId}`), { headers: { authorization: `Bearer ${session.token}` } });
    expect(await check.json()).toEqual({ registered: true });
  });

  it('sends the contact form to the shop, where an admin can read it, and clears the form', async () => {
    const page = await openPage('/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Message is required').waitFor();

    const message = `Do you deliver KidsGuard varnish to Aswan? (${Date.now()})`;
    await page.getByLabel('Name').fill('Dr. Heba Adel');
    await page.getByLabel('Email').fill('heba.adel@clinic.example');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    const token = await adminToken(page.request, baseUrl);
    const listed = await page.request.get(url('/api/admin/contact-messages'), { headers: { authorization: `Bearer ${token}` } });
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as { items: { name: string; email: string; message: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ name: 'Dr. Heba Adel', email: 'heba.adel@clinic.example', message }));
  });

  it("shows 'Failed to send message. Please try again.' and keeps the text when the shop cannot be reached", async () => {
    const page = await openPage('/contact');
    await page.route('**/api/contact', (route) => route.abort());
    await page.getByLabel('Name').fill('Dr. Heba Adel');
    await page.getByLabel('Email').fill('heba.adel@clinic.example');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello');
  });

  it('shows the Coming Soon countdown at zeros once 2025-04-01 has passed', async () => {
    const page = await openPage('/events');
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    const countdown = page.getByRole('timer', { name: 'Time left' });
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(await countdown.getByRole('group', { name: unit }).textContent()).toBe(`00${unit}`);
  });

  it("opens a bilingual policy from the footer, with the shop's e-mail and phone", async () => {
    const page = await openPage('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund and Exchange Policy' }).click();
    await page.waitForURL(url('/refund-exchange-policy'));
    await page.getByRole('heading', { name: 'Refund and Exchange Policy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'سياسة الاسترجاع والاستبدال' }).waitFor();
    await page.getByText('within 3 days of delivery, with a photo', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: Brand.supportEmail }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator(`section[lang="ar"] a[href="tel:${Brand.supportPhone.replace(/\s+/g, '')}"]`).count()).toBe(1);

    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/shipping-policy', 'Shipping Policy'],
    ]) {
      await page.goto(url(path!));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    }
  });

  it('shows Not Found for an unknown route', async () => {
    const page = await openPage('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(url('/'));
  });
});
