import { type SellerDetails, invoiceFigures, invoiceRefusal } from '@tiara/domain/invoice';
import { type Result, fail, ok } from '@tiara/domain/result';
import { cairoDay } from '@tiara/domain/time-text';
import type { ServerText } from '../texts/ServerText';
import { InvoiceMessages } from './InvoiceMessages';
import type { InvoiceContent, InvoiceStore, IssuedInvoice, OrderToInvoice } from './InvoiceStore';

export type IssueInvoiceError = {
  readonly code: 'not_invoiceable' | 'seller_details_missing';
  readonly message: ServerText;
};

/**
 * An order's invoice: the one issued before, or, for an order that is invoiceable
 * (src/domain/invoice), a new one issued now with the next number of the Cairo year. Whoever asks
 * has been let in already: the customer's download, or a credit note that must refer to an invoice.
 */
export class IssueInvoice {
  private readonly store: InvoiceStore;

  constructor(store: InvoiceStore) {
    this.store = store;
  }

  async execute(orderId: number, now: Date): Promise<Result<IssuedInvoice, IssueInvoiceError>> {
    const issued = await this.store.issued(orderId);
    if (issued) return ok(issued);
    return this.store.issue(orderId, now, Number(cairoDay(now).year), compose);
  }
}

function compose(order: OrderToInvoice, seller: SellerDetails | null): Result<InvoiceContent, IssueInvoiceError> {
  const refusal = invoiceRefusal(order);
  if (refusal) {
    const message = refusal === 'ended_unfulfilled' ? InvoiceMessages.endedUnfulfilled(order.id, order.status) : InvoiceMessages.notYetInvoiceable(order.id);
    return fail({ code: 'not_invoiceable', message });
  }
  if (!seller) return fail({ code: 'seller_details_missing', message: InvoiceMessages.sellerDetailsMissing });
  return ok({ seller, buyer: order.buyer, figures: invoiceFigures(order), promoCode: order.discount > 0 ? order.promoCode : null });
}
