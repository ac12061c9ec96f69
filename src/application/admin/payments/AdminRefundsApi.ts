import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { InvoiceFile } from '../../orders/InvoiceApi';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

export const REFUND_STATUSES = ['Pending', 'Confirmed', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** To the card through the gateway, as store credit, or paid back by hand. */
export const REFUND_METHODS = ['card', 'store-credit', 'by-hand'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Money given back on an order, with its customer, who asked for it and its credit note. */
export interface AdminRefund {
  readonly id: number;
  readonly orderId: number;
  /** The return it settles; null for a refund of the order itself. */
  readonly returnId: number | null;
  readonly method: RefundMethod;
  readonly amount: Piasters;
  /** A card refund is Pending until the gateway confirms it. */
  readonly status: RefundStatus;
  /** How many times the gateway was asked, and what it last answered wrong. */
  readonly attempts: number;
  readonly lastError: string | null;
  /** Paid back by hand: how. */
  readonly note: string | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** Issued once a refund of an invoiceable order is confirmed. */
  readonly creditNote: { readonly id: number; readonly number: string } | null;
  readonly customer: { readonly name: string; readonly email: string };
}

export interface RefundFilter extends PageRequest {
  readonly search?: string;
  readonly status?: RefundStatus;
  readonly method?: RefundMethod;
}

/** The customers' store credit, summed over the ledger. Piasters. */
export interface StoreCreditReport {
  readonly issued: Piasters;
  readonly spent: Piasters;
  readonly restored: Piasters;
  /** What the customers still hold: issued + restored − spent. */
  readonly outstanding: Piasters;
  readonly customersWithBalance: number;
}

/** /api/admin/refunds and /api/admin/store-credit: read-only reports of the money given back; a refund's credit note read with the admin's credentials. */
export interface AdminRefundsApi {
  list(filter: RefundFilter): Promise<ApiResult<AdminPage<AdminRefund>>>;
  storeCredit(): Promise<ApiResult<StoreCreditReport>>;
  /** GET /api/credit-notes/{creditNoteId}/pdf. */
  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>>;
}

export const AdminRefundsApi: ServiceIdentifier<AdminRefundsApi> = Symbol('AdminRefundsApi');
