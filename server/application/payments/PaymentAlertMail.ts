import { Brand } from '@tiara/domain/brand';
import { type Piasters, formatEgp } from '@tiara/domain/money';
import type { MailMessage } from '../mail/Mailer';

export type PaymentAlertReason = 'order_ended' | 'paid_twice' | 'amount_mismatch';

export interface PaymentAlert {
  /** The shop's own address. */
  readonly to: string;
  readonly reason: PaymentAlertReason;
  readonly orderId: number;
  readonly orderStatus: string;
  readonly gateway: string;
  readonly transactionId: string;
  readonly amount: Piasters;
  readonly currency: string;
  readonly orderTotal: Piasters;
  /** What the card was to pay: the total less the store credit the order was paid with. */
  readonly cardAmount: Piasters;
}

const WHAT_HAPPENED: Readonly<Record<PaymentAlertReason, (alert: PaymentAlert) => string>> = {
  order_ended: (alert) => `The payment arrived after order #${alert.orderId} had ended (${alert.orderStatus}) and given back its stock and seats.`,
  paid_twice: (alert) => `Order #${alert.orderId} was already paid; this is a second payment for it.`,
  amount_mismatch: (alert) =>
    alert.cardAmount === alert.orderTotal
      ? `The payment does not match the order's total of ${formatEgp(alert.orderTotal)}, so it was not counted as paying the order.`
      : `The payment does not match the ${formatEgp(alert.cardAmount)} the card was to pay of the order's total of ${formatEgp(alert.orderTotal)} (store credit paid the rest), so it was not counted as paying the order.`,
};

const WHAT_TO_DO: Readonly<Record<PaymentAlertReason, string>> = {
  order_ended: 'Refund it in the gateway, or reinstate the order by hand if the goods are still available.',
  paid_twice: 'Refund the second payment in the gateway.',
  amount_mismatch: 'Check the transaction in the gateway and refund it.',
};

/** Told to the shop when the gateway took money that did not simply pay an open order. Plain text: every value comes from the shop or the gateway. */
export function paymentAlertMail(alert: PaymentAlert): MailMessage {
  const amount = alert.currency === 'EGP' ? formatEgp(alert.amount) : `${alert.amount} ${alert.currency} minor units`;
  return {
    to: alert.to,
    subject: `${Brand.name}: a card payment for order #${alert.orderId} needs attention`,
    text: [
      `The ${alert.gateway} gateway reported transaction ${alert.transactionId}: ${amount}, successful.`,
      WHAT_HAPPENED[alert.reason](alert),
      WHAT_TO_DO[alert.reason],
    ].join('\n\n') + '\n',
  };
}
