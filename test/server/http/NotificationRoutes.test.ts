import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const inboxUrl = (userId: number | string) => `/api/notifications/user/${userId}`;
const readUrl = (id: number | string) => `/api/notifications/user-notification/${id}/read`;

describe('notifications: the inbox and marking read', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const notify = async (values: Partial<typeof notifications.$inferInsert> & { title: string }) => {
    const [row] = await server.db.insert(notifications).values({ message: `About ${values.title}`, category: 0, ...values }).returning();
    if (!row) throw new Error('notification was not created');
    return row;
  };
  const inbox = (userId: number | string, user: TestUser | null) => server.request({ method: 'GET', url: inboxUrl(userId), token: user?.token ?? null });
  const markRead = (id: number | string, user: TestUser | null) => server.request({ method: 'POST', url: readUrl(id), token: user?.token ?? null });
  const titlesIn = async (user: TestUser) => ((await inbox(user.id, user)).json() as Array<{ notification: { title: string } }>).map((entry) => entry.notification.title);
  const tampered = (token: string) => `${token.slice(0, token.lastIndexOf('.'))}.AAAA`;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives an empty list when there is nothing to read', async () => {
    const response = await inbox(owner.id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('with notifications', () => {
    let forEveryone: typeof notifications.$inferSelect;
    let forOwner: typeof notifications.$inferSelect;
    let forOther: typeof notifications.$inferSelect;
    let switchedOff: typeof notifications.$inferSelect;

    beforeAll(async () => {
      forEveryone = await notify({ title: 'New NuSmile crowns', category: 0, createdAt: new Date('2026-11-01T08:00:00Z') });
      forOwner = await notify({ title: 'Your training seat', category: 3, userId: owner.id, createdAt: new Date('2026-11-10T08:00:00Z') });
      forOther = await notify({ title: 'Private to another clinic', category: 4, userId: other.id, createdAt: new Date('2026-11-12T08:00:00Z') });
      switchedOff = await notify({ title: 'Withdrawn announcement', category: 1, isActive: false, createdAt: new Date('2026-11-15T08:00:00Z') });
    });

    describe('GET /notifications/user/{userId}: only the user or an admin', () => {
      it('answers the user about themselves', async () => {
        expect((await inbox(owner.id, owner)).statusCode).toBe(200);
      });

      it("refuses another user's id with 403", async () => {
        const response = await inbox(owner.id, other);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: "You cannot access another user's data", code: 'forbidden' });
      });

      it('asks for a token (401)', async () => {
        expect((await inbox(owner.id, null)).statusCode).toBe(401);
      });

      it('refuses a tampered token (401)', async () => {
        const response = await server.request({ method: 'GET', url: inboxUrl(owner.id), token: tampered(owner.token) });
        expect(response.statusCode).toBe(401);
      });

      it("lets an admin read another user's inbox, as that user sees it", async () => {
        const response = await inbox(owner.id, admin);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual((await inbox(owner.id, owner)).json());
      });

      it.each(['abc', '0', '-1', '2.5'])('refuses the id %j with 400', async (id) => {
        const response = await inbox(id, owner);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      });
    });

    it('lists the active notifications for everyone and for this user, newest first, as wrappers', async () => {
      const response = await inbox(owner.id, owner);
      expect(response.json()).toEqual([
        {
          id: forOwner.id,
          isRead: false,
          notification: { id: forOwner.id, title: 'Your training seat', message: 'About Your training seat', category: 3, createdAt: '2026-11-10T08:00:00.000Z' },
        },
        {
          id: forEveryone.id,
          isRead: false,
          notification: { id: forEveryone.id, title: 'New NuSmile crowns', message: 'About New NuSmile crowns', category: 0, createdAt: '2026-11-01T08:00:00.000Z' },
        },
      ]);
    });

    it("never lists another user's notifications, nor switched-off ones", async () => {
      expect(await titlesIn(owner)).not.toContain('Private to another clinic');
      expect(await titlesIn(owner)).not.toContain('Withdrawn announcement');
      expect(await titlesIn(other)).toEqual(['Private to another clinic', 'New NuSmile crowns']);
    });

    it('marks a notification read for the caller only, and answers a repeat the same way', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await markRead(forEveryone.id, owner);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ id: forEveryone.id, isRead: true });
      }
      const ownerView = (await inbox(owner.id, owner)).json() as Array<{ id: number; isRead: boolean }>;
      expect(ownerView.find((entry) => entry.id === forEveryone.id)?.isRead).toBe(true);
      expect(ownerView.find((entry) => entry.id === forOwner.id)?.isRead).toBe(false);

      const otherView = (await inbox(other.id, other)).json() as Array<{ id: number; isRead: boolean }>;
      expect(otherView.find((entry) => entry.id === forEveryone.id)?.isRead).toBe(false);

      const reads = await server.db.select().from(notificationReads).where(eq(notificationReads.notificationId, forEveryone.id));
      expect(reads.map((read) => read.userId)).toEqual([owner.id]);
    });

    it('marks a notification addressed to the caller', async () => {
      expect((await markRead(forOwner.id, owner)).json()).toEqual({ id: forOwner.id, isRead: true });
    });

    it("refuses to mark another user's notification, even for an admin (404), and records nothing", async () => {
      for (const caller of [owner, admin]) {
        const response = await markRead(forOther.id, caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Notification not found', code: 'notification_not_found' });
      }
      const reads = await server.db.select().from(notificationReads).where(eq(notificationReads.notificationId, forOther.id));
      expect(reads).toEqual([]);
      expect(((await inbox(other.id, other)).json() as Array<{ id: number; isRead: boolean }>).find((entry) => entry.id === forOther.id)?.isRead).toBe(false);
    });

    it('answers 404 for a switched-off or unknown notification', async () => {
      expect((await markRead(switchedOff.id, owner)).statusCode).toBe(404);
      expect((await markRead(987_654, owner)).statusCode).toBe(404);
      const reads = await server.db
        .select()
        .from(notificationReads)
        .where(and(eq(notificationReads.userId, owner.id), eq(notificationReads.notificationId, switchedOff.id)));
      expect(reads).toEqual([]);
    });

    it('marks read only with a valid token (401), and needs a numeric id (400)', async () => {
      expect((await markRead(forEveryone.id, null)).statusCode).toBe(401);
      const forged = await server.request({ method: 'POST', url: readUrl(forEveryone.id), token: tampered(other.token) });
      expect(forged.statusCode).toBe(401);
      expect((await markRead('latest', owner)).statusCode).toBe(400);
    });

    it('records the read at the server clock', async () => {
      server.clock.set(new Date('2026-11-22T12:30:00Z'));
      await markRead(forEveryone.id, other);
      const [read] = await server.db
        .select()
        .from(notificationReads)
        .where(and(eq(notificationReads.userId, other.id), eq(notificationReads.notificationId, forEveryone.id)));
      expect(read?.readAt.toISOString()).toBe('2026-11-22T12:30:00.000Z');
    });
  });
});
