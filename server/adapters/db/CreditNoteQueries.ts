import { asc, eq } from 'drizzle-orm';
import type { Piasters } from '@tiara/domain/money';
import type { RefundMethod } from '../../application/refunds/Refunder';
import type { Database } from './Database';
import { creditNotes, invoices, orders, refunds } from './schema';

/** A credit note as the lists show it (the PDF shows the rest). */
export interface CreditNoteEntry {
  readonly id: number;
  readonly refundId: number;
  readonly orderId: number;
  readonly number: string;
  readonly issuedAt: Date;
  readonly amount: Piasters;
  readonly vatIncluded: Piasters;
  readonly refundMethod: RefundMethod;
  readonly invoiceNumber: string;
}

/** The credit notes of an order, for its customer's page and the back office. */
export class CreditNoteQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Oldest first; null when there is no such order. */
  async ofOrder(orderId: number): Promise<CreditNoteEntry[] | null> {
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return null;
    return this.db
      .select({
        id: creditNotes.id,
        refundId: creditNotes.refundId,
        orderId: creditNotes.orderId,
        number: creditNotes.number,
        issuedAt: creditNotes.issuedAt,
        amount: creditNotes.amountPiasters,
        vatIncluded: creditNotes.vatIncludedPiasters,
        refundMethod: refunds.method,
        invoiceNumber: invoices.number,
      })
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  }
}
