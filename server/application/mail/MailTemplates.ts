import { Brand } from '@tiara/domain/brand';
import type { CartItemKind } from '@tiara/domain/cart';
import type { PaymentMethod } from '@tiara/domain/checkout';
import { type Language, directionOf, shownText } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import { orderAmountLines } from '@tiara/domain/pricing';
import { amountToPay } from '@tiara/domain/store-credit';
import { serverMailMessagesAr } from '../../../src/locales/server/ar/serverMailMessagesAr';
import { serverMailMessagesEn } from '../../../src/locales/server/en/serverMailMessagesEn';
import { serverStoreCreditMessagesAr } from '../../../src/locales/server/ar/serverStoreCreditMessagesAr';
import { serverStoreCreditMessagesEn } from '../../../src/locales/server/en/serverStoreCreditMessagesEn';
import type { Translation } from '../../../src/locales/Translation';
import type { MailMessage } from './Mailer';

/**
 * The shop's e-mails, in the reader's language. Every message has a plain-text body; the HTML
 * body is built only from escaped text, so a name or a contact message can never inject markup
 * into the mail.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Subjects and headers are single lines: a line break from user text would start a new header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** The texts of the shop's e-mails, by language. */
export const MAIL_TEXTS: Readonly<Record<Language, Translation<typeof serverMailMessagesEn>>> = { en: serverMailMessagesEn, ar: serverMailMessagesAr };
const STORE_CREDIT_TEXTS: Readonly<Record<Language, Translation<typeof serverStoreCreditMessagesEn>>> = { en: serverStoreCreditMessagesEn, ar: serverStoreCreditMessagesAr };

/**
 * Paragraphs of plain text, each escaped; line breaks inside a paragraph are kept. A right-to-left
 * mail says so on its root and aligns its text right, so mail readers lay it out as the shop's pages.
 */
function htmlParagraphs(paragraphs: readonly string[], language: Language): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
  const direction = directionOf(language);
  const style = direction === 'rtl' ? 'font-family: sans-serif; text-align: right' : 'font-family: sans-serif';
  return `<!doctype html>\n<html lang="${language}" dir="${direction}"><body style="${style}">\n${body}\n</body></html>`;
}

/**
 * The plain-text body. A plain-text reader takes each line's direction from its first strong
 * letter, so a right-to-left line that opens with a number or a Latin name starts with a
 * right-to-left mark.
 */
function plainText(paragraphs: readonly string[], language: Language): string {
  const text = paragraphs.join('\n\n');
  return `${directionOf(language) === 'rtl' ? text.replace(/^(?=.)/gm, '\u200f') : text}\n`;
}

export function message(to: string, subject: string, paragraphs: readonly string[], language: Language): MailMessage {
  return { to, subject: oneLine(subject), text: plainText(paragraphs, language), html: htmlParagraphs(paragraphs, language) };
}

export const greeting = (texts: Translation<typeof serverMailMessagesEn>, name: string) => texts.greeting(name.trim() ? oneLine(name) : '');

export interface OrderConfirmationLine {
  readonly kind: CartItemKind;
  readonly name: string;
  /** Null where the line has no Arabic name: the English is written. */
  readonly nameAr: string | null;
  readonly quantity: number;
  readonly unitPricePiasters: Piasters;
}

export interface OrderConfirmationData {
  readonly to: string;
  readonly customerName: string;
  readonly orderId: number;
  readonly lines: readonly OrderConfirmationLine[];
  readonly shippingPiasters: Piasters;
  readonly discountPiasters: Piasters;
  /** The promo code of the discount; null without one. */
  readonly promoCode: string | null;
  readonly totalPiasters: Piasters;
  /** The store credit the order was paid with; the payment method collects the rest of the total. */
  readonly storeCreditPiasters: Piasters;
  readonly paymentMethod: PaymentMethod;
  /** The language the order was placed in. */
  readonly language: Language;
}

/**
 * The order's lines, named in the order's language, then its amounts as every order shows them
 * (its own shipping, none when nothing is delivered, and its discount with the code), adding up to
 * its total, then the payment: the store credit it was paid with, a payment and not a discount, and
 * what the payment method collects of the rest.
 */
export function orderConfirmationMail(order: OrderConfirmationData): MailMessage {
  const texts = MAIL_TEXTS[order.language];
  const lines = order.lines.map((line) => texts.orderLine(line.quantity, oneLine(shownText(order.language, line.name, line.nameAr)), line.unitPricePiasters * line.quantity));
  const figures = orderAmountLines({
    lines: order.lines.map((line) => ({ kind: line.kind, price: line.unitPricePiasters, quantity: line.quantity })),
    charges: { shipping: order.shippingPiasters, discount: order.discountPiasters },
    total: order.totalPiasters,
  });
  const amounts = [texts.subtotal(figures.subtotal)];
  if (figures.shipping !== null) amounts.push(texts.shipping(figures.shipping));
  if (figures.discount > 0) amounts.push(texts.discount(figures.discount, order.promoCode === null ? null : oneLine(order.promoCode)));
  if (figures.unsplitCharges !== null) amounts.push(texts.shippingAndDiscount(figures.unsplitCharges));
  amounts.push(texts.total(figures.total));
  if (order.storeCreditPiasters > 0) {
    const storeCredit = STORE_CREDIT_TEXTS[order.language].mail;
    const toPay = amountToPay(order.totalPiasters, order.storeCreditPiasters);
    amounts.push(storeCredit.paidWithStoreCredit(order.storeCreditPiasters));
    if (toPay > 0) amounts.push(storeCredit.toPay(texts.paymentMethods[order.paymentMethod], toPay));
  } else {
    amounts.push(texts.payment(texts.paymentMethods[order.paymentMethod]));
  }
  return message(
    order.to,
    texts.orderSubject(order.orderId),
    [greeting(texts, order.customerName), texts.orderThanks(order.orderId), lines.join('\n'), amounts.join('\n'), texts.signature],
    order.language,
  );
}

export function passwordResetMail(data: { readonly to: string; readonly code: string; readonly validMinutes: number; readonly language: Language }): MailMessage {
  const texts = MAIL_TEXTS[data.language];
  const mail = message(data.to, texts.resetSubject, [texts.greeting(''), texts.resetCode(data.code, data.validMinutes), texts.resetNotYou, texts.signature], data.language);
  return { ...mail, confidential: true };
}

export function passwordChangedMail(data: { readonly to: string; readonly language: Language }): MailMessage {
  const texts = MAIL_TEXTS[data.language];
  return message(data.to, texts.changedSubject, [texts.greeting(''), texts.changedBody, texts.changedNotYou, texts.signature], data.language);
}

export interface ContactMessageData {
  /** The shop's address. */
  readonly to: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly message: string;
  /** The signed-in account that sent it, if any. */
  readonly userId: number | null;
}

export function contactMessageMail(contact: ContactMessageData): MailMessage {
  const from = `From: ${oneLine(contact.senderName)} <${oneLine(contact.senderEmail)}>${contact.userId === null ? '' : ` (account #${contact.userId})`}`;
  // The shop's staff read the contact form's mail in the shop's own language, English.
  return message(contact.to, `${Brand.name} contact form: message from ${oneLine(contact.senderName)}`.slice(0, 200), [from, contact.message], 'en');
}
