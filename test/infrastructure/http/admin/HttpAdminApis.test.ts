import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../../src/infrastructure/http/HttpClient';
import { HttpAdminCatalogApi } from '../../../../src/infrastructure/http/admin/HttpAdminCatalogApi';
import { HttpAdminOrderRefundsApi } from '../../../../src/infrastructure/http/admin/HttpAdminOrderRefundsApi';
import { HttpAdminOrdersApi } from '../../../../src/infrastructure/http/admin/HttpAdminOrdersApi';
import { HttpAdminSessionApi } from '../../../../src/infrastructure/http/admin/HttpAdminSessionApi';
import { HttpSalesApi } from '../../../../src/infrastructure/http/admin/HttpSalesApi';
import { staffHttpClient, staffSignInHttpClient } from '../../../../src/infrastructure/http/admin/staffHttpClient';
import type { Language } from '@tiara/domain/language';
import { fakeHttp, json } from '../support/fakeHttp';
import { MemoryStaffSessionStore, adminSession } from '../../../ui/admin/shared/adminFakes';

/** An order as GET /api/admin/orders/{id} answers it (server/http/routes/admin/adminOrderRoutes.ts). */
const orderDetail = {
  id: 15,
  created_at: '2026-11-20T22:30:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  status: 'Pending',
  payment_method: 'credit',
  total_amount: 6300.5,
  item_count: 1,
  governorate: 'Cairo',
  paid: true,
  payment_state: 'partly_refunded',
  store_credit: 0,
  customer: { user_id: 3, name: 'Mona Hassan', email: 'mona@clinic.example', phone: '01012345678' },
  subtotal: 6250.5,
  shipping_amount: 50,
  discount_amount: 0,
  promo_code: null,
  shipping: { first_name: 'Mona', middle_name: '', last_name: 'Hassan', email: 'mona@clinic.example', phone: '01012345678', address: '6 Merryland', city: 'Heliopolis', state: 'Cairo', postal_code: '11341', country: 'Egypt' },
  account: { id: 3, email: 'mona@clinic.example', first_name: 'Mona', last_name: 'Hassan', phone: '01012345678' },
  reservation_expires_at: null,
  order_items: [{ id: 1, kind: 'product', product_id: 9, variant_id: null, sku: 'PZ-1', training_package_id: null, product_name: 'Crown', quantity: 1, price: 6250.5, line_total: 6250.5, product_image: '' }],
  next_statuses: ['Processing', 'Cancelled', 'Failed', 'Teleported'],
  shipment: { courier: 'aramex', courier_name: 'Aramex', tracking_number: '4409123455', tracking_url: 'https://www.aramex.com/track/results?ShipmentNumber=4409123455' },
  payments: [{ id: 4, gateway: 'paymob', transaction_id: 'tx-1', gateway_order_id: null, status: 'Success', amount: 6300.5, currency: 'EGP', card_brand: 'Visa', card_last_four: '4242', created_at: '2026-11-20T22:31:00.000Z' }],
  refundable: 6300.5,
  card_refundable: 6000.25,
  store_credit_given_back: { amount: 300.25, at: '2026-11-21T08:00:00.000Z' },
};

