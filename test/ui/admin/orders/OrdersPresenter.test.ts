import { afterEach, describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../../src/application/admin/FileSaver';
import { OrdersPresenter } from '../../../../src/ui/admin/orders/OrdersPresenter';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';
import { settle } from '../../../application/support/checkoutFakes';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminOrderRefundsApi } from '../../../application/support/fakes/FakeAdminOrderRefundsApi';
import { FakeAdminOrdersApi } from '../../../application/support/fakes/FakeAdminOrdersApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';
import type { StaffOrderLine } from '../../../../src/application/admin/AdminOrdersApi';
import { isStaffOrderPaid, staffPaymentText } from '../../../../src/ui/admin/shared/staffOrderPayment';
import { loadTexts } from '../../../../src/ui/i18n/translations';

const etchLine = (name: string): StaffOrderLine => ({ id: 1, kind: 'product', name, sku: 'PR-ETCH', quantity: 2, unitPrice: 39_000, lineTotal: 78_000, image: '' });

/** A back office over two orders of Mona's: the newer a cash order waiting, the other paid by card and accepted. */
function ordersPage() {
  const api = new FakeAdminOrdersApi(
    new Map([
      [1, staffOrder(1, { createdAt: new Date('2026-11-20T11:00:00Z'), lines: [etchLine('Premier Etch 37% Phosphoric Acid Gel')] })],
      [2, staffOrder(2, { status: 'Processing', paymentMethod: 'credit', paid: true, paymentState: 'paid' })],
    ]),
  );
  api.csvFile = 'Order ID,Status\r\n1,Pending\r\n';
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const saved: Array<{ fileName: string; content: string | Blob }> = [];
  const saver: FileSaver = { save: (fileName, content) => saved.push({ fileName, content }) };
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const presenter = new OrdersPresenter(api, toasts, new CsvDownload(saver, clock, toasts), language, new FakeAdminOrderRefundsApi(api.book));
  return { presenter, board: presenter.board, api, toasts, saved, language };
}

