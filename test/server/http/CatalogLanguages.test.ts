import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSlug } from '@tiara/domain/brand';
import { categoryNamesAr } from '../../../src/locales/shared/ar/categoryNamesAr';
import { aiPlans, aiSubscriptions, dentalTrainings, products, subcategories, trainingPackages } from '../../../server/adapters/db/schema';
import { insertAiPlans } from '../support/aiPlanFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type Listed = { id: number; name: string; description: string; categoryName: string };
type Page = { items: Listed[]; total: number };

const ARABIC = { 'accept-language': 'ar' };

describe('the catalogue in the reader’s language', () => {
  let server: TestServer;

  const get = (url: string, headers: Record<string, string> = {}, token: string | null = null) => server.request({ method: 'GET', url, headers, token });
  const json = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const named = (list: readonly Listed[], id: number) => list.find((product) => product.id === id);

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.insert(subcategories).values([
      { id: 1, categoryId: 1, name: 'Restoratives', nameAr: 'الحشوات' },
      { id: 2, categoryId: 1, name: 'Endodontics', nameAr: null },
    ]);
    await server.db.insert(products).values([
      { id: 1, name: 'Lumina Universal Composite', nameAr: 'حشو كُمبوزيت Lumina يونيفرسال', description: 'A nano-hybrid composite.', descriptionAr: 'كمبوزيت نانو هايبرد.', features: ['High polish'], featuresAr: ['لمعان عالٍ'], specifications: [{ name: 'Shade', value: 'A2' }, { name: 'Syringe', value: '4 g' }], specificationsAr: [{ name: 'اللون', value: 'A2' }, { name: 'السرنجة', value: '٤ جم' }], categoryId: 1, subcategoryId: 1, pricePiasters: 85_000, quantity: 5 },
      { id: 2, name: 'Hand K-Files', nameAr: null, description: 'Stainless steel files.', descriptionAr: null, features: ['ISO 15–40'], featuresAr: [], specifications: [{ name: 'Length', value: '25 mm' }], specificationsAr: null, categoryId: 1, subcategoryId: 2, pricePiasters: 30_000, quantity: 5 },
      { id: 3, name: 'Avalon BioSeal Sealer', nameAr: 'حشو قنوات Avalon BioSeal', description: 'A bioceramic sealer.', descriptionAr: '', specifications: [{ name: 'Setting time', value: '4 hours' }, { name: 'Base', value: 'Bioceramic' }], specificationsAr: [{ name: 'زمن التصلب', value: '' }], categoryId: 2, pricePiasters: 150_000, quantity: 5 },
    ]);
    await server.db.insert(dentalTrainings).values([
      { id: 1, title: 'Composite Layering', titleAr: 'تطبيق الكمبوزيت بالطبقات', description: 'A masterclass.', descriptionAr: 'ماستر كلاس.', location: 'Cairo', locationAr: 'القاهرة', date: new Date('2027-05-20T08:00:00Z') },
      { id: 2, title: 'Bioceramics', description: 'Three days.', location: 'Giza', date: new Date('2027-06-20T08:00:00Z') },
    ]);
    await server.db.insert(trainingPackages).values([
      { trainingId: 1, name: 'Online live stream', nameAr: 'بث مباشر أونلاين', pricePiasters: 150_000 },
      { trainingId: 1, name: 'In person', pricePiasters: 420_000 },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the Arabic name, description and category name to a reader of Arabic, in the same fields', async () => {
    const list = json<Listed[]>(await get('/api/product', ARABIC));
    expect(named(list, 1)).toMatchObject({ name: 'حشو كُمبوزيت Lumina يونيفرسال', description: 'كمبوزيت نانو هايبرد.', features: ['لمعان عالٍ'], categoryName: categoryNamesAr[1] });
    const detail = json<Listed>(await get('/api/product/1', ARABIC));
    expect(detail).toMatchObject({ name: 'حشو كُمبوزيت Lumina يونيفرسال', description: 'كمبوزيت نانو هايبرد.' });
    expect(Object.keys(detail).sort()).toEqual(Object.keys(json<Listed>(await get('/api/product/1'))).sort());
  });

  it('names each product in the other language too, so the storefront\'s own search finds it by either name', async () => {
    const arabic = json<Listed[]>(await get('/api/product', ARABIC));
    expect(named(arabic, 1)).toMatchObject({ name: 'حشو كُمبوزيت Lumina يونيفرسال', other_name: 'Lumina Universal Composite' });
    expect(named(arabic, 2)).toMatchObject({ name: 'Hand K-Files', other_name: null });
    const english = json<Listed[]>(await get('/api/product'));
    expect(named(english, 1)).toMatchObject({ name: 'Lumina Universal Composite', other_name: 'حشو كُمبوزيت Lumina يونيفرسال' });
    expect(named(english, 2)).toMatchObject({ other_name: null });
  });

  it('falls back to the English wherever no Arabic is written, a blank one included', async () => {
    const list = json<Listed[]>(await get('/api/product', ARABIC));
    expect(named(list, 2)).toMatchObject({ name: 'Hand K-Files', description: 'Stainless steel files.', features: ['ISO 15–40'] });
    expect(named(list, 3)).toMatchObject({ name: 'حشو قنوات Avalon BioSeal', description: 'A bioceramic sealer.' });
    const subcategoryList = json<Array<{ id: number; name: string }>>(await get('/api/category/1/subcategories', ARABIC));
    expect(subcategoryList.map((row) => row.name)).toEqual(['الحشوات', 'Endodontics']);
  });

  it('answers the Arabic specifications row by row, the English where a row or half of one has none', async () => {
    const arabicSpecifications = [{ name: 'اللون', value: 'A2' }, { name: 'السرنجة', value: '٤ جم' }];
    expect(json<{ specifications: unknown }>(await get('/api/product/1', ARABIC)).specifications).toEqual(arabicSpecifications);
    const list = json<Array<Listed & { specifications: unknown }>>(await get('/api/product', ARABIC));
    expect(list.map((product) => [product.id, product.specifications])).toEqual([
      [1, arabicSpecifications],
      [2, [{ name: 'Length', value: '25 mm' }]],
      [3, [{ name: 'زمن التصلب', value: '4 hours' }, { name: 'Base', value: 'Bioceramic' }]],
    ]);
    expect(json<{ specifications: unknown }>(await get('/api/product/1')).specifications).toEqual([{ name: 'Shade', value: 'A2' }, { name: 'Syringe', value: '4 g' }]);
  });

  it('answers every product and product line in the reader’s language, whichever call carries it', async () => {
    const inArabic = { name: 'حشو كُمبوزيت Lumina يونيفرسال', description: 'كمبوزيت نانو هايبرد.', features: ['لمعان عالٍ'], categoryName: categoryNamesAr[1], specifications: [{ name: 'اللون', value: 'A2' }, { name: 'السرنجة', value: '٤ جم' }] };
    const pages = ['/api/product?category=1', '/api/product?search=lumina', '/api/category/1/products?sort=name-asc', '/api/category/0/products?page=1'];
    for (const url of pages) expect(named(json<Page>(await get(url, ARABIC)).items, 1), url).toMatchObject(inArabic);
    for (const url of ['/api/category/1/products', '/api/category/0/products']) expect(named(json<Listed[]>(await get(url, ARABIC)), 1), url).toMatchObject(inArabic);
    expect(json<{ name: string }>(await get('/api/category/1', ARABIC)).name).toBe(categoryNamesAr[1]);
    expect(json<Array<{ name: string }>>(await get('/api/category/0/subcategories', ARABIC)).map((line) => line.name)).toEqual(['الحشوات', 'Endodontics']);
    const suggested = json<Array<{ kind: string; id: number; name: string }>>(await get(`/api/product/suggestions?q=${encodeURIComponent('lumina')}`, ARABIC));
    expect(suggested.find((suggestion) => suggestion.kind === 'product' && suggestion.id === 1)?.name).toBe(inArabic.name);
    const lines = json<Array<{ kind: string; id: number; name: string }>>(await get(`/api/product/suggestions?q=${encodeURIComponent('restoratives')}`, ARABIC));
    expect(lines.find((suggestion) => suggestion.kind === 'subcategory' && suggestion.id === 1)?.name).toBe('الحشوات');
  });

  it('answers exactly the English without the header, or with English or an unknown language preferred', async () => {
    for (const headers of [{}, { 'accept-language': 'en' }, { 'accept-language': 'fr-FR, de;q=0.5' }] as Array<Record<string, string>>) {
      const list = json<Listed[]>(await get('/api/product', headers));
      expect(list.map((product) => product.name)).toEqual(['Lumina Universal Composite', 'Hand K-Files', 'Avalon BioSeal Sealer']);
      expect(named(list, 1)).toMatchObject({ description: 'A nano-hybrid composite.', features: ['High polish'], categoryName: 'Premier Dental Products' });
      expect(json<{ name: string }>(await get('/api/category/2', headers)).name).toBe('Avalon Biomed');
    }
  });

  it('honours the preference order of a browser’s header', async () => {
    expect(json<Listed>(await get('/api/product/1', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).name).toBe('حشو كُمبوزيت Lumina يونيفرسال');
    expect(json<Listed>(await get('/api/product/1', { 'accept-language': 'en-GB,ar;q=0.5' })).name).toBe('Lumina Universal Composite');
  });

  it('says every language-dependent answer varies by Accept-Language, compressed or not', async () => {
    const urls = ['/api/product', '/api/product?page=1', '/api/product/1', '/api/category/1', '/api/category/1/products', '/api/category/0/subcategories', '/api/dentaltraining'];
    for (const url of urls) {
      for (const headers of [{}, ARABIC, { ...ARABIC, 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(String(response.headers.vary).toLowerCase(), url).toContain('accept-language');
      }
    }
    const compressed = await get('/api/product', { ...ARABIC, 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('keeps one remembered answer per language: neither reader ever gets the other’s', async () => {
    for (const url of ['/api/product', '/api/product/1', '/api/product?search=Lumina', '/api/category/1/subcategories']) {
      const english = await get(url);
      const arabic = await get(url, ARABIC);
      expect(english.body, url).not.toContain('كمبوزيت');
      expect(english.body, url).not.toBe(arabic.body);
      expect((await get(url)).body, url).toBe(english.body);
      expect((await get(url, ARABIC)).body, url).toBe(arabic.body);
    }
  });

  it('finds a product by its Arabic name, whatever its vowel marks, in either language', async () => {
    for (const headers of [{}, ARABIC] as Array<Record<string, string>>) {
      const page = json<Page>(await get(`/api/product?search=${encodeURIComponent('كمبوزيت')}`, headers));
      expect(page.items.map((product) => product.id)).toEqual([1]);
      const byQuery = json<Page>(await get(`/api/category/2/products?search=${encodeURIComponent('حشو قنوات')}`, headers));
      expect(byQuery.items.map((product) => product.id)).toEqual([3]);
    }
    // ـ stretches a word in a heading; a shopper may type it, or copy it.
    expect(json<Page>(await get(`/api/product?search=${encodeURIComponent('كمبـوزيت')}`, ARABIC)).total).toBe(1);
  });

  it('finds a product by an Arabic spelling the catalogue does not use, and says how the catalogue spells it', async () => {
    for (const headers of [{}, ARABIC] as Array<Record<string, string>>) {
      const page = json<Page & { showing_results_for?: string }>(await get(`/api/product?search=${encodeURIComponent('كومبوزيت')}`, headers));
      expect(page.items.map((product) => product.id)).toEqual([1]);
      expect(page.showing_results_for).toBe('كُمبوزيت');
    }
  });

  it('finds a product by its English name for a reader of Arabic, and sorts by the name they see', async () => {
    const page = json<Page>(await get('/api/product?search=lumina', ARABIC));
    expect(page.items.map((product) => product.name)).toEqual(['حشو كُمبوزيت Lumina يونيفرسال']);
    const sorted = json<Page>(await get('/api/product?sort=name-asc', ARABIC));
    expect(sorted.items.map((product) => product.id)).toEqual([2, 3, 1]);
  });

  it('answers the trainings’ Arabic title, description and location, the English where none is written', async () => {
    const english = json<Array<{ id: number; title: string; location: string }>>(await get('/api/dentaltraining'));
    expect(english.map((training) => training.title)).toEqual(['Composite Layering', 'Bioceramics']);
    const arabic = json<Array<{ id: number; title: string; description: string; location: string }>>(await get('/api/dentaltraining', ARABIC));
    expect(arabic[0]).toMatchObject({ title: 'تطبيق الكمبوزيت بالطبقات', description: 'ماستر كلاس.', location: 'القاهرة' });
    expect(arabic[1]).toMatchObject({ title: 'Bioceramics', description: 'Three days.', location: 'Giza' });

    const packages = await get('/api/dentaltrainingpackage/1', ARABIC);
    expect(json<Array<{ name: string }>>(packages).map((option) => option.name)).toEqual(['بث مباشر أونلاين', 'In person']);
    expect(String(packages.headers.vary).toLowerCase()).toContain('accept-language');
    expect(json<Array<{ name: string }>>(await get('/api/dentaltrainingpackage/1')).map((option) => option.name)).toEqual(['Online live stream', 'In person']);
  });

  it('names the active AI plan in the reader’s language', async () => {
    await insertAiPlans(server);
    await server.db.update(aiPlans).set({ nameAr: 'الباقة الخفيفة' }).where(eq(aiPlans.id, 1));
    const user = await server.createUser();
    await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 10, activatedAt: new Date('2026-10-01T09:00:00Z') });
    const url = `/api/${aiSlug}subscription/user/${user.id}/active`;
    expect(json<{ name: string }>(await get(url, {}, user.token)).name).toBe('Light Package');
    const arabic = await get(url, ARABIC, user.token);
    expect(json<{ name: string }>(arabic).name).toBe('الباقة الخفيفة');
    expect(String(arabic.headers.vary).toLowerCase()).toContain('accept-language');
  });
});
