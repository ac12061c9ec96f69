import type { ServiceIdentifier } from 'inversify';
import type { SellerDetails } from '@tiara/domain/invoice';
import type { ApiResult } from '../../shared/ApiResult';

/** The seller's details invoices print: null until first saved (no invoice is issued before). */
export interface AdminInvoiceSettingsApi {
  seller(): Promise<ApiResult<SellerDetails | null>>;
  saveSeller(seller: SellerDetails): Promise<ApiResult<SellerDetails | null>>;
}

export const AdminInvoiceSettingsApi: ServiceIdentifier<AdminInvoiceSettingsApi> = Symbol('AdminInvoiceSettingsApi');