const messages = (toasts: ToastPresenter) => toasts.toasts.map((toast) => toast.message);

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('OrdersPresenter', () => {
  it('reads its page and the opened order again after a switch of language, so the lines are named in the new one; no more once closed', async () => {
    const { board, api, language } = ordersPage();
    await board.opened();
    await board.orderOpened(1);
    expect(board.detail?.lines.map((line) => line.name)).toEqual(['Premier Etch 37% Phosphoric Acid Gel']);
    const listReads = api.filters.length;

    // The server names the lines in the language the shop now asks in.
    api.book.set(1, { ...api.book.get(1)!, lines: [etchLine('جل الحفر بريمير ٣٧٪')] });
    await language.choose('ar');
    await settle();
    expect(board.detail?.lines.map((line) => line.name)).toEqual(['جل الحفر بريمير ٣٧٪']);
    expect(api.filters).toHaveLength(listReads + 1);

    board.closed();
    await language.choose('en');
    await settle();
    expect(api.filters).toHaveLength(listReads + 1);
  });

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
    api.failures.set('changeStatus', refusal(400, 'shipment_invalid', 'Enter the tracking number the courier gave for the parcel.'));
    await board.shipSubmitted();
    expect(board.shipping?.trackingNumber).toBe('44091234');
    board.detailClosed();
    expect(board.shipping).toBeNull();
  });

  it('warns before cancelling a card-paid order, and says the refund is due once cancelled', async () => {
    const { board, toasts } = ordersPage();
    await board.orderOpened(2);
    board.moveChosen('Cancelled');
    expect(board.confirmation.pending?.message).toBe('This order was paid by card. Once it is cancelled, refund the card from its Refunds, below the order. Cancel order #2? Its stock, promo use, training seats and AI subscriptions are given back.');
    expect(board.confirmation.pending?.danger).toBe(true);
    await board.confirmation.confirmed();
    expect(messages(toasts)).toEqual(['Order #2 was paid by card: refund it to the card under Refunds.']);
    expect(board.detail?.nextStatuses).toEqual([]);
  });

  it('reads the payment in the five states its customer reads, from the server, after its method, in both languages', async () => {
    const orders = [
      staffOrder(5, { status: 'Shipped', paymentMethod: 'cash', paymentState: 'unpaid' }),
      staffOrder(6, { status: 'Processing', paymentMethod: 'credit', paid: true, paymentState: 'paid' }),
      staffOrder(7, { status: 'Cancelled', paymentMethod: 'credit', paid: true, paymentState: 'refund_due' }),
      staffOrder(8, { status: 'Delivered', paymentMethod: 'cash', paymentState: 'partly_refunded' }),
      staffOrder(9, { status: 'Cancelled', paymentMethod: 'credit', total: 95_000, storeCredit: 95_000, paymentState: 'refunded' }),
    ];
    expect(orders.map(staffPaymentText)).toEqual([
      'Cash on Delivery · Unpaid',
      'Credit Card · Paid',
      'Credit Card · Refund due',
      'Cash on Delivery · Partly refunded',
      'Store credit · Refunded',
    ]);
    // Paid for its invoice once money came in, refunded since or not.
    expect(orders.map(isStaffOrderPaid)).toEqual([false, true, true, true, true]);
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    expect(orders.map(staffPaymentText)).toEqual(['الدفع عند الاستلام · غير مدفوع', 'بطاقة ائتمان · مدفوع', 'بطاقة ائتمان · مستحق رد المبلغ', 'الدفع عند الاستلام · مُسترد جزئيًا', 'رصيد المتجر · مُسترد']);
  });

  it('shows a card order store credit paid in full as paid with store credit, in the list and the detail, in both languages; one it paid in part keeps its card payment; cancelled, it reads refunded', async () => {
    const { presenter, board, api } = ordersPage();
    api.book.set(3, staffOrder(3, { status: 'Processing', paymentMethod: 'credit', total: 95_000, storeCredit: 95_000, paymentState: 'paid' }));
    api.book.set(4, staffOrder(4, { status: 'Processing', paymentMethod: 'credit', paid: true, total: 95_000, storeCredit: 42_000, paymentState: 'paid' }));
    await board.opened();
    const paymentOf = (id: number) => staffPaymentText(board.list.items.find((order) => order.id === id)!);
    expect([paymentOf(3), paymentOf(4), paymentOf(1)]).toEqual(['Store credit · Paid', 'Credit Card · Paid', 'Cash on Delivery · Unpaid']);
    await board.orderOpened(3);
    expect([presenter.detailPaid, presenter.paymentsNote]).toEqual([true, 'Paid with the customer’s store credit: 950 EGP']);
    // No card to refund: the credit goes back to the customer by itself.
    board.moveChosen('Cancelled');
    expect(board.confirmation.pending?.message).toBe('Cancel order #3? Its stock, promo use, training seats and AI subscriptions are given back.');
    await board.confirmation.confirmed();
    expect([staffPaymentText(board.detail!), paymentOf(3)]).toEqual(['Store credit · Refunded', 'Store credit · Refunded']);
    await board.orderOpened(4);
    expect([presenter.detailPaid, presenter.paymentsNote]).toEqual([true, 'Paid with the customer’s store credit: 420 EGP']);
    await board.orderOpened(1);
    expect([presenter.detailPaid, presenter.paymentsNote]).toEqual([false, 'No payments recorded.']);
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    expect([paymentOf(3), paymentOf(4)]).toEqual(['رصيد المتجر · مُسترد', 'بطاقة ائتمان · مدفوع']);
  });

  it('reads a cancelled card order as owing its refund, then partly refunded and refunded as the card gets it back', async () => {
    const { presenter, board, api } = ordersPage();
    api.book.set(4, staffOrder(4, { status: 'Cancelled', paymentMethod: 'credit', paid: true, total: 95_000, paymentState: 'refund_due', refundable: 95_000, cardRefundable: 95_000 }));
    presenter.opened();
    await board.orderOpened(4);
    await settle();
    const payment = () => staffPaymentText(board.detail!);
    expect(payment()).toBe('Credit Card · Refund due');
    presenter.refunds.amountChanged('400');
    presenter.refunds.refundClicked();
    await presenter.refunds.confirmation.confirmed();
    expect(payment()).toBe('Credit Card · Partly refunded');
    presenter.refunds.amountChanged('550');
    presenter.refunds.refundClicked();
    await presenter.refunds.confirmation.confirmed();
    expect(payment()).toBe('Credit Card · Refunded');
    presenter.closed();
  });

  it('shows when the store credit of an order cancelled in the back office went back to the customer, in both languages', async () => {
    const { presenter, board, api } = ordersPage();
    api.book.set(3, staffOrder(3, { status: 'Processing', paymentMethod: 'credit', total: 95_000, storeCredit: 95_000 }));
    api.book.set(4, staffOrder(4, { status: 'Cancelled', paymentMethod: 'credit', paid: true, total: 95_000, storeCredit: 42_000, storeCreditGivenBack: { amount: 42_000, at: new Date('2026-11-20T20:30:00Z') } }));
    await board.orderOpened(3);
    expect(presenter.storeCreditGivenBackNote).toBeNull();
    api.now = new Date('2026-11-21T10:01:00Z');
    board.moveChosen('Cancelled');
    await board.confirmation.confirmed();
    expect(board.detail?.status).toBe('Cancelled');
    expect([presenter.paymentsNote, presenter.storeCreditGivenBackNote]).toEqual(['Paid with the customer’s store credit: 950 EGP', 'Store credit given back to the customer: 950 EGP · 21 Nov 2026, 12:01']);
    await board.orderOpened(4);
    expect(presenter.storeCreditGivenBackNote).toBe('Store credit given back to the customer: 420 EGP · 20 Nov 2026, 22:30');
    await board.orderOpened(1);
    expect(presenter.storeCreditGivenBackNote).toBeNull();
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    await board.orderOpened(4);
    expect(presenter.storeCreditGivenBackNote).toBe('تم إرجاع رصيد المتجر للعميل: 420 ج.م · 20 نوفمبر 2026، 22:30');
  });

  it("shows the server's refusal and the order as it now is", async () => {
    const { board, api, toasts } = ordersPage();
    await board.orderOpened(1);
    api.failures.set('changeStatus', refusal(409, 'payment_not_verified', 'Order 1 cannot move from Pending to Processing before its card payment is confirmed.'));
    board.moveChosen('Processing');
    await board.confirmation.confirmed();
    expect(messages(toasts)).toEqual(['Order 1 cannot move from Pending to Processing before its card payment is confirmed.']);
    expect(board.detail?.status).toBe('Pending');
  });

  it('says when an order cannot be opened', async () => {
    const { board, api } = ordersPage();
    api.failures.set('order 99', refusal(404, 'order_not_found', 'Order 99 was not found.'));
    await board.orderOpened(99);
    expect(board.detailError).toBe('Order 99 was not found.');
    board.detailClosed();
    expect(board.detailError).toBeNull();
  });
});
