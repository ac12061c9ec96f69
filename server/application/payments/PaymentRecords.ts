import type { CartItemKind } from '@tiara/domain/cart';
import type { Piasters } from '@tiara/domain/money';
import type { OrderConfirmationData } from '../mail/MailTemplates';
import type { GatewayName, GatewayTransaction } from './PaymentGateway';

/**
 * A payment row: an attempt (one per intention, no transaction yet) or a transaction the gateway
 * reported. `Superseded`: a newer attempt for the same order replaced it before it was paid.
 */
export type PaymentStatus = 'Pending' | 'Success' | 'Failed' | 'Superseded';

/** What checking a payment intention against its order needs. */
export interface OrderToPay {
  readonly id: number;
  readonly userId: number | null;
  readonly status: string;
  readonly paymentMethod: string;
  readonly total: Piasters;
  /** The store credit it was paid with: the card pays the rest of the total. */
  readonly storeCredit: Piasters;
  /** Until when the unpaid order holds its stock; the checkout must close before. */
  readonly reservationExpiresAt: Date | null;
  readonly itemKinds: readonly CartItemKind[];
}

export interface NewAttempt {
  readonly orderId: number;
  readonly gateway: GatewayName;
  readonly amount: Piasters;
  readonly currency: string;
  /** The order reference the customer's browser knows (`tiaraai-12`). */
  readonly reference: string;
  readonly now: Date;
}

export type AttemptOpening =
  | { readonly kind: 'opened'; readonly attemptId: number; readonly attemptNumber: number }
  | { readonly kind: 'paid' }
  | { readonly kind: 'closed'; readonly status: string };

export interface TransactionToRecord {
  readonly gateway: GatewayName;
  readonly orderId: number;
  readonly transaction: GatewayTransaction;
  /** What the shop makes of it: Success only for a successful payment of the order's full amount. */
  readonly status: Exclude<PaymentStatus, 'Superseded'>;
  readonly now: Date;
}

export type TransactionRecording =
  /** New, or a pending transaction that was decided now. */
  | { readonly kind: 'recorded'; readonly successfulPayments: number }
  /** Seen before, in this state or a later one: nothing changed. */
  | { readonly kind: 'duplicate' };

/** The order behind a gateway order id, and the reference its checkout carried. */
export interface AttemptTarget {
  readonly orderId: number;
  readonly reference: string;
}

/**
 * Where payments live (the `payments` table). An order has at most one attempt in flight: opening
 * one supersedes the earlier unpaid ones, under a lock on the order, and is refused once it is paid.
 * A transaction is recorded once per gateway transaction id; a repeated report changes nothing.
 */
export interface PaymentRecords {
  orderToPay(orderId: number): Promise<OrderToPay | undefined>;
  /** Refused when the order is paid or no longer Pending. */
  openAttempt(attempt: NewAttempt): Promise<AttemptOpening>;
  intentionCreated(attemptId: number, intention: { readonly gatewayOrderId: string; readonly intentionId: string; readonly specialReference: string }, now: Date): Promise<void>;
  /** The gateway refused the intention: the attempt failed without a transaction. */
  intentionRefused(attemptId: number, reason: string, now: Date): Promise<void>;
  attemptOfGatewayOrder(gateway: GatewayName, gatewayOrderId: string): Promise<AttemptTarget | undefined>;
  recordTransaction(record: TransactionToRecord): Promise<TransactionRecording>;
  /** The gateway orders of the order's attempts that have no decided transaction yet, newest first. */
  gatewayOrdersAwaitingResult(orderId: number, gateway: GatewayName): Promise<string[]>;
  /** The state of the order's payment: Success if any transaction succeeded, else the newest row's; null without any. */
  paymentStatusOf(orderId: number): Promise<PaymentStatus | null>;
  /** The confirmation e-mail of a paid order, or null when the order has no e-mail address. */
  confirmationOf(orderId: number): Promise<OrderConfirmationData | null>;
  /**
   * Pending card orders with a successful payment, or paid in full with store credit: a crash (or a
   * customer who never came back to the shop) came between the payment and settling the order.
   */
  paidOrdersAwaitingSettlement(): Promise<number[]>;
}
