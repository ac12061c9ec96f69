import { randomBytes } from 'node:crypto';
import { OrderRepository } from '../adapters/db/OrderRepository';
import { SubscriptionRepository } from '../adapters/db/SubscriptionRepository';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import { PaymentRecordsRepository } from '../adapters/payments/PaymentRecordsRepository';
import { SandboxGateway } from '../adapters/payments/SandboxGateway';
import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import { CardPaymentVerification } from '../application/payments/CardPaymentVerification';
import { CreatePaymentIntention } from '../application/payments/CreatePaymentIntention';
import { type FollowingTransactions, RecordGatewayTransaction } from '../application/payments/RecordGatewayTransaction';
import { SettlePaidOrder } from '../application/payments/SettlePaidOrder';
import { ConfirmRegistrationsForOrder } from '../application/trainings/ConfirmRegistrationsForOrder';
import type { PaymentsSetup, ServerContext } from '../http/ServerContext';

/**
 * The sandbox gateway, for an app built without a gateway of its own (a benchmark, a test): it
 * signs with a secret of its own, which lives as long as the app does. server/main.ts chooses the
 * gateway itself, with the secret every server reads from the database.
 */
export function sandboxPayments({ db, now }: Pick<ServerContext, 'db' | 'now'>): PaymentsSetup {
  const sandbox = new SandboxGateway({ hmacSecret: randomBytes(48).toString('base64url'), now, db });
  return { gateway: sandbox, sandbox };
}

/** The pieces of the card payment flow that several route groups, and the periodic sweep, share. */
export interface CardPayments {
  readonly records: PaymentRecordsRepository;
  readonly settle: SettlePaidOrder;
  readonly recordTransaction: RecordGatewayTransaction;
  readonly verification: CardPaymentVerification;
}

/** `refunds`: what settles the card refunds the gateway reports (refundServices' recordGatewayRefund). */
export function cardPayments(
  context: Pick<ServerContext, 'db' | 'payments' | 'mailer' | 'metrics'> & { readonly settings: Pick<ServerContext['settings'], 'shopEmail'> },
  log: MailFailureLog,
  refunds: FollowingTransactions,
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
  const recordTransaction = new RecordGatewayTransaction(records, gateway, settle, context.mailer, log, context.settings.shopEmail, refunds);
  return { records, settle, recordTransaction, verification: new CardPaymentVerification(orders, records, gateway, recordTransaction, settle, log) };
}

/** The card payment routes' pieces besides the shared ones: the gateway, and opening a payment. */
export function paymentServices(context: ServerContext, log: MailFailureLog, refunds: FollowingTransactions) {
  const card = cardPayments(context, log, refunds);
  const { gateway } = context.payments;
  return {
    ...card,
    gateway,
    createIntention: new CreatePaymentIntention(card.records, gateway),
  };
}
