import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { HttpStockAlertApi } from '../../../src/infrastructure/http/HttpStockAlertApi';
import { fakeHttp, json } from './support/fakeHttp';

const answered = z.object({ id: z.number() });
const storeCredit = { method: 'GET', path: '/api/store-credit', schema: answered, feature: 'store-credit' } as const;

/** The answers a backend gives a call it does not have, and this server's answers that only look alike. */
describe('HttpClient: features a backend lacks', () => {
  it.each([
    ['a bare 404, as a backend keeping only to SPEC answers', 404, '{"message":"Not found."}'],
    ['an empty 404', 404, ''],
    ["this server's 404 for a route it does not have", 404, '{"message":"No route for GET /api/store-credit","code":"not_found"}'],
    ['405', 405, ''],
    ['501', 501, '{"message":"Not implemented"}'],
  ])('reads %s as not offered, remembers it, and asks no more', async (_label, status, body) => {
    const { http, sent } = fakeHttp(() => json(body, status));
    const first = await http.send(storeCredit);
    expect(first).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    expect(http.features.lacks('store-credit')).toBe(true);
    expect(http.features.lacks('saved-addresses')).toBe(false);
    await expect(http.send(storeCredit)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a 404 naming what is missing', 404, '{"message":"Alert 4 not found","code":"stock_alert_not_found"}', 'not-found'],
    ['a server error', 500, '{"message":"boom"}', 'server'],
    ['a 503 on the way', 503, '', 'server'],
  ])('keeps %s a failure, and asks again next time', async (_label, status, body, kind) => {
    const { http, sent } = fakeHttp(() => json(body, status));
    await expect(http.send(storeCredit)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind }) });
    await http.send(storeCredit);
    expect([http.features.lacks('store-credit'), sent.length]).toEqual([false, 2]);
  });

  it('keeps a call that never reached the shop a network failure', async () => {
    const { http } = fakeHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.send(storeCredit)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(http.features.lacks('store-credit')).toBe(false);
  });

  it('reads a 404 of a call SPEC §7 has (no feature named) as not found, as before', async () => {
    const { http } = fakeHttp(() => json('{"message":"Not found."}', 404));
    await expect(http.send({ method: 'GET', path: '/api/product/99', schema: answered })).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-found' }) });
  });

  it("learns a feature from any of its calls: the product page's notify-me after the account's list", async () => {
    const { http, sent } = fakeHttp(() => json('{"message":"Not found."}', 404));
    const alerts = new HttpStockAlertApi(http);
    await expect(alerts.mine()).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    await expect(alerts.subscribe({ productId: 12, variantId: null }, null)).resolves.toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-offered' }) });
    expect(sent.map((request) => request.url)).toEqual(['/api/stock-alerts/mine']);
  });
});
