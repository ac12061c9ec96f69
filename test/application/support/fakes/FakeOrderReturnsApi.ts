import type { InvoiceFile } from '../../../../src/application/orders/InvoiceApi';
import type { CreditNote, CustomerRefund, NewReturn, OrderReturn, OrderReturns, OrderReturnsApi, ReturnPhoto } from '../../../../src/application/returns/OrderReturnsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { MAX_RETURN_NOTE, MAX_RETURN_PHOTOS } from '@tiara/contract/returnRequestJson';
import { RETURN_OUTCOMES, RETURN_REASONS, isInTime, reportDeadline, returnableQuantity } from '@tiara/domain/returns';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { sniffImageFormat } from '../../../../server/application/admin/ImageFormats';
import { MAX_RETURN_PHOTO_MEGABYTES } from '../../../../src/application/returns/UploadReturnPhoto';
import { FakeApi, refusal } from './FakeApi';
import { orderNotFound } from './FakeOrderApi';

/** A bought line of a delivered order, as the fake keeps it. */
export interface BoughtLine {
  readonly orderItemId: number;
  readonly name: string;
  readonly bought: number;
}

/** One of the customer's orders as its returns see it. */
export interface ReturnableOrder {
  /** Null: not delivered yet. */
  readonly deliveredAt: Date | null;
  readonly lines: readonly BoughtLine[];
  readonly returns: OrderReturn[];
  readonly refunds: CustomerRefund[];
  readonly creditNotes: { readonly note: CreditNote; readonly file: InvoiceFile }[];
}

/** The server's limit for a return photo, which the storefront keeps too. */
const MAX_PHOTO_BYTES = MAX_RETURN_PHOTO_MEGABYTES * 1024 * 1024;

/**
 * The returns of the signed-in customer's orders in memory (`returnsByOrder`, by order id; `returnableOrder`
 * makes one), at the instant `now`. As the server, it opens each reason's window by the policy's
 * rule (src/domain/returns) from the delivery, counts what a line may still be asked back less
 * every request not refused, keeps uploaded photos (`photos`: content that begins like a PNG, JPEG, WebP or
 * GIF picture, within the server's size) for the customer who sent them, and refuses a report outside its
 * window, over what may be asked back, without a photo of a damaged item, naming a photo it does
 * not hold or already sent, or with more photos or words than the contract allows. The orders
 * read, the reports sent and the photos' names are logged.
 */
export class FakeOrderReturnsApi extends FakeApi implements OrderReturnsApi {
  now = new Date('2026-12-01T10:00:00Z');
  readonly returnsByOrder = new Map<number, ReturnableOrder>();
  readonly photos = new Map<number, Blob>();
  /** The orders whose returns were read, in turn. */
  readonly returnsRead: number[] = [];
  readonly uploads: string[] = [];
  readonly requests: { readonly orderId: number; readonly request: NewReturn }[] = [];
  private readonly sentPhotos = new Set<number>();
  private nextPhotoId = 501;
  private nextReturnId = 31;

  /** Keeps `orderId` with `lines`, delivered at `deliveredAt` (null: not yet), and answers it. */
  returnableOrder(orderId: number, deliveredAt: Date | null, lines: readonly BoughtLine[]): ReturnableOrder {
    const order: ReturnableOrder = { deliveredAt, lines, returns: [], refunds: [], creditNotes: [] };
    this.returnsByOrder.set(orderId, order);
    return order;
  }

  orderReturns(orderId: number): Promise<ApiResult<OrderReturns>> {
    this.returnsRead.push(orderId);
    return this.respond('orderReturns', `returns of ${orderId}`, () => {
      const order = this.returnsByOrder.get(orderId);
      return order ? ok(this.shown(order)) : fail(orderNotFound(orderId));
    });
  }

  async uploadReturnPhoto(photo: Blob, fileName: string): Promise<ApiResult<ReturnPhoto>> {
    const content = new Uint8Array(await photo.arrayBuffer());
    this.uploads.push(fileName);
    return this.respond('uploadReturnPhoto', `photo ${fileName}`, () => {
      if (content.length > MAX_PHOTO_BYTES) return fail(refusal(413, 'image_too_large', serverAdminMessagesEn.imageTooLarge(MAX_PHOTO_BYTES)));
      if (!sniffImageFormat(content)) return fail(refusal(415, 'unsupported_image', serverAdminMessagesEn.unsupportedImage));
      const id = this.nextPhotoId++;
      this.photos.set(id, photo);
      return ok({ id });
    });
  }

