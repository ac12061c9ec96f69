import type { CreditNoteFigures, CreditedInvoice } from '@tiara/domain/credit-note';
import type { InvoiceLineInput, SellerDetails } from '@tiara/domain/invoice';
import type { Piasters } from '@tiara/domain/money';
import type { Result } from '@tiara/domain/result';
import type { BuyerDetails } from '../invoices/InvoiceStore';
import type { RefundMethod, RefundStatus } from '../refunds/Refunder';

/** A refund, as deciding on its credit note needs it. */
export interface RefundToCreditState {
  readonly orderId: number;
  readonly status: RefundStatus;
}

/** What a credit note is made from: the refund and the order's invoice, read under the order's lock. */
export interface RefundToCredit extends RefundToCreditState {
  readonly refundId: number;
  readonly amount: Piasters;
  /** The lines the refund's return took back, at the price they were bought at; empty for a refund of the order itself. */
  readonly returnedLines: readonly InvoiceLineInput[];
  readonly invoice: CreditedInvoice & { readonly buyer: BuyerDetails };
  /** What the invoice's earlier credit notes credited. */
  readonly creditedBefore: Piasters;
}

/** What a credit note says, before it has a number. */
export interface CreditNoteContent {
  readonly seller: SellerDetails;
  readonly buyer: BuyerDetails;
  readonly figures: CreditNoteFigures;
}

export interface IssuedCreditNote extends CreditNoteContent {
  readonly id: number;
  readonly number: string;
  readonly issuedAt: Date;
  readonly orderId: number;
  readonly refundId: number;
  readonly refundMethod: RefundMethod;
  /** The invoice it credits. */
  readonly invoice: { readonly number: string; readonly issuedAt: Date };
}

export interface CreditNoteStore {
  refund(refundId: number): Promise<RefundToCreditState | null>;
  issued(refundId: number): Promise<IssuedCreditNote | null>;
  /**
   * In one transaction: locks the refund's order, answers the refund's credit note if one was issued
   * meanwhile, otherwise asks `compose` for the content (from the refund, the order's invoice, which
   * must have been issued, and the seller's details as they are now) and, if it gives one, inserts
   * the credit note with the next number of `year`, taken from the year's counter row under lock.
   */
  issue<E>(refundId: number, issuedAt: Date, year: number, compose: (refund: RefundToCredit, seller: SellerDetails | null) => Result<CreditNoteContent, E>): Promise<Result<IssuedCreditNote, E>>;
  /** A credit note with its order's customer (null for a guest order). */
  creditNote(id: number): Promise<{ readonly note: IssuedCreditNote; readonly ownerUserId: number | null } | null>;
  /**
   * Confirmed refunds without a credit note whose order has an invoice or may still get one (it did
   * not end unfulfilled), oldest first, at most `limit`.
   */
  refundsAwaitingCreditNote(limit: number): Promise<number[]>;
}
