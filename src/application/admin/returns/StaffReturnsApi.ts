import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { RefundStatus, ReturnOutcome, ReturnReason, ReturnResolution, ReturnStatus } from '@tiara/domain/returns';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

/** An order line a return asks about, named in the reader's language. */
export interface ReturnLine {
  readonly orderItemId: number;
  readonly productName: string;
  readonly quantity: number;
}

/** A return request as the staff's queue lists it. */
export interface StaffReturn {
  readonly id: number;
  readonly orderId: number;
  readonly orderStatus: string;
  readonly paymentMethod: string;
  readonly status: ReturnStatus;
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  /** The customer's own words about the problem; may be empty. */
  readonly note: string;
  /** What staff told the customer when refusing. */
  readonly refusalReason: string | null;
  readonly resolution: ReturnResolution | null;
  /** The replacement order of an exchange. */
  readonly exchangeOrderId: number | null;
  readonly createdAt: Date;
  readonly lines: readonly ReturnLine[];
  /** The photos sent with the report, read with the staff's credentials (`photo`). */
  readonly photoIds: readonly number[];
  readonly customer: { readonly name: string; readonly email: string };
  /** Whether the goods went back on the shelf; null until received. */
  readonly restocked: boolean | null;
}

export type RefundMethod = 'card' | 'store-credit' | 'by-hand';
/** Money given back on the order: a card refund stays Pending until the gateway confirms it. */
export interface StaffRefund {
  readonly id: number;
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  readonly status: RefundStatus;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** How many times the gateway was asked, and what it last answered when it failed. */
  readonly attempts: number;
  readonly lastError: string | null;
  /** Paid back by hand: how. */
  readonly note: string | null;
  readonly createdBy: string | null;
  /** Issued once a refund of an invoiceable order is confirmed; its PDF is read with an admin's credentials. */
  readonly creditNote: { readonly id: number; readonly number: string } | null;
}

export type ReturnEventKind = 'requested' | 'approved' | 'refused' | 'received' | 'resolved';

/** A step of a return: who took it (null: the customer), when, and a refusal's reason or how money was paid back. */
export interface ReturnEvent {
  readonly kind: ReturnEventKind;
  readonly at: Date;
  readonly actor: string | null;
  readonly note: string | null;
}

/**
 * A return opened to work on. `suggestedAmount` is the returned lines' worth as charged;
 * `refundable` what may still go back on the order in any way, `cardRefundable` what may still
 * go back to the card (0 without a card payment).
 */
export interface StaffReturnDetail extends StaffReturn {
  readonly suggestedAmount: Piasters;
  readonly refundable: Piasters;
  readonly cardRefundable: Piasters;
  readonly refunds: readonly StaffRefund[];
  readonly events: readonly ReturnEvent[];
}

export interface ReturnFilter {
  readonly search: string;
  readonly status: ReturnStatus | null;
}

/** Approve, or refuse with the reason the customer reads. */
export type ReturnDecision = { readonly decision: 'approve' } | { readonly decision: 'refuse'; readonly reason: string };

/** How the shop settles a return: money (to the card, as store credit, or paid back by hand, saying how) or a replacement. */
export type ReturnSettlement =
  | { readonly resolution: 'card-refund' | 'store-credit'; readonly amount: Piasters }
  | { readonly resolution: 'paid-back-by-hand'; readonly amount: Piasters; readonly note: string }
  | { readonly resolution: 'exchange' };

/**
 * What both staff areas do with returns: list them (open ones first), open one, decide, receive
 * the goods and resolve. Each step answers the return as it now is; a return another member of
 * staff moved first is refused with the server's words (409).
 */
export interface StaffReturnsApi {
  returns(filter: ReturnFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffReturn>>>;
  returnDetail(id: number): Promise<ApiResult<StaffReturnDetail>>;
  decide(id: number, decision: ReturnDecision): Promise<ApiResult<StaffReturnDetail>>;
  /** The goods came back: `restock` puts the returned quantities back on the shelf (not for damaged goods). */
  receive(id: number, restock: boolean): Promise<ApiResult<StaffReturnDetail>>;
  resolve(id: number, settlement: ReturnSettlement): Promise<ApiResult<StaffReturnDetail>>;
  /** A photo sent with a report, as its bytes: it answers staff credentials only, which an image tag cannot send. */
  photo(id: number): Promise<ApiResult<Blob>>;
}

/** /api/admin/returns: every resolution. */
export type AdminReturnsApi = StaffReturnsApi;

export const AdminReturnsApi: ServiceIdentifier<AdminReturnsApi> = Symbol('AdminReturnsApi');
