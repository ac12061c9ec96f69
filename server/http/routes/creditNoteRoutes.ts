import { z } from 'zod';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';

/** A credit note as a PDF, for its order's customer or an admin. */
export function creditNoteRoutes(app: ZodApp, { creditNotes: { obtainCreditNote, renderCreditNote } }: ShopServices): void {
  app.get(
    '/credit-notes/:id/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "A credit note as a PDF, for the order's customer or an admin",
        description:
          'Each confirmed refund of an invoiceable order has a credit note, issued when the refund is confirmed, numbered CN-<Cairo year>-<sequence> from a gap-free yearly sequence of its own, ' +
          'and kept as issued: the seller, the buyer as invoiced, the invoice it credits (number and date), how the money went back, the lines credited (the returned ones, or one line for a refund of the order itself), ' +
          'the total credited and the VAT it includes. The order’s credit notes are listed, with this address, in GET /api/orders/{orderId}/returns. ' +
          "To anyone but the order's customer or an admin it does not exist (404), a guest order's to anyone but an admin. It is written in the caller's language (Accept-Language), an Arabic one right to left.",
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The credit note, application/pdf'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const result = await obtainCreditNote.execute({ creditNoteId: request.params.id, caller: requireUser(request) });
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      const pdf = await renderCreditNote(result.value, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="credit-note-${result.value.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
