import { and, asc, eq, exists, inArray, not, notExists, or, sql } from 'drizzle-orm';
import { creditNoteNumber, issuedCreditNoteFigures } from '@tiara/domain/credit-note';
import { NEVER_INVOICED_STATUSES, type SellerDetails } from '@tiara/domain/invoice';
import { type Result, ok } from '@tiara/domain/result';
import type { CreditNoteContent, CreditNoteStore, IssuedCreditNote, RefundToCredit, RefundToCreditState } from '../../application/credit-notes/CreditNoteStore';
import type { Database } from './Database';
import { buyerFromStored, buyerToStored, linesFromStored, linesToStored } from './InvoiceDocumentParts';
import { readSellerDetails, sellerFromStored, sellerToStored, storedSeller } from './InvoiceSellerSettings';
import { creditNoteCounters, creditNotes, invoices, orderItems, orders, refunds, returnLines } from './schema';
import { nextYearlySequence } from './YearlyCounter';

const noteColumns = {
  note: creditNotes,
  refundMethod: refunds.method,
  invoiceNumber: invoices.number,
  invoiceIssuedAt: invoices.issuedAt,
  ownerUserId: orders.userId,
};

function selectNotes(db: Database) {
  return db
    .select(noteColumns)
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

function creditNoteOf({ note, refundMethod, invoiceNumber, invoiceIssuedAt }: NoteRow): IssuedCreditNote {
  return {
    id: note.id,
    number: note.number,
    issuedAt: note.issuedAt,
    orderId: note.orderId,
    refundId: note.refundId,
    refundMethod,
    invoice: { number: invoiceNumber, issuedAt: invoiceIssuedAt },
    seller: sellerFromStored(storedSeller.parse(note.seller)),
    buyer: buyerFromStored(note.buyer),
    figures: issuedCreditNoteFigures(linesFromStored(note.lines), note.amountPiasters, note.vatIncludedPiasters),
  };
}

export class CreditNoteRepository implements CreditNoteStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async refund(refundId: number): Promise<RefundToCreditState | null> {
    const [row] = await this.db.select({ orderId: refunds.orderId, status: refunds.status }).from(refunds).where(eq(refunds.id, refundId)).limit(1);
    return row ?? null;
  }

  async issued(refundId: number): Promise<IssuedCreditNote | null> {
    const [row] = await selectNotes(this.db).where(eq(creditNotes.refundId, refundId)).limit(1);
    return row ? creditNoteOf(row) : null;
  }

  async creditNote(id: number): Promise<{ note: IssuedCreditNote; ownerUserId: number | null } | null> {
    const [row] = await selectNotes(this.db).where(eq(creditNotes.id, id)).limit(1);
    return row ? { note: creditNoteOf(row), ownerUserId: row.ownerUserId } : null;
  }

  async refundsAwaitingCreditNote(limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          eq(refunds.status, 'Confirmed'),
          notExists(this.db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refunds.id))),
          or(exists(this.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, refunds.orderId))), not(inArray(orders.status, [...NEVER_INVOICED_STATUSES]))),
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  issue<E>(
    refundId: number,
    issuedAt: Date,
    year: number,
    compose: (refund: RefundToCredit, seller: SellerDetails | null) => Result<CreditNoteContent, E>,
  ): Promise<Result<IssuedCreditNote, E>> {
    return this.db.transaction(async (tx) => {
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
      if (!refund) throw new Error(`Refund ${refundId} vanished while its credit note was being issued`);
      // The order's row queues simultaneous issues for its refunds (and its invoice): a later one
      // finds the credit note, or counts the earlier notes in what the invoice has credited.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, refund.orderId)).for('update');
      const [existing] = await selectNotes(tx).where(eq(creditNotes.refundId, refundId)).limit(1);
      if (existing) return ok(creditNoteOf(existing));

      const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, refund.orderId)).limit(1);
      if (!invoice) throw new Error(`Order ${refund.orderId} has no invoice for the credit note of refund ${refundId} to refer to`);
      const returnedLines =
        refund.returnId === null
          ? []
          : await tx
              .select({ name: orderItems.productName, nameAr: orderItems.productNameAr, quantity: returnLines.quantity, unitPrice: orderItems.unitPricePiasters })
              .from(returnLines)
              .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
              .where(eq(returnLines.returnId, refund.returnId))
              .orderBy(asc(orderItems.id));
      const [{ creditedBefore } = { creditedBefore: 0 }] = await tx
        .select({ creditedBefore: sql<number>`coalesce(sum(${creditNotes.amountPiasters}), 0)::float8` })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoice.id));
      const content = compose(
        {
          refundId,
          orderId: refund.orderId,
          status: refund.status,
          amount: refund.amountPiasters,
          returnedLines,
          invoice: { total: invoice.totalPiasters, vatIncluded: invoice.vatIncludedPiasters, buyer: buyerFromStored(invoice.buyer) },
          creditedBefore,
        },
        await readSellerDetails(tx),
      );
      if (!content.ok) return content;

      const sequence = await nextYearlySequence(tx, creditNoteCounters, year);
      const { seller, buyer, figures } = content.value;
      const [row] = await tx
        .insert(creditNotes)
        .values({
          refundId,
          orderId: refund.orderId,
          invoiceId: invoice.id,
          number: creditNoteNumber(year, sequence),
          year,
          sequence,
          issuedAt,
          seller: sellerToStored(seller),
          buyer: buyerToStored(buyer),
          lines: linesToStored(figures.lines),
          amountPiasters: figures.amount,
          vatIncludedPiasters: figures.vatIncluded,
        })
        .returning({ id: creditNotes.id });
      if (!row) throw new Error(`The credit note of refund ${refundId} was not inserted`);
      const [inserted] = await selectNotes(tx).where(eq(creditNotes.id, row.id)).limit(1);
      if (!inserted) throw new Error(`The credit note of refund ${refundId} was not read back`);
      return ok(creditNoteOf(inserted));
    });
  }
}
