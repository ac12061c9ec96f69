import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrdersApi, OrderFilter, StaffOrderSummary, StatusChange } from '../../../../src/application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { FileSaver } from '../../../../src/application/admin/FileSaver';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type OrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import { ok } from '@tiara/domain/result';
import { OrdersPresenter } from '../../../../src/ui/admin/orders/OrdersPresenter';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { failure } from '../shared/adminFakes';

const summary = (id: number, status: OrderStatus, paid = false): StaffOrderSummary => ({
  id,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  status,
  paymentMethod: paid ? 'credit' : 'cash',
  total: 50_000,
  itemCount: 1,
  governorate: 'Cairo',
  paid,
  customer: { userId: 3, name: 'Mona Hassan', email: 'mona@clinic.example', phone: '01012345678' },
});

/** A back office over a few orders that follow the real lifecycle. */
class FakeOrdersApi implements AdminOrdersApi {
  readonly filters: OrderFilter[] = [];
  readonly moves: Array<{ id: number; status: OrderStatus; shipment?: Shipment }> = [];
  readonly orderRows = new Map<number, StaffOrderSummary>([
    [1, summary(1, 'Pending')],
    [2, summary(2, 'Processing', true)],
  ]);

  async orders(filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>> {
    this.filters.push(filter);
    const items = [...this.orderRows.values()].filter((order) => filter.status === null || order.status === filter.status);
    return ok({ items, total: items.length, page: page.page, perPage: page.perPage, pageCount: 1 });
  }

  async order(id: number): Promise<ApiResult<AdminOrderDetail>> {
    const row = this.orderRows.get(id);
    if (!row) return failure(404, `Order ${id} was not found.`, 'not-found');
    const status = row.status as OrderStatus;
    const shipping = { firstName: 'Mona', middleName: '', lastName: 'Hassan', email: 'mona@clinic.example', phone: '01012345678', address: '6 Merryland', city: 'Heliopolis', state: 'Cairo', postalCode: '11341', country: 'Egypt' };
    return ok({ ...row, subtotal: 45_000, shippingAmount: 5_000, discountAmount: 0, promoCode: null, shipping, account: null, reservationExpiresAt: null, lines: [], nextStatuses: nextOrderStatuses(status), payments: [], shipment: null });
  }

  async changeStatus(id: number, status: OrderStatus, shipment?: Shipment): Promise<ApiResult<StatusChange>> {
    this.moves.push(shipment ? { id, status, shipment } : { id, status });
    const row = this.orderRows.get(id);
    if (!row) return failure(404, 'not found', 'not-found');
    this.orderRows.set(id, { ...row, status });
    return ok({ status, previousStatus: row.status, changed: true, refundDue: status === 'Cancelled' && row.paid });
  }

  async exportCsv(filter: OrderFilter): Promise<ApiResult<string>> {
    this.filters.push(filter);
    return ok('Order ID,Status\r\n1,Pending\r\n');
  }
}

function ordersPage() {
  const api = new FakeOrdersApi();
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const saved: Array<{ fileName: string; content: string | Blob }> = [];
  const saver: FileSaver = { save: (fileName, content) => saved.push({ fileName, content }) };
  const presenter = new OrdersPresenter(api, toasts, new CsvDownload(saver, clock, toasts));
  return { presenter, board: presenter.board, api, toasts, saved };
}

const messages = (toasts: ToastPresenter) => toasts.toasts.map((toast) => toast.message);

describe('OrdersPresenter', () => {
  it('filters by status from page 1, and exports what the filter matches', async () => {
    const { presenter, board, api, saved } = ordersPage();
    await board.opened();
    expect(board.list.items.map((order) => order.id)).toEqual([1, 2]);
    board.searchChanged(' mona ');
    await board.statusChosen('Processing');
    expect(board.list.items.map((order) => order.id)).toEqual([2]);
    expect(api.filters.at(-1)).toEqual({ search: ' mona ', status: 'Processing' });
    await board.statusChosen('');
    expect(board.status).toBeNull();
    await presenter.exportClicked();
    expect(saved).toEqual([{ fileName: 'orders-2026-11-21.csv', content: '\uFEFFOrder ID,Status\r\n1,Pending\r\n' }]);
  });

  it('offers only the lifecycle moves and changes the status only once confirmed', async () => {
    const { board, api, toasts } = ordersPage();
    await board.orderOpened(1);
    expect(board.detail?.nextStatuses).toEqual(['Processing', 'Cancelled', 'Failed']);
    board.moveChosen('Shipped');
    expect(board.confirmation.pending).toBeNull();

    board.moveChosen('Processing');
    expect(board.confirmation.pending?.message).toBe('Change order #1 to Processing?');
    board.confirmation.cancelled();
    expect(api.moves).toEqual([]);

    board.moveChosen('Processing');
    await board.confirmation.confirmed();
    expect(api.moves).toEqual([{ id: 1, status: 'Processing' }]);
    expect(messages(toasts)).toEqual(['Order #1 is now Processing.']);
    expect(board.detail?.status).toBe('Processing');
    expect(board.detail?.nextStatuses).toEqual(['Shipped', 'Cancelled']);
    expect(board.list.items.find((order) => order.id === 1)?.status).toBe('Processing');
  });

  it('ships only with a courier and a valid tracking number, checked by the same rule as the server', async () => {
    const { board, api, toasts } = ordersPage();
    await board.orderOpened(1);
    board.moveChosen('Processing');
    await board.confirmation.confirmed();

    board.moveChosen('Shipped');
    expect(board.confirmation.pending).toBeNull();
    const form = board.shipping;
    expect(form?.courierChoices.map((choice) => choice.label)).toEqual(expect.arrayContaining(['Aramex', 'Bosta', 'Egypt Post', 'Mylerz', 'J&T Express', 'Other']));
    expect(form?.errors).toEqual({});
    await board.shipSubmitted();
    expect(form?.errors).toEqual({ courier: 'Choose the courier the parcel was handed to.', trackingNumber: 'Enter the tracking number the courier gave for the parcel.' });

    form?.courierChosen('other');
    expect(form?.asksForLink).toBe(true);
    form?.trackingNumberChanged('AB/12');
    form?.trackingLinkChanged('not a link');
    await board.shipSubmitted();
    expect(form?.errors).toEqual({ trackingNumber: 'The tracking number must be 4 to 40 letters, digits or dashes.', trackingLink: expect.stringContaining('https://') });
    expect(api.moves).toHaveLength(1);

    form?.courierChosen('bosta');
    form?.trackingNumberChanged('1234 5678 90');
    await board.shipSubmitted();
    expect(api.moves.at(-1)).toEqual({ id: 1, status: 'Shipped', shipment: { courier: 'bosta', trackingNumber: '1234567890', trackingLink: null } });
    expect(board.shipping).toBeNull();
    expect(messages(toasts).at(-1)).toBe('Order #1 is now Shipped.');
  });

  it('keeps the shipping form when staff cancel it or the server refuses, and drops it when the order closes', async () => {
    const { board, api } = ordersPage();
    await board.orderOpened(1);
    board.moveChosen('Processing');
    await board.confirmation.confirmed();
    board.moveChosen('Shipped');
    board.shipCancelled();
    expect(board.shipping).toBeNull();

    board.moveChosen('Shipped');
    board.shipping?.courierChosen('aramex');
    board.shipping?.trackingNumberChanged('44091234');
    api.changeStatus = async () => failure(400, 'Enter the tracking number the courier gave for the parcel.', 'rejected');
    await board.shipSubmitted();
    expect(board.shipping?.trackingNumber).toBe('44091234');
    board.detailClosed();
    expect(board.shipping).toBeNull();
  });

  it('warns before cancelling a card-paid order, and says the refund is due once cancelled', async () => {
    const { board, toasts } = ordersPage();
    await board.orderOpened(2);
    board.moveChosen('Cancelled');
    expect(board.confirmation.pending?.message).toContain('This order was paid by credit card. Please ensure you refund the amount on Paymob before cancelling the order');
    expect(board.confirmation.pending?.danger).toBe(true);
    await board.confirmation.confirmed();
    expect(messages(toasts)).toEqual(['Order #2 was paid by card: refund it on Paymob.']);
    expect(board.detail?.nextStatuses).toEqual([]);
  });

  it("shows the server's refusal and the order as it now is", async () => {
    const { board, api, toasts } = ordersPage();
    await board.orderOpened(1);
    api.changeStatus = async () => failure(409, 'Order 1 cannot move from Pending to Processing before its card payment is confirmed.', 'conflict');
    board.moveChosen('Processing');
    await board.confirmation.confirmed();
    expect(messages(toasts)).toEqual(['Order 1 cannot move from Pending to Processing before its card payment is confirmed.']);
    expect(board.detail?.status).toBe('Pending');
  });

  it('says when an order cannot be opened', async () => {
    const { board } = ordersPage();
    await board.orderOpened(99);
    expect(board.detailError).toBe('Order 99 was not found.');
    board.detailClosed();
    expect(board.detailError).toBeNull();
  });
});
