import { type Language, shownText } from '@tiara/domain/language';
import type { MailMessage } from '../mail/Mailer';
import { MAIL_TEXTS, message } from '../mail/MailTemplates';
import { textIn } from '../texts/ServerText';
import { StockAlertMessages } from './StockAlertMessages';
import type { NotifiedStockAlert, ProductNames } from './StockAlerts';

/** The storefront's page of a product, on the shop's public address. */
export const productPageUrl = (origin: string, productId: number): string => `${origin}/products/${productId}`;

/** The page that stops a visitor's alert (server/http/routes/stockAlertPages.ts). */
export const STOP_ALERT_PATH = '/stock-alerts/stop';

export const stopAlertUrl = (origin: string, token: string): string => `${origin}${STOP_ALERT_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The one e-mail of an alert whose product is back, with the product's page on the address the alert
 * was asked on (`fallbackOrigin` for alerts that did not record it).
 */
export function backInStockMail(alert: NotifiedStockAlert, product: ProductNames, fallbackOrigin: string): MailMessage {
  const origin = alert.origin ?? fallbackOrigin;
  const name = shownText(alert.language, product.name, product.nameAr);
  const say = (text: (language: Language) => string) => textIn(text, alert.language);
  return message(
    alert.email,
    say(StockAlertMessages.backSubject(name)),
    [MAIL_TEXTS[alert.language].greeting(alert.firstName), `${say(StockAlertMessages.backBody(name))}\n${productPageUrl(origin, alert.productId)}`, say(StockAlertMessages.backOnce), MAIL_TEXTS[alert.language].signature],
    alert.language,
  );
}

/**
 * Tells a visitor's address that it now waits for the product, with the link to stop: the person
 * who owns the address learns of it, and stops it, even when someone else typed it.
 */
export function waitingMail(to: { readonly email: string; readonly language: Language; readonly token: string }, product: ProductNames, productId: number, origin: string): MailMessage {
  const name = shownText(to.language, product.name, product.nameAr);
  const say = (text: (language: Language) => string) => textIn(text, to.language);
  return message(
    to.email,
    say(StockAlertMessages.waitingSubject(name)),
    [
      MAIL_TEXTS[to.language].greeting(''),
      `${say(StockAlertMessages.waitingBody(name))}\n${productPageUrl(origin, productId)}`,
      `${say(StockAlertMessages.waitingStop)}\n${stopAlertUrl(origin, to.token)}`,
      MAIL_TEXTS[to.language].signature,
    ],
    to.language,
  );
}
