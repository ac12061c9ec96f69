import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type InvoiceLine, type SellerDetails, formattedTaxRegistrationNumber } from '@tiara/domain/invoice';
import { canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { type Language, directionOf, joinedList, shownText } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import { invoiceDocumentAr } from '../../../src/locales/server/ar/invoiceDocumentAr';
import { invoiceDocumentEn } from '../../../src/locales/server/en/invoiceDocumentEn';
import { displayNamesAr } from '../../../src/locales/shared/ar/displayNamesAr';
import { displayNamesEn } from '../../../src/locales/shared/en/displayNamesEn';
import { formatPrice } from '../../../src/locales/format/formatPrice';
import type { Translation } from '../../../src/locales/Translation';
import type { BuyerDetails } from '../../application/invoices/InvoiceStore';
import { type TextRun, visualRuns } from './bidiRuns';
import { woffToSfnt } from './woffToSfnt';

const fontFile = (name: string): Buffer => woffToSfnt(readFileSync(createRequire(import.meta.url).resolve(name)));

/** Noto Sans for Latin text and Noto Sans Arabic for Arabic, each in two weights, embedded (subset) in every document; read once. */
const FONTS = {
  latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: fontFile('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  arabic: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
} as const;

type Align = 'left' | 'right';

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly align?: Align;
  readonly color?: string;
}

export const PAGE_MARGIN = 50;
const BODY_SIZE = 10;
const LINE_GAP = 3;
export const MUTED = '#555555';

/** The words an invoice and a credit note both print (the seller's registrations, the bill-to, the lines' columns). */
export type DocumentWords = Translation<typeof invoiceDocumentEn>;
const WORDS: Readonly<Record<Language, DocumentWords>> = { en: invoiceDocumentEn, ar: invoiceDocumentAr };
const DISPLAY_NAMES: Readonly<Record<Language, Translation<typeof displayNamesEn>>> = { en: displayNamesEn, ar: displayNamesAr };

/** An A4 PDF with the documents' fonts, drawn by `draw`, as bytes. */
export function renderDocument(info: { readonly title: string; readonly author: string }, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: info.title, Author: info.author } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
}

/**
 * pdfkit shapes a text word by word unless OpenType features are named; an Arabic run is shaped
 * whole (naming none), so that fontkit lays all of it right to left, as bidiRuns expects.
 */
const shaping = (run: TextRun): { features?: [] } => (run.arabic ? { features: [] } : {});

/**
 * The page of an invoice or a credit note in `language`, an Arabic one laid out right to left.
 * Names and addresses print as they were typed, Arabic ones in the Arabic font and right to left;
 * only the cities and governorates the shop itself lists are named in the document's language.
 */
export class DocumentLayout {
  protected readonly doc: PDFKit.PDFDocument;
  protected readonly left = PAGE_MARGIN;
  protected readonly right: number;
  protected readonly language: Language;
  protected readonly words: DocumentWords;
  /** The names the shop gives places and payment methods, in the document's language. */
  protected readonly names: Translation<typeof displayNamesEn>;
  /** Right to left: every box is mirrored across the page and its alignment turned round. */
  private readonly mirrored: boolean;
  /** Where the lines' table puts its columns. */
  protected readonly columns: { readonly name: number; readonly quantity: number; readonly unitPrice: number; readonly lineTotal: number };

  constructor(doc: PDFKit.PDFDocument, language: Language) {
    this.doc = doc;
    this.right = doc.page.width - PAGE_MARGIN;
    this.language = language;
    this.words = WORDS[language];
    this.names = DISPLAY_NAMES[language];
    this.mirrored = directionOf(language) === 'rtl';
    this.columns = { name: this.left, quantity: this.left + 270, unitPrice: this.left + 310, lineTotal: this.left + 400 };
  }

  protected amount(piasters: Piasters): string {
    return piasters < 0 ? `-${formatPrice(-piasters, this.language)}` : formatPrice(piasters, this.language);
  }

  /** The buyer's city, governorate and postal code, joined as the document's language writes a list ("مصر الجديدة، القاهرة، 11341"). */
  private place(buyer: BuyerDetails): string {
    const { names } = this;
    const governorate = canonicalGovernorate(buyer.state);
    return joinedList(this.language, [names.cities[buyer.city] ?? buyer.city, governorate === undefined ? buyer.state : names.governorates[governorate], buyer.postalCode]);
  }

