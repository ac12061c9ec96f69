import { Brand } from '@tiara/domain/brand';
import { type Piasters, formatEgp } from '@tiara/domain/money';
import type { MailMessage } from '../mail/Mailer';

export interface RefundAlert {
  /** The shop's own address. */
  readonly to: string;
  readonly orderId: number;
  readonly refundId: number;
  readonly amount: Piasters;
  readonly gateway: string;
  readonly paymentTransactionId: string;
  readonly attempts: number;
  readonly lastError: string;
}

/**
 * Told to the shop when the gateway could not be brought to answer a card refund after every
 * attempt: the refund stays Pending, and visible on the order, until someone looks. Plain text:
 * every value comes from the shop or the gateway.
 */
export function refundAlertMail(alert: RefundAlert): MailMessage {
  return {
    to: alert.to,
    subject: `${Brand.name}: a card refund for order #${alert.orderId} needs attention`,
    text:
      [
        `The refund of ${formatEgp(alert.amount)} to the card for order #${alert.orderId} (refund ${alert.refundId}) got no answer from the ${alert.gateway} gateway after ${alert.attempts} attempts. The last error was: ${alert.lastError}`,
        'The shop no longer asks for it by itself; it stays Pending on the order in the back office.',
        `Look up the payment's transaction ${alert.paymentTransactionId} in the gateway's dashboard. If the refund is there, the shop confirms it when the gateway reports it; if it is not, refund it there.`,
      ].join('\n\n') + '\n',
  };
}
