import { describe, expect, it } from 'vitest';
import { SalesOrdersPresenter } from '../../../src/ui/sales/SalesOrdersPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeSalesOrdersApi } from '../../application/support/fakes/FakeSalesOrdersApi';
import { staffOrder } from '../../application/support/fakes/FakeStaffOrdersApi';
import { FakeClock } from '../support/FakeClock';

describe('SalesOrdersPresenter', () => {
  it('moves an order forward with the moves the sales API offers', async () => {
    const guestOrder = staffOrder(5, {
      status: 'Processing',
      governorate: 'Giza',
      customer: { userId: null, name: 'Guest', email: 'g@example.com', phone: '' },
    });
    const api = new FakeSalesOrdersApi(new Map([[5, guestOrder]]));
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
