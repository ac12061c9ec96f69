import type { InvoiceFile } from '../../application/orders/InvoiceApi';
import type { NewReturn, OrderReturn, OrderReturns, OrderReturnsApi, ReturnPhoto } from '../../application/returns/OrderReturnsApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { NewReturnJson } from '@tiara/contract/returnRequestJson';
import { fail, ok } from '@tiara/domain/result';
import { type HttpClient, HttpMessages, bodyOf, failureFrom } from './HttpClient';
import { orderReturnSchema, orderReturnsSchema, returnPhotoSchema } from './schemas/returnSchemas';

/** The multipart field of POST /api/returns/photos. */
const PHOTO_FIELD = 'photo';

const unreachable = () => fail({ kind: 'network' as const, status: null, code: 'network_error', message: HttpMessages.network });

/** This server's returns of a customer's order (not in SPEC §7); the order page's adapter (HttpOrderDetailApi) is one. */
export class HttpOrderReturnsApi implements OrderReturnsApi {
  protected readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  orderReturns(orderId: number): Promise<ApiResult<OrderReturns>> {
    return this.http.send({ method: 'GET', path: `/api/orders/${orderId}/returns`, schema: orderReturnsSchema, feature: 'returns' });
  }

  uploadReturnPhoto(photo: Blob, fileName: string): Promise<ApiResult<ReturnPhoto>> {
    const form = new FormData();
    form.append(PHOTO_FIELD, photo, fileName);
    return this.http.send({ method: 'POST', path: '/api/returns/photos', body: form, schema: returnPhotoSchema, feature: 'returns' });
  }

  async returnPhoto(photoId: number): Promise<ApiResult<Blob>> {
    const answer = await this.bytes(`/api/returns/photos/${photoId}`);
    return answer.ok ? ok(answer.value.content) : answer;
  }

  requestReturn(orderId: number, request: NewReturn): Promise<ApiResult<OrderReturn>> {
    const body: NewReturnJson = {
      reason: request.reason,
      preferred_outcome: request.preferredOutcome,
      note: request.note,
      lines: request.lines.map((line) => ({ order_item_id: line.orderItemId, quantity: line.quantity })),
      photo_ids: [...request.photoIds],
    };
    return this.http.send({ method: 'POST', path: `/api/orders/${orderId}/returns`, body, schema: orderReturnSchema, feature: 'returns', keyed: true });
  }

  async creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>> {
    const answer = await this.bytes(`/api/credit-notes/${creditNoteId}/pdf`);
    if (!answer.ok) return answer;
    // The server names the file after the note's number; a proxy that drops the header leaves its id.
    const fileName = /filename="([^"]+)"/.exec(answer.value.headers.get('content-disposition') ?? '')?.[1] ?? `credit-note-${creditNoteId}.pdf`;
    return ok({ content: answer.value.content, fileName });
  }

  /**
   * The bytes at `path` (a picture, a PDF), read as they came rather than as JSON; a refusal is
   * read from its JSON like any other answer's. (The invoice's adapter reads its PDF alike; it is
   * loaded apart, with the invoice button, and sharing this would give both a chunk of their own.)
   */
  private async bytes(path: string): Promise<ApiResult<{ readonly content: Blob; readonly headers: Headers }>> {
    const response = await this.http.exchange('GET', path, undefined);
    if (!response) return unreachable();
    if (!response.ok) return fail(this.http.learned('returns', failureFrom(response.status, bodyOf(await response.text().catch(() => '')))));
    return response.blob().then((content) => ok({ content, headers: response.headers }), unreachable);
  }
}
