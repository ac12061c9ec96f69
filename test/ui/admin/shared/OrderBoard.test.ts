import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../src/application/admin/AdminOrdersApi';
import { OrderBoard } from '../../../../src/ui/admin/shared/OrderBoard';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';
import { FakeAdminOrdersApi } from '../../../application/support/fakes/FakeAdminOrdersApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';

/** Mona's orders delivered in the first days of November. */
const delivered = Array.from({ length: 12 }, (_, index) => staffOrder(3 + index, { status: 'Delivered', createdAt: new Date(Date.UTC(2026, 10, 1 + index, 10)) }));

/** A staff area's orders: Mona's cash order waiting, Karim's accepted one, and twelve older ones of Mona's delivered. */
function orderBoard() {
  const api = new FakeAdminOrdersApi(
    new Map([
      [1, staffOrder(1, { createdAt: new Date('2026-11-20T11:00:00Z') })],
      [2, staffOrder(2, { status: 'Processing', customer: { userId: 4, name: 'Karim Adel', email: 'karim@smile.example', phone: '01098765432' } })],
      ...delivered.map((order) => [order.id, order] as const),
    ]),
  );
  const toasts = new ToastPresenter(new FakeClock());
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const board = new OrderBoard<AdminOrderDetail>(api, toasts, language);
  return { api, board, shown: () => toasts.toasts.map((toast) => [toast.tone, toast.message]) };
}

afterEach(() => showLanguage('en'));

describe('OrderBoard', () => {
  it('searches when staff submit, and filters by status, each from page 1; a status it does not know means every status', async () => {
    const { api, board } = orderBoard();
    await board.opened();
    await board.list.perPageChosen(10);
    expect(board.list.items.map((order) => order.id)).toEqual([1, 2, 14, 13, 12, 11, 10, 9, 8, 7]);
    await board.list.pageChosen(2);
    board.searchChanged('mona');
    expect(api.filters.at(-1)).toEqual({ search: '', status: null });
    await board.searchSubmitted();
    expect([board.list.page, board.list.total, board.list.items[0]?.id]).toEqual([1, 13, 1]);
    board.searchChanged('karim');
    await board.searchSubmitted();
    expect(board.list.items.map((order) => order.id)).toEqual([2]);
    board.searchChanged('');
    await board.searchSubmitted();
    await board.list.pageChosen(2);
    expect(board.list.items.map((order) => order.id)).toEqual([6, 5, 4, 3]);
    await board.statusChosen('Delivered');
    expect([board.status, board.list.page, board.list.total]).toEqual(['Delivered', 1, 12]);
    await board.statusChosen('Lost');
    expect([board.status, board.list.page, board.list.total]).toEqual([null, 1, 14]);
    expect(api.filters.at(-1)).toEqual({ search: '', status: null });
    board.closed();
  });

  it('shows the order being read, and only the order opened last when answers cross', async () => {
    const { api, board } = orderBoard();
    api.hold('order');
    const first = board.orderOpened(1);
    expect([board.detailLoading, board.detail]).toEqual([true, null]);
    const second = board.orderOpened(2);
    await api.release([1, 0]);
    await Promise.all([first, second]);
    expect([board.detailLoading, board.detail?.id]).toEqual([false, 2]);
  });

  it('shows nothing of an order closed before its answer arrived', async () => {
    const { api, board } = orderBoard();
    api.hold('order');
    const opening = board.orderOpened(1);
    board.detailClosed();
    await api.release();
    await opening;
    expect([board.detail, board.detailLoading, board.detailError]).toEqual([null, false, null]);
  });

  it('asks before each move with the move in its words, and says when someone else had already made it', async () => {
    const { api, board, shown } = orderBoard();
    await board.opened();
    await board.orderOpened(1);
    board.moveChosen('Processing');
    expect(board.confirmation.pending).toMatchObject({ title: 'Update Status', message: 'Change order #1 to Processing?', confirmLabel: 'Mark as Processing', danger: false });
    // Another member of staff accepts the order meanwhile.
    api.book.set(1, { ...api.book.get(1)!, status: 'Processing' });
    await board.confirmation.confirmed();
    expect(shown()).toEqual([['info', 'Order #1 was already Processing.']]);
    expect(board.detail?.status).toBe('Processing');
    board.closed();
  });

  it('sends one shipment however often it is confirmed while the server answers', async () => {
    const { api, board } = orderBoard();
    await board.orderOpened(2);
    board.moveChosen('Shipped');
    board.shipping?.courierChosen('aramex');
    board.shipping?.trackingNumberChanged('44091234');
    api.hold('changeStatus');
    const first = board.shipSubmitted();
    expect(board.moving).toBe(true);
    await board.shipSubmitted();
    await api.release();
    await first;
    expect(api.moves).toEqual([{ id: 2, status: 'Shipped', shipment: { courier: 'aramex', trackingNumber: '44091234', trackingLink: null } }]);
    expect([board.moving, board.shipping, board.detail?.status]).toEqual([false, null, 'Shipped']);
  });

  it('reads the page and the opened order again when something else changed it, what is shown staying meanwhile', async () => {
    const { api, board } = orderBoard();
    await board.opened();
    await board.orderOpened(2);
    api.book.set(2, { ...api.book.get(2)!, paid: true });
    api.hold();
    const reading = board.openedOrderChanged();
    expect([board.detail?.id, board.detail?.paid, board.detailLoading]).toEqual([2, false, false]);
    await api.release();
    await reading;
    expect(board.detail?.paid).toBe(true);
    expect(api.filters).toHaveLength(2);
    board.closed();
  });

  it('asks in Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    const { board } = orderBoard();
    await board.orderOpened(1);
    board.moveChosen('Processing');
    expect(board.confirmation.pending).toMatchObject({ title: 'تحديث الحالة', message: 'تغيير حالة الطلب #1 إلى «قيد التجهيز»؟', confirmLabel: 'تحديد كـ«قيد التجهيز»' });
  });
});
