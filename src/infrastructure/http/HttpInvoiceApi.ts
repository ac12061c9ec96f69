import type { InvoiceApi, InvoiceFile } from '../../application/orders/InvoiceApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { downloadedDocument } from './downloaded';

/** The invoice's PDF, read as bytes (not as JSON); a refusal is read from its JSON like any other answer's. */
export class HttpInvoiceApi implements InvoiceApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  invoice(orderId: number): Promise<ApiResult<InvoiceFile>> {
    // The server names the file after the invoice's number; a proxy that drops the header leaves the order's.
    return downloadedDocument(this.http, `/api/order/${orderId}/invoice`, `invoice-order-${orderId}.pdf`);
  }
}