describe('the back office HTTP adapters', () => {
  it('read an order in piasters and dates, offering only statuses this page knows', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(orderDetail)));
    const answer = await new HttpAdminOrdersApi(http).order(15);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value).toMatchObject({ id: 15, total: 630_050, paymentState: 'partly_refunded', createdAt: new Date('2026-11-20T22:30:00.000Z'), nextStatuses: ['Processing', 'Cancelled', 'Failed'] });
    expect(answer.value.lines).toEqual([{ id: 1, kind: 'product', name: 'Crown', sku: 'PZ-1', quantity: 1, unitPrice: 625_050, lineTotal: 625_050, image: '' }]);
    expect(answer.value.payments[0]).toMatchObject({ amount: 630_050, cardLastFour: '4242' });
    expect(answer.value).toMatchObject({ refundable: 630_050, cardRefundable: 600_025, storeCreditGivenBack: { amount: 30_025, at: new Date('2026-11-21T08:00:00.000Z') } });
    expect(answer.value.shipment).toEqual({ courier: 'aramex', trackingNumber: '4409123455', trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber=4409123455' });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/admin/orders/15' });
  });

  it('ask for an order’s refund in pounds, as the next of the refunds seen, and read it back in piasters and dates', async () => {
    const refund = { id: 3, return_id: null, method: 'card', amount: 1234.5, status: 'Pending', created_at: '2026-11-21T10:00:00.000Z', confirmed_at: null, order_id: 15, attempts: 1, last_error: 'Gateway timeout', note: null, created_by: 'Amira Admin', credit_note_number: null, credit_note_id: null };
    const { http, sent } = fakeHttp(() => json(JSON.stringify(refund), 201));
    const answer = await new HttpAdminOrderRefundsApi(http).refund(15, { method: 'card', amount: 123_450, note: null, refundsSeen: 2 });
    expect(answer).toEqual({
      ok: true,
      value: { id: 3, returnId: null, method: 'card', amount: 123_450, status: 'Pending', createdAt: new Date('2026-11-21T10:00:00.000Z'), confirmedAt: null, attempts: 1, lastError: 'Gateway timeout', note: null, createdBy: 'Amira Admin', creditNoteNumber: null },
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/orders/15/refunds' });
    expect(sent[0]?.body).toEqual({ method: 'card', amount: 1234.5, refunds_seen: 2 });
  });

  it('page and filter lists with the query the server reads, leaving out what is not set', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify({ items: [], total: 0, page: 2, per_page: 50, page_count: 0 })));
    expect(await new HttpSalesApi(http).orders({ search: ' mona ', status: 'Shipped' }, { page: 2, perPage: 50 })).toEqual({ ok: true, value: { items: [], total: 0, page: 2, perPage: 50, pageCount: 0 } });
    expect(sent[0]?.url).toBe('/api/sales/orders?search=mona&status=Shipped&page=2&per_page=50');
    await new HttpAdminCatalogApi(http).products({ search: '', categoryId: null }, { page: 1, perPage: 20 });
    expect(sent[1]?.url).toBe('/api/admin/products?page=1&per_page=20');
  });

  it('send a product in pounds, without a stock of its own when it has variants', async () => {
    const { http, sent } = fakeHttp(() => json('{}', 201));
    const answer = await new HttpAdminCatalogApi(http).createProduct({
      name: 'Crown kit',
      description: '',
      nameAr: 'طقم تيجان',
      descriptionAr: null,
      featuresAr: null,
      features: [],
      specifications: [{ name: 'Pieces', value: '12' }],
      specificationsAr: [{ name: 'عدد القطع', value: '' }],
      price: 45_000,
      discountFee: 5_050,
      quantity: null,
      sku: null,
      brand: 'PediaZir',
      categoryId: 3,
      subcategoryId: null,
      isVariant: true,
      isActive: true,
      imageUrl: '',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/products' });
    expect(sent[0]?.body).toEqual({ name: 'Crown kit', description: '', name_ar: 'طقم تيجان', description_ar: null, features_ar: null, features: [], specifications: [{ name: 'Pieces', value: '12' }], specifications_ar: [{ name: 'عدد القطع', value: '' }], price: 450, discount_fee: 50.5, sku: null, brand: 'PediaZir', category_id: 3, subcategory_id: null, is_variant: true, is_active: true, image_url: '' });
    // The `{}` answer does not fit: a typed failure, never a crash.
    expect(answer).toEqual({ ok: false, error: { kind: 'invalid-response', status: 201, code: 'invalid_response', message: HttpMessages.invalidResponse } });
  });

  it('pass a CSV export through as its text (the decoder drops the byte-order mark, which the download puts back)', async () => {
    const { http, sent } = fakeHttp(() => new Response('\uFEFFOrder ID\r\n15\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    expect(await new HttpAdminOrdersApi(http).exportCsv({ search: '', status: 'Pending' })).toEqual({ ok: true, value: 'Order ID\r\n15\r\n' });
    expect(sent[0]?.url).toBe('/api/admin/orders/export?status=Pending');
  });

  it('sign a staff member in with the sign-in call', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify({ role: 'Admin', token: 'a.b.c', email: 'admin@tiara.example', user_id: 2, first_name: 'Tiara', last_name: 'Administrator', middle_name: '' })), null);
    expect(await new HttpAdminSessionApi(http).signIn('admin@tiara.example', 'Admin123!')).toEqual({
      ok: true,
      value: { role: 'Admin', token: 'a.b.c', userId: 2, email: 'admin@tiara.example', firstName: 'Tiara', lastName: 'Administrator' },
    });
    expect(sent[0]?.body).toEqual({ email: 'admin@tiara.example', password_hash: 'Admin123!' });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });

  it('sign a staff member in from an answer without names (SPEC §3 does not promise them filled)', async () => {
    const { http } = fakeHttp(() => json(JSON.stringify({ role: 'Sales', token: 'a.b.c', email: 'sales@clinic.example', user_id: 3, first_name: null })), null);
    expect(await new HttpAdminSessionApi(http).signIn('sales@clinic.example', 'Sales123!')).toEqual({
      ok: true,
      value: { role: 'Sales', token: 'a.b.c', userId: 3, email: 'sales@clinic.example', firstName: '', lastName: '' },
    });
  });
});

describe('staffHttpClient', () => {
  it("sends the staff token, not the customer's, and a 401 ends the staff session", async () => {
    const store = new MemoryStaffSessionStore(adminSession);
    const headers: Array<string | null> = [];
    let status = 200;
    const http = staffHttpClient(
      'https://shop.example',
      store,
      async (_input, init) => {
        headers.push(new Headers(init?.headers).get('authorization'));
        return json('{"items":[],"total":0,"page":1,"per_page":20,"page_count":0}', status);
      },
      () => 'en',
    );
    const api = new HttpAdminOrdersApi(http);
    await api.orders({ search: '', status: null }, { page: 1, perPage: 20 });
    expect(headers).toEqual(['Bearer admin.token']);
    expect(store.current()).not.toBeNull();

    status = 403;
    await api.orders({ search: '', status: null }, { page: 1, perPage: 20 });
    expect(store.current()).not.toBeNull();

    status = 401;
    const answer = await api.orders({ search: '', status: null }, { page: 1, perPage: 20 });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(store.current()).toBeNull();
  });

  it('asks in the language the area is read in, following a switch, as does the staff sign-in', async () => {
    let language: Language = 'ar';
    const asked: Array<string | null> = [];
    const fetchFn: typeof fetch = async (_input, init) => {
      asked.push(new Headers(init?.headers).get('accept-language'));
      return json('{"items":[],"total":0,"page":1,"per_page":20,"page_count":0}');
    };
    const api = new HttpAdminOrdersApi(staffHttpClient('https://shop.example', new MemoryStaffSessionStore(adminSession), fetchFn, () => language));
    await api.orders({ search: '', status: null }, { page: 1, perPage: 20 });
    language = 'en';
    await api.orders({ search: '', status: null }, { page: 1, perPage: 20 });
    await new HttpAdminSessionApi(staffSignInHttpClient('https://shop.example', fetchFn, () => 'ar')).signIn('admin@tiara.example', 'Admin123!');
    expect(asked).toEqual(['ar', 'en', 'ar']);
  });
});
