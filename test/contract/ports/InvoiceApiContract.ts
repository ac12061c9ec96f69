import { describe, expect, it } from 'vitest';
import type { InvoiceApi } from '../../../src/application/orders/InvoiceApi';
import type { Subject } from './support/Subject';

export interface InvoiceApiSubject {
  readonly api: InvoiceApi;
  /** Places an order for the signed-in customer and pays it: an order with an invoice. */
  paidOrder(): Promise<number>;
}

/** What the invoice download relies on from GET /api/order/{orderId}/invoice (this server's addition to SPEC). */
export function invoiceApiContract(subject: Subject<InvoiceApiSubject>): void {
  describe('InvoiceApi', () => {
    it("sends a paid order's invoice as a PDF with a file name", async () => {
      const { api, paidOrder } = await subject();
      const invoice = await api.invoice(await paidOrder());
      expect(invoice).toMatchObject({ ok: true, value: { fileName: expect.stringMatching(/\.pdf$/) } });
      expect(invoice.ok && (await invoice.value.content.text()).startsWith('%PDF')).toBe(true);
    });

    it('answers not-found for an order it does not hold', async () => {
      const { api } = await subject();
      expect(await api.invoice(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
