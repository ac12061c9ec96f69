import type { AdminOrderRefundsApi, OrderRefund } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { RefundMethod } from '@tiara/domain/returns';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminRefundMessages } from '../../messages/AdminRefundMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';

const texts = AdminRefundMessages;

/**
 * "Check with the gateway again" for a card refund still Pending (issue 29's refund the gateway
 * left without an answer, which the periodic sweep stops asking about after five attempts), on the
 * order's refunds and on the payments screen's Refunds tab: one check at a time, its outcome told
 * (confirmed, still Pending with the gateway's last error, or refused), then the screen's refunds
 * read again so the refund shows as it now is.
 */
export class PendingRefundCheck {
  /** The refund being checked; null when none is. */
  checking: number | null = null;

  constructor(
    private readonly api: AdminOrderRefundsApi,
    private readonly toasts: ToastPresenter,
    /** Reads the screen's refunds again once a check has answered, whatever it answered. */
    private readonly checked: () => Promise<void>,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** Only a card refund still Pending has anything to check with the gateway. */
  offeredFor(refund: { readonly method: RefundMethod; readonly status: string }): boolean {
    return refund.method === 'card' && refund.status === 'Pending';
  }

  async checkClicked(refundId: number): Promise<void> {
    if (this.checking !== null) return;
    this.checking = refundId;
    const answer = await this.api.checkWithGateway(refundId);
    this.answered(answer);
    await this.checked();
  }

  private answered(answer: ApiResult<OrderRefund>): void {
    this.checking = null;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    const refund = answer.value;
    if (refund.status === 'Confirmed') this.toasts.success(texts.check.confirmed(shownPrice(refund.amount)));
    else if (refund.status === 'Pending') this.toasts.info(texts.check.stillPending(shownPrice(refund.amount), refund.lastError ?? ''));
    else this.toasts.error(texts.refused(refund.lastError ?? ''));
  }
}
