import { z } from 'zod';
import type { ObtainInvoiceError } from '../../application/invoices/ObtainInvoice';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpError } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';

const OBTAIN_INVOICE_STATUS: Readonly<Record<ObtainInvoiceError['code'], number>> = {
  order_not_found: 404,
  forbidden: 403,
  not_invoiceable: 409,
  seller_details_missing: 409,
};

/** An order's invoice as a PDF, issued on the first request. */
export function invoiceRoutes(app: ZodApp, { orders: { obtainInvoice, renderInvoice }, now }: ShopServices): void {
  app.get(
    '/order/:orderId/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's invoice as a PDF, for the order's customer or an admin",
        description:
          'The first request for a paid (card payment confirmed by the gateway) or delivered order issues its invoice with the next number of a gap-free yearly sequence ' +
          '(INV-<Cairo year>-<sequence>); later requests answer the same invoice, as issued, whatever changed since. ' +
          'An order that is neither paid nor delivered, or was cancelled or failed, is a 409, as is a shop whose invoice details are not set yet. ' +
          "To a customer, another customer's order, or a guest's, does not exist (404); the sales desk is refused (403). It is written in the caller's language (Accept-Language), an Arabic one right to left.",
        security: [{ bearer: [] }],
        params: z.object({ orderId: idParam }),
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The invoice, application/pdf'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const result = await obtainInvoice.execute({ orderId: request.params.orderId, caller, now: now() });
      if (!result.ok) throw new HttpError(OBTAIN_INVOICE_STATUS[result.error.code], result.error.code, result.error.message);
      const pdf = await renderInvoice(result.value, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${result.value.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
