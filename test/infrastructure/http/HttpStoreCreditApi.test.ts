import { describe, expect, it } from 'vitest';
import { HttpStoreCreditApi } from '../../../src/infrastructure/http/HttpStoreCreditApi';
import { fakeHttp, json } from './support/fakeHttp';

/** GET /api/store-credit as server/http/routes/storeCreditRoutes.ts answers it. */
const credit = {
  balance: 120.5,
  entries: [
    { id: 2, kind: 'spent', amount: -300, order_id: 41, created_at: '2026-11-21T10:00:00.000Z' },
    { id: 1, kind: 'refund', amount: 420.5, order_id: 17, created_at: '2026-11-20T09:00:00.000Z' },
  ],
};

describe('HttpStoreCreditApi', () => {
  it('reads the balance and the ledger in piasters and dates', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(credit)));
    await expect(new HttpStoreCreditApi(http).mine()).resolves.toEqual({
      ok: true,
      value: {
        balance: 12_050,
        entries: [
          { id: 2, kind: 'spent', amount: -30_000, orderId: 41, createdAt: new Date('2026-11-21T10:00:00.000Z') },
          { id: 1, kind: 'refund', amount: 42_050, orderId: 17, createdAt: new Date('2026-11-20T09:00:00.000Z') },
        ],
      },
    });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/store-credit' });
  });

  it('refuses an answer with an unreadable date or an unknown kind of entry', async () => {
    for (const entry of [{ ...credit.entries[0], created_at: 'yesterday' }, { ...credit.entries[0], kind: 'gift' }]) {
      const answer = await new HttpStoreCreditApi(fakeHttp(() => json(JSON.stringify({ ...credit, entries: [entry] }))).http).mine();
      expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    }
  });

  it('passes on a signed-out answer', async () => {
    const answer = await new HttpStoreCreditApi(fakeHttp(() => json('{"message":"Your session has expired","code":"unauthenticated"}', 401)).http).mine();
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 'unauthenticated' } });
  });
});
