import { describe, expect, it } from 'vitest';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { HttpInvoiceApi } from '../../../src/infrastructure/http/HttpInvoiceApi';
import { fakeHttp, json } from './support/fakeHttp';

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3]);
const pdf = (headers: Record<string, string> = { 'content-disposition': 'attachment; filename="invoice-INV-2026-000123.pdf"' }) =>
  new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf', ...headers } });

describe('HttpInvoiceApi', () => {
  it('downloads the PDF byte for byte, with the token, under the name the server gave it', async () => {
    const { http, sent } = fakeHttp(() => pdf());
    const answer = await new HttpInvoiceApi(http).invoice(42);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/order/42/invoice']);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
    if (!answer.ok) throw new Error('expected the PDF');
    expect(answer.value.fileName).toBe('invoice-INV-2026-000123.pdf');
    expect(new Uint8Array(await answer.value.content.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('names the file after the order when the name did not come through', async () => {
    const { http } = fakeHttp(() => pdf({}));
    const answer = await new HttpInvoiceApi(http).invoice(42);
    expect(answer.ok && answer.value.fileName).toBe('invoice-order-42.pdf');
  });

  it('answers the server’s refusal as it gave it', async () => {
    const { http } = fakeHttp(() => json(JSON.stringify({ code: 'not_invoiceable', message: 'Order #42 has no invoice yet.' }), 409));
    expect(await new HttpInvoiceApi(http).invoice(42)).toEqual({ ok: false, error: { kind: 'conflict', status: 409, code: 'not_invoiceable', message: 'Order #42 has no invoice yet.' } });
  });

  it('answers an unreachable shop as such', async () => {
    const { http } = fakeHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await new HttpInvoiceApi(http).invoice(42)).toEqual({ ok: false, error: { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network } });
  });
});
