import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSlug } from '@tiara/domain/brand';
import { aiSubscriptions, settings } from '../../../server/adapters/db/schema';
import { insertAiPlans } from '../support/aiPlanFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const accessUrl = (userId: number | string) => `/api/${aiSlug}/access/${userId}`;
const activeUrl = (userId: number | string) => `/api/${aiSlug}subscription/user/${userId}/active`;

describe('AI access and the active subscription', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  const subscribe = async (user: TestUser, values: Partial<typeof aiSubscriptions.$inferInsert> & { planId: number; segmentationsAllowed: number }) => {
    const [row] = await server.db.insert(aiSubscriptions).values({ userId: user.id, status: 'Active', ...values }).returning();
    if (!row) throw new Error('subscription was not created');
    return row;
  };
  const get = (url: string, user: TestUser | null) => server.request({ method: 'GET', url, token: user?.token ?? null });
  const setAiAccess = (value: unknown) => server.db.insert(settings).values({ key: 'ai_access', value }).onConflictDoUpdate({ target: settings.key, set: { value } });

  beforeAll(async () => {
    server = await startTestServer();
    await insertAiPlans(server);
    owner = await server.createUser();
    other = await server.createUser();
    admin = await server.createUser({ role: 'Admin' });
    await subscribe(owner, { planId: 1, segmentationsAllowed: 10, segmentationsUsed: 3, activatedAt: new Date('2026-10-01T09:00:00Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each([
    ['the AI access check', accessUrl],
    ['the active subscription', activeUrl],
  ])('%s: only the user or an admin', (_name, urlFor) => {
    it('answers the user about themselves', async () => {
      expect((await get(urlFor(owner.id), owner)).statusCode).toBe(200);
    });

    it("refuses another user's id with 403", async () => {
      const response = await get(urlFor(owner.id), other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You cannot access another user's data", code: 'forbidden' });
    });

    it('asks for a token (401)', async () => {
      const response = await get(urlFor(owner.id), null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    });

    it('refuses a tampered token (401)', async () => {
      const tampered = `${owner.token.slice(0, owner.token.lastIndexOf('.'))}.AAAA`;
      const response = await server.request({ method: 'GET', url: urlFor(owner.id), token: tampered });
      expect(response.statusCode).toBe(401);
    });

    it("lets an admin read another user's", async () => {
      expect((await get(urlFor(owner.id), admin)).statusCode).toBe(200);
    });

    it.each(['abc', '0', '-4', '1.5'])('refuses the id %j with 400', async (id) => {
      const response = await get(urlFor(id), owner);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('GET /{product}ai/access/{userId}', () => {
    it('denies a user with no grant and no subscription', async () => {
      const plain = await server.createUser();
      const response = await get(accessUrl(plain.id), plain);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ has_access: false });
    });

    it('grants a user an admin gave AI access', async () => {
      const granted = await server.createUser({ aiAccess: true });
      expect((await get(accessUrl(granted.id), granted)).json()).toEqual({ has_access: true });
    });

    it('grants a user with an Active subscription, not one with only a Pending or Cancelled one', async () => {
      expect((await get(accessUrl(owner.id), owner)).json()).toEqual({ has_access: true });

      const waiting = await server.createUser();
      await subscribe(waiting, { planId: 1, segmentationsAllowed: 10, status: 'Pending' });
      await subscribe(waiting, { planId: 2, segmentationsAllowed: 25, status: 'Cancelled' });
      expect((await get(accessUrl(waiting.id), waiting)).json()).toEqual({ has_access: false });
    });

    it('grants everyone while the shop opens AI to everyone, and only then', async () => {
      const plain = await server.createUser();
      await setAiAccess('everyone');
      expect((await get(accessUrl(plain.id), plain)).json()).toEqual({ has_access: true });

      await setAiAccess('granted');
      expect((await get(accessUrl(plain.id), plain)).json()).toEqual({ has_access: false });

      await server.db.delete(settings).where(eq(settings.key, 'ai_access'));
      expect((await get(accessUrl(plain.id), plain)).json()).toEqual({ has_access: false });
    });

    it('answers 404 when an admin asks about a user that does not exist', async () => {
      const response = await get(accessUrl(987_654), admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
    });
  });

  describe('GET /{product}aisubscription/user/{userId}/active', () => {
    it("gives the user's quota and plan", async () => {
      const response = await get(activeUrl(owner.id), owner);
      expect(response.statusCode).toBe(200);
      const [subscription] = await server.db.select().from(aiSubscriptions).where(eq(aiSubscriptions.userId, owner.id));
      expect(response.json()).toEqual({
        is_active: true,
        segmentations_allowed: 10,
        segmentations_used: 3,
        name: 'Light Package',
        plan_id: 1,
        subscription_id: subscription?.id,
      });
    });

    it('answers 404 with a code when the user has no subscription', async () => {
      const plain = await server.createUser();
      const response = await get(activeUrl(plain.id), plain);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No active subscription found', code: 'no_active_subscription' });
    });

    it('does not count Pending or Cancelled subscriptions', async () => {
      const waiting = await server.createUser();
      await subscribe(waiting, { planId: 3, segmentationsAllowed: 50, status: 'Pending' });
      await subscribe(waiting, { planId: 2, segmentationsAllowed: 25, status: 'Cancelled' });
      const response = await get(activeUrl(waiting.id), waiting);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'no_active_subscription' });
    });

    it('sums the quotas of several Active subscriptions and names the newest', async () => {
      const loyal = await server.createUser();
      await subscribe(loyal, { planId: 2, segmentationsAllowed: 25, segmentationsUsed: 25, activatedAt: new Date('2026-09-01T09:00:00Z') });
      const newest = await subscribe(loyal, { planId: 1, segmentationsAllowed: 10, segmentationsUsed: 1, activatedAt: new Date('2026-11-01T09:00:00Z') });
      await subscribe(loyal, { planId: 3, segmentationsAllowed: 50, status: 'Pending' });
      await subscribe(other, { planId: 3, segmentationsAllowed: 50, activatedAt: new Date('2026-11-20T09:00:00Z') });

      const response = await get(activeUrl(loyal.id), loyal);
      expect(response.json()).toEqual({
        is_active: true,
        segmentations_allowed: 35,
        segmentations_used: 26,
        name: 'Light Package',
        plan_id: 1,
        subscription_id: newest.id,
      });
    });
  });
});
