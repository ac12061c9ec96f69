import { TAX_RATE_PERCENT } from '@tiara/domain/pricing';
import { type Language, shownText } from '@tiara/domain/language';
import { cairoDay } from '@tiara/domain/time-text';
import { creditNoteDocumentAr } from '../../../src/locales/server/ar/creditNoteDocumentAr';
import { creditNoteDocumentEn } from '../../../src/locales/server/en/creditNoteDocumentEn';
import type { Translation } from '../../../src/locales/Translation';
import type { IssuedCreditNote } from '../../application/credit-notes/CreditNoteStore';
import { DocumentLayout, MUTED, type TextStyle, renderDocument } from './DocumentLayout';

const CREDIT_NOTE_WORDS: Readonly<Record<Language, Translation<typeof creditNoteDocumentEn>>> = { en: creditNoteDocumentEn, ar: creditNoteDocumentAr };

/**
 * Writes a credit note as an A4 PDF in `language`, in the invoice's style and by its rules
 * (DocumentLayout): the seller, its number and date, the invoice it credits and how the money went
 * back, the buyer as invoiced, the lines credited, and the total credited with the VAT it includes.
 */
export function renderCreditNotePdf(note: IssuedCreditNote, language: Language): Promise<Buffer> {
  return renderDocument({ title: `Credit note ${note.number}`, author: shownText(language, note.seller.legalName, note.seller.legalNameAr) }, (doc) =>
    new CreditNoteLayout(doc, language).draw(note),
  );
}

class CreditNoteLayout extends DocumentLayout {
  private get noteWords(): Translation<typeof creditNoteDocumentEn> {
    return CREDIT_NOTE_WORDS[this.language];
  }

  draw(note: IssuedCreditNote): void {
    const words = this.noteWords;
    const { figures } = note;
    let y =
      this.heading(note.seller, words.title, [
        words.creditNoteNumber(note.number),
        this.words.date(cairoDay(note.issuedAt).key),
        words.creditsInvoice(note.invoice.number, cairoDay(note.invoice.issuedAt).key),
        this.words.order(note.orderId),
        words.refundMethods[note.refundMethod],
      ]) + 20;
    y = this.billTo(note.buyer, y) + 20;
    y = this.lineTable(figures.lines, y);
    // The goods and an adjustment only when the amount is not simply the lines' worth.
    const adjusted: Array<readonly [string, string, TextStyle]> =
      figures.adjustment === 0
        ? []
        : [
            [words.goods, this.amount(figures.goods), {}],
            [figures.adjustment > 0 ? words.addedToGoods : words.keptFromGoods, this.amount(figures.adjustment), {}],
          ];
    y = this.totals([...adjusted, [words.amountCredited, this.amount(figures.amount), { bold: true, size: 12 }]], y);
    y = this.noteRow(this.words.vatIncluded(TAX_RATE_PERCENT), this.amount(figures.vatIncluded), y + 6) + 24;
    this.paragraph(words.footnote, this.left, y, this.right - this.left, { size: 8, color: MUTED });
  }
}
