import type { InvoiceApi, InvoiceFile } from '../../application/orders/InvoiceApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';

export class HttpInvoiceApi implements InvoiceApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async invoice(orderId: number): Promise<ApiResult<InvoiceFile>> {
    const answer = await this.http.file(`/api/order/${orderId}/invoice`);
    if (!answer.ok) return answer;
    // The server names the file after the invoice's number; a proxy that drops the header leaves the order's.
    return { ok: true, value: { content: answer.value.content, fileName: answer.value.fileName ?? `invoice-order-${orderId}.pdf` } };
  }
}
