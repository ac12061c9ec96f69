import { describe, expect, it } from 'vitest';
import type { AdminOrdersApi } from '../../../src/application/admin/AdminOrdersApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface AdminOrdersApiSubject {
  readonly api: AdminOrdersApi;
  /** A customer places a cash order, which waits for the shop (Pending). */
  placeOrder(): Promise<PlacedOrder>;
}

/** An order number no order has. */
const UNKNOWN_ORDER = 987_654;
const everyOrder = { search: '', status: null };
const firstPage = { page: 1, perPage: 5 };

/** What the back office's orders screen relies on: the list, an order's detail and its moves along the lifecycle, the CSV. */
export function adminOrdersApiContract(subject: Subject<AdminOrdersApiSubject>): void {
  describe('AdminOrdersApi', () => {
    it("lists a placed order first, with the page's totals, and finds it by its number and its status", async () => {
      const { api, placeOrder } = await subject();
      const order = await placeOrder();
      const page = await api.orders(everyOrder, firstPage);
      if (!page.ok) throw new Error(page.error.message);
      expect(page.value.items[0]).toMatchObject({ id: order.orderId, status: 'Pending', total: order.total, paid: false, paymentState: 'unpaid', storeCredit: 0 });
      expect(page.value).toMatchObject({ page: 1, perPage: 5, pageCount: Math.ceil(page.value.total / 5) });
      expect(page.value.items.length).toBe(Math.min(page.value.total, 5));
      const found = await api.orders({ search: `#${order.orderId}`, status: 'Pending' }, firstPage);
      expect(found.ok && found.value.items.map((row) => row.id)).toContain(order.orderId);
      const delivered = await api.orders({ search: '', status: 'Delivered' }, firstPage);
      expect(delivered.ok && delivered.value.items.map((row) => row.id)).not.toContain(order.orderId);
    });

    it('reads an order with its lines in piasters and the moves the lifecycle allows it', async () => {
      const { api, placeOrder } = await subject();
      const order = await placeOrder();
      const detail = await api.order(order.orderId);
      expect(detail).toMatchObject({ ok: true, value: { id: order.orderId, status: 'Pending', total: order.total, nextStatuses: ['Processing', 'Cancelled', 'Failed'], shipment: null, payments: [], storeCreditGivenBack: null } });
      expect(detail.ok && detail.value.lines.map((line) => ({ name: line.name, quantity: line.quantity, price: line.unitPrice }))).toEqual(order.lines);
    });

    it('moves an order to Processing, then to Shipped with its parcel, read back with its tracking', async () => {
      const { api, placeOrder } = await subject();
      const { orderId } = await placeOrder();
      expect(await api.changeStatus(orderId, 'Processing')).toEqual({ ok: true, value: { status: 'Processing', previousStatus: 'Pending', changed: true, refundDue: false } });
      expect(await api.changeStatus(orderId, 'Processing')).toMatchObject({ ok: true, value: { status: 'Processing', changed: false } });
      expect(await api.changeStatus(orderId, 'Shipped', { courier: 'aramex', trackingNumber: '44091234', trackingLink: null })).toMatchObject({ ok: true, value: { status: 'Shipped', previousStatus: 'Processing', changed: true } });
      const shipped = await api.order(orderId);
      expect(shipped).toMatchObject({ ok: true, value: { status: 'Shipped', nextStatuses: ['Delivered'], shipment: { courier: 'aramex', trackingNumber: '44091234' } } });
      expect(shipped.ok && shipped.value.shipment?.trackingUrl).toContain('44091234');
    });

    it('refuses a move the lifecycle does not allow, and Shipped without a parcel, each with its reason, changing nothing', async () => {
      const { api, placeOrder } = await subject();
      const { orderId } = await placeOrder();
      const skipped = await api.changeStatus(orderId, 'Delivered');
      expect(skipped).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!skipped.ok && skipped.error.message).not.toBe('');
      await api.changeStatus(orderId, 'Processing');
      const unshipped = await api.changeStatus(orderId, 'Shipped');
      expect(unshipped).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(!unshipped.ok && unshipped.error.message).not.toBe('');
      expect(await api.order(orderId)).toMatchObject({ ok: true, value: { status: 'Processing', shipment: null } });
    });

    it('answers not-found for an order it does not hold', async () => {
      const { api } = await subject();
      expect(await api.order(UNKNOWN_ORDER)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.changeStatus(UNKNOWN_ORDER, 'Processing')).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('exports the orders the filter matches as CSV text, a header line first', async () => {
      const { api, placeOrder } = await subject();
      const { orderId } = await placeOrder();
      const csv = await api.exportCsv({ search: `#${orderId}`, status: 'Pending' });
      if (!csv.ok) throw new Error(csv.error.message);
      const lines = csv.value.split('\r\n');
      expect(lines[0]).toContain('Order ID');
      expect(lines.some((line) => line.startsWith(`${orderId},`))).toBe(true);
    });
  });
}
