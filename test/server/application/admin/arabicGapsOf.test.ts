import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BilingualTexts, arabicGapsOf } from '../../../../server/application/admin/arabicGapsOf';

const none: BilingualTexts = { products: [], subcategories: [], notifications: [], trainings: [], packages: [], plans: [] };
const both = (english: string, arabic: string | null) => ({ english, arabic });

const crownKit = {
  id: 7,
  name: 'Crown kit',
  nameAr: 'طقم تيجان',
  description: 'Pre-crimped crowns.',
  descriptionAr: null,
  features: ['Pre-crimped'],
  featuresAr: ['جاهزة'],
  specifications: [{ name: 'Pieces', value: '12' }],
  specificationsAr: [{ name: 'عدد القطع', value: '' }],
};

describe('the report of what lacks Arabic', () => {
  it('lists every kind of item with a text lacking its Arabic, in the report’s order, naming those texts', () => {
    const gaps = arabicGapsOf({
      products: [crownKit, { ...crownKit, id: 8, descriptionAr: 'تيجان جاهزة.', specificationsAr: [{ name: 'عدد القطع', value: '١٢' }] }],
      subcategories: [{ id: 3, name: both('Strip crowns', null) }],
      notifications: [{ id: 4, title: both('New gloves', 'جوانتي جديد'), message: both('In stock now.', ' ') }],
      trainings: [{ id: 5, title: both('Endo day', 'يوم الجذور'), description: both('', null), location: both('Cairo', 'القاهرة'), instructors: both('Dr. Salma Khaled', null) }],
      packages: [{ id: 6, trainingTitle: 'Endo day', name: both('VIP', null) }],
      plans: [{ id: 2, name: both('Pro', 'برو'), description: both('For busy clinics', 'للعيادات المزدحمة'), period: both('month', null) }],
    });
    expect(gaps).toEqual([
      { kind: 'product', id: 7, title: 'Crown kit', within: null, missing: ['description', 'specifications'] },
      { kind: 'subcategory', id: 3, title: 'Strip crowns', within: null, missing: ['name'] },
      { kind: 'notification', id: 4, title: 'New gloves', within: null, missing: ['message'] },
      { kind: 'training', id: 5, title: 'Endo day', within: null, missing: ['instructors'] },
      { kind: 'package', id: 6, title: 'VIP', within: 'Endo day', missing: ['name'] },
      { kind: 'plan', id: 2, title: 'Pro', within: null, missing: ['period'] },
    ]);
  });

  it('lists an item exactly when one of its texts lacks its Arabic, and nothing once every English text has its Arabic', () => {
    const text = fc.constantFrom('', ' ', 'Cairo');
    const arabic = fc.constantFrom(null, '', ' ', 'القاهرة');
    fc.assert(
      fc.property(fc.array(fc.tuple(text, arabic, text, arabic), { maxLength: 6 }), (rows) => {
        const trainings = rows.map(([title, titleAr, location, locationAr], id) => ({
          id,
          title: both(title, titleAr),
          description: both('', null),
          location: both(location, locationAr),
          instructors: both('', null),
        }));
        const gaps = arabicGapsOf({ ...none, trainings });
        const lacks = (english: string, written: string | null) => english.trim() !== '' && (written ?? '').trim() === '';
        expect(gaps.map((gap) => gap.id)).toEqual(rows.flatMap(([title, titleAr, location, locationAr], id) => (lacks(title, titleAr) || lacks(location, locationAr) ? [id] : [])));
        expect(gaps.every((gap) => gap.missing.length > 0)).toBe(true);
        const completed = trainings.map((training) => ({ ...training, title: both(training.title.english, 'عنوان'), location: both(training.location.english, 'مكان') }));
        expect(arabicGapsOf({ ...none, trainings: completed })).toEqual([]);
      }),
    );
  });
});
