import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_LINE_NAMES_MAX_IDS } from '@tiara/contract/cartLineJson';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { aiPlans, dentalTrainings, trainingPackages } from '../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

/** Issue 28: a cart kept in the browser asks what its lines are called now, in its reader's language. */
describe('GET /api/cart/lines', () => {
  let server: TestServer;
  let arabicNamed: number;
  let englishOnly: number;
  let inactive: number;
  let training: number;
  let packageId: number;

  const names = (query: string, language = 'ar') => server.request({ method: 'GET', url: `/api/cart/lines${query}`, headers: { 'accept-language': language } });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    await insertOrderShop(server);
    arabicNamed = (await insertProduct(server, { name: 'Lumina Nano-Hybrid', nameAr: 'لومينا نانو هايبرد' })).id;
    englishOnly = (await insertProduct(server, { name: 'Cotton rolls' })).id;
    inactive = (await insertProduct(server, { name: 'Old kit', nameAr: 'طقم قديم', isActive: false })).id;
    await server.db.update(aiPlans).set({ nameAr: 'الباقة الخفيفة' }).where(eq(aiPlans.id, 1));
    const [course] = await server.db.insert(dentalTrainings).values({ title: 'Rotary endo', titleAr: 'علاج العصب الدوّار', date: new Date('2027-03-10T09:00:00Z') }).returning();
    if (!course) throw new Error('no training');
    training = course.id;
    const [day] = await server.db.insert(trainingPackages).values({ trainingId: course.id, name: 'Full day', nameAr: 'يوم كامل', pricePiasters: 200_000 }).returning();
    if (!day) throw new Error('no package');
    packageId = day.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('names products, AI plans and trainings under their cart ids, and packages under theirs, in Arabic with the English where there is none', async () => {
    const response = await names(`?ids=${arabicNamed},${englishOnly},${aiPlanCartId(1)},${trainingCartId(training)}&packages=${packageId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const body = response.json() as { items: Array<{ id: number; name: string }>; packages: Array<{ id: number; name: string }> };
    expect(body.items).toEqual(
      expect.arrayContaining([
        { id: arabicNamed, name: 'لومينا نانو هايبرد' },
        { id: englishOnly, name: 'Cotton rolls' },
        { id: aiPlanCartId(1), name: 'الباقة الخفيفة' },
        { id: trainingCartId(training), name: 'علاج العصب الدوّار' },
      ]),
    );
    expect(body.items).toHaveLength(4);
    expect(body.packages).toEqual([{ id: packageId, name: 'يوم كامل' }]);
  });

  it('names them in English for a reader of English', async () => {
    const body = (await names(`?ids=${arabicNamed},${aiPlanCartId(1)}&packages=${packageId}`, 'en')).json();
    expect(body).toEqual({
      items: expect.arrayContaining([
        { id: arabicNamed, name: 'Lumina Nano-Hybrid' },
        { id: aiPlanCartId(1), name: 'Light Package' },
      ]),
      packages: [{ id: packageId, name: 'Full day' }],
    });
  });

  it('leaves out what the shop no longer offers or never had, and answers nothing for nothing asked', async () => {
    expect((await names(`?ids=${inactive},987654,${trainingCartId(987_654)}&packages=987654`)).json()).toEqual({ items: [], packages: [] });
    expect((await names('')).json()).toEqual({ items: [], packages: [] });
  });

  it.each([
    ['an id that is not a number', '?ids=12,abc'],
    ['an empty item', '?ids=12,,13'],
    ['a negative id', '?ids=-4'],
    ['an id past the largest', '?ids=99999999999'],
    ['more ids than a cart asks about', `?ids=${Array.from({ length: CART_LINE_NAMES_MAX_IDS + 1 }, (_, index) => index + 1).join(',')}`],
  ])('refuses %s with a 400', async (_, query) => {
    expect((await names(query)).statusCode).toBe(400);
  });

  it('takes as many ids as a cart may ask about, each once however often it is named', async () => {
    const many = Array.from({ length: CART_LINE_NAMES_MAX_IDS - 1 }, () => arabicNamed);
    const response = await names(`?ids=${[...many, englishOnly].join(',')}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { items: unknown[] }).items).toHaveLength(2);
  });
});
