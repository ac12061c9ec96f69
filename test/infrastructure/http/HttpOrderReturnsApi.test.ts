import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { HttpOrderDetailApi } from '../../../src/infrastructure/http/HttpOrderDetailApi';
import { HttpOrderReturnsApi } from '../../../src/infrastructure/http/HttpOrderReturnsApi';
import { fakeHttp, json } from './support/fakeHttp';

/** GET /api/orders/{orderId}/returns as the server answers it for an order delivered on 30 November in the evening, Cairo time. */
const returns = {
  delivered_at: '2026-11-30T17:30:00.000Z',
  windows: [
    { reason: 'damaged-or-defective', open: true, last_day: '2026-12-03', until: null },
    { reason: 'wrong-item', open: false, last_day: null, until: '2026-12-02T17:30:00.000Z' },
    { reason: 'other', open: true, last_day: '2026-12-03', until: null },
  ],
  lines: [{ order_item_id: 77, product_name: 'Nitrile gloves', bought: 3, returnable: 2 }],
  returns: [
    {
      id: 31,
      status: 'Resolved',
      reason: 'damaged-or-defective',
      preferred_outcome: 'refund',
      note: 'Torn box',
      refusal_reason: null,
      resolution: 'card-refund',
      exchange_order_id: null,
      created_at: '2026-12-01T08:00:00.000Z',
      lines: [{ order_item_id: 77, product_name: 'Nitrile gloves', quantity: 1 }],
      photos: [{ id: 501, url: '/api/returns/photos/501' }],
    },
  ],
  refunds: [{ id: 9, return_id: 31, method: 'card', amount: 420.5, status: 'Pending', created_at: '2026-12-02T09:00:00.000Z', confirmed_at: null }],
  credit_notes: [{ id: 4, refund_id: 9, number: 'CN-2026-000004', issued_at: '2026-12-02T09:05:00.000Z', amount: 420.5, url: '/api/credit-notes/4/pdf' }],
};

