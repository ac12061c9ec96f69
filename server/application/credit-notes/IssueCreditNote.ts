import { creditNoteFigures } from '@tiara/domain/credit-note';
import type { SellerDetails } from '@tiara/domain/invoice';
import { type Result, fail, ok } from '@tiara/domain/result';
import { cairoDay } from '@tiara/domain/time-text';
import { InvoiceMessages } from '../invoices/InvoiceMessages';
import type { IssueInvoice, IssueInvoiceError } from '../invoices/IssueInvoice';
import type { CreditNoteIssuer } from './CreditNoteIssuer';
import { CreditNoteMessages } from './CreditNoteMessages';
import type { CreditNoteContent, CreditNoteStore, IssuedCreditNote, RefundToCredit } from './CreditNoteStore';

export type IssueCreditNoteRefusal = { readonly code: 'refund_not_found' | 'refund_not_confirmed' } | IssueInvoiceError;

/**
 * The credit note of a confirmed refund (CreditNoteIssuer): the one issued before, or one issued
 * now, once the order's invoice is (IssueInvoice issues it first when nobody had asked for it yet,
 * so every credit note refers to an invoice). It credits the lines the refund's return took back,
 * or, for a refund of the order itself, one line naming the order, in both languages as issued.
 */
export class IssueCreditNote implements CreditNoteIssuer {
  private readonly store: CreditNoteStore;
  private readonly issueInvoice: IssueInvoice;

  constructor(store: CreditNoteStore, issueInvoice: IssueInvoice) {
    this.store = store;
    this.issueInvoice = issueInvoice;
  }

  async execute(refundId: number, now: Date): Promise<Result<IssuedCreditNote, IssueCreditNoteRefusal>> {
    const refund = await this.store.refund(refundId);
    if (!refund) return fail({ code: 'refund_not_found' });
    const issued = await this.store.issued(refundId);
    if (issued) return ok(issued);
    if (refund.status !== 'Confirmed') return fail({ code: 'refund_not_confirmed' });
    const invoice = await this.issueInvoice.execute(refund.orderId, now);
    if (!invoice.ok) return invoice;
    return this.store.issue(refundId, now, Number(cairoDay(now).year), compose);
  }

  /**
   * The port's way in: what the refunds call once a refund's confirmation has committed (issuing
   * takes the order's lock in a transaction of its own). A refund that gets no credit note is no
   * failure of theirs; one whose call fails is issued by the periodic sweep.
   */
  async issueFor(refundId: number, now: Date): Promise<void> {
    await this.execute(refundId, now);
  }
}

function compose(refund: RefundToCredit, seller: SellerDetails | null): Result<CreditNoteContent, IssueCreditNoteRefusal> {
  if (refund.status !== 'Confirmed') return fail({ code: 'refund_not_confirmed' });
  if (!seller) return fail({ code: 'seller_details_missing', message: InvoiceMessages.sellerDetailsMissing });
  const name = CreditNoteMessages.refundOfOrder(refund.orderId);
  const lines = refund.returnedLines.length > 0 ? refund.returnedLines : [{ name: name('en'), nameAr: name('ar'), quantity: 1, unitPrice: refund.amount }];
  return ok({
    seller,
    buyer: refund.invoice.buyer,
    figures: creditNoteFigures({ lines, amount: refund.amount, invoice: refund.invoice, creditedBefore: refund.creditedBefore }),
  });
}
