import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { RefundMethod, RefundStatus } from '@tiara/domain/returns';
import type { ApiResult } from '../../shared/ApiResult';

/** Money given back on an order, as the back office follows it. */
export interface OrderRefund {
  readonly id: number;
  /** The return it settles; null for a refund of the order itself. */
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  /** A card refund is Pending until the gateway confirms it (Confirmed) or refuses it (Failed). */
  readonly status: RefundStatus;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** How many times the gateway was asked, and why it last gave no answer or said no. */
  readonly attempts: number;
  readonly lastError: string | null;
  /** Paid back by hand: how. */
  readonly note: string | null;
  readonly createdBy: string | null;
  readonly creditNoteNumber: string | null;
}

export interface OrderRefundRequest {
  readonly method: RefundMethod;
  readonly amount: Piasters;
  readonly note: string | null;
  /**
   * How many refunds of the order the asker was shown: the refund asked for is the next one as
   * they saw it, so the same click sent twice makes one refund.
   */
  readonly refundsSeen: number;
}

/**
 * /api/admin/orders/{id}/refunds: an order's refunds, and a refund of it outside a return (a paid
 * order cancelled); /api/admin/refunds/{id}/check: a Pending card refund checked with the gateway.
 */
export interface AdminOrderRefundsApi {
  refunds(orderId: number): Promise<ApiResult<OrderRefund[]>>;
  /** The refund made, or the one made before for the same request. */
  refund(orderId: number, request: OrderRefundRequest): Promise<ApiResult<OrderRefund>>;
  /**
   * Checks a Pending card refund with the gateway now: confirmed when the gateway made it, else
   * asked for again. The refund as it then is (Confirmed, Failed, or still Pending with the error);
   * refused (409) for one that is not a card refund still Pending, naming its status, or one the
   * gateway was asked about in the last minute (`check_under_way`).
   */
  checkWithGateway(refundId: number): Promise<ApiResult<OrderRefund>>;
}

export const AdminOrderRefundsApi: ServiceIdentifier<AdminOrderRefundsApi> = Symbol('AdminOrderRefundsApi');
