import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type AlertEmailProblem, type AlertRefusal, alertEmailProblem, alertRefusal } from '@tiara/domain/stock-alert';
import type { MailMessage } from '../mail/Mailer';
import { waitingMail } from './StockAlertMail';
import type { AlertSubscriber, StockAlertRecord, StockAlerts } from './StockAlerts';

export interface SubscribeInput {
  readonly productId: number;
  readonly variantId: number | null;
  /** The signed-in caller; null for a visitor, who must give `email`. */
  readonly userId: number | null;
  readonly email: string | null;
  readonly language: Language;
  readonly now: Date;
  /** The shop's public address, for the links of the visitor's e-mail. */
  readonly origin: string;
}

export type SubscribeError = { readonly code: AlertRefusal | AlertEmailProblem | 'account_gone' };

export interface Subscribed {
  readonly alert: StockAlertRecord;
  /** False when the same person already waited for the same product or variant: nothing changed. */
  readonly created: boolean;
  /** The e-mail that tells a visitor's address of its new alert, to send after the answer is saved. */
  readonly mail: MailMessage | null;
}

/**
 * Puts the caller on the list of a product (or one variant) that is sold but out of stock. A
 * signed-in customer is known by the token; a visitor gives an e-mail, which is told of the
 * alert with a link to stop it. Asking again while waiting changes nothing.
 */
export class SubscribeToStockAlert {
  private readonly alerts: StockAlerts;
  private readonly newToken: () => string;

  constructor(alerts: StockAlerts, newToken: () => string) {
    this.alerts = alerts;
    this.newToken = newToken;
  }

  async execute(input: SubscribeInput): Promise<Result<Subscribed, SubscribeError>> {
    let subscriber: AlertSubscriber;
    if (input.userId === null) {
      const problem = alertEmailProblem(input.email ?? '');
      if (problem) return fail({ code: problem });
      subscriber = { email: (input.email ?? '').trim() };
    } else {
      subscriber = { userId: input.userId };
    }
    const product = await this.alerts.product(input.productId);
    if (!product) return fail({ code: 'product_not_found' });
    const refusal = alertRefusal({ variantId: input.variantId }, product);
    if (refusal) return fail({ code: refusal });
    if (input.userId !== null && !(await this.alerts.accountExists(input.userId))) return fail({ code: 'account_gone' });

    const token = this.newToken();
    const added = await this.alerts.add({ productId: input.productId, variantId: input.variantId, subscriber, language: input.language, token, origin: input.origin, at: input.now });
    const mail = added.created && 'email' in subscriber ? waitingMail({ email: subscriber.email, language: input.language, token }, product, input.productId, input.origin) : null;
    return ok({ ...added, mail });
  }
}
