import type { Language } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import type { ReturnResolution } from '@tiara/domain/returns';
import { serverOrderUpdateMessagesAr } from '../../../src/locales/server/ar/serverOrderUpdateMessagesAr';
import { serverReturnMessagesAr } from '../../../src/locales/server/ar/serverReturnMessagesAr';
import { serverOrderUpdateMessagesEn } from '../../../src/locales/server/en/serverOrderUpdateMessagesEn';
import { serverReturnMessagesEn } from '../../../src/locales/server/en/serverReturnMessagesEn';
import type { Translation } from '../../../src/locales/Translation';
import { MAIL_TEXTS, greeting, message } from '../mail/MailTemplates';
import type { MailMessage } from '../mail/Mailer';
import { PERSONAL_NOTIFICATION_CATEGORY, type PersonalNotification, type PersonalNotifications } from '../notifications/PersonalNotifications';
import { type OrderRecipient, type OrderRecipients, orderPageUrl } from '../orders/OrderUpdates';

/** A step of a return the customer is told about, with what it brought. */
export type ReturnNews =
  | { readonly step: 'requested' | 'approved' | 'received' }
  | { readonly step: 'refused'; readonly reason: string }
  | { readonly step: 'resolved'; readonly resolution: Exclude<ReturnResolution, 'exchange'>; readonly amount: Piasters }
  | { readonly step: 'resolved'; readonly resolution: 'exchange'; readonly replacementOrderId: number };

/** Which return of which order the news is about. */
export interface ReturnOfOrder {
  readonly returnId: number;
  readonly orderId: number;
}

const TEXTS: Readonly<Record<Language, Translation<typeof serverReturnMessagesEn>>> = { en: serverReturnMessagesEn, ar: serverReturnMessagesAr };
const ORDER_TEXTS: Readonly<Record<Language, Translation<typeof serverOrderUpdateMessagesEn>>> = { en: serverOrderUpdateMessagesEn, ar: serverOrderUpdateMessagesAr };

/** The subject and the lines that tell the news, in `language`. */
function news({ returnId, orderId }: ReturnOfOrder, update: ReturnNews, language: Language): { subject: string; lines: string[] } {
  const texts = TEXTS[language];
  switch (update.step) {
    case 'requested':
      return { subject: texts.requestedSubject(returnId, orderId), lines: [texts.requested(returnId, orderId)] };
    case 'approved':
      return { subject: texts.approvedSubject(returnId), lines: [texts.approved(returnId, orderId)] };
    case 'refused':
      return { subject: texts.refusedSubject(returnId), lines: [texts.refused(returnId, orderId), texts.refusalReason(update.reason)] };
    case 'received':
      return { subject: texts.receivedSubject(returnId), lines: [texts.received(returnId, orderId)] };
    case 'resolved':
      return { subject: texts.resolvedSubject(returnId), lines: [resolutionLine(texts, returnId, update)] };
  }
}

function resolutionLine(texts: Translation<typeof serverReturnMessagesEn>, returnId: number, update: Extract<ReturnNews, { step: 'resolved' }>): string {
  if (update.resolution === 'exchange') return texts.exchanged(returnId, update.replacementOrderId);
  if (update.resolution === 'card-refund') return texts.refundedToCard(returnId, update.amount);
  if (update.resolution === 'store-credit') return texts.storeCredited(returnId, update.amount);
  return texts.paidBack(returnId, update.amount);
}

/** The notice in the customer's Notifications, in both languages; a guest has none to read it in. */
export function returnNotice(which: ReturnOfOrder, update: ReturnNews, recipient: OrderRecipient): PersonalNotification | null {
  if (recipient.userId === null) return null;
  return {
    userId: recipient.userId,
    title: (language) => TEXTS[language].noticeTitles[update.step](which.returnId),
    message: (language) => news(which, update, language).lines.join('\n'),
    category: PERSONAL_NOTIFICATION_CATEGORY.orderUpdate,
  };
}

/**
 * The e-mail, in the language the customer asked in (`recipient.language`), linking to the
 * order's page on `origin`; none when the order has no address to write to.
 */
export function returnMail(which: ReturnOfOrder, update: ReturnNews, recipient: OrderRecipient, origin: string): MailMessage | null {
  if (recipient.email.trim() === '') return null;
  const { subject, lines } = news(which, update, recipient.language);
  const orderTexts = ORDER_TEXTS[recipient.language];
  const mail = MAIL_TEXTS[recipient.language];
  const orderPage = recipient.userId === null ? [] : [orderTexts.orderPage(orderPageUrl(origin, which.orderId))];
  return message(recipient.email, subject, [greeting(mail, recipient.name), lines.join('\n'), ...orderPage, orderTexts.questions, mail.signature], recipient.language);
}

/** Where the news of a return goes, and in which language and with which link it is written. */
export interface ReturnNewsRoute {
  readonly recipients: OrderRecipients;
  readonly notices: PersonalNotifications;
  /** The language the customer asked in; null: the order's. */
  readonly language: Language | null;
  readonly origin: string;
  readonly at: Date;
}

/**
 * Tells the order's customer: the notice is written now (inside the caller's transaction), and the
 * e-mail is answered for the caller to send once that transaction has committed.
 */
export async function tellCustomer(which: ReturnOfOrder, update: ReturnNews, route: ReturnNewsRoute): Promise<MailMessage | null> {
  const found = await route.recipients.recipientOf(which.orderId);
  if (!found) return null;
  const recipient = route.language ? { ...found, language: route.language } : found;
  const notice = returnNotice(which, update, recipient);
  if (notice) await route.notices.add([notice], route.at);
  return returnMail(which, update, recipient, route.origin);
}
