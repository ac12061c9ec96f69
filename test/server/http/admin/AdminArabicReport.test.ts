import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlans, dentalTrainings, notifications, subcategories, trainingPackages } from '../../../../server/adapters/db/schema';
import { type BackOffice, startBackOffice } from './adminTestKit';

interface Gap {
  kind: string;
  id: number;
  title: string;
  within: string | null;
  missing: string[];
}

describe('back office: the report of what lacks Arabic', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const report = () => office.ok<Gap[]>('GET', '/api/admin/arabic-missing');
  const listed = async (kind: string, id: number) => (await report()).find((gap) => gap.kind === kind && gap.id === id);

  it('lists a product while a text lacks its Arabic, naming those texts, and no longer once every one has it', async () => {
    const product = await office.ok<{ id: number }>('POST', '/api/admin/products', {
      name: 'Matrix Bands',
      name_ar: 'أشرطة ماتريكس',
      description: 'Stainless steel bands.',
      features: ['Ultra thin'],
      specifications: [
        { name: 'Pieces', value: '12' },
        { name: 'Thickness', value: '0.038 mm' },
      ],
      specifications_ar: [{ name: 'عدد القطع', value: '١٢' }],
      price: 100,
      quantity: 3,
      category_id: 1,
    });
    expect(await listed('product', product.id)).toEqual({ kind: 'product', id: product.id, title: 'Matrix Bands', within: null, missing: ['description', 'features', 'specifications'] });
    await office.ok('PATCH', `/api/admin/products/${product.id}`, {
      description_ar: 'أشرطة ستانلس ستيل.',
      features_ar: ['رفيعة جدًا'],
      specifications_ar: [
        { name: 'عدد القطع', value: '١٢' },
        { name: 'السُمك', value: '0.038 مم' },
      ],
    });
    expect(await listed('product', product.id)).toBeUndefined();
    // An emptied Arabic text is missing again; an inactive product is still listed, as it may be shown again.
    await office.ok('PATCH', `/api/admin/products/${product.id}`, { description_ar: '', is_active: false });
    expect(await listed('product', product.id)).toMatchObject({ missing: ['description'] });
  });

  it('lists subcategories, notices to everyone, trainings with their packages and AI plans by the same rule, leaving out the shop’s own notices to one customer', async () => {
    const [line] = await office.server.db.insert(subcategories).values({ categoryId: 3, name: 'Strip crowns' }).returning();
    const [complete] = await office.server.db.insert(subcategories).values({ categoryId: 3, name: 'Space maintainers', nameAr: 'حافظات المسافة' }).returning();
    const [notice] = await office.server.db.insert(notifications).values({ title: 'New gloves', titleAr: 'جوانتي جديد', message: 'In stock now.', category: 0 }).returning();
    const customer = office.customer;
    const [personal] = await office.server.db.insert(notifications).values({ title: 'Your order shipped', message: 'Order 12 is on its way.', category: 5, userId: customer.id }).returning();
    const [training] = await office.server.db
      .insert(dentalTrainings)
      .values({ title: 'Endo day', titleAr: 'يوم الجذور', description: 'Rotary files, hands on.', location: 'Cairo', locationAr: 'القاهرة', instructors: 'Dr. Salma Khaled', date: new Date('2027-05-20T08:00:00Z') })
      .returning();
    const [option] = await office.server.db.insert(trainingPackages).values({ trainingId: training?.id ?? 0, name: 'VIP', pricePiasters: 100_000 }).returning();
    await office.server.db.insert(aiPlans).values({ id: 9, name: 'Clinic', nameAr: 'العيادة', pricePiasters: 500_000, segmentations: 10, periodLabel: 'month', description: '' });

    const gaps = await report();
    const byKind = (kind: string) => gaps.filter((gap) => gap.kind === kind);
    expect(byKind('subcategory')).toEqual([{ kind: 'subcategory', id: line?.id, title: 'Strip crowns', within: null, missing: ['name'] }]);
    expect(byKind('subcategory').map((gap) => gap.id)).not.toContain(complete?.id);
    expect(byKind('notification')).toEqual([{ kind: 'notification', id: notice?.id, title: 'New gloves', within: null, missing: ['message'] }]);
    expect(gaps.map((gap) => gap.id)).not.toContain(personal?.id);
    expect(byKind('training')).toEqual([{ kind: 'training', id: training?.id, title: 'Endo day', within: null, missing: ['description', 'instructors'] }]);
    expect(byKind('package')).toEqual([{ kind: 'package', id: option?.id, title: 'VIP', within: 'Endo day', missing: ['name'] }]);
    expect(byKind('plan')).toEqual([{ kind: 'plan', id: 9, title: 'Clinic', within: null, missing: ['period'] }]);
    // In the report's order of kinds.
    const kinds = gaps.map((gap) => gap.kind);
    expect(kinds.filter((kind, index) => kinds.indexOf(kind) === index)).toEqual(['product', 'subcategory', 'notification', 'training', 'package', 'plan']);

    await office.server.db.update(aiPlans).set({ periodLabelAr: 'شهر' }).where(eq(aiPlans.id, 9));
    await office.server.db.update(subcategories).set({ nameAr: 'تيجان شريطية' }).where(eq(subcategories.id, line?.id ?? 0));
    const after = await report();
    expect(after.filter((gap) => gap.kind === 'plan' || gap.kind === 'subcategory')).toEqual([]);
  });
});
