import { OrderRepository } from '../adapters/db/OrderRepository';
import { SubscriptionRepository } from '../adapters/db/SubscriptionRepository';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import { PaymentRecordsRepository } from '../adapters/payments/PaymentRecordsRepository';
import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import { CardPaymentVerification } from '../application/payments/CardPaymentVerification';
import { RecordGatewayTransaction } from '../application/payments/RecordGatewayTransaction';
import { SettlePaidOrder } from '../application/payments/SettlePaidOrder';
import { ConfirmRegistrationsForOrder } from '../application/trainings/ConfirmRegistrationsForOrder';
import type { ServerContext } from '../http/ServerContext';

/** The pieces of the card payment flow that several route groups share. */
export interface CardPayments {
  readonly records: PaymentRecordsRepository;
  readonly settle: SettlePaidOrder;
  readonly recordTransaction: RecordGatewayTransaction;
  readonly verification: CardPaymentVerification;
}

export function paymentServices(
  context: Pick<ServerContext, 'db' | 'payments' | 'mailer' | 'metrics'> & { readonly settings: Pick<ServerContext['settings'], 'shopEmail'> },
  log: MailFailureLog,
): CardPayments {
  const orders = new OrderRepository(context.db);
  const records = new PaymentRecordsRepository(context.db);
  const { gateway } = context.payments;
  const settle = new SettlePaidOrder(
    orders,
    records,
    new SubscriptionRepository(context.db),
    new ConfirmRegistrationsForOrder(new TrainingSeatsRepository(context.db)),
    context.mailer,
    log,
    () => context.metrics.paymentConfirmed(),
  );
  const recordTransaction = new RecordGatewayTransaction(records, gateway, settle, context.mailer, log, context.settings.shopEmail);
  return { records, settle, recordTransaction, verification: new CardPaymentVerification(orders, records, gateway, recordTransaction, settle, log) };
}

