import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';
import { orders, payments } from '../../../../server/adapters/db/schema';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  page_count: number;
}

interface PaymentJson {
  id: number;
  order_id: number;
  transaction_id: string | null;
  status: string;
  amount: number;
  order: { status: string; total_amount: number; payment_method: string };
  customer: { name: string; email: string };
}

interface FeeJson {
  governorate_name: string;
  shipping_fee: number | null;
  charged_fee: number;
}

describe('back office: payments, shipping fees, management and the audit log', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  describe('payments (read-only)', () => {
    it('lists, searches, filters and shows payments with their order and customer, never the gateway payload', async () => {
      const [order] = await office.server.db
        .insert(orders)
        .values({ userId: office.customer.id, paymentMethod: 'credit', subtotalPiasters: 200_000, shippingPiasters: 5_000, totalPiasters: 205_000, shippingFirstName: 'Mona', shippingLastName: 'Hassan', shippingEmail: 'mona@clinic.example' })
        .returning({ id: orders.id });
      const orderId = order?.id ?? 0;
      const [failed, succeeded] = await office.server.db
        .insert(payments)
        .values([
          { orderId, gateway: 'paymob', gatewayTransactionId: 'TX-FAILED-1', gatewayOrderId: 'PM-77', status: 'Failed', amountPiasters: 205_000, raw: { hmac: 'gateway-secret-hmac' } },
          { orderId, gateway: 'paymob', gatewayTransactionId: 'TX-OK-2', gatewayOrderId: 'PM-78', status: 'Success', amountPiasters: 205_000, cardBrand: 'Visa', cardLastFour: '4242', raw: { hmac: 'gateway-secret-hmac' } },
        ])
        .returning({ id: payments.id });

      const all = await office.call('GET', '/api/admin/payments');
      expect(all.body).not.toContain('gateway-secret-hmac');
      expect((all.json() as Page<PaymentJson>).total).toBe(2);
      const found = await office.ok<Page<PaymentJson>>('GET', '/api/admin/payments?search=tx-ok');
      expect(found.items).toEqual([
        expect.objectContaining({
          id: succeeded?.id,
          order_id: orderId,
          transaction_id: 'TX-OK-2',
          status: 'Success',
          amount: 2_050,
          card_brand: 'Visa',
          card_last_four: '4242',
          order: { status: 'Pending', total_amount: 2_050, payment_method: 'credit' },
          customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
        }),
      ]);
      expect((await office.ok<Page<PaymentJson>>('GET', `/api/admin/payments?search=${orderId}`)).total).toBe(2);
      expect((await office.ok<Page<PaymentJson>>('GET', '/api/admin/payments?status=Failed')).items.map((payment) => payment.id)).toEqual([failed?.id]);
      expect((await office.ok<Page<PaymentJson>>('GET', '/api/admin/payments?status=Superseded')).total).toBe(0);
      expect(await office.ok<PaymentJson>('GET', `/api/admin/payments/${failed?.id}`)).toMatchObject({ status: 'Failed', transaction_id: 'TX-FAILED-1' });
      expectRefusal(await office.call('GET', '/api/admin/payments/999999'), 404, 'payment_not_found', 'Payment #999999 was not found.');
      expectRefusal(await office.call('GET', '/api/admin/payments?status=Paid'), 400, 'validation_failed');
    });
  });

  describe('shipping fees', () => {
    it('lists the 27 governorates and sets each fee, which the checkout then reads', async () => {
      const before = await office.ok<FeeJson[]>('GET', '/api/admin/shipping-fees');
      expect(before.map((fee) => fee.governorate_name)).toEqual([...GOVERNORATES]);
      expect(before[0]).toEqual({ governorate_name: 'Cairo', shipping_fee: null, charged_fee: 150 });

      expect(await office.ok('PUT', '/api/admin/shipping-fees/Cairo', { shipping_fee: 45.5 }, 200)).toEqual({ governorate_name: 'Cairo', shipping_fee: 45.5, charged_fee: 45.5 });
      expect(await office.ok('PUT', '/api/admin/shipping-fees/giza', { shipping_fee: 0 }, 200)).toEqual({ governorate_name: 'Giza', shipping_fee: 0, charged_fee: 150 });
      await office.ok('PUT', '/api/admin/shipping-fees/Cairo', { shipping_fee: 60 }, 200);
      const publicFees = (await office.server.request({ method: 'GET', url: '/api/ShippingFees' })).json() as Array<{ governorate_name: string; shipping_fee: number }>;
      expect(publicFees).toEqual([
        { governorate_name: 'Cairo', shipping_fee: 60 },
        { governorate_name: 'Giza', shipping_fee: 0 },
      ]);
      expect((await office.audit(1))[0]).toMatchObject({ action: 'update', entity: 'shipping_fee', entityId: 'Cairo', details: { fee_piasters: { from: 4_550, to: 6_000 } } });

      expectRefusal(await office.call('PUT', '/api/admin/shipping-fees/Atlantis', { shipping_fee: 10 }), 404, 'unknown_governorate', '"Atlantis" is not one of the 27 governorates.');
      expectRefusal(await office.call('PUT', '/api/admin/shipping-fees/Cairo', { shipping_fee: -5 }), 400, 'validation_failed');
    });
  });

  describe('management', () => {
    it('puts the storefront under maintenance and opens it again', async () => {
      const status = async () => (await office.server.request({ method: 'GET', url: '/api/management/maintenance-status' })).json();
      expect(await office.ok('GET', '/api/admin/management/settings')).toEqual({ is_under_maintenance: false, ai_access: 'listed_users', listed_users: 0 });
      expect(await office.ok('PUT', '/api/admin/management/maintenance', { is_under_maintenance: true }, 200)).toMatchObject({ is_under_maintenance: true });
      expect(await status()).toEqual({ is_under_maintenance: true });
      // The back office itself stays open.
      expect((await office.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
      await office.ok('PUT', '/api/admin/management/maintenance', { is_under_maintenance: false }, 200);
      expect(await status()).toEqual({ is_under_maintenance: false });
      expect((await office.audit(2)).map((entry) => entry.details)).toEqual([{ is_under_maintenance: false }, { is_under_maintenance: true }]);
      expectRefusal(await office.call('PUT', '/api/admin/management/maintenance', { is_under_maintenance: 'yes' }), 400, 'validation_failed');
    });

    it('shows the AI tab to everyone, then only to listed users', async () => {
      const access = async () => (await office.server.request({ method: 'GET', url: `/api/tiaraai/access/${office.customer.id}`, token: office.customer.token })).json();
      expect(await office.ok('PUT', '/api/admin/management/ai-access', { ai_access: 'everyone' }, 200)).toMatchObject({ ai_access: 'everyone' });
      expect(await access()).toEqual({ has_access: true });
      expect(await office.ok('PUT', '/api/admin/management/ai-access', { ai_access: 'listed_users' }, 200)).toMatchObject({ ai_access: 'listed_users' });
      expect(await access()).toEqual({ has_access: false });
      expect((await office.audit(1))[0]).toMatchObject({ entity: 'setting', entityId: 'ai_access', details: { ai_access: 'listed_users' } });
    });

    it('lists the mail outbox newest first, withholding the body of a password reset mail', async () => {
      await office.server.request({ method: 'POST', url: '/api/user/forgot-password', body: { email: office.customer.email } });
      // Mail is sent by a job, stamped when it is sent: this one goes before the clock moves on.
      await office.server.settled();
      office.server.clock.set(new Date(office.server.clock.now.getTime() + 1_000));
      await office.server.request({ method: 'POST', url: '/api/contact', body: { name: 'Mona', email: 'mona@clinic.example', message: 'Do you ship to Aswan?' } });
      const resetMail = (await office.server.outbox.list()).find((mail) => mail.to === office.customer.email);
      const code = /\b(\d{6})\b/.exec(resetMail?.text ?? '')?.[1];
      expect(code).toBeDefined();

      const response = await office.call('GET', '/api/admin/management/outbox?per_page=10');
      expect(response.body).not.toContain(code);
      const outbox = response.json() as Page<{ to: string; subject: string; text: string | null; withheld: boolean }> & { outbox_in_use: boolean };
      expect(outbox).toMatchObject({ total: 2, outbox_in_use: true });
      expect(outbox.items.map((mail) => [mail.to, mail.subject, mail.withheld])).toEqual([
        ['shop@tiara.example', 'Tiara contact form: message from Mona', false],
        [office.customer.email, 'Tiara: your password reset code', true],
      ]);
      expect(outbox.items[0]?.text).toContain('Do you ship to Aswan?');
      expect(outbox.items[1]?.text).toBeNull();
      expect(await office.ok('GET', '/api/admin/management/outbox?per_page=1&page=2')).toMatchObject({ total: 2, page: 2, page_count: 2, items: [{ withheld: true }] });
    });
  });

  describe('audit log', () => {
    it('lists every change newest first with its actor, filtered and paged', async () => {
      const log = await office.ok<Page<{ id: number; actor: { user_id: number; email: string } | null; action: string; entity: string; entity_id: string; created_at: string }>>(
        'GET',
        '/api/admin/audit-log?per_page=3',
      );
      const stored = await office.audit(3);
      expect(log.items.map((entry) => entry.id)).toEqual(stored.map((entry) => entry.id));
      expect(log.items[0]).toMatchObject({ actor: { user_id: office.admin.id, email: office.admin.email }, action: 'update', entity: 'setting' });
      // Three fees, two maintenance switches, two AI-tab switches.
      expect(log.total).toBe(7);
      expect(log.page_count).toBe(3);

      const fees = await office.ok<Page<{ entity: string; entity_id: string }>>('GET', '/api/admin/audit-log?entity=shipping_fee&entity_id=Cairo');
      expect(fees.items.map((entry) => entry.entity_id)).toEqual(['Cairo', 'Cairo']);
      expect((await office.ok<Page<unknown>>('GET', `/api/admin/audit-log?actor_user_id=${office.sales.id}`)).total).toBe(0);
      expectRefusal(await office.call('GET', '/api/admin/audit-log?entity=DROP%20TABLE'), 400, 'validation_failed');
    });
  });
});
