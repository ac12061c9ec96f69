import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { TAX_RATE_PERCENT } from '@tiara/domain/pricing';
import { formattedTaxRegistrationNumber } from '@tiara/domain/invoice';
import { canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { isPaymentMethod } from '@tiara/domain/checkout';
import { type Language, directionOf, joinedList, shownText } from '@tiara/domain/language';
import { amountToPay } from '@tiara/domain/store-credit';
import type { Piasters } from '@tiara/domain/money';
import { invoiceDocumentAr } from '../../../src/locales/server/ar/invoiceDocumentAr';
import { invoiceDocumentEn } from '../../../src/locales/server/en/invoiceDocumentEn';
import { displayNamesAr } from '../../../src/locales/shared/ar/displayNamesAr';
import { displayNamesEn } from '../../../src/locales/shared/en/displayNamesEn';
import { formatPrice } from '../../../src/locales/format/formatPrice';
import type { Translation } from '../../../src/locales/Translation';
import { cairoDay } from '@tiara/domain/time-text';
import type { IssuedInvoice } from '../../application/invoices/InvoiceStore';
import { type TextRun, visualRuns } from './bidiRuns';

const fontFile = (name: string) => createRequire(import.meta.url).resolve(name);

/** Noto Sans for Latin text and Noto Sans Arabic for Arabic, each in two weights, embedded (subset) in every invoice. */
const FONTS = {
  latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: fontFile('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  arabic: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
} as const;

type Align = 'left' | 'right';

interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly align?: Align;
  readonly color?: string;
}

const PAGE_MARGIN = 50;
const BODY_SIZE = 10;
const LINE_GAP = 3;
const MUTED = '#555555';

const WORDS: Readonly<Record<Language, Translation<typeof invoiceDocumentEn>>> = { en: invoiceDocumentEn, ar: invoiceDocumentAr };
const PLACE_NAMES: Readonly<Record<Language, Translation<typeof displayNamesEn>>> = { en: displayNamesEn, ar: displayNamesAr };

/**
 * Writes an invoice as an A4 PDF in `language`, an Arabic one laid out right to left; the invoice
 * itself (number, date, parties, lines, amounts) is the same in both, but for the seller's legal
 * name and address, which an Arabic invoice prints in Arabic where the back office wrote it. Names
 * and addresses print as they were typed, Arabic ones in the Arabic font and right to left; only the
 * cities and governorates the shop itself lists are named in the invoice's language.
 */
export function renderInvoicePdf(invoice: IssuedInvoice, language: Language): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: `Invoice ${invoice.number}`, Author: shownText(language, invoice.seller.legalName, invoice.seller.legalNameAr) } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new InvoiceLayout(doc, language).draw(invoice);
  doc.end();
  return finished;
}

/**
 * pdfkit shapes a text word by word unless OpenType features are named; an Arabic run is shaped
 * whole (naming none), so that fontkit lays all of it right to left, as bidiRuns expects.
 */
const shaping = (run: TextRun): { features?: [] } => (run.arabic ? { features: [] } : {});

class InvoiceLayout {
  private readonly doc: PDFKit.PDFDocument;
  private readonly left = PAGE_MARGIN;
  private readonly right: number;

  private readonly words: Translation<typeof invoiceDocumentEn>;
  private readonly language: Language;
  /** Right to left: every box is mirrored across the page and its alignment turned round. */
  private readonly mirrored: boolean;

  constructor(doc: PDFKit.PDFDocument, language: Language) {
    this.doc = doc;
    this.right = doc.page.width - PAGE_MARGIN;
    this.language = language;
    this.words = WORDS[language];
    this.mirrored = directionOf(language) === 'rtl';
  }

  private amount(piasters: Piasters): string {
    return piasters < 0 ? `-${formatPrice(-piasters, this.language)}` : formatPrice(piasters, this.language);
  }

  /** The buyer's city, governorate and postal code, joined as the invoice's language writes a list ("مصر الجديدة، القاهرة، 11341"). */
  private place(buyer: IssuedInvoice['buyer']): string {
    const names = PLACE_NAMES[this.language];
    const governorate = canonicalGovernorate(buyer.state);
    return joinedList(this.language, [names.cities[buyer.city] ?? buyer.city, governorate === undefined ? buyer.state : names.governorates[governorate], buyer.postalCode]);
  }

