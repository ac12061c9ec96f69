import { afterEach, describe, expect, it } from 'vitest';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { staffPaymentText } from '../../../src/ui/admin/shared/staffOrderPayment';
import { SalesOrdersPresenter } from '../../../src/ui/sales/SalesOrdersPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeSalesOrdersApi } from '../../application/support/fakes/FakeSalesOrdersApi';
import { staffOrder } from '../../application/support/fakes/FakeStaffOrdersApi';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';
import { settle } from '../../application/support/checkoutFakes';

function salesOrders(api: FakeSalesOrdersApi) {
  const toasts = new ToastPresenter(new FakeClock());
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  return { board: new SalesOrdersPresenter(api, toasts, language).board, language };
}

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('SalesOrdersPresenter', () => {
  it('moves an order forward with the moves the sales API offers', async () => {
    const guestOrder = staffOrder(5, {
      status: 'Processing',
      governorate: 'Giza',
      customer: { userId: null, name: 'Guest', email: 'g@example.com', phone: '' },
    });
    const api = new FakeSalesOrdersApi(new Map([[5, guestOrder]]));
    const { board } = salesOrders(api);
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

  it('reads the opened order again after a switch of language, so its lines are named in the new one', async () => {
    const line = { id: 1, kind: 'product' as const, sku: null, quantity: 1, unitPrice: 45_000, lineTotal: 45_000, image: '' };
    const api = new FakeSalesOrdersApi(new Map([[5, staffOrder(5, { lines: [{ ...line, name: 'NuSmile ZR Zirconia Crown' }] })]]));
    const { board, language } = salesOrders(api);
    await board.opened();
    await board.orderOpened(5);

    // The server names the lines in the language the shop now asks in.
    api.book.set(5, { ...api.book.get(5)!, lines: [{ ...line, name: 'تاج زيركونيا نوسمايل' }] });
    await language.choose('ar');
    await settle();
    expect(board.detail?.lines.map((shown) => shown.name)).toEqual(['تاج زيركونيا نوسمايل']);
    board.closed();
  });

  it('reads the payment as the back office and the customer do, refunds included, in both languages', async () => {
    const api = new FakeSalesOrdersApi(
      new Map([
        [5, staffOrder(5, { status: 'Delivered', paymentMethod: 'cash', paymentState: 'partly_refunded' })],
        [6, staffOrder(6, { status: 'Shipped', paymentMethod: 'pickup', paymentState: 'unpaid' })],
      ]),
    );
    const { board } = salesOrders(api);
    await board.opened();
    expect(board.list.items.map(staffPaymentText)).toEqual(['Pickup from Store · Unpaid', 'Cash on Delivery · Partly refunded']);
    await board.orderOpened(6);
    board.moveChosen('Delivered');
    await board.confirmation.confirmed();
    expect(staffPaymentText(board.detail!)).toBe('Pickup from Store · Paid');
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    expect(board.list.items.map(staffPaymentText)).toEqual(['الاستلام من المتجر · مدفوع', 'الدفع عند الاستلام · مُسترد جزئيًا']);
  });
});
