/**
 * Issue 28: the notices, trainings and AI plans the back office writes carry an Arabic text beside
 * each English one; the storefront answers a reader of Arabic in Arabic where it is written and in
 * English where it is not, and says that its answer varies by language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSlug } from '@tiara/domain/brand';
import { aiPlans } from '../../../server/adapters/db/schema';
import { insertAiPlans } from '../support/aiPlanFixtures';
import { type BackOffice, expectRefusal, startBackOffice } from './admin/adminTestKit';

const ARABIC = { 'accept-language': 'ar' };

interface InboxEntry {
  readonly id: number;
  readonly notification: { readonly title: string; readonly message: string };
}

describe('notices, trainings and plans in the reader’s language', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
    await insertAiPlans(office.server);
  });
  afterAll(async () => {
    await office.server.close();
  });

  const storefront = (url: string, headers: Record<string, string> = {}, token: string | null = null) => office.server.request({ method: 'GET', url, headers, token });
  const inboxOf = async (headers: Record<string, string> = {}) => {
    const response = await storefront(`/api/notifications/user/${office.customer.id}`, headers, office.customer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    return response.json() as InboxEntry[];
  };
  const entryOf = (inbox: readonly InboxEntry[], id: number) => inbox.find((entry) => entry.id === id)?.notification;

  describe('notifications', () => {
    it('posts one in both languages, and the inbox answers each reader in theirs', async () => {
      const posted = await office.ok<{ id: number; title_ar: string | null; message_ar: string | null }>('POST', '/api/admin/notifications', {
        title: 'New pediatric crowns',
        message: 'NuSmile crowns are in stock.',
        title_ar: '  تيجان أطفال جديدة ',
        message_ar: 'تيجان NuSmile متوفرة الآن.',
        category: 0,
      });
      expect(posted).toMatchObject({ title_ar: 'تيجان أطفال جديدة', message_ar: 'تيجان NuSmile متوفرة الآن.' });
      expect(entryOf(await inboxOf(ARABIC), posted.id)).toMatchObject({ title: 'تيجان أطفال جديدة', message: 'تيجان NuSmile متوفرة الآن.' });
      expect(entryOf(await inboxOf({ 'accept-language': 'en-GB,en;q=0.9' }), posted.id)).toMatchObject({ title: 'New pediatric crowns', message: 'NuSmile crowns are in stock.' });
      expect(entryOf(await inboxOf(), posted.id)).toMatchObject({ title: 'New pediatric crowns' });
    });

    it('answers a reader of Arabic in English where no Arabic is written, text by text', async () => {
      const posted = await office.ok<{ id: number }>('POST', '/api/admin/notifications', { title: 'Expo 2027', title_ar: 'معرض 2027', message: 'Meet us in New Cairo.', category: 2 });
      expect(entryOf(await inboxOf(ARABIC), posted.id)).toMatchObject({ title: 'معرض 2027', message: 'Meet us in New Cairo.' });
    });

    it('keeps the Arabic when a change leaves it out, replaces it when given, clears it when blank, and finds a notification by it', async () => {
      const { id } = await office.ok<{ id: number }>('POST', '/api/admin/notifications', { title: 'Sale', message: 'Ten percent off.', title_ar: 'تخفيضات', category: 1 });
      expect(await office.ok('PATCH', `/api/admin/notifications/${id}`, { is_active: true })).toMatchObject({ title_ar: 'تخفيضات', message_ar: null });
      expect(await office.ok('PATCH', `/api/admin/notifications/${id}`, { message_ar: 'خصم عشرة في المائة.' })).toMatchObject({ title_ar: 'تخفيضات', message_ar: 'خصم عشرة في المائة.' });
      const found = await office.ok<{ items: Array<{ id: number }> }>('GET', `/api/admin/notifications?search=${encodeURIComponent('عشرة في المائة')}`);
      expect(found.items.map((item) => item.id)).toEqual([id]);
      expect(await office.ok('PATCH', `/api/admin/notifications/${id}`, { title_ar: '  ' })).toMatchObject({ title_ar: null, message_ar: 'خصم عشرة في المائة.' });
      expect(entryOf(await inboxOf(ARABIC), id)).toMatchObject({ title: 'Sale', message: 'خصم عشرة في المائة.' });
    });

    it('refuses an Arabic text longer than its English may be, or that is not text, naming the field', async () => {
      const base = { title: 'T', message: 'M', category: 0 };
      expectRefusal(await office.call('POST', '/api/admin/notifications', { ...base, title_ar: 'ع'.repeat(201) }), 400, 'validation_failed', /title_ar/);
      expectRefusal(await office.call('POST', '/api/admin/notifications', { ...base, message_ar: 'ر'.repeat(2_001) }), 400, 'validation_failed', /message_ar/);
      expectRefusal(await office.call('POST', '/api/admin/notifications', { ...base, message_ar: ['رسالة'] }), 400, 'validation_failed', /message_ar/);
    });
  });

  describe('trainings', () => {
    it('keeps the trainers’ names in Arabic, and the storefront names them to each reader in theirs', async () => {
      const created = await office.ok<{ id: number; instructors_ar: string | null }>('POST', '/api/admin/trainings', {
        title: 'Pediatric Crowns Workshop',
        title_ar: 'ورشة تيجان الأطفال',
        instructors: 'Dr. Salma Khaled',
        instructors_ar: ' د. سلمى خالد ',
        date: '2027-09-01T08:00:00Z',
        packages: [{ name: 'Standard', name_ar: 'الأساسية', price: 1_000 }],
      });
      expect(created.instructors_ar).toBe('د. سلمى خالد');
      const listed = async (headers: Record<string, string>) =>
        ((await storefront('/api/dentaltraining', headers)).json() as Array<{ id: number; title: string; instructors: string }>).find((training) => training.id === created.id);
      expect(await listed(ARABIC)).toMatchObject({ title: 'ورشة تيجان الأطفال', instructors: 'د. سلمى خالد' });
      expect(await listed({})).toMatchObject({ title: 'Pediatric Crowns Workshop', instructors: 'Dr. Salma Khaled' });
      const packages = await storefront(`/api/dentaltrainingpackage/${created.id}`, ARABIC);
      expect(packages.json()).toMatchObject([{ name: 'الأساسية' }]);

      expect(await office.ok('PATCH', `/api/admin/trainings/${created.id}`, { capacity: 20 })).toMatchObject({ instructors_ar: 'د. سلمى خالد' });
      expect(await office.ok('PATCH', `/api/admin/trainings/${created.id}`, { instructors_ar: null })).toMatchObject({ instructors: 'Dr. Salma Khaled', instructors_ar: null });
      expect(await listed(ARABIC)).toMatchObject({ instructors: 'Dr. Salma Khaled' });
      expectRefusal(await office.call('PATCH', `/api/admin/trainings/${created.id}`, { instructors_ar: 'د'.repeat(501) }), 400, 'validation_failed', /instructors_ar/);
    });

    it('finds a training by its trainers’ Arabic names in the back office', async () => {
      const { id } = await office.ok<{ id: number }>('POST', '/api/admin/trainings', { title: 'Laser Day', instructors: 'Dr. Hany Adel', instructors_ar: 'د. هاني عادل', date: '2027-10-01T08:00:00Z' });
      const found = await office.ok<{ items: Array<{ id: number }> }>('GET', `/api/admin/trainings?search=${encodeURIComponent('هاني عادل')}`);
      expect(found.items.map((item) => item.id)).toEqual([id]);
    });
  });

  describe('AI plans', () => {
    const plansUrl = `/api/${aiSlug}/plans`;
    const plansFor = async (headers: Record<string, string>) => {
      const response = await storefront(plansUrl, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.vary).toMatch(/Accept-Language/i);
      return response.json() as Array<{ id: number; name: string; description: string; price: number; segmentations: number; period_label: string }>;
    };

    it('keeps a period label in Arabic beside the English, and lists the plans on sale to each reader in theirs', async () => {
      expect(
        await office.ok('PATCH', '/api/admin/ai/plans/3', { name_ar: 'باقة بريميوم', description: '50 every month.', description_ar: '50 تحليلًا كل شهر.', period_label: '/month', period_label_ar: ' /شهريًا ' }),
      ).toMatchObject({ period_label: '/month', period_label_ar: '/شهريًا' });
      expect(await office.ok('PATCH', '/api/admin/ai/plans/3', { price: 9_800 })).toMatchObject({ period_label_ar: '/شهريًا' });

      const arabic = await plansFor(ARABIC);
      expect(arabic.find((plan) => plan.id === 3)).toEqual({ id: 3, name: 'باقة بريميوم', description: '50 تحليلًا كل شهر.', price: 9_800, segmentations: 50, period_label: '/شهريًا' });
      // Light has no Arabic: its English stands in.
      expect(arabic.find((plan) => plan.id === 1)).toMatchObject({ name: 'Light Package', period_label: '' });
      expect((await plansFor({})).find((plan) => plan.id === 3)).toMatchObject({ name: 'Premium Package', description: '50 every month.', period_label: '/month' });
      expectRefusal(await office.call('PATCH', '/api/admin/ai/plans/3', { period_label_ar: 'ش'.repeat(51) }), 400, 'validation_failed', /period_label_ar/);
    });

    it('lists only the plans on sale, by id, to anyone', async () => {
      await office.server.db.update(aiPlans).set({ isActive: false }).where(eq(aiPlans.id, 2));
      try {
        expect((await plansFor({})).map((plan) => plan.id)).toEqual([1, 3]);
      } finally {
        await office.server.db.update(aiPlans).set({ isActive: true }).where(eq(aiPlans.id, 2));
      }
      expect((await plansFor({})).map((plan) => plan.id)).toEqual([1, 2, 3]);
    });
  });
});
