import type { InvoiceApi, InvoiceFile } from '../../application/orders/InvoiceApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { type HttpClient, HttpMessages, bodyOf, failureFrom } from './HttpClient';

const unreachable = () => fail({ kind: 'network' as const, status: null, code: 'network_error', message: HttpMessages.network });

/** The invoice's PDF, read as bytes (not as JSON); a refusal is read from its JSON like any other answer's. */
export class HttpInvoiceApi implements InvoiceApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async invoice(orderId: number): Promise<ApiResult<InvoiceFile>> {
    const response = await this.http.exchange('GET', `/api/order/${orderId}/invoice`, undefined);
    if (!response) return unreachable();
    if (!response.ok) return fail(failureFrom(response.status, bodyOf(await response.text().catch(() => ''))));
    // The server names the file after the invoice's number; a proxy that drops the header leaves the order's.
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `invoice-order-${orderId}.pdf`;
    return response.blob().then((content) => ok({ content, fileName }), unreachable);
  }
}