  draw(invoice: IssuedInvoice): void {
    const { seller, buyer, figures, promoCode, payment } = invoice;
    const half = (this.right - this.left) / 2;
    let y = PAGE_MARGIN;
    const sellerEnd = this.block(
      [
        { text: shownText(this.language, seller.legalName, seller.legalNameAr), style: { size: 14, bold: true } },
        { text: shownText(this.language, seller.address, seller.addressAr) },
        { text: this.words.taxRegistrationNumber(formattedTaxRegistrationNumber(seller.taxRegistrationNumber)) },
        ...(seller.commercialRegister === '' ? [] : [{ text: this.words.commercialRegister(seller.commercialRegister) }]),
      ],
      this.left,
      y,
      half - 10,
    );
    const headEnd = this.block(
      [
        { text: this.words.title, style: { size: 18, bold: true, align: 'right' } },
        { text: this.words.invoiceNumber(invoice.number), style: { align: 'right' } },
        { text: this.words.date(cairoDay(invoice.issuedAt).key), style: { align: 'right' } },
        { text: this.words.order(invoice.orderId), style: { align: 'right' } },
      ],
      this.left + half + 10,
      y,
      half - 10,
    );
    y = Math.max(sellerEnd, headEnd) + 20;

    y = this.block(
      [
        { text: this.words.billTo, style: { bold: true, color: MUTED } },
        { text: buyer.name, style: { bold: true } },
        { text: buyer.address },
        { text: this.place(buyer) },
        { text: buyer.country },
        { text: [buyer.phone, buyer.email].filter((part) => part.trim() !== '').join(' · ') },
      ],
      this.left,
      y,
      half * 2,
    ) + 20;

    const columns = { name: this.left, quantity: this.left + 270, unitPrice: this.left + 310, lineTotal: this.left + 400 };
    const nameWidth = columns.quantity - columns.name - 10;
    const amountWidth = this.right - columns.lineTotal;
    const headerStyle = { bold: true, color: MUTED } as const;
    this.line(this.words.item, columns.name, y, nameWidth, headerStyle);
    this.line(this.words.quantity, columns.quantity, y, columns.unitPrice - columns.quantity - 10, { ...headerStyle, align: 'right' });
    this.line(this.words.unitPrice, columns.unitPrice, y, columns.lineTotal - columns.unitPrice - 10, { ...headerStyle, align: 'right' });
    this.line(this.words.lineTotal, columns.lineTotal, y, amountWidth, { ...headerStyle, align: 'right' });
    y += this.lineHeight() + 4;
    this.rule(y);
    y += 6;
    for (const line of figures.lines) {
      // Each line as issued, in the invoice's language (English where it was issued without Arabic).
      const name = shownText(this.language, line.name, line.nameAr);
      const height = this.wrapped(name, nameWidth, {}).length * this.lineHeight();
      if (y + height > this.doc.page.height - PAGE_MARGIN - 140) {
        this.doc.addPage();
        y = PAGE_MARGIN;
      }
      const nameEnd = this.paragraph(name, columns.name, y, nameWidth, {});
      this.line(String(line.quantity), columns.quantity, y, columns.unitPrice - columns.quantity - 10, { align: 'right' });
      this.line(this.amount(line.unitPrice), columns.unitPrice, y, columns.lineTotal - columns.unitPrice - 10, { align: 'right' });
      this.line(this.amount(line.lineTotal), columns.lineTotal, y, amountWidth, { align: 'right' });
      y = nameEnd + 4;
    }
    this.rule(y);
    y += 8;

    const labelX = columns.unitPrice;
    const labelWidth = columns.lineTotal - labelX - 10;
    const totals: Array<[string, string, TextStyle]> = [
      [this.words.subtotal, this.amount(figures.subtotal), {}],
      [this.words.shipping, this.amount(figures.shipping), {}],
      // As the cart and checkout show it: a discount line only when there is a discount.
      ...(figures.discount > 0
        ? [[promoCode === null ? this.words.discount : this.words.discountWithCode(promoCode), this.amount(-figures.discount), {}] satisfies [string, string, TextStyle]]
        : []),
      [this.words.total, this.amount(figures.total), { bold: true, size: 12 }],
    ];
    for (const [label, amount, style] of totals) {
      this.line(label, labelX, y, labelWidth, { ...style, align: 'right' });
      this.line(amount, columns.lineTotal, y, amountWidth, { ...style, align: 'right' });
      y += this.lineHeight(style.size) + 2;
    }
    // Store credit is a payment, not a discount: the total stands, and the rows under it say how it was paid (labels wider than the totals' column).
    for (const [label, amount] of payment.storeCredit > 0 ? this.payments(figures.total, payment) : []) {
      const style: TextStyle = { color: MUTED, align: 'right' };
      this.line(label, this.left, y, labelX + labelWidth - this.left, style);
      this.line(amount, columns.lineTotal, y, amountWidth, style);
      y += this.lineHeight() + 2;
    }
    y += 6;
    // A row of its own, label and amount apart: in a right-to-left line a rate and an amount side by side would read out of order.
    const vatStyle: TextStyle = { color: MUTED, align: 'right' };
    this.line(this.words.vatIncluded(TAX_RATE_PERCENT), this.left, y, labelX + labelWidth - this.left, vatStyle);
    this.line(this.amount(figures.vatIncluded), columns.lineTotal, y, amountWidth, vatStyle);
    y += this.lineHeight() + 24;
    this.paragraph(this.words.footnote, this.left, y, this.right - this.left, { size: 8, color: MUTED });
  }

