import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadInvoice } from '../../../src/application/orders/DownloadInvoice';
import { FakeInvoiceApi } from '../support/fakes/FakeInvoiceApi';
import { fail, ok } from '@tiara/domain/result';

function downloadInvoice() {
  const api = new FakeInvoiceApi();
  api.invoices.set(42, { content: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'invoice-INV-2026-000007.pdf' });
  const saved: Array<{ fileName: string; content: string | Blob; contentType: string }> = [];
  const saver: FileSaver = { save: (fileName, content, contentType) => saved.push({ fileName, content, contentType }) };
  return { useCase: new DownloadInvoice(api, saver), api, saved };
}

describe('DownloadInvoice', () => {
  it('asks for the order’s invoice and saves the PDF under the name the server gave it', async () => {
    const { useCase, api, saved } = downloadInvoice();
    expect(await useCase.execute(42)).toEqual(ok('invoice-INV-2026-000007.pdf'));
    expect(api.asked).toEqual([42]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('invoice-INV-2026-000007.pdf');
    expect(saved[0]?.contentType).toBe('application/pdf');
    expect(await (saved[0]?.content as Blob).text()).toBe('%PDF-1.7');
  });

  it('saves nothing and answers the server’s refusal', async () => {
    const { useCase, api, saved } = downloadInvoice();
    const refusal = { kind: 'conflict' as const, status: 409, code: 'not_invoiceable', message: 'Order #42 has no invoice yet: an invoice is issued once the order is paid or delivered.' };
    api.failures.set('invoice', refusal);
    expect(await useCase.execute(42)).toEqual(fail(refusal));
    expect(saved).toEqual([]);
  });
});
