import * as z from 'zod/mini';
import { CreditNoteJson, CustomerRefundJson, OrderReturnJson, OrderReturnsJson, ReportWindowJson, ReturnLineJson, ReturnPhotoJson, ReturnableLineJson } from '@tiara/contract/returnJson';
import type { OrderReturn, OrderReturns, RefundStatus, ReturnPhoto } from '../../../application/returns/OrderReturnsApi';
import { MAX_RETURN_NOTE, MAX_RETURN_PHOTOS } from '@tiara/contract/returnRequestJson';
import type { CalendarDate } from '@tiara/domain/delivery-window';
import { piastersFromPounds } from '@tiara/domain/money';
import { RETURN_OUTCOMES } from '@tiara/domain/returns';
import { wireDate } from './orderDetailSchemas';

const pounds = z.number().check(z.gte(0));
const count = z.int().check(z.gte(0));

/** A Cairo calendar day as the wire writes it, YYYY-MM-DD. */
const calendarDay = z.pipe(
  z.string(),
  z.transform((wire, context): CalendarDate => {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wire);
    if (!parts) {
      context.issues.push({ code: 'custom', message: 'not a day', input: wire });
      return z.NEVER;
    }
    return { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) };
  }),
);

const REFUND_STATUSES: Readonly<Record<CustomerRefundJson['status'], RefundStatus>> = { Pending: 'pending', Confirmed: 'confirmed', Failed: 'failed' };

/** A photo is named by its id; its `url` is this adapter's own path (`returnPhoto`), which it writes itself. */
export const returnPhotoSchema: z.ZodMiniType<ReturnPhoto> = z.pipe(
  ReturnPhotoJson,
  z.transform((wire) => ({ id: wire.id })),
);

export const orderReturnSchema: z.ZodMiniType<OrderReturn> = z.pipe(
  z.object({ ...OrderReturnJson.shape, created_at: wireDate, lines: z.array(z.object({ ...ReturnLineJson.shape, quantity: count })) }),
  z.transform((wire) => ({
    id: wire.id,
    status: wire.status,
    reason: wire.reason,
    preferredOutcome: wire.preferred_outcome,
    note: wire.note,
    refusalReason: wire.refusal_reason,
    resolution: wire.resolution,
    exchangeOrderId: wire.exchange_order_id,
    createdAt: wire.created_at,
    lines: wire.lines.map((line) => ({ orderItemId: line.order_item_id, name: line.product_name, quantity: line.quantity })),
    photos: wire.photos.map((photo) => ({ id: photo.id })),
  })),
);

const windowSchema = z.pipe(
  z.object({ ...ReportWindowJson.shape, last_day: z.nullable(calendarDay), until: z.nullable(wireDate) }),
  z.transform((wire) => ({
    reason: wire.reason,
    open: wire.open,
    deadline: wire.last_day ? { kind: 'last-day' as const, lastDay: wire.last_day } : wire.until ? { kind: 'instant' as const, until: wire.until } : null,
  })),
);

const refundSchema = z.pipe(
  z.object({ ...CustomerRefundJson.shape, amount: pounds, created_at: wireDate, confirmed_at: z.nullable(wireDate) }),
  z.transform((wire) => ({
    id: wire.id,
    returnId: wire.return_id,
    method: wire.method,
    amount: piastersFromPounds(wire.amount),
    status: REFUND_STATUSES[wire.status],
    createdAt: wire.created_at,
    confirmedAt: wire.confirmed_at,
  })),
);

const creditNoteSchema = z.pipe(
  z.object({ ...CreditNoteJson.shape, amount: pounds, issued_at: wireDate }),
  z.transform((wire) => ({ id: wire.id, refundId: wire.refund_id, number: wire.number, issuedAt: wire.issued_at, amount: piastersFromPounds(wire.amount) })),
);

/** GET /api/orders/{orderId}/returns; a day, instant or amount it cannot read makes the answer unreadable. */
export const orderReturnsSchema: z.ZodMiniType<OrderReturns> = z.pipe(
  z.object({
    ...OrderReturnsJson.shape,
    delivered_at: z.nullable(wireDate),
    windows: z.array(windowSchema),
    lines: z.array(z.object({ ...ReturnableLineJson.shape, bought: count, returnable: count })),
    returns: z.array(orderReturnSchema),
    refunds: z.array(refundSchema),
    credit_notes: z.array(creditNoteSchema),
  }),
  z.transform((wire) => ({
    // The contract's limits on a report's body, so the form keeps them before the server has to.
    rules: { maxPhotos: MAX_RETURN_PHOTOS, maxNoteLength: MAX_RETURN_NOTE, outcomes: RETURN_OUTCOMES },
    deliveredAt: wire.delivered_at,
    windows: wire.windows,
    lines: wire.lines.map((line) => ({ orderItemId: line.order_item_id, name: line.product_name, bought: line.bought, returnable: line.returnable })),
    returns: wire.returns,
    refunds: wire.refunds,
    creditNotes: wire.credit_notes,
  })),
);
