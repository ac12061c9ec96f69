import type { CreditNoteIssuer } from '../credit-notes/CreditNoteIssuer';
import type { Mailer } from '../mail/Mailer';
import { type MailFailureLog, sendAfterCommit } from '../mail/sendAfterCommit';
import type { PersonalNotifications } from '../notifications/PersonalNotifications';
import type { OrderRecipients } from '../orders/OrderUpdates';
import { refundMail, refundNotice } from './RefundNews';
import type { ConfirmedRefund, ConfirmedRefunds } from './RefundRecords';

/**
 * Whether the confirmation is news to the customer: a return settled by store credit or money paid
 * back by hand is confirmed in the same moment as the return's resolution, whose message already
 * gives the amount and how, so a second message would only repeat it. A card refund is confirmed
 * later, by the gateway, and a refund outside a return has no other message.
 */
const tellsNews = (refund: ConfirmedRefund): boolean => refund.returnId === null || refund.method === 'card';

/**
 * What follows a refund's confirmation, run by whichever report confirmed it (the gateway's answer,
 * its callback, a reconciliation; at once for store credit and money paid back by hand), and so
 * once: the customer's notice and e-mail in their language, and the credit note. The refund is
 * already saved: a failure here is logged, never undoes it, and a missed credit note is issued by
 * the periodic sweep.
 */
export class AnnounceConfirmedRefund {
  constructor(
    private readonly refunds: ConfirmedRefunds,
    private readonly recipients: OrderRecipients,
    private readonly notices: PersonalNotifications,
    private readonly creditNotes: CreditNoteIssuer,
    private readonly mailer: Mailer,
    private readonly log: MailFailureLog,
    /** The shop's public address (PUBLIC_URL), for the link to the order's page; unknown outside a request without it. */
    private readonly origin: string | null,
  ) {}

  async execute(refundId: number, now: Date): Promise<void> {
    const refund = await this.refunds.confirmedRefund(refundId);
    if (!refund) return;
    const recipient = tellsNews(refund) ? await this.recipients.recipientOf(refund.orderId) : undefined;
    if (recipient) {
      const notice = refundNotice(refund, recipient);
      if (notice) await this.notices.add([notice], now);
      await sendAfterCommit(this.mailer, refundMail(refund, recipient, this.origin), this.log);
    }
    await this.creditNotes.issueFor(refundId, now).catch((error: unknown) => this.log.warn({ err: error, refundId }, 'the credit note of a confirmed refund could not be issued; the periodic sweep issues it'));
  }
}
