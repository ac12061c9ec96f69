import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

const ARABIC = { 'accept-language': 'ar' };

describe('back office: the Arabic texts beside the English ones', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const storefront = async <T>(url: string, arabic: boolean): Promise<T> => {
    const response = await office.server.request({ method: 'GET', url, headers: arabic ? ARABIC : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  describe('products', () => {
    it('stores the Arabic name and description trimmed, answers them in the list and the detail, and the storefront shows them', async () => {
      const created = await office.ok<{ id: number; name_ar: string | null; description_ar: string | null }>('POST', '/api/admin/products', {
        name: 'Universal Composite',
        name_ar: '  حشو كمبوزيت يونيفرسال ',
        description: 'A nano-hybrid composite.',
        description_ar: 'كمبوزيت نانو هايبرد.',
        features: ['High polish', 'Radiopaque'],
        features_ar: [' لمعان عالٍ ', '', 'ظاهر في الأشعة'],
        price: 850,
        quantity: 3,
        category_id: 1,
      });
      expect(created).toMatchObject({ name_ar: 'حشو كمبوزيت يونيفرسال', description_ar: 'كمبوزيت نانو هايبرد.', features_ar: ['لمعان عالٍ', 'ظاهر في الأشعة'] });
      expect(await office.ok(`GET`, `/api/admin/products/${created.id}`)).toMatchObject({ name_ar: 'حشو كمبوزيت يونيفرسال' });
      const list = await office.ok<{ items: Array<{ id: number; name_ar: string | null }> }>('GET', `/api/admin/products?search=${encodeURIComponent('كمبوزيت')}`);
      expect(list.items.map((item) => [item.id, item.name_ar])).toEqual([[created.id, 'حشو كمبوزيت يونيفرسال']]);

      expect(await storefront(`/api/product/${created.id}`, true)).toMatchObject({ name: 'حشو كمبوزيت يونيفرسال', description: 'كمبوزيت نانو هايبرد.', features: ['لمعان عالٍ', 'ظاهر في الأشعة'] });
      expect(await storefront(`/api/product/${created.id}`, false)).toMatchObject({ name: 'Universal Composite', description: 'A nano-hybrid composite.' });
    });

    it('keeps the Arabic when a change leaves it out, replaces it when given, and clears it when blank or null', async () => {
      const { id } = await office.ok<{ id: number }>('POST', '/api/admin/products', { name: 'Etch Gel', name_ar: 'جل حفر', price: 100, quantity: 1, category_id: 1 });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { price: 120 })).toMatchObject({ name_ar: 'جل حفر', description_ar: null, features_ar: null });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { features_ar: ['أزرق'] })).toMatchObject({ features_ar: ['أزرق'] });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { features_ar: [' '] })).toMatchObject({ features_ar: null });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { description_ar: 'جل أزرق لا يسيل' })).toMatchObject({ name_ar: 'جل حفر', description_ar: 'جل أزرق لا يسيل' });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { name_ar: '   ' })).toMatchObject({ name_ar: null, description_ar: 'جل أزرق لا يسيل' });
      expect(await office.ok('PATCH', `/api/admin/products/${id}`, { description_ar: null })).toMatchObject({ name_ar: null, description_ar: null });
      // With no Arabic, the storefront's Arabic reader sees the English, fresh after the change.
      expect(await storefront(`/api/product/${id}`, true)).toMatchObject({ name: 'Etch Gel' });
    });

    it('refuses an Arabic text longer than its English may be, or that is not text, with a 400 that names the field', async () => {
      const base = { name: 'Bur', price: 10, quantity: 1, category_id: 1 };
      for (const [body, field] of [
        [{ ...base, name_ar: 'ب'.repeat(201) }, 'name_ar'],
        [{ ...base, description_ar: 'و'.repeat(5_001) }, 'description_ar'],
        [{ ...base, name_ar: 42 }, 'name_ar'],
        [{ ...base, name_ar: ['حشو'] }, 'name_ar'],
        [{ ...base, features_ar: ['ب'.repeat(501)] }, 'features_ar'],
        [{ ...base, features_ar: 'لمعان' }, 'features_ar'],
      ] as const) {
        expectRefusal(await office.call('POST', '/api/admin/products', body), 400, 'validation_failed', new RegExp(field));
      }
      const { id } = await office.ok<{ id: number }>('POST', '/api/admin/products', { ...base, name_ar: 'ب'.repeat(200) });
      expectRefusal(await office.call('PATCH', `/api/admin/products/${id}`, { name_ar: { ar: 'حشو' } }), 400, 'validation_failed', /name_ar/);
    });
  });

  describe('subcategories', () => {
    it('round-trips the Arabic name and the storefront shows it to a reader of Arabic', async () => {
      const created = await office.ok<{ id: number; name_ar: string | null }>('POST', '/api/admin/subcategories', { category_id: 2, name: 'Sealers', name_ar: 'حشوات القنوات' });
      expect(created.name_ar).toBe('حشوات القنوات');
      expect(await office.ok('PATCH', `/api/admin/subcategories/${created.id}`, { name_ar: 'حشوات قنوات بيوسيراميك' })).toMatchObject({ name: 'Sealers', name_ar: 'حشوات قنوات بيوسيراميك' });
      const shown = await storefront<Array<{ id: number; name: string }>>('/api/category/2/subcategories', true);
      expect(shown.find((row) => row.id === created.id)?.name).toBe('حشوات قنوات بيوسيراميك');
      expectRefusal(await office.call('PATCH', `/api/admin/subcategories/${created.id}`, { name_ar: 'ح'.repeat(201) }), 400, 'validation_failed', /name_ar/);
      expect(await office.ok('PATCH', `/api/admin/subcategories/${created.id}`, { name_ar: '' })).toMatchObject({ name_ar: null });
    });
  });

  describe('trainings', () => {
    it('round-trips the Arabic title, description and location', async () => {
      const created = await office.ok<{ id: number }>('POST', '/api/admin/trainings', {
        title: 'Endodontics Day',
        title_ar: 'يوم علاج الجذور',
        description_ar: 'تدريب عملي على المبارد الروتاري.',
        location: 'Maadi, Cairo',
        location_ar: 'المعادي، القاهرة',
        date: '2027-09-01T08:00:00Z',
        packages: [{ name: 'Standard', name_ar: 'الأساسية', price: 1_000 }, { name: 'VIP', price: 2_000 }],
      });
      expect((created as unknown as { packages: unknown[] }).packages).toMatchObject([
        { name: 'Standard', name_ar: 'الأساسية' },
        { name: 'VIP', name_ar: null },
      ]);
      const added = await office.ok<{ id: number; name_ar: string | null }>('POST', `/api/admin/trainings/${created.id}/packages`, { name: 'Kit', name_ar: ' مع الطقم ', price: 3_000 });
      expect(added.name_ar).toBe('مع الطقم');
      expect(await office.ok('PATCH', `/api/admin/trainings/${created.id}/packages/${added.id}`, { price: 3_100 })).toMatchObject({ name_ar: 'مع الطقم', price: 3_100 });
      expect(await office.ok('PATCH', `/api/admin/trainings/${created.id}/packages/${added.id}`, { name_ar: null })).toMatchObject({ name: 'Kit', name_ar: null });
      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${created.id}/packages/${added.id}`, { name_ar: 'ط'.repeat(101) }), 400, 'validation_failed', /name_ar/);
      expect(created).toMatchObject({ title_ar: 'يوم علاج الجذور', description_ar: 'تدريب عملي على المبارد الروتاري.', location_ar: 'المعادي، القاهرة' });
      expect(await office.ok('PATCH', `/api/admin/trainings/${created.id}`, { location_ar: null, capacity: 10 })).toMatchObject({ title_ar: 'يوم علاج الجذور', location_ar: null });
      expect(await office.ok('GET', `/api/admin/trainings/${created.id}`)).toMatchObject({ title_ar: 'يوم علاج الجذور', location_ar: null });
      const shown = await storefront<Array<{ id: number; title: string; location: string }>>('/api/dentaltraining', true);
      expect(shown.find((training) => training.id === created.id)).toMatchObject({ title: 'يوم علاج الجذور', location: 'Maadi, Cairo' });
      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${created.id}`, { location_ar: 'ق'.repeat(301) }), 400, 'validation_failed', /location_ar/);
    });
  });

  describe('AI plans', () => {
    it('round-trips the Arabic name and description', async () => {
      const created = await office.ok<{ id: number }>('POST', '/api/admin/ai/plans', { id: 2, name: 'Pro', name_ar: 'باقة Pro', price: 6_100, segmentations: 25 });
      expect(created).toMatchObject({ name_ar: 'باقة Pro', description_ar: null });
      expect(await office.ok('PATCH', '/api/admin/ai/plans/2', { description_ar: ' للعيادات المزدحمة ' })).toMatchObject({ name_ar: 'باقة Pro', description_ar: 'للعيادات المزدحمة' });
      const plans = await office.ok<Array<{ id: number; name_ar: string | null }>>('GET', '/api/admin/ai/plans');
      expect(plans.find((plan) => plan.id === 2)?.name_ar).toBe('باقة Pro');
      expectRefusal(await office.call('PATCH', '/api/admin/ai/plans/2', { name_ar: 'ب'.repeat(101) }), 400, 'validation_failed', /name_ar/);
      expectRefusal(await office.call('PATCH', '/api/admin/ai/plans/2', { description_ar: true }), 400, 'validation_failed', /description_ar/);
    });
  });
});
