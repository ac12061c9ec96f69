import { recordAudit } from '../adapters/db/admin/AuditedTransaction';
import { OrderRecipientsRepository } from '../adapters/db/OrderRecipientsRepository';
import { PersonalNotificationsRepository } from '../adapters/db/PersonalNotificationsRepository';
import { RefundsRepository } from '../adapters/db/RefundsRepository';
import type { CreditNoteIssuer } from '../application/credit-notes/CreditNoteIssuer';
import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import { AnnounceConfirmedRefund } from '../application/refunds/AnnounceConfirmedRefund';
import { AskGatewayToRefund } from '../application/refunds/AskGatewayToRefund';
import { CheckRefundWithGateway } from '../application/refunds/CheckRefundWithGateway';
import { RecordGatewayRefund } from '../application/refunds/RecordGatewayRefund';
import type { Refunder } from '../application/refunds/Refunder';
import { RefundOrder } from '../application/refunds/RefundOrder';
import { RetryPendingRefunds } from '../application/refunds/RetryPendingRefunds';
import type { ServerContext } from '../http/ServerContext';

/** What the refunds need of the app: the database, the gateway, the mail and the shop's own address. */
export type RefundContext = Pick<ServerContext, 'db' | 'payments' | 'mailer'> & { readonly settings: Pick<ServerContext['settings'], 'shopEmail' | 'publicUrl'> };

/**
 * Money going back (issue 29): `refunder` (RefundOrder, the Refunder the returns and the back
 * office's order refunds call), the gateway's refund reports (`recordGatewayRefund`, which the
 * card payments hand refund callbacks to), the periodic sweep's `retryPendingRefunds` and the
 * same path for one refund when staff ask (`checkWithGateway`), and the back office's reading of
 * an order's refunds (`queries`). `creditNotes` issues each confirmed
 * refund's credit note.
 */
export function refundServices(context: RefundContext, log: MailFailureLog, creditNotes: CreditNoteIssuer) {
  const { db, mailer, settings } = context;
  const { gateway } = context.payments;
  const records = new RefundsRepository(db);
  const announce = new AnnounceConfirmedRefund(records, new OrderRecipientsRepository(db), new PersonalNotificationsRepository(db), creditNotes, mailer, log, settings.publicUrl ?? null);
  const askGateway = new AskGatewayToRefund(records, gateway, announce, mailer, log, settings.shopEmail);
  const refunder: Refunder = new RefundOrder(records, gateway, askGateway, announce);
  return {
    refunder,
    queries: records,
    recordGatewayRefund: new RecordGatewayRefund(records, gateway, announce),
    retryPendingRefunds: new RetryPendingRefunds(records, gateway.name, askGateway),
    checkWithGateway: new CheckRefundWithGateway(records, askGateway, (stamp) => (record) => recordAudit(db, stamp, record)),
  };
}
