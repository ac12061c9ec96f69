import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { AdminRefund, RefundMethod, RefundStatus } from '@tiara/domain/returns';
import type { InvoiceFile } from '../../orders/InvoiceApi';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

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
