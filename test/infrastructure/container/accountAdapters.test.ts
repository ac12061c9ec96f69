import '@abraham/reflection';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { OrderHistoryApi } from '../../../src/application/account/OrderHistoryApi';
import { AuthApi } from '../../../src/application/auth/AuthApi';
import { accountAdapters } from '../../../src/infrastructure/container/accountAdapters';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { fakeHttp, json } from '../http/support/fakeHttp';

describe('accountAdapters', () => {
  it('hands out the account ports at once, and their first calls reach the server through the HTTP adapters', async () => {
    const { http, sent } = fakeHttp((request) => json(request.url.startsWith('/api/order/user/') ? '[]' : '{"valid":true,"expires_at":null}'));
    const container = new Container();
    container.bind(HttpClient).toConstantValue(http);
    container.load(accountAdapters);

    const auth = container.get(AuthApi);
    const orders = container.get(OrderHistoryApi);
    expect(sent).toEqual([]);
    expect(await auth.validateTokenExpiry('a.b.c')).toEqual({ ok: true, value: true });
    expect(await orders.ordersOf(7)).toEqual({ ok: true, value: [] });
    expect(await orders.buyAgain(7)).toEqual({ ok: true, value: [] });
    expect(sent.map((request) => request.url)).toEqual(['/api/user/ValidateTokenExpiry', '/api/order/user/7', '/api/order/user/7/buy-again']);
  });
});
