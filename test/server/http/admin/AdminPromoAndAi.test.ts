import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSubscriptions, orders, promoCodeUses, promoCodes, scanJobs } from '../../../../server/adapters/db/schema';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

interface PromoJson {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  once_per_user: boolean;
  minimum_order: number | null;
  used_count: number;
  uses: { reserved: number; used: number; released: number };
}

interface SubscriptionJson {
  id: number;
  user: { id: number; email: string };
  plan: { id: number; name: string };
  status: string;
  segmentations_allowed: number;
  segmentations_used: number;
  segmentations_remaining: number;
  scan_count: number;
}

interface Page<T> {
  items: T[];
  total: number;
}

describe('back office: promo codes and TiaraAI', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const validate = (code: string, orderAmount: number) =>
    office.server.request({ method: 'POST', url: '/api/PromoCode/validate', token: office.customer.token, body: { code, order_amount: orderAmount, user_id: office.customer.id } });

  describe('promo codes', () => {
    it('creates percent and fixed codes that the checkout honours, with their window, limits and minimum', async () => {
      const percent = await office.ok<PromoJson>('POST', '/api/admin/promo-codes', {
        code: 'spring15',
        kind: 'percent',
        value: 15,
        starts_at: '2026-11-01T00:00:00Z',
        ends_at: '2026-12-31T21:59:59Z',
        max_uses: 100,
        minimum_order: 500,
      });
      expect(percent).toMatchObject({ code: 'SPRING15', kind: 'percent', value: 15, is_active: true, once_per_user: true, minimum_order: 500, used_count: 0, uses: { reserved: 0, used: 0, released: 0 } });
      expect((await validate('spring15', 1_000)).json()).toMatchObject({ is_valid: true, discount_amount: 150, promo_code_id: percent.id });
      expect((await validate('spring15', 400)).json()).toMatchObject({ is_valid: false, message: 'Minimum order amount of 500 EGP required' });

      const fixed = await office.ok<PromoJson>('POST', '/api/admin/promo-codes', { code: 'CLINIC250', kind: 'fixed', value: 250.5, once_per_user: false });
      expect(fixed).toMatchObject({ kind: 'fixed', value: 250.5, max_uses: null, minimum_order: null, once_per_user: false });
      expect((await office.server.db.select({ value: promoCodes.value }).from(promoCodes).where(eq(promoCodes.id, fixed.id)))[0]?.value).toBe(25_050);
      expect((await validate('clinic250', 1_000)).json()).toMatchObject({ is_valid: true, discount_amount: 250.5 });

      await office.ok('PATCH', `/api/admin/promo-codes/${fixed.id}`, { is_active: false });
      expect((await validate('clinic250', 1_000)).json()).toMatchObject({ is_valid: false, message: 'Promo code is no longer active' });
      await office.ok('PATCH', `/api/admin/promo-codes/${percent.id}`, { ends_at: '2026-11-20T00:00:00Z' });
      expect((await validate('spring15', 1_000)).json()).toMatchObject({ is_valid: false, message: 'Promo code has expired' });

      expect((await office.ok<PromoJson>('PATCH', `/api/admin/promo-codes/${fixed.id}`, { value: 100 })).value).toBe(100);
      expect((await office.ok<PromoJson>('PATCH', `/api/admin/promo-codes/${fixed.id}`, { kind: 'percent', value: 20 })).value).toBe(20);
      expect((await office.audit(1))[0]).toMatchObject({ action: 'update', entity: 'promo_code', entityId: String(fixed.id), details: { changes: { kind: 'percent', value: 20 } } });
    });

    it('refuses a bad percent, an inverted window, a duplicate code and a kind change without its value', async () => {
      const made = await office.ok<PromoJson>('POST', '/api/admin/promo-codes', { code: 'ONCE10', kind: 'percent', value: 10 });
      expectRefusal(await office.call('POST', '/api/admin/promo-codes', { code: 'BIG', kind: 'percent', value: 150 }), 400, 'invalid_percent', 'A percent discount is a whole number from 1 to 100.');
      expectRefusal(await office.call('POST', '/api/admin/promo-codes', { code: 'HALF', kind: 'percent', value: 12.5 }), 400, 'invalid_percent');
      expectRefusal(
        await office.call('POST', '/api/admin/promo-codes', { code: 'BACKWARDS', kind: 'fixed', value: 10, starts_at: '2027-01-02T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' }),
        400,
        'invalid_window',
        'The end of the validity window cannot be before its start.',
      );
      expectRefusal(await office.call('POST', '/api/admin/promo-codes', { code: 'once10', kind: 'fixed', value: 10 }), 409, 'promo_code_taken', 'The promo code ONCE10 already exists.');
      expectRefusal(await office.call('PATCH', `/api/admin/promo-codes/${made.id}`, { kind: 'fixed' }), 400, 'value_required', 'Changing the kind of discount needs its new value too.');
      for (const body of [
        { code: 'has space', kind: 'fixed', value: 10 },
        { code: 'OK', kind: 'gift', value: 10 },
        { code: 'OK', kind: 'fixed', value: 0 },
        { code: 'OK', kind: 'fixed', value: 10, max_uses: 0 },
      ]) {
        expectRefusal(await office.call('POST', '/api/admin/promo-codes', body), 400, 'validation_failed');
      }
    });

    it('shows the uses orders made and keeps a used code from being deleted', async () => {
      const promo = await office.ok<PromoJson>('POST', '/api/admin/promo-codes', { code: 'USED5', kind: 'percent', value: 5 });
      const [order] = await office.server.db
        .insert(orders)
        .values({ userId: office.customer.id, paymentMethod: 'cash', subtotalPiasters: 100_000, shippingPiasters: 0, discountPiasters: 5_000, totalPiasters: 95_000, promoCodeId: promo.id })
        .returning({ id: orders.id });
      await office.server.db.insert(promoCodeUses).values({ promoCodeId: promo.id, userId: office.customer.id, orderId: order?.id ?? 0, status: 'Used' });
      await office.server.db.update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.id, promo.id));

      expect(await office.ok<PromoJson>('GET', `/api/admin/promo-codes/${promo.id}`)).toMatchObject({ used_count: 1, uses: { reserved: 0, used: 1, released: 0 } });
      const uses = await office.ok<Page<{ order_id: number; user_email: string; status: string }>>('GET', `/api/admin/promo-codes/${promo.id}/uses`);
      expect(uses.items).toEqual([expect.objectContaining({ order_id: order?.id, user_email: office.customer.email, status: 'Used', order_status: 'Pending' })]);
      expectRefusal(await office.call('DELETE', `/api/admin/promo-codes/${promo.id}`), 409, 'promo_code_used', 'The promo code USED5 has been used 1 time; switch it off instead of deleting it.');

      const unused = await office.ok<PromoJson>('POST', '/api/admin/promo-codes', { code: 'UNUSED', kind: 'percent', value: 5 });
      expect(await office.ok('DELETE', `/api/admin/promo-codes/${unused.id}`)).toEqual({ id: unused.id, deleted: true });
      expectRefusal(await office.call('GET', `/api/admin/promo-codes/${unused.id}/uses`), 404, 'promo_not_found');
      expect((await office.ok<Page<PromoJson>>('GET', '/api/admin/promo-codes?search=used')).items.map((item) => item.code)).toEqual(['USED5']);
    });
  });

  describe('TiaraAI', () => {
    it('manages the plans under ids 1 to 3, which the checkout then prices', async () => {
      const light = await office.ok<{ id: number; price: number }>('POST', '/api/admin/ai/plans', { id: 1, name: 'Light Package', price: 2_900, segmentations: 10, period_label: 'month' });
      expect(light).toMatchObject({ id: 1, price: 2_900, active_subscriptions: 0 });
      expectRefusal(await office.call('POST', '/api/admin/ai/plans', { id: 1, name: 'Again', price: 1, segmentations: 1 }), 409, 'plan_exists', 'AI plan #1 already exists; edit it instead.');
      expectRefusal(await office.call('POST', '/api/admin/ai/plans', { id: 4, name: 'Fourth', price: 1, segmentations: 1 }), 400, 'validation_failed');
      expect(await office.ok('PATCH', '/api/admin/ai/plans/1', { price: 3_100 })).toMatchObject({ price: 3_100, name: 'Light Package' });
      await office.ok('POST', '/api/admin/ai/plans', { id: 3, name: 'Premium', price: 9_800, segmentations: 50 });
      expect((await office.ok<Array<{ id: number }>>('GET', '/api/admin/ai/plans')).map((plan) => plan.id)).toEqual([1, 3]);
      expect(await office.ok('DELETE', '/api/admin/ai/plans/3')).toEqual({ id: 3, deleted: true });
      expectRefusal(await office.call('GET', '/api/admin/ai/plans/3'), 404, 'plan_not_found');
    });

    it('lists subscriptions with their usage, adjusts a quota never below what is used, and keeps a subscribed plan', async () => {
      const [subscription] = await office.server.db
        .insert(aiSubscriptions)
        .values({ userId: office.customer.id, planId: 1, status: 'Active', segmentationsAllowed: 10, segmentationsUsed: 7, activatedAt: office.server.clock.now })
        .returning({ id: aiSubscriptions.id });
      const id = subscription?.id ?? 0;
      const listed = await office.ok<Page<SubscriptionJson>>('GET', `/api/admin/ai/subscriptions?status=Active&search=${encodeURIComponent(office.customer.email)}`);
      expect(listed.items).toEqual([
        expect.objectContaining({ id, user: expect.objectContaining({ id: office.customer.id }), plan: { id: 1, name: 'Light Package' }, segmentations_allowed: 10, segmentations_used: 7, segmentations_remaining: 3 }),
      ]);

      expect(await office.ok('PUT', `/api/admin/ai/subscriptions/${id}/quota`, { segmentations_allowed: 15 }, 200)).toMatchObject({ segmentations_allowed: 15, segmentations_remaining: 8 });
      expect((await office.audit(1))[0]).toMatchObject({ entity: 'ai_subscription', entityId: String(id), details: { segmentations_allowed: { from: 10, to: 15 } } });
      const quota = await office.server.request({ method: 'GET', url: `/api/tiaraaisubscription/user/${office.customer.id}/active`, token: office.customer.token });
      expect(quota.json()).toMatchObject({ segmentations_allowed: 15, segmentations_used: 7 });
      expectRefusal(await office.call('PUT', `/api/admin/ai/subscriptions/${id}/quota`, { segmentations_allowed: 6 }), 409, 'quota_below_used', '7 segmentations are already used; the allowance cannot be lower.');
      expectRefusal(await office.call('PUT', '/api/admin/ai/subscriptions/999999/quota', { segmentations_allowed: 6 }), 404, 'subscription_not_found');

      expectRefusal(await office.call('DELETE', '/api/admin/ai/plans/1'), 409, 'plan_has_subscriptions', 'The plan "Light Package" has 1 subscription; switch it off instead of deleting it.');
    });

    it('lists scans with their status and result links', async () => {
      const [subscription] = await office.server.db
        .insert(aiSubscriptions)
        .values({ userId: office.customer.id, planId: 1, status: 'Active', segmentationsAllowed: 5, segmentationsUsed: 2 })
        .returning({ id: aiSubscriptions.id });
      const base = { userId: office.customer.id, subscriptionId: subscription?.id ?? 0, storedPath: '/tmp/none', sizeBytes: 1_024, format: 'dicom' };
      await office.server.db.insert(scanJobs).values([
        { ...base, fileName: 'jaw.dcm', status: 'Completed', result: { summary: 'DICOM, 120 slices', details: {}, resultLinks: ['https://results.example/jaw'] }, finishedAt: office.server.clock.now },
        { ...base, fileName: 'broken.zip', status: 'Failed', error: 'The file is not a scan.' },
      ]);
      const scans = await office.ok<Page<Record<string, unknown>>>('GET', `/api/admin/ai/scans?user_id=${office.customer.id}`);
      expect(scans.total).toBe(2);
      expect(scans.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file_name: 'jaw.dcm', status: 'Completed', summary: 'DICOM, 120 slices', result_links: ['https://results.example/jaw'], error: null }),
          expect.objectContaining({ file_name: 'broken.zip', status: 'Failed', summary: null, result_links: [], error: 'The file is not a scan.' }),
        ]),
      );
      expect((await office.ok<Page<{ file_name: string }>>('GET', '/api/admin/ai/scans?status=Failed&search=broken')).items.map((scan) => scan.file_name)).toEqual(['broken.zip']);
      expect((await office.ok<Page<SubscriptionJson>>('GET', `/api/admin/ai/subscriptions?user_id=${office.customer.id}`)).items.find((item) => item.id === subscription?.id)?.scan_count).toBe(2);
    });
  });
});
