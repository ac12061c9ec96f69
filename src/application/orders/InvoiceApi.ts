import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** An invoice's PDF as the server sends it. */
export interface InvoiceFile {
  readonly content: Blob;
  readonly fileName: string;
}

/** GET /api/order/{orderId}/invoice: the order's invoice, issued on the first request. */
export interface InvoiceApi {
  invoice(orderId: number): Promise<ApiResult<InvoiceFile>>;
}

export const InvoiceApi: ServiceIdentifier<InvoiceApi> = Symbol('InvoiceApi');
