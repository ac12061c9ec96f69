import { TAX_RATE_PERCENT } from '@tiara/domain/pricing';
import { isPaymentMethod } from '@tiara/domain/checkout';
import { type Language, shownText } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import { amountToPay } from '@tiara/domain/store-credit';
import { cairoDay } from '@tiara/domain/time-text';
import type { IssuedInvoice } from '../../application/invoices/InvoiceStore';
import { DocumentLayout, MUTED, type TextStyle, renderDocument } from './DocumentLayout';

/**
 * Writes an invoice as an A4 PDF in `language`, an Arabic one laid out right to left; the invoice
 * itself (number, date, parties, lines, amounts) is the same in both, but for the seller's legal
 * name and address, which an Arabic invoice prints in Arabic where the back office wrote it.
 */
export function renderInvoicePdf(invoice: IssuedInvoice, language: Language): Promise<Buffer> {
  return renderDocument({ title: `Invoice ${invoice.number}`, author: shownText(language, invoice.seller.legalName, invoice.seller.legalNameAr) }, (doc) =>
    new InvoiceLayout(doc, language).draw(invoice),
  );
}

class InvoiceLayout extends DocumentLayout {
  draw(invoice: IssuedInvoice): void {
    const { seller, buyer, figures, promoCode, payment } = invoice;
    let y =
      this.heading(seller, this.words.title, [this.words.invoiceNumber(invoice.number), this.words.date(cairoDay(invoice.issuedAt).key), this.words.order(invoice.orderId)]) + 20;
    y = this.billTo(buyer, y) + 20;
    y = this.lineTable(figures.lines, y);
    y = this.totals(
      [
        [this.words.subtotal, this.amount(figures.subtotal), {}],
        [this.words.shipping, this.amount(figures.shipping), {}],
        // As the cart and checkout show it: a discount line only when there is a discount.
        ...(figures.discount > 0
          ? [[promoCode === null ? this.words.discount : this.words.discountWithCode(promoCode), this.amount(-figures.discount), {}] satisfies [string, string, TextStyle]]
          : []),
        [this.words.total, this.amount(figures.total), { bold: true, size: 12 }],
      ],
      y,
    );
    // Store credit is a payment, not a discount: the total stands, and the rows under it say how it was paid.
    for (const [label, amount] of payment.storeCredit > 0 ? this.payments(figures.total, payment) : []) y = this.noteRow(label, amount, y) + 2;
    y = this.noteRow(this.words.vatIncluded(TAX_RATE_PERCENT), this.amount(figures.vatIncluded), y + 6) + 24;
    this.paragraph(this.words.footnote, this.left, y, this.right - this.left, { size: 8, color: MUTED });
  }

  /** The store credit an order was paid with, and what its payment method collected of the rest. */
  private payments(total: Piasters, payment: IssuedInvoice['payment']): Array<[string, string]> {
    const rest = amountToPay(total, payment.storeCredit);
    const method = isPaymentMethod(payment.method) ? this.names.paymentMethods[payment.method] : payment.method;
    return [[this.words.paidWithStoreCredit, this.amount(-payment.storeCredit)], ...(rest > 0 ? [[this.words.payment(method), this.amount(rest)] satisfies [string, string]] : [])];
  }
}
