import type { Piasters } from '@tiara/domain/money';
import type { OrderRefundRecord, PaidByMeans, RefundMethod, UnconfirmedCardRefund } from '@tiara/domain/returns';
import type { AuditStamp, AuditWriter } from '../admin/AuditTrail';
import type { GatewayName } from '../payments/PaymentGateway';
import type { RefundStatus } from './Refunder';

/** A refund as it is kept. */
export interface StoredRefund {
  readonly id: number;
  readonly orderId: number;
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  readonly status: RefundStatus;
  /** The card payment a card refund gives back to. */
  readonly paymentId: number | null;
}

/** A successful card payment, which card refunds give back to. */
export interface RefundableCardPayment {
  readonly id: number;
  readonly gateway: GatewayName;
  readonly amount: Piasters;
}

/** An order as a refund of it is decided. */
export interface OrderToRefund {
  readonly orderId: number;
  /** The customer's account; null for a guest's order. */
  readonly userId: number | null;
  readonly paid: PaidByMeans;
  readonly cardPayments: readonly RefundableCardPayment[];
  readonly refunds: readonly StoredRefund[];
}

/** The domain's reading of a kept refund (src/domain/returns). */
export function refundRecordOf(refund: Pick<StoredRefund, 'method' | 'amount' | 'status'>): OrderRefundRecord {
  return { method: refund.method, amount: refund.amount, status: refund.status === 'Pending' ? 'pending' : refund.status === 'Confirmed' ? 'confirmed' : 'failed' };
}

export interface NewRefund {
  readonly orderId: number;
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  /** A card refund is Pending until the gateway confirms it; the others are Confirmed at once. */
  readonly status: Extract<RefundStatus, 'Pending' | 'Confirmed'>;
  readonly requestKey: string;
  readonly payment: RefundableCardPayment | null;
  readonly note: string | null;
  readonly createdBy: number;
  readonly at: Date;
}

/** What one refund's transaction may do, under the lock on its order. */
export interface RefundScope {
  /** The order, its row locked until the transaction ends: refunds of one order are decided one at a time. */
  lockOrder(orderId: number): Promise<OrderToRefund | undefined>;
  refundOfKey(requestKey: string): Promise<StoredRefund | undefined>;
  /** The new refund's id; null when a refund of another order took the key meanwhile. */
  add(refund: NewRefund): Promise<number | null>;
  /** The refund's entry in the customer's store credit ledger. */
  creditStoreCredit(entry: { readonly userId: number; readonly refundId: number; readonly amount: Piasters; readonly at: Date }): Promise<void>;
  readonly audit: AuditWriter;
}

/** One transaction: the refund, its ledger entry and its audit entry are saved together or not at all. */
export interface RefundTransaction {
  run<T>(stamp: AuditStamp, work: (scope: RefundScope) => Promise<T>): Promise<T>;
}

/** A card refund claimed for one call to the gateway. */
export interface ClaimedCardRefund {
  readonly id: number;
  readonly orderId: number;
  readonly amount: Piasters;
  /** This call's number, counting every call made or claimed for the refund. */
  readonly attempts: number;
  readonly paymentId: number;
  readonly gateway: GatewayName;
  /** The payment's transaction at the gateway, which the refund follows. */
  readonly paymentTransactionId: string;
}

/** A payment's card refunds as the gateway's figure of what it refunded is read against them. */
export interface PaymentRefunds {
  /** What its Confirmed refunds gave back. */
  readonly confirmed: Piasters;
  /** Its Pending refunds, oldest first. */
  readonly unconfirmed: readonly UnconfirmedCardRefund[];
}

/** A refund as staff ask for it to be checked with the gateway: only a Pending card refund is. */
export interface RefundToCheck {
  readonly id: number;
  readonly orderId: number;
  readonly method: RefundMethod;
  readonly status: RefundStatus;
  /** The calls made or claimed for it so far. */
  readonly attempts: number;
}

/** How a Pending card refund ends. Each is a conditional update: a refund is settled once, whichever report comes first. */
export interface CardRefundRecords {
  refundToCheck(refundId: number): Promise<RefundToCheck | undefined>;
  /**
   * Takes a Pending card refund for one call to the gateway: its attempts go from `attempts` to one
   * more, and (for a retry) only if it was left untouched since `untouchedSince`, so two servers
   * never call for it at once. Null when another call has it or it is no longer Pending.
   */
  claim(refundId: number, attempts: number, now: Date, untouchedSince: Date | null): Promise<ClaimedCardRefund | null>;
  /** True when this call confirmed it; false when it was no longer Pending. */
  confirm(refundId: number, gatewayTransactionId: string | null, now: Date): Promise<boolean>;
  /** The gateway refused it: Failed, its amount free again. False when it was no longer Pending. */
  fail(refundId: number, error: string, now: Date): Promise<boolean>;
  /** No answer: it stays Pending with the error, to be reconciled and asked again. */
  leavePending(refundId: number, error: string, now: Date): Promise<void>;
  /** Pending card refunds through `gateway` left untouched since `untouchedSince` with fewer than `attempts` calls, oldest first. */
  dueForRetry(gateway: GatewayName, untouchedSince: Date, attempts: number): Promise<Array<{ readonly id: number; readonly attempts: number }>>;
  refundsOfPayment(paymentId: number): Promise<PaymentRefunds>;
  /** The successful payment a gateway transaction is, when it is one of this shop's. */
  paymentOfTransaction(gateway: GatewayName, transactionId: string): Promise<number | undefined>;
  /** The card refund the gateway knows by this transaction id. */
  refundOfGatewayTransaction(gateway: GatewayName, transactionId: string): Promise<number | undefined>;
  /**
   * The one Pending card refund of `amount`, not yet known to the gateway by an id, of the payment
   * that is transaction `parentTransactionId` (or, when the gateway does not name it, of its gateway
   * order): undefined when none is, or when several are and the amount cannot tell them apart.
   */
  unconfirmedRefundFollowing(gateway: GatewayName, follows: { readonly parentTransactionId: string | null; readonly gatewayOrderId: string }, amount: Piasters): Promise<number | undefined>;
}

/** A confirmed refund, as its customer is told about it. */
export interface ConfirmedRefund {
  readonly id: number;
  readonly orderId: number;
  /** The return it settles, if any. */
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
}

export interface ConfirmedRefunds {
  confirmedRefund(refundId: number): Promise<ConfirmedRefund | undefined>;
}
