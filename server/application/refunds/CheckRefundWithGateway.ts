import { type Result, fail, ok } from '@tiara/domain/result';
import type { AuditStamp, AuditWriter } from '../admin/AuditTrail';
import type { ServerText } from '../texts/ServerText';
import type { AskGatewayToRefund } from './AskGatewayToRefund';
import { RefundMessages } from './RefundMessages';
import type { RefundStatus } from './Refunder';
import type { CardRefundRecords } from './RefundRecords';
import { CARD_REFUND_RETRY_AFTER_MS } from './RetryPendingRefunds';

export interface RefundCheckAsked {
  readonly refundId: number;
  readonly staffUserId: number;
  readonly now: Date;
}

export type RefundCheckRefusalCode =
  | 'refund_not_found'
  /** A refund that is not a card refund still Pending: nothing is left to ask the gateway. */
  | 'not_pending_card_refund'
  /** The gateway was asked about it less than a minute ago (a call may still be under way). */
  | 'check_under_way';

export interface RefundCheckRefusal {
  readonly code: RefundCheckRefusalCode;
  readonly message: ServerText;
}

const refused = (code: RefundCheckRefusalCode, message: ServerText): Result<never, RefundCheckRefusal> => fail({ code, message });

/**
 * Staff ask the gateway about one Pending card refund now (the back office's "Check with the
 * gateway again"), typically one the periodic sweep gave up on: the sweep's own path
 * (AskGatewayToRefund), so the payment's refunded total is read first and the refund confirmed
 * without asking again when it was made, and asked again only when it was not. It is claimed as
 * the sweep claims it, untouched for a minute, so no call for it is ever under way twice and it is
 * never counted twice. Answers the refund's status after the check; who checked and when, and
 * what came of it, go into the audit log.
 */
export class CheckRefundWithGateway {
  constructor(
    private readonly records: CardRefundRecords,
    private readonly askGateway: AskGatewayToRefund,
    private readonly auditFor: (stamp: AuditStamp) => AuditWriter,
  ) {}

  async execute({ refundId, staffUserId, now }: RefundCheckAsked): Promise<Result<RefundStatus, RefundCheckRefusal>> {
    const refund = await this.records.refundToCheck(refundId);
    if (!refund) return refused('refund_not_found', RefundMessages.refundNotFound(refundId));
    if (refund.method !== 'card' || refund.status !== 'Pending') return refused('not_pending_card_refund', RefundMessages.notPendingCardRefund(refundId, refund.status));
    const status = await this.askGateway.execute(refund.id, refund.attempts, now, new Date(now.getTime() - CARD_REFUND_RETRY_AFTER_MS));
    if (status === null) return this.notClaimed(refundId);
    await this.auditFor({ actorUserId: staffUserId, at: now })({ action: 'check', entity: 'refund', entityId: refundId, details: { order_id: refund.orderId, status, attempts: refund.attempts + 1 } });
    return ok(status);
  }

  /** Another call had it: it was settled meanwhile, or a call for it is under way or just ended. */
  private async notClaimed(refundId: number): Promise<Result<never, RefundCheckRefusal>> {
    const refund = await this.records.refundToCheck(refundId);
    if (refund && refund.status !== 'Pending') return refused('not_pending_card_refund', RefundMessages.notPendingCardRefund(refundId, refund.status));
    return refused('check_under_way', RefundMessages.checkUnderWay(refundId));
  }
}