  returnPhoto(photoId: number): Promise<ApiResult<Blob>> {
    return this.respond('returnPhoto', `photo ${photoId}`, () => {
      const photo = this.photos.get(photoId);
      return photo ? ok(photo) : fail(refusal(404, 'photo_not_found', `Photo ${photoId} was not found.`));
    });
  }

  requestReturn(orderId: number, request: NewReturn): Promise<ApiResult<OrderReturn>> {
    this.requests.push({ orderId, request });
    return this.respond('requestReturn', `return on ${orderId}`, () => {
      const order = this.returnsByOrder.get(orderId);
      if (!order) return fail(orderNotFound(orderId));
      if (!order.deliveredAt) return fail(refusal(409, 'not_delivered', `Order #${orderId} has not been delivered yet.`));
      if (!isInTime(reportDeadline(request.reason, order.deliveredAt), this.now)) return fail(refusal(409, 'report_too_late', 'The time to report this problem has ended.'));
      if (request.note.length > MAX_RETURN_NOTE || request.photoIds.length > MAX_RETURN_PHOTOS || request.lines.length === 0) return fail(refusal(400, 'invalid_body', 'The request is not valid.'));
      const left = new Map(this.returnable(order).map((line) => [line.orderItemId, line.returnable]));
      if (request.lines.some((line) => line.quantity <= 0 || line.quantity > (left.get(line.orderItemId) ?? 0))) return fail(refusal(409, 'too_many', 'You asked back more than you may.'));
      if (request.reason === 'damaged-or-defective' && request.photoIds.length === 0) return fail(refusal(422, 'photo_required', 'Add a photo of the damaged item.'));
      if (request.photoIds.some((id) => !this.photos.has(id) || this.sentPhotos.has(id))) return fail(refusal(422, 'unknown_photo', 'A photo of this report was not found.'));
      request.photoIds.forEach((id) => this.sentPhotos.add(id));
      const names = new Map(order.lines.map((line) => [line.orderItemId, line.name]));
      const sent: OrderReturn = {
        id: this.nextReturnId++,
        status: 'Requested',
        reason: request.reason,
        preferredOutcome: request.preferredOutcome,
        note: request.note,
        refusalReason: null,
        resolution: null,
        exchangeOrderId: null,
        createdAt: this.now,
        lines: request.lines.map((line) => ({ orderItemId: line.orderItemId, name: names.get(line.orderItemId) ?? '', quantity: line.quantity })),
        photos: request.photoIds.map((id) => ({ id })),
      };
      order.returns.unshift(sent);
      return ok(sent);
    });
  }

  creditNote(creditNoteId: number): Promise<ApiResult<InvoiceFile>> {
    return this.respond('creditNote', `credit note ${creditNoteId}`, () => {
      const found = [...this.returnsByOrder.values()].flatMap((order) => order.creditNotes).find(({ note }) => note.id === creditNoteId);
      return found ? ok(found.file) : fail(refusal(404, 'credit_note_not_found', `Credit note ${creditNoteId} was not found.`));
    });
  }

  private returnable(order: ReturnableOrder) {
    return order.lines.map((line) => ({
      ...line,
      returnable: returnableQuantity(
        line.bought,
        order.returns.filter((asked) => asked.status !== 'Refused').flatMap((asked) => asked.lines.filter((claimed) => claimed.orderItemId === line.orderItemId).map((claimed) => claimed.quantity)),
      ),
    }));
  }

  private shown(order: ReturnableOrder): OrderReturns {
    const deliveredAt = order.deliveredAt;
    return {
      rules: { maxPhotos: MAX_RETURN_PHOTOS, maxNoteLength: MAX_RETURN_NOTE, outcomes: RETURN_OUTCOMES },
      deliveredAt,
      windows: RETURN_REASONS.map((reason) => {
        const deadline = deliveredAt ? reportDeadline(reason, deliveredAt) : null;
        return { reason, open: deadline !== null && isInTime(deadline, this.now), deadline };
      }),
      lines: this.returnable(order),
      returns: [...order.returns],
      refunds: [...order.refunds],
      creditNotes: order.creditNotes.map(({ note }) => note),
    };
  }
}
