import { PostgresIdempotencyKeys } from '../adapters/db/PostgresIdempotencyKeys';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import { ExpireIdempotencyKeys } from '../application/idempotency/ExpireIdempotencyKeys';
import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import { ReleaseExpiredRegistrations } from '../application/trainings/ReleaseExpiredRegistrations';
import type { ServerContext } from '../http/ServerContext';
import { creditNoteServices } from './creditNoteServices';
import { orderServices } from './orderServices';
import { cardPayments } from './paymentServices';
import { refundServices } from './refundServices';

/** What the sweep needs: the app's own pieces, with the mail it sends kept as jobs for any server's worker. */
export type SweepContext = Pick<ServerContext, 'db' | 'payments' | 'mailer' | 'metrics' | 'jobs' | 'settings' | 'now'>;

/**
 * What server/main.ts's periodic sweep runs, composed as the app's routes are: paid card orders
 * that a crash left Pending are settled; unpaid card orders and training holds past their time
 * give back what they held; confirmed refunds whose credit note was missed get it; card refunds
 * the gateway left Pending are reconciled and asked again; Idempotency-Keys past their day are deleted.
 */
export function periodicSweep(context: SweepContext, log: MailFailureLog) {
  const creditNotes = creditNoteServices(context);
  const refunds = refundServices(context, log, creditNotes.issuer);
  const { settlePaidOrders, releaseExpiredOrders } = orderServices(context, cardPayments(context, log, refunds.recordGatewayRefund));
  return {
    settlePaidOrders,
    releaseExpiredOrders,
    releaseExpiredRegistrations: new ReleaseExpiredRegistrations(new TrainingSeatsRepository(context.db)),
    issueMissingCreditNotes: creditNotes.issueMissing,
    retryPendingRefunds: refunds.retryPendingRefunds,
    expireIdempotencyKeys: new ExpireIdempotencyKeys(new PostgresIdempotencyKeys(context.db)),
  };
}
