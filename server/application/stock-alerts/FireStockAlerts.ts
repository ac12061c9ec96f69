import { type Language, shownText } from '@tiara/domain/language';
import { dueAlerts } from '@tiara/domain/stock-alert';
import type { MailMessage } from '../mail/Mailer';
import { PERSONAL_NOTIFICATION_CATEGORY, type PersonalNotifications } from '../notifications/PersonalNotifications';
import { backInStockMail } from './StockAlertMail';
import { StockAlertMessages } from './StockAlertMessages';
import type { StockAlertFiring } from './StockAlerts';

/** The e-mails of the alerts a stock change ended, to send once its transaction has committed. */
export type BackInStockMails = (origin: string) => MailMessage[];

/**
 * Runs inside the transaction that changed a product's stock (or its active switch): every
 * waiting alert whose product or variant can now be bought is marked notified, once (a
 * conditional update, so two changes at the same moment never both take it), and a signed-in
 * subscriber gets a notice with it. The e-mails are returned for after the commit.
 */
export class FireStockAlerts {
  private readonly alerts: StockAlertFiring;
  private readonly notifications: PersonalNotifications;

  constructor(alerts: StockAlertFiring, notifications: PersonalNotifications) {
    this.alerts = alerts;
    this.notifications = notifications;
  }

  async execute(productId: number, at: Date): Promise<BackInStockMails> {
    const pending = await this.alerts.pending(productId);
    if (pending.length === 0) return () => [];
    const product = await this.alerts.product(productId);
    if (!product) return () => [];
    const due = dueAlerts(pending, product);
    if (due.length === 0) return () => [];
    const notified = await this.alerts.markNotified(due.map((alert) => alert.id), at);
    await this.notifications.add(
      notified.flatMap((alert) => {
        if (alert.userId === null) return [];
        return [
          {
            userId: alert.userId,
            title: StockAlertMessages.noticeTitle,
            message: (language: Language) => StockAlertMessages.noticeMessage(shownText(language, product.name, product.nameAr))(language),
            category: PERSONAL_NOTIFICATION_CATEGORY.backInStock,
          },
        ];
      }),
      at,
    );
    return (origin) => notified.map((alert) => backInStockMail(alert, product, origin));
  }
}
