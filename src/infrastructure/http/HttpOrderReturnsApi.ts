import type { InvoiceFile } from '../../application/orders/InvoiceApi';
import type { NewReturn, OrderReturn, OrderReturns, OrderReturnsApi, ReturnPhoto } from '../../application/returns/OrderReturnsApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { NewReturnJson } from '@tiara/contract/returnRequestJson';
import { fail, ok } from '@tiara/domain/result';
import type { HttpClient } from './HttpClient';
import { downloaded, downloadedDocument } from './downloaded';
import { orderReturnSchema, orderReturnsSchema, returnPhotoSchema } from './schemas/returnSchemas';

/** The multipart field of POST /api/returns/photos. */
const PHOTO_FIELD = 'photo';

/** This server's returns of a customer's order (not in SPEC §7); the order page's adapter (HttpOrderDetailApi) is one. */
export class HttpOrderReturnsApi implements OrderReturnsApi {
  protected readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  orderReturns(orderId: number): Promise<ApiResult<OrderReturns>> {
    return this.http.get(`/api/orders/${orderId}/returns`, orderReturnsSchema);
  }

  uploadReturnPhoto(photo: Blob, fileName: string): Promise<ApiResult<ReturnPhoto>> {
    const form = new FormData();
    form.append(PHOTO_FIELD, photo, fileName);
    return this.http.send({ method: 'POST', path: '/api/returns/photos', body: form, schema: returnPhotoSchema });
  }

  async returnPhoto(photoId: number): Promise<ApiResult<Blob>> {
    const answer = await downloaded(this.http, `/api/returns/photos/${photoId}`);
    return answer.ok ? ok(answer.value.content) : fail(answer.error);
  }

  requestReturn(orderId: number, request: NewReturn): Promise<ApiResult<OrderReturn>> {
    const body: NewReturnJson = {
      reason: request.reason,
      preferred_outcome: request.preferredOutcome,
      note: request.note,
      lines: request.lines.map((line) => ({ order_item_id: line.orderItemId, quantity: line.quantity })),
      photo_ids: [...request.photoIds],
    };
    return this.http.post(`/api/orders/${orderId}/returns`, body, orderReturnSchema);
  }

  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>> {
    return downloadedDocument(this.http, `/api/credit-notes/${creditNoteId}/pdf`, `credit-note-${creditNoteId}.pdf`);
  }
}
