import { describe, expect, inject, it } from 'vitest';
import { signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { gelAtCheckout } from './support/gelAtCheckout';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 30, point 1, in Chromium at 390 px: the order reaches the server and is placed, but its
 * reply is lost on the way back (the connection is reset). The storefront sends it again with the
 * same Idempotency-Key, the server answers with the order it placed, and the customer sees it
 * confirmed: one order, not two.
 */
describe('an order whose reply was lost', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const { openPage } = journeyPages(baseUrl);

  it('is placed once, and the customer sees it confirmed', async () => {
    const page = await openPage('/', PHONE);
    const { userId, token } = await signInThroughApi(page, baseUrl);
    const ordersOnServer = async () => {
      const answer = await page.request.get(url(`/api/order/user/${userId}`), { headers: { authorization: `Bearer ${token}` } });
      return (await answer.json()) as Array<{ id: number }>;
    };
    const before = await ordersOnServer();

    await gelAtCheckout(page, baseUrl);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();

    const keys: string[] = [];
    await page.route('**/api/order/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The order reaches the server and is placed; its answer never reaches the page.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOnServer()).toHaveLength(before.length + 1);
  });
});
