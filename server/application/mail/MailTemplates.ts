import { Brand } from '../../../src/domain/brand';
import { type Piasters, formatEgp } from '../../../src/domain/money';
import type { MailMessage } from './Mailer';

/**
 * The shop's e-mails. Every message has a plain-text body; the HTML body is built only from
 * escaped text, so a name or a contact message can never inject markup into the mail.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Subjects and headers are single lines: a line break from user text would start a new header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** Paragraphs of plain text, each escaped; line breaks inside a paragraph are kept. */
function htmlParagraphs(paragraphs: readonly string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
  return `<!doctype html>\n<html><body style="font-family: sans-serif">\n${body}\n</body></html>`;
}

function message(to: string, subject: string, paragraphs: readonly string[]): MailMessage {
  return { to, subject: oneLine(subject), text: `${paragraphs.join('\n\n')}\n`, html: htmlParagraphs(paragraphs) };
}

const signature = `${Brand.name} · ${Brand.supportEmail} · ${Brand.supportPhone}`;
const greeting = (name: string) => (name.trim() ? `Hello ${oneLine(name)},` : 'Hello,');

export interface OrderConfirmationLine {
  readonly name: string;
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
  readonly totalPiasters: Piasters;
  readonly paymentMethod: string;
}

export function orderConfirmationMail(order: OrderConfirmationData): MailMessage {
  const lines = order.lines.map((line) => `${line.quantity} × ${oneLine(line.name)}: ${formatEgp(line.unitPricePiasters * line.quantity)}`);
  const amounts = [`Shipping: ${formatEgp(order.shippingPiasters)}`];
  if (order.discountPiasters > 0) amounts.push(`Discount: -${formatEgp(order.discountPiasters)}`);
  amounts.push(`Total: ${formatEgp(order.totalPiasters)}`, `Payment: ${oneLine(order.paymentMethod)}`);
  return message(order.to, `${Brand.name}: order #${order.orderId} received`, [
    greeting(order.customerName),
    `Thank you for your order #${order.orderId}. We have received it and will let you know when it ships.`,
    lines.join('\n'),
    amounts.join('\n'),
    signature,
  ]);
}

export function passwordResetMail(data: { readonly to: string; readonly code: string; readonly validMinutes: number }): MailMessage {
  const mail = message(data.to, `${Brand.name}: your password reset code`, [
    'Hello,',
    `Your password reset code is ${data.code}. It is valid for ${data.validMinutes} minutes and can be used once.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    signature,
  ]);
  return { ...mail, confidential: true };
}

export function passwordChangedMail(data: { readonly to: string }): MailMessage {
  return message(data.to, `${Brand.name}: your password was changed`, [
    'Hello,',
    'The password of your account was just changed with a reset code.',
    `If this was not you, reset your password again and contact us at ${Brand.supportEmail}.`,
    signature,
  ]);
}

export function scanReceivedMail(data: { readonly to: string; readonly customerName: string; readonly scanId: number; readonly fileName: string }): MailMessage {
  return message(data.to, `${Brand.aiName}: scan #${data.scanId} received`, [
    greeting(data.customerName),
    `We have received your scan "${oneLine(data.fileName)}" (#${data.scanId}) and started processing it. We will e-mail you when the result is ready.`,
    signature,
  ]);
}

export interface ScanResultData {
  readonly to: string;
  readonly customerName: string;
  readonly scanId: number;
  readonly fileName: string;
  readonly succeeded: boolean;
  /** A short human-readable outcome (what was found, or why it failed). */
  readonly summary: string;
  readonly resultLinks: readonly string[];
}

export function scanResultMail(scan: ScanResultData): MailMessage {
  const outcome = scan.succeeded
    ? `Your scan "${oneLine(scan.fileName)}" (#${scan.scanId}) has been processed.`
    : `We could not process your scan "${oneLine(scan.fileName)}" (#${scan.scanId}). The segmentation it used has been given back to your subscription.`;
  const paragraphs = [greeting(scan.customerName), outcome];
  if (scan.summary.trim()) paragraphs.push(scan.summary.trim());
  if (scan.resultLinks.length) paragraphs.push(`Results:\n${scan.resultLinks.join('\n')}`);
  paragraphs.push(signature);
  return message(scan.to, `${Brand.aiName}: scan #${scan.scanId} ${scan.succeeded ? 'is ready' : 'could not be processed'}`, paragraphs);
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
  return message(contact.to, `${Brand.name} contact form: message from ${oneLine(contact.senderName)}`.slice(0, 200), [from, contact.message]);
}
