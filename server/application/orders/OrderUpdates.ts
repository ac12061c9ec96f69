import type { Language } from '@tiara/domain/language';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import { type Shipment, trackingUrl } from '@tiara/domain/order-tracking';
import { serverOrderUpdateMessagesAr } from '../../../src/locales/server/ar/serverOrderUpdateMessagesAr';
import { shipmentMessagesAr } from '../../../src/locales/shared/ar/shipmentMessagesAr';
import { serverOrderUpdateMessagesEn } from '../../../src/locales/server/en/serverOrderUpdateMessagesEn';
import { shipmentMessagesEn } from '../../../src/locales/shared/en/shipmentMessagesEn';
import type { Translation } from '../../../src/locales/Translation';
import { MAIL_TEXTS, greeting, message } from '../mail/MailTemplates';
import type { MailMessage } from '../mail/Mailer';
import { PERSONAL_NOTIFICATION_CATEGORY, type PersonalNotification } from '../notifications/PersonalNotifications';

/** Who hears about an order: its customer's account (null for a guest), and the address and language the order was placed with. */
export interface OrderRecipient {
  readonly userId: number | null;
  readonly email: string;
  readonly name: string;
  readonly language: Language;
}

/** Finds who to tell about an order; through the transaction that changes it. */
export interface OrderRecipients {
  recipientOf(orderId: number): Promise<OrderRecipient | undefined>;
}

/** A change of status the customer is told about. */
export interface OrderUpdate {
  readonly orderId: number;
  readonly status: Exclude<OrderStatus, 'Pending'>;
  readonly shipment: Shipment | null;
  /** Cancelled after a card payment: the money goes back. */
  readonly refundDue: boolean;
}

const TEXTS: Readonly<Record<Language, Translation<typeof serverOrderUpdateMessagesEn>>> = { en: serverOrderUpdateMessagesEn, ar: serverOrderUpdateMessagesAr };
const SHIPMENT_TEXTS: Readonly<Record<Language, Translation<typeof shipmentMessagesEn>>> = { en: shipmentMessagesEn, ar: shipmentMessagesAr };

/** The subject and the lines that tell the news, in `language`. */
function news(update: OrderUpdate, language: Language): { subject: string; lines: string[] } {
  const texts = TEXTS[language];
  const id = update.orderId;
  switch (update.status) {
    case 'Processing':
      return { subject: texts.acceptedSubject(id), lines: [texts.accepted(id)] };
    case 'Shipped': {
      const lines = [texts.shipped(id, update.shipment ? SHIPMENT_TEXTS[language].courierNames[update.shipment.courier] : '')];
      if (update.shipment) {
        lines.push(texts.trackingNumber(update.shipment.trackingNumber));
        const url = trackingUrl(update.shipment);
        if (url) lines.push(texts.trackingLink(url));
      }
      return { subject: texts.shippedSubject(id), lines };
    }
    case 'Delivered':
      return { subject: texts.deliveredSubject(id), lines: [texts.delivered(id)] };
    case 'Cancelled':
      return { subject: texts.cancelledSubject(id), lines: update.refundDue ? [texts.cancelled(id), texts.refundDue] : [texts.cancelled(id)] };
    case 'Failed':
      return { subject: texts.failedSubject(id), lines: [texts.failed(id)] };
  }
}

/** The notice in the customer's Notifications, in both languages (the inbox shows the one they read); a guest has none to read it in. */
export function orderUpdateNotice(update: OrderUpdate, recipient: OrderRecipient): PersonalNotification | null {
  if (recipient.userId === null) return null;
  return {
    userId: recipient.userId,
    title: (language) => TEXTS[language].noticeTitles[update.status](update.orderId),
    message: (language) => news(update, language).lines.join('\n'),
    category: PERSONAL_NOTIFICATION_CATEGORY.orderUpdate,
  };
}

/** The storefront's page of a customer's order (src/ui/routing/ShopPaths.ts), on the shop's public address. */
export const orderPageUrl = (origin: string, orderId: number): string => `${origin}/my-orders/${orderId}`;

/**
 * The e-mail, in the language the order was placed in; none when the order has no address to write to.
 * A customer's order links to its page on `origin` (the shop's address); a guest has no page to open.
 */
export function orderUpdateMail(update: OrderUpdate, recipient: OrderRecipient, origin: string): MailMessage | null {
  if (recipient.email.trim() === '') return null;
  const { subject, lines } = news(update, recipient.language);
  const texts = TEXTS[recipient.language];
  const mail = MAIL_TEXTS[recipient.language];
  const orderPage = recipient.userId === null ? [] : [texts.orderPage(orderPageUrl(origin, update.orderId))];
  return message(recipient.email, subject, [greeting(mail, recipient.name), lines.join('\n'), ...orderPage, texts.questions, mail.signature], recipient.language);
}
