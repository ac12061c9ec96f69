/**
 * Issues the credit note of a confirmed refund of an invoiceable order (issuing the order's
 * invoice first when it had not been asked for yet), with the next number of its own gap-free
 * Cairo-year sequence. Idempotent: a refund has one credit note, however often this is called;
 * nothing is issued for a refund that is not Confirmed or an order that is not invoiceable.
 */
export interface CreditNoteIssuer {
  issueFor(refundId: number, now: Date): Promise<void>;
}
