import { z } from 'zod';
import { CreditNoteMessages } from '../../../application/credit-notes/CreditNoteMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { orderCreditNotesJson, staffCreditNoteToJson } from '../creditNoteJson';
import { findRoute } from './adminRouteKit';

/** An order's credit notes for the back office: one for each confirmed refund of an invoiceable order. */
export function adminCreditNoteRoutes(app: ZodApp, { creditNotes: { list } }: ShopServices): void {
  findRoute(app, {
    url: '/orders/:id/credit-notes',
    summary: "An order's credit notes, oldest first, each with its PDF's address (Admin)",
    params: z.object({ id: idParam }),
    item: orderCreditNotesJson,
    find: ({ id }) => list.ofOrder(id),
    missing: ({ id }) => notFound(CreditNoteMessages.orderNotFound(id), 'order_not_found'),
    toJson: (notes) => ({ credit_notes: notes.map(staffCreditNoteToJson) }),
  });
}
