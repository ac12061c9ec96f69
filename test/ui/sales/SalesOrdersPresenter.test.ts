import { describe, expect, it } from 'vitest';
import type { OrderFilter, StaffOrderDetail, StaffOrderSummary, StatusChange } from '../../../src/application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../src/application/admin/AdminPage';
import type { SalesOrdersApi } from '../../../src/application/sales/SalesOrdersApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import { ok } from '@tiara/domain/result';
import { SalesOrdersPresenter } from '../../../src/ui/sales/SalesOrdersPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';

describe('SalesOrdersPresenter', () => {
  it('moves an order forward with the moves the sales API offers', async () => {
    let status: OrderStatus = 'Processing';
    const row: StaffOrderSummary = {
      id: 5,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      status,
      paymentMethod: 'cash',
      total: 1,
      itemCount: 1,
      governorate: 'Giza',
      paid: false,
      customer: { userId: null, name: 'Guest', email: 'g@example.com', phone: '' },
    };
    const api: SalesOrdersApi = {
      orders: async (_filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>> => ok({ items: [{ ...row, status }], total: 1, page: page.page, perPage: page.perPage, pageCount: 1 }),
      order: async (): Promise<ApiResult<StaffOrderDetail>> =>
        ok({
          ...row,
          status,
          subtotal: 1,
          shippingAmount: 0,
          discountAmount: 0,
          promoCode: null,
          shipping: { firstName: 'G', middleName: '', lastName: 'H', email: '', phone: '', address: '', city: '', state: '', postalCode: '', country: '' },
          account: null,
          reservationExpiresAt: null,
          lines: [],
          nextStatuses: status === 'Processing' ? ['Shipped'] : status === 'Shipped' ? ['Delivered'] : [],
          shipment: null,
        }),
      changeStatus: async (_id: number, to: OrderStatus): Promise<ApiResult<StatusChange>> => {
        const previousStatus = status;
        status = to;
        return ok({ status: to, previousStatus, changed: true, refundDue: false });
      },
    };
    const { board } = new SalesOrdersPresenter(api, new ToastPresenter(new FakeClock()));
    await board.opened();
    await board.orderOpened(5);
    board.moveChosen('Cancelled');
    expect(board.confirmation.pending).toBeNull();
    board.moveChosen('Shipped');
    board.shipping?.courierChosen('egypt-post');
    board.shipping?.trackingNumberChanged('EE123456789EG');
    await board.shipSubmitted();
    expect(board.detail?.nextStatuses).toEqual(['Delivered']);
    expect(board.list.items[0]?.status).toBe('Shipped');
  });
});
