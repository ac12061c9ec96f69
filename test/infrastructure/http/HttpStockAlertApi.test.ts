import { describe, expect, it } from 'vitest';
import { HttpStockAlertApi } from '../../../src/infrastructure/http/HttpStockAlertApi';
import { fakeHttp, json } from './support/fakeHttp';

describe('HttpStockAlertApi', () => {
  it('subscribes a target, sending the e-mail only when there is one, and reads new (201) and already waiting (200)', async () => {
    const { http, sent } = fakeHttp((request) =>
      request.url.endsWith('/api/stock-alerts') && sent.length === 1
        ? json('{"id":4,"product_id":12,"variant_id":null,"created_at":"2026-11-21T10:00:00.000Z","created":true,"message":"We\'ll e-mail you"}', 201)
        : json('{"id":4,"product_id":12,"variant_id":402,"created_at":"2026-11-21T10:00:00.000Z","created":false,"message":"Already on the list"}', 200),
    );
    const api = new HttpStockAlertApi(http);
    await expect(api.subscribe({ productId: 12, variantId: null }, null)).resolves.toEqual({ ok: true, value: { id: 4, alreadyWaiting: false, message: "We'll e-mail you" } });
    await expect(api.subscribe({ productId: 12, variantId: 402 }, 'mona@clinic.example')).resolves.toEqual({ ok: true, value: { id: 4, alreadyWaiting: true, message: 'Already on the list' } });
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/stock-alerts', { product_id: 12, variant_id: null }],
      ['POST', '/api/stock-alerts', { product_id: 12, variant_id: 402, email: 'mona@clinic.example' }],
    ]);
  });

  it('passes on a refusal with its code and message', async () => {
    const { http } = fakeHttp(() => json('{"message":"This product is in stock: you can order it now","code":"in_stock"}', 409));
    await expect(new HttpStockAlertApi(http).subscribe({ productId: 12, variantId: null }, null)).resolves.toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'in_stock', message: 'This product is in stock: you can order it now' },
    });
  });

  it('reads the waiting alerts, and an answer with an unreadable date as a typed failure', async () => {
    const alert = { id: 4, product_id: 12, variant_id: null, product_name: 'Nitrile gloves M', variant_label: null, created_at: '2026-11-21T10:00:00.000Z' };
    const { http } = fakeHttp(() => json(JSON.stringify([alert]), 200));
    await expect(new HttpStockAlertApi(http).mine()).resolves.toEqual({
      ok: true,
      value: [{ id: 4, productId: 12, variantId: null, productName: 'Nitrile gloves M', variantLabel: null, createdAt: new Date('2026-11-21T10:00:00.000Z') }],
    });
    const { http: garbled } = fakeHttp(() => json(JSON.stringify([{ ...alert, created_at: 'yesterday' }]), 200));
    await expect(new HttpStockAlertApi(garbled).mine()).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('cancels with DELETE', async () => {
    const { http, sent } = fakeHttp(() => json('{"id":4,"cancelled":true}', 200));
    await expect(new HttpStockAlertApi(http).cancel(4)).resolves.toEqual({ ok: true, value: undefined });
    expect(sent).toMatchObject([{ method: 'DELETE', url: '/api/stock-alerts/4' }]);
  });
});
