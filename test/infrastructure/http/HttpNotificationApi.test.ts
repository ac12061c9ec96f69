import { describe, expect, it } from 'vitest';
import { HttpNotificationApi } from '../../../src/infrastructure/http/HttpNotificationApi';
import { fakeHttp, json, recorded } from './support/fakeHttp';

const wrapper = (notification: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify([{ id: 9, isRead: false, notification: { title: 'Hello', message: 'World', category: 2, ...notification }, ...extra }]);

describe('HttpNotificationApi.forUser', () => {
  it("reads the recorded inbox of the demo customer with the bearer token", async () => {
    const { http, sent } = fakeHttp(() => json(recorded('notifications-user-1.json')));
    const result = await new HttpNotificationApi(http).forUser(1);
    expect(sent).toMatchObject([{ method: 'GET', url: '/api/notifications/user/1' }]);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(6);
    expect(result.value[0]).toEqual({
      id: 1,
      isRead: false,
      title: 'New: KidsGuard Silver Diamine Fluoride',
      message: 'Arrest caries in primary teeth without drilling. KidsGuard SDF 38% is now in stock with an introductory discount.',
      category: 0,
      createdAt: new Date('2026-11-21T15:12:57.523Z'),
    });
    expect(result.value.map((entry) => entry.category)).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('takes the date from created_at as SPEC §3 allows, and an unreadable date as none', async () => {
    const { http } = fakeHttp((request) =>
      json(request.url.endsWith('/1') ? wrapper({ created_at: '2026-11-20T09:00:00Z' }) : wrapper({ createdAt: 'yesterday' })),
    );
    const api = new HttpNotificationApi(http);
    await expect(api.forUser(1)).resolves.toMatchObject({ ok: true, value: [{ createdAt: new Date('2026-11-20T09:00:00Z') }] });
    await expect(api.forUser(2)).resolves.toMatchObject({ ok: true, value: [{ createdAt: null }] });
  });

  it('keeps a category outside SPEC’s list for the screen to call Unknown', async () => {
    const { http } = fakeHttp(() => json(wrapper({ category: 42, createdAt: '2026-11-20T09:00:00Z' })));
    await expect(new HttpNotificationApi(http).forUser(1)).resolves.toMatchObject({ ok: true, value: [{ category: 42 }] });
  });

  it.each([
    ['an object instead of a list', '{"notifications":[]}'],
    ['a wrapper without its notification', '[{"id":1,"isRead":false}]'],
    ['isRead as text', wrapper({ createdAt: '2026-11-20T09:00:00Z' }, { isRead: 'false' })],
    ['a title that is not text', wrapper({ title: 7 })],
    ['a broken body', '[{"id":1,'],
  ])('turns %s into a typed failure instead of a crash', async (_, body) => {
    const { http } = fakeHttp(() => json(body));
    await expect(new HttpNotificationApi(http).forUser(1)).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it("passes on the server's refusal of another user's inbox", async () => {
    const { http } = fakeHttp(() => json('{"message":"You cannot access another user\'s data","code":"forbidden"}', 403));
    await expect(new HttpNotificationApi(http).forUser(2)).resolves.toEqual({
      ok: false,
      error: { kind: 'forbidden', status: 403, code: 'forbidden', message: "You cannot access another user's data" },
    });
  });
});

describe('HttpNotificationApi.markRead', () => {
  it('posts to /api/notifications/user-notification/{id}/read without a body', async () => {
    const { http, sent } = fakeHttp(() => json(recorded('notification-read.json')));
    await expect(new HttpNotificationApi(http).markRead(1)).resolves.toEqual({ ok: true, value: undefined });
    expect(sent).toMatchObject([{ method: 'POST', url: '/api/notifications/user-notification/1/read', body: undefined }]);
  });

  it('accepts any successful answer, since SPEC does not show it', async () => {
    const { http } = fakeHttp(() => new Response(null, { status: 204 }));
    await expect(new HttpNotificationApi(http).markRead(1)).resolves.toEqual({ ok: true, value: undefined });
  });

  it("reports the server's message for a notification that does not exist", async () => {
    const { http } = fakeHttp(() => json('{"message":"Notification not found","code":"notification_not_found"}', 404));
    await expect(new HttpNotificationApi(http).markRead(999)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'not-found', status: 404, code: 'notification_not_found', message: 'Notification not found' },
    });
  });
});
