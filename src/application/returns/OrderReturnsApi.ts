import type { Piasters } from '@tiara/domain/money';
import type { ReportDeadline, ReturnOutcome, ReturnReason, ReturnResolution, ReturnStatus } from '@tiara/domain/returns';
import type { InvoiceFile } from '../orders/InvoiceApi';
import type { ApiResult } from '../shared/ApiResult';

/** Where money given back went: to the card through the gateway, into store credit, or paid back by hand. */
export type RefundMethod = 'card' | 'store-credit' | 'by-hand';

/** A refund counts once the gateway (or the ledger) confirmed it; a failed one is tried again by the shop. */
export type RefundStatus = 'pending' | 'confirmed' | 'failed';

/** Whether a report of `reason` may be made now, and until when (null: the order is not delivered). */
export interface ReportWindow {
  readonly reason: ReturnReason;
  readonly open: boolean;
  readonly deadline: ReportDeadline | null;
}

/** A bought line, named in the reader's language, and how many of it may still be asked back. */
export interface ReturnableLine {
  readonly orderItemId: number;
  readonly name: string;
  readonly bought: number;
  readonly returnable: number;
}

export interface ReturnLine {
  readonly orderItemId: number;
  readonly name: string;
  readonly quantity: number;
}

/** A photo of a report, shown only to its owner and staff (`returnPhoto` below). */
export interface ReturnPhoto {
  readonly id: number;
}

/** A return request as its customer follows it. */
export interface OrderReturn {
  readonly id: number;
  readonly status: ReturnStatus;
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  readonly note: string;
  /** Staff's reason, when refused. */
  readonly refusalReason: string | null;
  readonly resolution: ReturnResolution | null;
  /** The replacement order of an exchange. */
  readonly exchangeOrderId: number | null;
  readonly createdAt: Date;
  readonly lines: readonly ReturnLine[];
  readonly photos: readonly ReturnPhoto[];
}

export interface CustomerRefund {
  readonly id: number;
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  readonly status: RefundStatus;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
}

/** A credit note issued for a refund of the invoiced order; its PDF comes through `creditNote`. */
export interface CreditNote {
  readonly id: number;
  readonly refundId: number;
  readonly number: string;
  readonly issuedAt: Date;
  readonly amount: Piasters;
}

/** What a report may hold, as the shop's API takes it. */
export interface ReportRules {
  readonly maxPhotos: number;
  readonly maxNoteLength: number;
  /** The outcomes a customer may ask for, in the order the form offers them. */
  readonly outcomes: readonly ReturnOutcome[];
}

/** Everything the order page shows about the order's returns; `deliveredAt` null: not delivered, no report yet. */
export interface OrderReturns {
  readonly rules: ReportRules;
  readonly deliveredAt: Date | null;
  readonly windows: readonly ReportWindow[];
  readonly lines: readonly ReturnableLine[];
  /** Newest first. */
  readonly returns: readonly OrderReturn[];
  readonly refunds: readonly CustomerRefund[];
  readonly creditNotes: readonly CreditNote[];
}

/** What a report asks: lines and quantities, why, what the customer would like, and the photos uploaded for it. */
export interface NewReturn {
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  readonly note: string;
  readonly lines: readonly { readonly orderItemId: number; readonly quantity: number }[];
  readonly photoIds: readonly number[];
}

/**
 * The returns of one of the signed-in customer's orders (this server's addition to SPEC). The
 * order page's port serves it (`OrderDetailApi` extends it), so its adapter arrives with the
 * order page's and the storefront's first load binds nothing more for it.
 */
export interface OrderReturnsApi {
  /** GET /api/orders/{orderId}/returns. */
  orderReturns(orderId: number): Promise<ApiResult<OrderReturns>>;
  /** POST /api/returns/photos: one picture, before the report that names it is sent. */
  uploadReturnPhoto(photo: Blob, fileName: string): Promise<ApiResult<ReturnPhoto>>;
  /** GET /api/returns/photos/{photoId}: the picture's bytes, with the customer's credentials. */
  returnPhoto(photoId: number): Promise<ApiResult<Blob>>;
  /** POST /api/orders/{orderId}/returns. */
  requestReturn(orderId: number, request: NewReturn): Promise<ApiResult<OrderReturn>>;
  /** GET /api/credit-notes/{creditNoteId}/pdf. */
  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>>;
}