/** An HttpClient whose fetch keeps each request's form, for the multipart upload. */
function recordingForms(answer: Response) {
  const forms: { url: string; form: FormData; headers: Headers }[] = [];
  const http = new HttpClient('https://shop.example', () => 'token.for.tests', async (input, init) => {
    if (init?.body instanceof FormData) forms.push({ url: String(input).replace('https://shop.example', ''), form: init.body, headers: new Headers(init.headers) });
    return answer;
  });
  return { http, forms };
}

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('HttpOrderReturnsApi', () => {
  it('reads an order’s returns with what a report may hold: windows as Cairo days or instants, the returnable lines, requests, refunds in piasters and credit notes', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(returns)));
    const answer = await new HttpOrderReturnsApi(http).orderReturns(41);
    if (!answer.ok) throw new Error(answer.error.message);
    expect(sent.map((request) => `${request.method} ${request.url} ${request.headers.get('authorization')}`)).toEqual(['GET /api/orders/41/returns Bearer token.for.tests']);
    expect(answer.value).toEqual({
      rules: { maxPhotos: 6, maxNoteLength: 1000, outcomes: ['refund', 'exchange', 'store-credit'] },
      deliveredAt: new Date('2026-11-30T17:30:00.000Z'),
      windows: [
        { reason: 'damaged-or-defective', open: true, deadline: { kind: 'last-day', lastDay: { year: 2026, month: 12, day: 3 } } },
        { reason: 'wrong-item', open: false, deadline: { kind: 'instant', until: new Date('2026-12-02T17:30:00.000Z') } },
        { reason: 'other', open: true, deadline: { kind: 'last-day', lastDay: { year: 2026, month: 12, day: 3 } } },
      ],
      lines: [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3, returnable: 2 }],
      returns: [
        {
          id: 31,
          status: 'Resolved',
          reason: 'damaged-or-defective',
          preferredOutcome: 'refund',
          note: 'Torn box',
          refusalReason: null,
          resolution: 'card-refund',
          exchangeOrderId: null,
          createdAt: new Date('2026-12-01T08:00:00.000Z'),
          lines: [{ orderItemId: 77, name: 'Nitrile gloves', quantity: 1 }],
          photos: [{ id: 501 }],
        },
      ],
      refunds: [{ id: 9, returnId: 31, method: 'card', amount: 42_050, status: 'pending', createdAt: new Date('2026-12-02T09:00:00.000Z'), confirmedAt: null }],
      creditNotes: [{ id: 4, refundId: 9, number: 'CN-2026-000004', issuedAt: new Date('2026-12-02T09:05:00.000Z'), amount: 42_050 }],
    });
  });

  it('reads an undelivered order’s closed windows, and refuses an answer with a day it cannot read', async () => {
    const closed = { ...returns, delivered_at: null, windows: returns.windows.map((window) => ({ ...window, open: false, last_day: null, until: null })), returns: [], refunds: [], credit_notes: [] };
    const answer = await new HttpOrderReturnsApi(fakeHttp(() => json(JSON.stringify(closed))).http).orderReturns(41);
    expect(answer.ok && [answer.value.deliveredAt, answer.value.windows.map((window) => window.deadline)]).toEqual([null, [null, null, null]]);

    const badDay = { ...returns, windows: [{ reason: 'other', open: true, last_day: '3 December', until: null }] };
    expect(await new HttpOrderReturnsApi(fakeHttp(() => json(JSON.stringify(badDay))).http).orderReturns(41)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('uploads a photo as the multipart field `photo` with its name and the token, and answers its id', async () => {
    const { http, forms } = recordingForms(json('{"id":501,"url":"/api/returns/photos/501"}', 201));
    const answer = await new HttpOrderReturnsApi(http).uploadReturnPhoto(new Blob([PNG_BYTES], { type: 'image/png' }), 'crack.png');
    expect(answer).toEqual({ ok: true, value: { id: 501 } });
    expect(forms.map(({ url, headers }) => [url, headers.get('authorization'), headers.get('content-type')])).toEqual([['/api/returns/photos', 'Bearer token.for.tests', null]]);
    const sentPhoto = forms[0]?.form.get('photo');
    expect(sentPhoto instanceof File && [sentPhoto.name, new Uint8Array(await sentPhoto.arrayBuffer())]).toEqual(['crack.png', PNG_BYTES]);
  });

  it('answers the server’s refusal of a photo in its words', async () => {
    const { http } = recordingForms(json('{"code":"unsupported_image","message":"Only PNG, JPEG, WebP and GIF pictures can be uploaded."}', 415));
    expect(await new HttpOrderReturnsApi(http).uploadReturnPhoto(new Blob(['text']), 'notes.txt')).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 415, code: 'unsupported_image', message: 'Only PNG, JPEG, WebP and GIF pictures can be uploaded.' },
    });
  });

  it('fetches a photo’s bytes with the token, which an image tag could not send', async () => {
    const { http, sent } = fakeHttp(() => new Response(PNG_BYTES, { status: 200, headers: { 'content-type': 'image/png' } }));
    const answer = await new HttpOrderReturnsApi(http).returnPhoto(501);
    expect(sent.map((request) => `${request.url} ${request.headers.get('authorization')}`)).toEqual(['/api/returns/photos/501 Bearer token.for.tests']);
    expect(answer.ok && new Uint8Array(await answer.value.arrayBuffer())).toEqual(PNG_BYTES);
    const missing = await new HttpOrderReturnsApi(fakeHttp(() => json('{"code":"photo_not_found","message":"Photo 501 was not found."}', 404)).http).returnPhoto(501);
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('sends a report in the contract’s words and reads the request back; a refusal keeps the server’s reason', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify({ ...returns.returns[0], status: 'Requested', resolution: null }), 201));
    const report = { reason: 'wrong-item', preferredOutcome: 'store-credit', note: 'Size 6 instead of 4', lines: [{ orderItemId: 77, quantity: 2 }], photoIds: [501, 502] } as const;
    const answer = await new HttpOrderReturnsApi(http).requestReturn(41, report);
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/orders/41/returns', { reason: 'wrong-item', preferred_outcome: 'store-credit', note: 'Size 6 instead of 4', lines: [{ order_item_id: 77, quantity: 2 }], photo_ids: [501, 502] }],
    ]);
    expect(answer).toMatchObject({ ok: true, value: { id: 31, status: 'Requested', photos: [{ id: 501 }] } });

    const late = fakeHttp(() => json('{"code":"report_too_late","message":"The 48 hours to report a wrong item ended on 2 Dec, 19:30."}', 409));
    expect(await new HttpOrderReturnsApi(late.http).requestReturn(41, report)).toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'report_too_late', message: 'The 48 hours to report a wrong item ended on 2 Dec, 19:30.' },
    });
  });

  it('downloads a credit note’s PDF under the server’s name, or the note’s own when the header was dropped', async () => {
    const { http, sent } = fakeHttp(() => new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="credit-note-CN-2026-000004.pdf"' } }));
    const answer = await new HttpOrderReturnsApi(http).creditNote(4);
    expect(sent.map((request) => `${request.url} ${request.headers.get('authorization')}`)).toEqual(['/api/credit-notes/4/pdf Bearer token.for.tests']);
    expect(answer.ok && answer.value.fileName).toBe('credit-note-CN-2026-000004.pdf');
    expect(answer.ok && new Uint8Array(await answer.value.content.arrayBuffer())).toEqual(PDF_BYTES);

    const unnamed = await new HttpOrderReturnsApi(fakeHttp(() => new Response(PDF_BYTES, { status: 200 })).http).creditNote(4);
    expect(unnamed.ok && unnamed.value.fileName).toBe('credit-note-4.pdf');
  });

  it('is the order page’s adapter too, which serves the order and its returns', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(returns)));
    expect((await new HttpOrderDetailApi(http).orderReturns(41)).ok).toBe(true);
    expect(sent.map((request) => request.url)).toEqual(['/api/orders/41/returns']);
  });
});
