import { afterEach, describe, expect, it } from 'vitest';
import { MyOrdersPresenter } from '../../../src/ui/account/MyOrdersPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { accountTestKit, deliveredOrder, nour, pendingOrder, settle, signedInStorage } from './accountTestKit';
import { apiFailure } from '../../application/support/checkoutFakes';

async function openMyOrders(storage: Record<string, string> = signedInStorage(), prepare: (kit: ReturnType<typeof accountTestKit>) => void = () => {}) {
  const kit = accountTestKit(storage);
  prepare(kit);
  const page = kit.container.get(MyOrdersPresenter);
  const closed = page.opened();
  await settle();
  return { ...kit, page, closed };
}

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('MyOrdersPresenter', () => {
  it('lists every order with Order ID, Date, Items, Total and Status', async () => {
    const { page } = await openMyOrders();
    expect(page.state).toBe('loaded');
    expect(page.rows.map((row) => [row.orderNumber, row.dateText, row.items.map((item) => item.text), row.totalText, row.statusText])).toEqual([
      ['#15', 'Nov 21, 2026', ['Pro × 1'], '5,490 EGP', 'Pending'],
      ['#12', 'Nov 2, 2026', ['Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml × 1'], '540 EGP', 'Delivered'],
    ]);
  });

  it('shows under each order its own shipping (none for a plan) and its discount with the code, adding up to its total', async () => {
    const { page } = await openMyOrders();
    expect(page.rows.map((row) => row.amounts.map((amount) => `${amount.label}: ${amount.amountText}`))).toEqual([
      ['Subtotal: 6,100 EGP', 'Discount (PRO10): -610 EGP'],
      ['Subtotal: 390 EGP', 'Shipping: 150 EGP'],
    ]);
  });

  it('shows what the total holds beyond the items as one line when the backend tells only the total (SPEC §3)', async () => {
    const { page } = await openMyOrders(signedInStorage(), (kit) => {
      kit.orders.history.set(nour.userId, [{ ...deliveredOrder, charges: null }, { ...pendingOrder, charges: null, total: 610_000 }]);
    });
    expect(page.rows.map((row) => row.amounts.map((amount) => `${amount.label}: ${amount.amountText}`))).toEqual([
      ['Subtotal: 390 EGP', 'Shipping and discount: 150 EGP'],
      ['Subtotal: 6,100 EGP'],
    ]);
  });

  it('gives each row the lines Order again puts back; an item its backend did not identify has none', async () => {
    const { page } = await openMyOrders(signedInStorage(), (kit) => {
      kit.orders.history.set(nour.userId, [{ ...deliveredOrder, items: [...deliveredOrder.items, { name: 'Burs', quantity: 3, price: 100, image: '', productId: null, variantId: null, kind: null }] }]);
    });
    expect(page.rows.map((row) => [row.orderAgainLabel, row.againLines])).toEqual([
      ['Order again, order #12', [{ productId: 5, variantId: null, kind: 'product', name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', quantity: 1 }]],
    ]);
  });

  it('shows the copy the account page cached in the last 5 minutes without asking again', async () => {
    const kit = accountTestKit(signedInStorage());
    await kit.ordersCache.keep({ userId: 7, savedAt: new Date('2026-11-21T09:56:00Z'), value: [deliveredOrder], language: 'en' });
    const page = kit.container.get(MyOrdersPresenter);
    page.opened();
    await settle();
    expect(kit.orders.calls).toEqual([]);
    expect(page.rows.map((row) => row.id)).toEqual([12]);
  });

  it('asks the server when the cache is older than 5 minutes or about someone else', async () => {
    const stale = accountTestKit(signedInStorage());
    await stale.ordersCache.keep({ userId: 7, savedAt: new Date('2026-11-21T09:55:00Z'), value: [deliveredOrder], language: 'en' });
    const stalePage = stale.container.get(MyOrdersPresenter);
    stalePage.opened();
    await settle();
    expect(stale.orders.calls).toEqual([7]);
    expect(stalePage.rows.map((row) => row.id)).toEqual([15, 12]);

    const otherUser = accountTestKit(signedInStorage());
    await otherUser.ordersCache.keep({ userId: 8, savedAt: new Date('2026-11-21T09:59:00Z'), value: [pendingOrder], language: 'en' });
    otherUser.container.get(MyOrdersPresenter).opened();
    await settle();
    expect(otherUser.orders.calls).toEqual([7]);
  });

  it('asks a visitor to log in instead of asking the server', async () => {
    const { page, orders } = await openMyOrders({});
    expect(page.state).toBe('signed-out');
    expect(orders.calls).toEqual([]);
  });

  it('says the orders could not be loaded and shows none', async () => {
    const { page } = await openMyOrders(undefined, (kit) => {
      kit.orders.failures.set('ordersOf', apiFailure('network'));
    });
    expect(page.state).toBe('failed');
    expect(page.rows).toEqual([]);
  });

  it('asks again after a switch of language, past the copy cached in the other language, the rows staying in place meanwhile', async () => {
    const { page, orders, language, ordersCache, closed } = await openMyOrders();
    expect(orders.calls).toEqual([7]);
    const arabicItem = { ...deliveredOrder.items[0]!, name: 'جل حمض الفوسفوريك بريمير' };
    orders.history.set(nour.userId, [pendingOrder, { ...deliveredOrder, items: [arabicItem] }]);
    orders.hold();
    await language.choose('ar');
    expect(page.state).toBe('loaded');
    expect(page.rows[1]?.items[0]?.text).toContain('Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml');
    await orders.release();
    await settle();
    expect(orders.calls).toEqual([7, 7]);
    expect(page.rows[1]?.items[0]?.text).toContain('جل حمض الفوسفوريك بريمير');
    expect((await ordersCache.cached())?.language).toBe('ar');

    closed();
    await language.choose('en');
    await settle();
    expect(orders.calls).toEqual([7, 7]);
  });

  it('shows a copy cached in the reader’s language only', async () => {
    const kit = accountTestKit(signedInStorage());
    kit.languagePreference.kept = 'ar';
    await kit.ordersCache.keep({ userId: 7, savedAt: new Date('2026-11-21T09:58:00Z'), value: [deliveredOrder], language: 'en' });
    kit.container.get(MyOrdersPresenter).opened();
    await settle();
    expect(kit.orders.calls).toEqual([7]);
  });

  it('shows an empty list for a customer without orders', async () => {
    const { page } = await openMyOrders(undefined, (kit) => {
      kit.orders.history.set(nour.userId, []);
    });
    expect(page.state).toBe('loaded');
    expect(page.rows).toEqual([]);
  });
});
