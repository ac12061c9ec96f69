import { describe, expect, it } from 'vitest';
import type { StaffReturnDetailJson } from '@tiara/contract/staff/returnJson';
import { HttpStaffReturnsApi } from '../../../../src/infrastructure/http/admin/HttpStaffReturnsApi';
import { fakeHttp, json } from '../support/fakeHttp';

/** Return 12 of order 40 as the server answers it, received, with a card refund of 420.50 EGP that Paymob has not confirmed yet. */
const wireReturn: StaffReturnDetailJson = {
  id: 12,
  order_id: 40,
  order_status: 'Delivered',
  payment_method: 'credit',
  status: 'Resolved',
  reason: 'damaged-or-defective',
  preferred_outcome: 'refund',
  note: 'Both syringes arrived cracked.',
  refusal_reason: null,
  resolution: 'card-refund',
  exchange_order_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  lines: [{ order_item_id: 101, product_name: 'Etching Gel 37%', quantity: 2 }],
  photos: [{ id: 7, url: '/api/returns/photos/7' }],
  customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
  restocked: false,
  suggested_amount: 420.5,
  refundable: 79.5,
  card_refundable: 79.5,
  refunds: [
    {
      id: 3,
      return_id: 12,
      order_id: 40,
      method: 'card',
      amount: 420.5,
      status: 'Pending',
      created_at: '2026-11-21T09:00:00.000Z',
      confirmed_at: null,
      attempts: 2,
      last_error: 'Paymob timed out',
      note: null,
      created_by: 'Amira Admin',
      credit_note_number: null,
      credit_note_id: null,
    },
  ],
  events: [
    { kind: 'requested', at: '2026-11-20T10:00:00.000Z', actor: null, note: null },
    { kind: 'received', at: '2026-11-21T08:00:00.000Z', actor: 'Amira Admin', note: null },
  ],
};

const answering = (body: unknown, status = 200) => fakeHttp(() => json(JSON.stringify(body), status));

describe('HttpStaffReturnsApi', () => {
  it('asks for a page of the queue with the filters set, and reads each row into piasters and dates', async () => {
    const { http, sent } = answering({ items: [wireReturn], total: 1, page: 2, per_page: 10, page_count: 1 });
    const page = await new HttpStaffReturnsApi(http, 'admin').returns({ search: ' 40 ', status: 'Requested' }, { page: 2, perPage: 10 });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/admin/returns?search=40&status=Requested&page=2&per_page=10']);
    expect(page).toMatchObject({ ok: true, value: { total: 1, page: 2, perPage: 10, pageCount: 1 } });
    expect(page.ok && page.value.items[0]).toEqual({
      id: 12,
      orderId: 40,
      orderStatus: 'Delivered',
      paymentMethod: 'credit',
      status: 'Resolved',
      reason: 'damaged-or-defective',
      preferredOutcome: 'refund',
      note: 'Both syringes arrived cracked.',
      refusalReason: null,
      resolution: 'card-refund',
      exchangeOrderId: null,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      lines: [{ orderItemId: 101, productName: 'Etching Gel 37%', quantity: 2 }],
      photoIds: [7],
      customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
      restocked: false,
    });
  });

  it('reads a return with its amounts, refunds and history', async () => {
    const { http, sent } = answering(wireReturn);
    const answer = await new HttpStaffReturnsApi(http, 'admin').returnDetail(12);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/admin/returns/12']);
    expect(answer).toMatchObject({
      ok: true,
      value: {
        suggestedAmount: 42_050,
        refundable: 7_950,
        cardRefundable: 7_950,
        refunds: [{ id: 3, returnId: 12, method: 'card', amount: 42_050, status: 'Pending', createdAt: new Date('2026-11-21T09:00:00Z'), confirmedAt: null, attempts: 2, lastError: 'Paymob timed out', createdBy: 'Amira Admin' }],
        events: [
          { kind: 'requested', at: new Date('2026-11-20T10:00:00Z'), actor: null, note: null },
          { kind: 'received', at: new Date('2026-11-21T08:00:00Z'), actor: 'Amira Admin', note: null },
        ],
      },
    });
  });

  it('sends each step as the contract words it, to the area it serves', async () => {
    const { http, sent } = answering(wireReturn);
    const sales = new HttpStaffReturnsApi(http, 'sales');
    const admin = new HttpStaffReturnsApi(http, 'admin');
    await sales.decide(12, { decision: 'approve' });
    await sales.decide(12, { decision: 'refuse', reason: 'Worn from use.' });
    await sales.receive(12, false);
    await sales.resolve(12, { resolution: 'exchange' });
    await admin.resolve(12, { resolution: 'card-refund', amount: 42_050 });
    await admin.resolve(12, { resolution: 'paid-back-by-hand', amount: 10_000, note: 'Cash at the counter' });
    expect(sent.map((request) => [`${request.method} ${request.url}`, request.body])).toEqual([
      ['POST /api/sales/returns/12/decision', { decision: 'approve' }],
      ['POST /api/sales/returns/12/decision', { decision: 'refuse', reason: 'Worn from use.' }],
      ['POST /api/sales/returns/12/receipt', { restock: false }],
      ['POST /api/sales/returns/12/resolution', { resolution: 'exchange' }],
      ['POST /api/admin/returns/12/resolution', { resolution: 'card-refund', amount: 420.5 }],
      ['POST /api/admin/returns/12/resolution', { resolution: 'paid-back-by-hand', amount: 100, note: 'Cash at the counter' }],
    ]);
  });

  it('answers a step refused by the server with its words', async () => {
    const { http } = answering({ code: 'return_changed', message: 'Return #12 is resolved now, so this cannot be done.' }, 409);
    expect(await new HttpStaffReturnsApi(http, 'admin').decide(12, { decision: 'approve' })).toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'return_changed', message: 'Return #12 is resolved now, so this cannot be done.' },
    });
  });

  it('answers a return it cannot read as such', async () => {
    const { http } = answering({ ...wireReturn, status: 'Lost' });
    expect(await new HttpStaffReturnsApi(http, 'admin').returnDetail(12)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reads a photo as its bytes with the staff token, and a refusal from its JSON', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const { http, sent } = fakeHttp((request) => (request.url.endsWith('/7') ? new Response(bytes, { status: 200, headers: { 'content-type': 'image/jpeg' } }) : json(JSON.stringify({ code: 'photo_not_found', message: 'This photo was not found.' }), 404)));
    const api = new HttpStaffReturnsApi(http, 'sales');
    const photo = await api.photo(7);
    expect(sent.map((request) => [`${request.method} ${request.url}`, request.headers.get('authorization')])).toEqual([['GET /api/returns/photos/7', 'Bearer token.for.tests']]);
    if (!photo.ok) throw new Error('expected the photo');
    expect(new Uint8Array(await photo.value.arrayBuffer())).toEqual(bytes);
    expect(await api.photo(8)).toEqual({ ok: false, error: { kind: 'not-found', status: 404, code: 'photo_not_found', message: 'This photo was not found.' } });
  });
});
