import { z } from 'zod';
import { CustomerRefundJson, OrderReturnJson, OrderReturnsJson, type ReportWindowJson, ReturnPhotoJson } from '@tiara/contract/returnJson';
import { MAX_RETURN_PHOTOS, NewReturnJson } from '@tiara/contract/returnRequestJson';
import type { CalendarDate } from '@tiara/domain/delivery-window';
import { type Language, shownText } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import { RETURN_REASONS, type ReturnReason, reportWindow, returnableQuantity } from '@tiara/domain/returns';
import type { RefundListEntry } from '../../adapters/db/RefundsRepository';
import type { OrderReturnsView } from '../../adapters/db/ReturnQueries';
import type { ReturnView } from '../../application/returns/ReturnView';
import { MAX_RETURN_PHOTO_BYTES } from '../../application/returns/UploadReturnPhoto';
import { documented } from '../documented';

/** The customer's side of returns (src/contract/returnJson.ts, returnRequestJson.ts): the API document's words and the mappers. */

/** Where a return photo is read: by its owner and staff only. */
export const returnPhotoUrl = (photoId: number): string => `/api/returns/photos/${photoId}`;

/** Where a credit note's PDF is downloaded. */
export const creditNotePdfUrl = (creditNoteId: number): string => `/api/credit-notes/${creditNoteId}/pdf`;

export const orderReturnJson = documented(OrderReturnJson, {
  status: 'Requested → Approved or Refused; Approved → Received → Resolved, or Approved → Resolved without the goods coming back',
  refusal_reason: 'Staff’s reason, when refused',
  resolution: 'How it was settled, once Resolved',
  exchange_order_id: 'The replacement order of an exchange, sent at no charge',
  lines: 'The order lines asked about, named in the reader’s language (Accept-Language)',
  photos: 'Each photo’s url answers its owner and staff only, with their credentials',
});

export const orderReturnsJson = documented(OrderReturnsJson, {
  delivered_at: 'When the order was delivered; null before: no report can be made yet',
  windows: 'Per reason: open, and until when (last_day, a Cairo calendar day YYYY-MM-DD, for a damaged or defective item or anything else; until, an instant, for a wrong item)',
  lines: 'The order’s goods; AI plans and trainings are left out, since nothing of them can be sent back. returnable: bought less what requests not refused already claim',
  returns: 'Newest first',
  refunds: 'Money given back on the order, EGP: a card refund is Pending until the gateway confirms it',
  credit_notes: 'One per confirmed refund of an invoiced order; url is its PDF',
});

export const newReturnBody = documented(NewReturnJson, {
  reason: 'damaged-or-defective: within 3 Cairo days of delivery, with at least one photo; wrong-item: within 48 hours; other: within 3 days',
  note: 'The customer’s own words about the problem',
  lines: 'Lines of this order’s goods, each once, no more of each than may still be returned',
  photo_ids: `At most ${MAX_RETURN_PHOTOS} photos uploaded before (POST /api/returns/photos), the caller’s own and not sent with another request`,
});

export const returnPhotoJson = documented(ReturnPhotoJson, { url: 'GET it with the same credentials' });

/** The multipart field a return photo is sent in. */
export const RETURN_PHOTO_FIELD = 'photo';

/** The multipart body is read by the handler, so the schema only documents it. */
export const returnPhotoUploadBody = z
  .object({ [RETURN_PHOTO_FIELD]: z.unknown().describe(`The photo (PNG, JPEG, WebP or GIF, at most ${MAX_RETURN_PHOTO_BYTES / (1024 * 1024)} MB), sent as the multipart field \`${RETURN_PHOTO_FIELD}\``) })
  .partial()
  .nullish();

const isoDay = ({ year, month, day }: CalendarDate) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whether a report of `reason` may be made now, and until when (src/domain/returns `reportWindow`). */
export function reportWindowToJson(reason: ReturnReason, deliveredAt: Date | null, now: Date): ReportWindowJson {
  const window = reportWindow(reason, deliveredAt, now);
  const deadline = window.ok ? window.value : window.error.code === 'too-late' ? window.error.deadline : null;
  return {
    reason,
    open: window.ok,
    last_day: deadline?.kind === 'last-day' ? isoDay(deadline.lastDay) : null,
    until: deadline?.kind === 'instant' ? deadline.until.toISOString() : null,
  };
}

export function orderReturnToJson(found: ReturnView, language: Language): OrderReturnJson {
  return {
    id: found.id,
    status: found.status,
    reason: found.reason,
    preferred_outcome: found.preferredOutcome,
    note: found.note,
    refusal_reason: found.refusalReason,
    // A resolution being carried out is not one yet.
    resolution: found.status === 'Resolved' ? found.resolution : null,
    exchange_order_id: found.exchangeOrderId,
    created_at: found.createdAt.toISOString(),
    lines: found.lines.map((line) => ({ order_item_id: line.orderItemId, product_name: shownText(language, line.name, line.nameAr), quantity: line.quantity })),
    photos: found.photoIds.map((id) => ({ id, url: returnPhotoUrl(id) })),
  };
}

export function customerRefundToJson(refund: RefundListEntry): CustomerRefundJson {
  return {
    id: refund.id,
    return_id: refund.returnId,
    method: refund.method,
    amount: poundsFromPiasters(refund.amount),
    status: refund.status,
    created_at: refund.createdAt.toISOString(),
    confirmed_at: refund.confirmedAt?.toISOString() ?? null,
  };
}

export function orderReturnsToJson(view: OrderReturnsView, refunds: readonly RefundListEntry[], now: Date, language: Language): OrderReturnsJson {
  return {
    delivered_at: view.deliveredAt?.toISOString() ?? null,
    windows: RETURN_REASONS.map((reason) => reportWindowToJson(reason, view.deliveredAt, now)),
    lines: view.lines.map((line) => ({
      order_item_id: line.orderItemId,
      product_name: shownText(language, line.name, line.nameAr),
      bought: line.bought,
      returnable: returnableQuantity(line.bought, line.claimed),
    })),
    returns: view.returns.map((found) => orderReturnToJson(found, language)),
    refunds: refunds.map(customerRefundToJson),
    credit_notes: view.creditNotes.map((note) => ({
      id: note.id,
      refund_id: note.refundId,
      number: note.number,
      issued_at: note.issuedAt.toISOString(),
      amount: poundsFromPiasters(note.amount),
      url: creditNotePdfUrl(note.id),
    })),
  };
}
