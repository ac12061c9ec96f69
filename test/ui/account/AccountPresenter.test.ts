import { afterEach, describe, expect, it } from 'vitest';
import { AccountPresenter } from '../../../src/ui/account/AccountPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { etchGel } from '../../application/support/cartLines';
import { apiFailure } from '../../application/support/checkoutFakes';
import { type AccountKit, accountTestKit, deliveredOrder, nour, pendingOrder, settle, signedInStorage } from './accountTestKit';

async function openAccount(prepare: (kit: ReturnType<typeof accountTestKit>) => void = () => {}, storage = signedInStorage()) {
  const kit = accountTestKit(storage);
  prepare(kit);
  const page = kit.container.get(AccountPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('AccountPresenter', () => {
  it('welcomes the customer with initials, e-mail, member-since date and full name', async () => {
    const { page } = await openAccount();
    expect(page.welcomeText).toBe('Welcome, Nour!');
    expect(page.initials).toBe('NM');
    expect(page.fullName).toBe('Nour Ahmed Mansour');
    expect(page.email).toBe('customer@tiara.example');
    expect(page.memberSinceText).toBe('Mar 14, 2026');
  });

  it("greets the account holder, not the recipient of the last order placed from this browser (issue 27)", async () => {
    const { page } = await openAccount(undefined, { ...signedInStorage(), firstName: 'Salma', middleName: 'Adel', lastName: 'Fathy' });
    expect([page.welcomeText, page.initials, page.fullName]).toEqual(['Welcome, Nour!', 'NM', 'Nour Ahmed Mansour']);
  });

  it('falls back to the e-mail when no names were stored', async () => {
    const { page } = await openAccount(undefined, signedInStorage({ ...nour, firstName: '', middleName: '', lastName: '', createdAt: null }));
    expect(page.welcomeText).toBe('Welcome, customer@tiara.example!');
    expect(page.initials).toBe('C');
    expect(page.memberSinceText).toBeNull();
  });

  it('shows the AI status and the subscription card: plan, used of allowed, remaining', async () => {
    const { page, ai } = await openAccount();
    expect(ai.activeCalls).toEqual([7]);
    expect(page.aiStatusText).toBe('Active');
    expect(page.subscriptionCard).toEqual({ planName: 'Pro', usedText: '3 / 25', remaining: 22 });
  });

  it.each([
    ['no subscription', (kit: AccountKit) => kit.ai.quotas.clear()],
    ['a failed check', (kit: AccountKit) => kit.ai.failures.set('activeSubscription', apiFailure('server', 'x', 500))],
  ])("shows 'Inactive' and the Subscribe Now card for %s", async (_label, answer) => {
    const { page } = await openAccount(answer);
    expect(page.aiStatusText).toBe('Inactive');
    expect(page.subscriptionCard).toBeNull();
  });

  it('never shows a negative remaining count', async () => {
    const { page } = await openAccount((kit) => {
      kit.ai.quotas.set(nour.userId, { isActive: true, name: 'Light Package', planId: 1, segmentationsAllowed: 10, segmentationsUsed: 12 });
    });
    expect(page.subscriptionCard).toEqual({ planName: 'Light Package', usedText: '12 / 10', remaining: 0 });
  });

  it('names the plan generically when the server sends only the counts (SPEC §3)', async () => {
    const { page } = await openAccount((kit) => {
      kit.ai.quotas.set(nour.userId, { isActive: true, name: null, planId: null, segmentationsAllowed: 25, segmentationsUsed: 5 });
    });
    expect(page.subscriptionCard).toEqual({ planName: 'TiaraAI plan', usedText: '5 / 25', remaining: 20 });
  });

  it('counts every order and lists the first 3, with its own shipping, and Success shown as Delivered', async () => {
    const older = { ...deliveredOrder, id: 9, status: 'Cancelled' };
    const oldest = { ...deliveredOrder, id: 3, status: 'Shipped' };
    const { page } = await openAccount((kit) => {
      kit.orders.history.set(nour.userId, [pendingOrder, deliveredOrder, older, oldest]);
    });
    expect(page.totalOrders).toBe(4);
    expect(page.recentOrders.map((row) => [row.orderNumber, row.statusText])).toEqual([
      ['#15', 'Pending'],
      ['#12', 'Delivered'],
      ['#9', 'Cancelled'],
    ]);
    expect(page.recentOrders[1]).toEqual({
      id: 12,
      orderNumber: '#12',
      dateText: 'Nov 2, 2026',
      items: [{ text: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml × 1', priceText: '390 EGP' }],
      amounts: [
        { label: 'Subtotal', amountText: '390 EGP' },
        { label: 'Shipping', amountText: '150 EGP' },
      ],
      totalText: '540 EGP',
      statusText: 'Delivered',
      againLines: [{ productId: 5, variantId: null, kind: 'product', name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', quantity: 1 }],
      orderAgainLabel: 'Order again, order #12',
    });
    // A late-evening order is dated by Cairo's calendar.
    expect(page.recentOrders[0]?.dateText).toBe('Nov 21, 2026');
  });

  it("says 'Something went wrong. Please try again' with an empty list when the orders cannot be loaded", async () => {
    const { page } = await openAccount((kit) => {
      kit.orders.failures.set('ordersOf', apiFailure('server', 'x', 500));
    });
    expect(page.ordersError).toBe('Something went wrong. Please try again');
    expect(page.recentOrders).toEqual([]);
    expect(page.totalOrders).toBeNull();
  });

  it('shows loading states until the answers arrive, and loads once however often React opens it', async () => {
    const kit = accountTestKit(signedInStorage());
    const page = kit.container.get(AccountPresenter);
    expect([page.ordersState, page.subscriptionLoaded, page.aiStatusText, page.totalOrders]).toEqual(['loading', false, null, null]);
    page.opened();
    page.opened();
    await settle();
    expect(kit.orders.calls).toEqual([7]);
    expect(kit.ai.activeCalls).toEqual([7]);
    expect(page.ordersState).toBe('loaded');
  });

  it('reads orders and subscription from the 5-minute caches on the next visit', async () => {
    const first = await openAccount();
    const storage = Object.fromEntries(first.storage.values);
    const again = await openAccount((kit) => kit.clock.advance(299_999), storage);
    expect(again.orders.calls).toEqual([]);
    expect(again.ai.activeCalls).toEqual([]);
    expect(again.page.totalOrders).toBe(2);
    expect(again.page.subscriptionCard?.planName).toBe('Pro');

    const later = await openAccount((kit) => kit.clock.advance(300_000), storage);
    expect(later.orders.calls).toEqual([7]);
    expect(later.ai.activeCalls).toEqual([7]);
  });

  it('asks again within the 5 minutes once an order has emptied the cart', async () => {
    const kit = accountTestKit(signedInStorage());
    kit.cart.addClicked(etchGel);
    kit.container.get(AccountPresenter).opened();
    await settle();
    kit.cart.cleared();
    kit.orders.history.set(nour.userId, [{ ...pendingOrder, id: 16 }, pendingOrder, deliveredOrder]);
    const page = kit.container.get(AccountPresenter);
    page.opened();
    await settle();
    expect(kit.orders.calls).toEqual([7, 7]);
    expect(page.totalOrders).toBe(3);
  });

  it('asks for the recent orders again after a switch of language, their lines named in it, and the subscription not', async () => {
    const { page, orders, ai, language } = await openAccount();
    const subscriptionCalls = ai.calls.length;
    expect(subscriptionCalls).toBeGreaterThan(0);
    orders.history.set(nour.userId, [{ ...pendingOrder, items: [{ ...pendingOrder.items[0]!, name: 'باقة برو' }] }, deliveredOrder]);
    await language.choose('ar');
    await settle();
    expect(orders.calls).toEqual([7, 7]);
    expect(page.recentOrders[0]?.items[0]?.text).toContain('باقة برو');
    expect(ai.calls.length).toBe(subscriptionCalls);
  });
});
