import { describe, expect, it } from 'vitest';
import type { OrderReturnsApi } from '../../../src/application/returns/OrderReturnsApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import type { Subject } from './support/Subject';

/** An order of the signed-in customer with one line of goods. */
export interface ReturnableOrderFacts {
  readonly orderId: number;
  readonly orderItemId: number;
  readonly bought: number;
}

export interface OrderReturnsApiSubject {
  readonly api: OrderReturnsApi;
  /** Places an order of at least two of a product for the signed-in customer and has it delivered now. */
  deliveredOrder(): Promise<ReturnableOrderFacts>;
  /** Places an order for the signed-in customer, left undelivered. */
  undeliveredOrder(): Promise<ReturnableOrderFacts>;
}

const HOUR_MS = 60 * 60 * 1000;
const photo = () => new Blob([PIXEL_PNG], { type: 'image/png' });
/** A refusal of the request as asked (4xx with a message to show), not a failure of the shop. */
const refused = (answer: ApiResult<unknown>) => !answer.ok && answer.error.status !== null && answer.error.status >= 400 && answer.error.status < 500 && answer.error.message !== '';

/** What the order page's returns rely on from /api/orders/{orderId}/returns, the report's photos and the credit notes (this server's addition to SPEC). */
export function orderReturnsApiContract(subject: Subject<OrderReturnsApiSubject>): void {
  describe('OrderReturnsApi', () => {
    it('opens every window of a delivered order, the wrong item’s for 48 hours and the others to the end of a Cairo day, with every bought item returnable', async () => {
      const { api, deliveredOrder } = await subject();
      const order = await deliveredOrder();
      const answer = await api.orderReturns(order.orderId);
      if (!answer.ok) throw new Error(answer.error.message);
      const { rules, deliveredAt, windows, lines, returns, refunds, creditNotes } = answer.value;
      expect(rules).toEqual({ maxPhotos: 6, maxNoteLength: 1000, outcomes: ['refund', 'exchange', 'store-credit'] });
      expect(deliveredAt).toBeInstanceOf(Date);
      expect(windows.map((window) => [window.reason, window.open, window.deadline?.kind])).toEqual([
        ['damaged-or-defective', true, 'last-day'],
        ['wrong-item', true, 'instant'],
        ['other', true, 'last-day'],
      ]);
      const wrongItem = windows[1]?.deadline;
      expect(wrongItem?.kind === 'instant' && wrongItem.until.getTime() - (deliveredAt?.getTime() ?? 0)).toBe(48 * HOUR_MS);
      expect(lines).toContainEqual({ orderItemId: order.orderItemId, name: expect.any(String), bought: order.bought, returnable: order.bought });
      expect([returns, refunds, creditNotes]).toEqual([[], [], []]);
    });

    it('opens no window before the order is delivered', async () => {
      const { api, undeliveredOrder } = await subject();
      const answer = await api.orderReturns((await undeliveredOrder()).orderId);
      expect(answer.ok && answer.value.deliveredAt).toBeNull();
      expect(answer.ok && answer.value.windows.map((window) => [window.open, window.deadline])).toEqual([
        [false, null],
        [false, null],
        [false, null],
      ]);
    });

    it('takes a photo, shows it back to its owner, and refuses a file that is no picture', async () => {
      const { api } = await subject();
      const uploaded = await api.uploadReturnPhoto(photo(), 'box.png');
      if (!uploaded.ok) throw new Error(uploaded.error.message);
      const shown = await api.returnPhoto(uploaded.value.id);
      expect(shown.ok && shown.value.size).toBeGreaterThan(0);
      expect(refused(await api.uploadReturnPhoto(new Blob(['not a picture'], { type: 'image/png' }), 'notes.png'))).toBe(true);
    });

    it('records a report of a damaged item with its photo, which then claims its quantity', async () => {
      const { api, deliveredOrder } = await subject();
      const order = await deliveredOrder();
      const uploaded = await api.uploadReturnPhoto(photo(), 'crack.png');
      if (!uploaded.ok) throw new Error(uploaded.error.message);
      const sent = await api.requestReturn(order.orderId, {
        reason: 'damaged-or-defective',
        preferredOutcome: 'exchange',
        note: 'The box arrived crushed.',
        lines: [{ orderItemId: order.orderItemId, quantity: 1 }],
        photoIds: [uploaded.value.id],
      });
      expect(sent).toMatchObject({
        ok: true,
        value: { status: 'Requested', reason: 'damaged-or-defective', preferredOutcome: 'exchange', note: 'The box arrived crushed.', refusalReason: null, resolution: null, exchangeOrderId: null, lines: [{ orderItemId: order.orderItemId, quantity: 1 }], photos: [{ id: uploaded.value.id }] },
      });
      const after = await api.orderReturns(order.orderId);
      expect(after.ok && after.value.returns.map((asked) => asked.status)).toEqual(['Requested']);
      expect(after.ok && after.value.lines.find((line) => line.orderItemId === order.orderItemId)?.returnable).toBe(order.bought - 1);
    });

    it('refuses a damaged item without a photo and more than was bought, recording nothing', async () => {
      const { api, deliveredOrder } = await subject();
      const order = await deliveredOrder();
      const report = { reason: 'damaged-or-defective' as const, preferredOutcome: 'refund' as const, note: '', lines: [{ orderItemId: order.orderItemId, quantity: 1 }], photoIds: [] };
      expect(refused(await api.requestReturn(order.orderId, report))).toBe(true);
      expect(refused(await api.requestReturn(order.orderId, { ...report, reason: 'wrong-item', lines: [{ orderItemId: order.orderItemId, quantity: order.bought + 1 }] }))).toBe(true);
      const after = await api.orderReturns(order.orderId);
      expect(after.ok && after.value.returns).toEqual([]);
    });

    it('answers not-found for an order or a credit note it does not hold', async () => {
      const { api } = await subject();
      expect(await api.orderReturns(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.creditNote(987_654)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
