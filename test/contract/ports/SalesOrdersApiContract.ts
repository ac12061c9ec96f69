import { describe, expect, it } from 'vitest';
import type { AdminOrdersApi } from '../../../src/application/admin/AdminOrdersApi';
import type { SalesOrdersApi } from '../../../src/application/sales/SalesOrdersApi';
import type { PlacedOrder } from './support/PlacedOrder';
import type { Subject } from './support/Subject';

export interface SalesOrdersApiSubject {
  readonly api: SalesOrdersApi;
  /** The back office's orders port over the same sales person's token. */
  readonly backOffice: AdminOrdersApi;
  /** A customer places a cash order, which waits for the shop (Pending). */
  placeOrder(): Promise<PlacedOrder>;
  /** The back office accepts the order (Processing), which the sales desk then fulfils. */
  accept(orderId: number): Promise<void>;
}

const firstPage = { page: 1, perPage: 5 };
const parcel = { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null } as const;

/** What the sales desk relies on: it sees the orders and fulfils them, and its token opens nothing of the back office. */
export function salesOrdersApiContract(subject: Subject<SalesOrdersApiSubject>): void {
  describe('SalesOrdersApi', () => {
    it('lists and reads a placed order, offering only the fulfilment moves: none while it waits, Shipped once accepted', async () => {
      const { api, placeOrder, accept } = await subject();
      const order = await placeOrder();
      const page = await api.orders({ search: `#${order.orderId}`, status: null }, firstPage);
      expect(page.ok && page.value.items.find((row) => row.id === order.orderId)).toMatchObject({ status: 'Pending', total: order.total });
      expect(await api.order(order.orderId)).toMatchObject({ ok: true, value: { id: order.orderId, status: 'Pending', nextStatuses: [] } });
      await accept(order.orderId);
      expect(await api.order(order.orderId)).toMatchObject({ ok: true, value: { status: 'Processing', nextStatuses: ['Shipped'] } });
    });

    it('ships an accepted order with its parcel, then delivers it: the cash collected, it reads paid', async () => {
      const { api, placeOrder, accept } = await subject();
      const { orderId } = await placeOrder();
      await accept(orderId);
      expect(await api.changeStatus(orderId, 'Shipped', parcel)).toEqual({ ok: true, value: { status: 'Shipped', previousStatus: 'Processing', changed: true, refundDue: false } });
      expect(await api.order(orderId)).toMatchObject({ ok: true, value: { status: 'Shipped', paymentState: 'unpaid', nextStatuses: ['Delivered'], shipment: { courier: 'bosta', trackingNumber: '1234567890' } } });
      expect(await api.changeStatus(orderId, 'Delivered')).toMatchObject({ ok: true, value: { status: 'Delivered', changed: true } });
      expect(await api.order(orderId)).toMatchObject({ ok: true, value: { status: 'Delivered', paymentState: 'paid', nextStatuses: [] } });
      const page = await api.orders({ search: `#${orderId}`, status: null }, firstPage);
      expect(page.ok && page.value.items.find((row) => row.id === orderId)?.paymentState).toBe('paid');
    });

    it('refuses to cancel an order, with the reason, leaving it as it was', async () => {
      const { api, placeOrder, accept } = await subject();
      const { orderId } = await placeOrder();
      await accept(orderId);
      const refused = await api.changeStatus(orderId, 'Cancelled');
      expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
      expect(await api.order(orderId)).toMatchObject({ ok: true, value: { status: 'Processing' } });
    });

    it("reaches none of the back office's order calls with a sales token: each is forbidden", async () => {
      const { api, backOffice, placeOrder, accept } = await subject();
      const { orderId } = await placeOrder();
      await accept(orderId);
      const forbidden = { ok: false, error: { kind: 'forbidden', status: 403 } };
      expect(await backOffice.orders({ search: '', status: null }, firstPage)).toMatchObject(forbidden);
      expect(await backOffice.order(orderId)).toMatchObject(forbidden);
      expect(await backOffice.changeStatus(orderId, 'Cancelled')).toMatchObject(forbidden);
      expect(await backOffice.exportCsv({ search: '', status: null })).toMatchObject(forbidden);
      expect(await api.order(orderId)).toMatchObject({ ok: true, value: { status: 'Processing' } });
    });
  });
}
