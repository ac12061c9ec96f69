import type { Language } from '@tiara/domain/language';
import { serverOrderUpdateMessagesAr } from '../../../src/locales/server/ar/serverOrderUpdateMessagesAr';
import { serverRefundMessagesAr } from '../../../src/locales/server/ar/serverRefundMessagesAr';
import { serverOrderUpdateMessagesEn } from '../../../src/locales/server/en/serverOrderUpdateMessagesEn';
import { serverRefundMessagesEn } from '../../../src/locales/server/en/serverRefundMessagesEn';
import type { Translation } from '../../../src/locales/Translation';
import { MAIL_TEXTS, greeting, message } from '../mail/MailTemplates';
import type { MailMessage } from '../mail/Mailer';
import { PERSONAL_NOTIFICATION_CATEGORY, type PersonalNotification } from '../notifications/PersonalNotifications';
import { type OrderRecipient, orderPageUrl } from '../orders/OrderUpdates';
import type { ConfirmedRefund } from './RefundRecords';

const TEXTS: Readonly<Record<Language, Translation<typeof serverRefundMessagesEn>>> = { en: serverRefundMessagesEn, ar: serverRefundMessagesAr };
const ORDER_TEXTS: Readonly<Record<Language, Translation<typeof serverOrderUpdateMessagesEn>>> = { en: serverOrderUpdateMessagesEn, ar: serverOrderUpdateMessagesAr };

const news = (refund: ConfirmedRefund, language: Language): string => TEXTS[language].refunded[refund.method](refund.orderId, refund.amount);

/** The notice in the customer's Notifications, in both languages, among the order's updates; a guest has none. */
export function refundNotice(refund: ConfirmedRefund, recipient: OrderRecipient): PersonalNotification | null {
  if (recipient.userId === null) return null;
  return {
    userId: recipient.userId,
    title: (language) => TEXTS[language].noticeTitle(refund.orderId),
    message: (language) => news(refund, language),
    category: PERSONAL_NOTIFICATION_CATEGORY.orderUpdate,
  };
}

/**
 * The e-mail, in the language the order was placed in; none without an address. A customer's order
 * page is linked when the shop's public address is known (a confirmation may come from the gateway
 * or the periodic sweep, with no request to read it from).
 */
export function refundMail(refund: ConfirmedRefund, recipient: OrderRecipient, origin: string | null): MailMessage | null {
  if (recipient.email.trim() === '') return null;
  const { language } = recipient;
  const orderTexts = ORDER_TEXTS[language];
  const mail = MAIL_TEXTS[language];
  const orderPage = recipient.userId === null || origin === null ? [] : [orderTexts.orderPage(orderPageUrl(origin, refund.orderId))];
  return message(recipient.email, TEXTS[language].subject(refund.orderId), [greeting(mail, recipient.name), news(refund, language), ...orderPage, orderTexts.questions, mail.signature], language);
}
