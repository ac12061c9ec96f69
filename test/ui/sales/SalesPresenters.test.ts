import { describe, expect, it } from 'vitest';
import type { OrderFilter, StaffOrderDetail, StaffOrderSummary, StatusChange } from '../../../src/application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../src/application/admin/AdminPage';
import type { StaffSession } from '../../../src/application/admin/StaffSessionStore';
import { SignInStaff } from '../../../src/application/admin/SignInStaff';
import type { SalesOrdersApi } from '../../../src/application/sales/SalesOrdersApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import { ok } from '@tiara/domain/result';
import { SalesLayoutPresenter } from '../../../src/ui/sales/SalesLayoutPresenter';
import { SalesLoginPresenter } from '../../../src/ui/sales/SalesLoginPresenter';
import { SalesOrdersPresenter } from '../../../src/ui/sales/SalesOrdersPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeStaffSignInApi, FakeTokenValidation, MemoryStaffSessionStore, adminSession, settle, tokenRefused } from '../admin/shared/adminFakes';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

const accounts = {
  'admin@tiara.example': { password: 'Admin123!', role: 'Admin' },
  'sales@tiara.example': { password: 'Sales123!', role: 'Sales' },
  'customer@tiara.example': { password: 'Customer123!', role: 'User' },
};

const salesSession: StaffSession = { ...adminSession, token: 'sales.token', email: 'sales@tiara.example', role: 'Sales' };

function salesLogin() {
  const store = new MemoryStaffSessionStore();
  const navigator = new FakeNavigator();
  const presenter = new SalesLoginPresenter(new SignInStaff(new FakeStaffSignInApi(accounts)), store, navigator, new ToastPresenter(new FakeClock()));
  return { form: presenter.form, store, navigator };
}

describe('the sales desk', () => {
  it.each([
    ['sales@tiara.example', 'Sales123!'],
    ['admin@tiara.example', 'Admin123!'],
  ])('lets %s in at /sales/login', async (email, password) => {
    const { form, store, navigator } = salesLogin();
    form.emailChanged(email);
    form.passwordChanged(password);
    await form.submitted();
    expect(store.current()?.email).toBe(email);
    expect(navigator.visited).toEqual(['/sales/orders']);
  });

  it('gives a User the wrong-role message', async () => {
    const { form, store } = salesLogin();
    form.emailChanged('customer@tiara.example');
    form.passwordChanged('Customer123!');
    await form.submitted();
    expect(form.formError).toBe('This account does not have sales access.');
    expect(store.current()).toBeNull();
  });

  function salesLayout(session: StaffSession | null) {
    const store = new MemoryStaffSessionStore(session);
    const server = new FakeTokenValidation();
    const navigator = new FakeNavigator();
    const clock = new FakeClock();
    const toasts = new ToastPresenter(clock);
    return { layout: new SalesLayoutPresenter(store, server, navigator, toasts, clock), store, server, navigator, clock, toasts };
  }

  it('guards /sales with the sales session', async () => {
    const { layout, navigator } = salesLayout(null);
    layout.staff.areaOpened();
    await settle();
    expect(navigator.visited).toEqual(['/sales/login']);
  });

  it.each(['Sales', 'sales', 'SALES', 'admin'])('opens /sales for a session with the role %s once the server accepted its token', async (role) => {
    const { layout, server } = salesLayout({ ...salesSession, role });
    layout.staff.areaOpened();
    await settle();
    expect(layout.staff.view).toBe('area');
    expect(server.validatedTokens).toEqual([salesSession.token]);
  });

  it("says 'Unauthorized Access' for a refused sales token, clears it and opens /sales/login 1 second later", async () => {
    const { layout, server, store, navigator, clock, toasts } = salesLayout(salesSession);
    server.answer = tokenRefused();
    layout.staff.areaOpened();
    await settle();
    expect(layout.staff.view).toBe('waiting');
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Unauthorized Access']);
    expect(store.current()).toBeNull();
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/sales/login']);
  });

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