  /** The store credit an order was paid with, and what its payment method collected of the rest. */
  private payments(total: Piasters, payment: IssuedInvoice['payment']): Array<[string, string]> {
    const rest = amountToPay(total, payment.storeCredit);
    const method = isPaymentMethod(payment.method) ? PLACE_NAMES[this.language].paymentMethods[payment.method] : payment.method;
    return [[this.words.paidWithStoreCredit, this.amount(-payment.storeCredit)], ...(rest > 0 ? [[this.words.payment(method), this.amount(rest)] satisfies [string, string]] : [])];
  }

  /** Lines one under the other from `y`; answers where the last one ends. */
  private block(lines: ReadonlyArray<{ text: string; style?: TextStyle }>, x: number, y: number, width: number): number {
    let at = y;
    for (const line of lines) {
      if (line.text.trim() === '') continue;
      at = this.paragraph(line.text, x, at, width, line.style ?? {});
    }
    return at;
  }

  /** A text wrapped at word boundaries to `width`; answers where it ends. */
  private paragraph(text: string, x: number, y: number, width: number, style: TextStyle): number {
    let at = y;
    for (const line of this.wrapped(text, width, style)) {
      this.line(line, x, at, width, style);
      at += this.lineHeight(style.size);
    }
    return at;
  }

  /** The text cut into lines that fit `width`, breaking between words (a word longer than the line gets a line of its own). */
  private wrapped(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/u).filter((part) => part !== '')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.widthOf(visualRuns(candidate), style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /**
   * One line of text, its runs laid left to right in visual order, aligned within the box at `x`
   * (`width` wide), which a right-to-left invoice takes from the page's other side.
   */
  private line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    const runs = visualRuns(text);
    const size = style.size ?? BODY_SIZE;
    const boxX = this.mirrored ? this.left + this.right - x - width : x;
    const toRight = (style.align === 'right') !== this.mirrored;
    let at = toRight ? boxX + width - this.widthOf(runs, style) : boxX;
    this.doc.fillColor(style.color ?? '#000000');
    for (const run of runs) {
      this.useFont(run, style);
      this.doc.text(run.text, at, y, { lineBreak: false, ...shaping(run) });
      at += this.runWidth(run, style);
    }
    this.doc.fontSize(size);
  }

  private widthOf(runs: readonly TextRun[], style: TextStyle): number {
    return runs.reduce((width, run) => width + this.runWidth(run, style), 0);
  }

  private runWidth(run: TextRun, style: TextStyle): number {
    this.useFont(run, style);
    return this.doc.widthOfString(run.text, shaping(run));
  }

  private useFont(run: TextRun, style: TextStyle): void {
    const family = run.arabic ? 'arabic' : 'latin';
    this.doc.font(style.bold ? `${family}Bold` : family).fontSize(style.size ?? BODY_SIZE);
  }

  private lineHeight(size = BODY_SIZE): number {
    return size * 1.3 + LINE_GAP;
  }

  private rule(y: number): void {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  }
}
