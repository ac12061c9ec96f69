import { describe, expect, it } from 'vitest';
import { HttpAiApi } from '../../../src/infrastructure/http/HttpAiApi';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { fakeHttp, json, recorded } from './support/fakeHttp';

const invalidResponse = { ok: false, error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse } };

describe('HttpAiApi', () => {
  it('reads has_access from /api/tiaraai/access/{userId}', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('ai-access.json')));
    expect(await new HttpAiApi(http).hasAccess(1)).toEqual({ ok: true, value: false });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/tiaraai/access/1' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
  });

  it('reads the active quota, summed, with the newest plan name', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('ai-active.json')));
    expect(await new HttpAiApi(http).activeSubscription(7)).toEqual({
      ok: true,
      value: { isActive: true, name: 'Pro', planId: 2, segmentationsAllowed: 35, segmentationsUsed: 4 },
    });
    expect(sent[0]?.url).toBe('/api/tiaraaisubscription/user/7/active');
  });

  it("reads the server's 'no active subscription' 404 as no subscription, not as a failure", async () => {
    const { http } = fakeHttp(() => json(recorded('ai-active-none.json'), 404));
    expect(await new HttpAiApi(http).activeSubscription(1)).toEqual({ ok: true, value: null });
  });

  it('reads the SPEC-minimal active answer (is_active and the counts, no plan name)', async () => {
    const { http } = fakeHttp(() => json('{"is_active":true,"segmentations_allowed":10,"segmentations_used":3}'));
    expect(await new HttpAiApi(http).activeSubscription(7)).toEqual({ ok: true, value: { isActive: true, name: null, planId: null, segmentationsAllowed: 10, segmentationsUsed: 3 } });
  });

  it('reads is_active false as no subscription, not as a failure', async () => {
    const { http } = fakeHttp(() => json('{"is_active":false,"segmentations_allowed":0,"segmentations_used":0}'));
    expect(await new HttpAiApi(http).activeSubscription(7)).toEqual({ ok: true, value: null });
  });

  it('reads a 404 that names no reason as no subscription (SPEC §7: only 200 means active)', async () => {
    const { http } = fakeHttp(() => json('{"message":"No active subscription"}', 404));
    expect(await new HttpAiApi(http).activeSubscription(7)).toEqual({ ok: true, value: null });
  });

  it('keeps any other 404 (an unknown route or user) a failure', async () => {
    const { http } = fakeHttp(() => json('{"message":"User not found","code":"user_not_found"}', 404));
    expect(await new HttpAiApi(http).activeSubscription(1)).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'user_not_found' } });
  });

  it('subscribes with subscription_id and order_id', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('ai-subscribe.json')));
    const result = await new HttpAiApi(http).subscribe(1, { subscriptionId: 1, orderId: 1 });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/tiaraaisubscription/user/1/subscribe', body: { subscription_id: 1, order_id: 1 } });
  });

  it('activates by the order reference and reads the new quota', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('ai-active.json')));
    const result = await new HttpAiApi(http).activate(1, 'tiaraai-12');
    expect(result.ok && result.value?.segmentationsAllowed).toBe(35);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/tiaraaisubscription/user/1/activate/tiaraai-12', body: undefined });
  });

  it.each([
    ['an empty body', ''],
    ['a body that is no quota', '{"message":"Activated"}'],
  ])('accepts an activation answered with %s (SPEC §7 shows none): no quota', async (_name, body) => {
    const { http } = fakeHttp(() => new Response(body, { status: 200 }));
    expect(await new HttpAiApi(http).activate(1, 'tiaraai-12')).toEqual({ ok: true, value: null });
  });

  it('subscribes when the answer has no body (SPEC §7 shows none)', async () => {
    const { http } = fakeHttp(() => new Response(null, { status: 201 }));
    expect(await new HttpAiApi(http).subscribe(1, { subscriptionId: 2, orderId: 9 })).toEqual({ ok: true, value: undefined });
  });

  it("passes on the server's refusal to activate an unpaid order", async () => {
    const { http } = fakeHttp(() => json('{"message":"This order has not been paid","code":"not_paid"}', 409));
    expect(await new HttpAiApi(http).activate(1, 'tiaraai-1')).toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'not_paid', message: 'This order has not been paid' },
    });
  });

  it.each([
    ['hasAccess', (api: HttpAiApi) => api.hasAccess(1), '{"has_access":"yes"}'],
    ['activeSubscription', (api: HttpAiApi) => api.activeSubscription(1), '{"is_active":true,"segmentations_allowed":"ten","segmentations_used":0}'],
  ])('turns a malformed 200 answer to %s into a typed failure', async (_name, call, body) => {
    const { http } = fakeHttp(() => json(body));
    expect(await call(new HttpAiApi(http))).toEqual(invalidResponse);
  });
});