  /** The seller on one side, the document's title and references on the other; answers where they end. */
  protected heading(seller: SellerDetails, title: string, references: readonly string[]): number {
    const half = (this.right - this.left) / 2;
    const sellerEnd = this.block(
      [
        { text: shownText(this.language, seller.legalName, seller.legalNameAr), style: { size: 14, bold: true } },
        { text: shownText(this.language, seller.address, seller.addressAr) },
        { text: this.words.taxRegistrationNumber(formattedTaxRegistrationNumber(seller.taxRegistrationNumber)) },
        ...(seller.commercialRegister === '' ? [] : [{ text: this.words.commercialRegister(seller.commercialRegister) }]),
      ],
      this.left,
      PAGE_MARGIN,
      half - 10,
    );
    const headEnd = this.block(
      [{ text: title, style: { size: 18, bold: true, align: 'right' } }, ...references.map((text) => ({ text, style: { align: 'right' } as const }))],
      this.left + half + 10,
      PAGE_MARGIN,
      half - 10,
    );
    return Math.max(sellerEnd, headEnd);
  }

  /** Who the document is made out to, from `y`; answers where it ends. */
  protected billTo(buyer: BuyerDetails, y: number): number {
    return this.block(
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
      this.right - this.left,
    );
  }

  /** The lines' table from `y`, each line as issued in the document's language (English where it was issued without Arabic); answers where it ends. */
  protected lineTable(lines: readonly InvoiceLine[], y: number): number {
    const { columns } = this;
    const nameWidth = columns.quantity - columns.name - 10;
    const quantityWidth = columns.unitPrice - columns.quantity - 10;
    const unitPriceWidth = columns.lineTotal - columns.unitPrice - 10;
    const amountWidth = this.right - columns.lineTotal;
    const headerStyle = { bold: true, color: MUTED } as const;
    let at = y;
    this.line(this.words.item, columns.name, at, nameWidth, headerStyle);
    this.line(this.words.quantity, columns.quantity, at, quantityWidth, { ...headerStyle, align: 'right' });
    this.line(this.words.unitPrice, columns.unitPrice, at, unitPriceWidth, { ...headerStyle, align: 'right' });
    this.line(this.words.lineTotal, columns.lineTotal, at, amountWidth, { ...headerStyle, align: 'right' });
    at += this.lineHeight() + 4;
    this.rule(at);
    at += 6;
    for (const line of lines) {
      const name = shownText(this.language, line.name, line.nameAr);
      const height = this.wrapped(name, nameWidth, {}).length * this.lineHeight();
      if (at + height > this.doc.page.height - PAGE_MARGIN - 140) {
        this.doc.addPage();
        at = PAGE_MARGIN;
      }
      const nameEnd = this.paragraph(name, columns.name, at, nameWidth, {});
      this.line(String(line.quantity), columns.quantity, at, quantityWidth, { align: 'right' });
      this.line(this.amount(line.unitPrice), columns.unitPrice, at, unitPriceWidth, { align: 'right' });
      this.line(this.amount(line.lineTotal), columns.lineTotal, at, amountWidth, { align: 'right' });
      at = nameEnd + 4;
    }
    this.rule(at);
    return at + 8;
  }

  /** Labelled amounts under the lines' amount column, from `y`; answers where they end. */
  protected totals(rows: ReadonlyArray<readonly [string, string, TextStyle]>, y: number): number {
    const labelX = this.columns.unitPrice;
    const labelWidth = this.columns.lineTotal - labelX - 10;
    let at = y;
    for (const [label, amount, style] of rows) {
      this.line(label, labelX, at, labelWidth, { ...style, align: 'right' });
      this.line(amount, this.columns.lineTotal, at, this.right - this.columns.lineTotal, { ...style, align: 'right' });
      at += this.lineHeight(style.size) + 2;
    }
    return at;
  }

  /**
   * A muted row under the totals from `y`, its label as wide as the lines' columns before the
   * amounts (wider than the totals'), the amount in the amounts' column: the VAT an amount includes,
   * label and amount apart (in a right-to-left line a rate and an amount side by side would read
   * out of order), or how a total was paid. Answers where it ends.
   */
  protected noteRow(label: string, amount: string, y: number): number {
    const style: TextStyle = { color: MUTED, align: 'right' };
    this.line(label, this.left, y, this.columns.lineTotal - 10 - this.left, style);
    this.line(amount, this.columns.lineTotal, y, this.right - this.columns.lineTotal, style);
    return y + this.lineHeight();
  }

  /** Lines one under the other from `y`; answers where the last one ends. */
  protected block(lines: ReadonlyArray<{ text: string; style?: TextStyle }>, x: number, y: number, width: number): number {
    let at = y;
    for (const line of lines) {
      if (line.text.trim() === '') continue;
      at = this.paragraph(line.text, x, at, width, line.style ?? {});
    }
    return at;
  }

  /** A text wrapped at word boundaries to `width`; answers where it ends. */
  protected paragraph(text: string, x: number, y: number, width: number, style: TextStyle): number {
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
   * (`width` wide), which a right-to-left document takes from the page's other side.
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

  protected lineHeight(size = BODY_SIZE): number {
    return size * 1.3 + LINE_GAP;
  }

  private rule(y: number): void {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  }
}
