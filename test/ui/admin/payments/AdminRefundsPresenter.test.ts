import { describe, expect, it } from 'vitest';
import { AdminRefundsApi } from '../../../../src/application/admin/payments/AdminRefundsApi';
import { AdminOrderRefundsApi } from '../../../../src/application/admin/refunds/AdminOrderRefundsApi';
import { serverCreditNoteMessagesEn } from '../../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { AdminRefundsPresenter } from '../../../../src/ui/admin/payments/AdminRefundsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminOrderRefundsApi } from '../../../application/support/fakes/FakeAdminOrderRefundsApi';
import { FakeAdminOrdersApi } from '../../../application/support/fakes/FakeAdminOrdersApi';
import { FakeAdminRefundsApi, cardRefund } from '../../../application/support/fakes/FakeAdminRefundsApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

const pdf = { content: new Blob(['%PDF-1.7 credit note']), fileName: 'credit-note-CN-2026-000001.pdf' };

function setUp() {
  const api = new FakeAdminRefundsApi();
  api.refunds = [
    cardRefund(1),
    cardRefund(2, { status: 'Pending', confirmedAt: null, creditNote: null, attempts: 2, lastError: 'The gateway did not answer', createdAt: new Date('2026-11-20T11:00:00Z') }),
    cardRefund(3, { method: 'store-credit', createdAt: new Date('2026-11-20T12:00:00Z') }),
  ];
  api.storeCreditReport = { issued: 45_000, spent: 20_000, restored: 5_000, outstanding: 30_000, customersWithBalance: 2 };
  api.creditNotes.set(1, pdf);
  const kit = sectionContainer(AdminRefundsApi, api);
  // Refund 2 of the list is also the one the order refunds' fake holds Pending, asked about a minute ago.
  const orders = new FakeAdminOrdersApi(new Map([[7, staffOrder(7, { status: 'Cancelled', paymentMethod: 'credit', paid: true, total: 20_000, refundable: 20_000, cardRefundable: 20_000 })]]));
  const orderRefunds = new FakeAdminOrderRefundsApi(orders.book);
  orderRefunds.cardAnswer = 'Pending';
  void orderRefunds.refund(7, { method: 'by-hand', amount: 5_000, note: 'Cash', refundsSeen: 0 });
  void orderRefunds.refund(7, { method: 'card', amount: 5_000, note: null, refundsSeen: 1 });
  orderRefunds.aMinutePassed();
  kit.container.bind(AdminOrderRefundsApi).toConstantValue(orderRefunds);
  return { ...kit, api, orderRefunds, presenter: kit.container.get(AdminRefundsPresenter) };
}

describe('AdminRefundsPresenter', () => {
  it('lists the refunds newest first and sums the store credit when opened', async () => {
    const { presenter } = setUp();
    await presenter.opened();
    await settle();
    expect(presenter.list.items.map((refund) => refund.id)).toEqual([3, 2, 1]);
    expect(presenter.storeCredit).toEqual({ issued: 45_000, spent: 20_000, restored: 5_000, outstanding: 30_000, customersWithBalance: 2 });
    expect(presenter.storeCreditError).toBeNull();
  });

  it('searches and filters by status and method from page 1', async () => {
    const { presenter, api } = setUp();
    await presenter.opened();
    presenter.list.pageChosen(2);
    presenter.searchChanged('mona');
    presenter.statusFilterChosen('Confirmed');
    presenter.methodFilterChosen('card');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'mona', status: 'Confirmed', method: 'card' });
    expect(presenter.list.items.map((refund) => refund.id)).toEqual([1]);
    presenter.statusFilterChosen('');
    presenter.methodFilterChosen('');
    await settle();
    expect(api.filters.at(-1)).toMatchObject({ status: undefined, method: undefined });
  });

  it('saves a credit note’s PDF under its own name, one download at a time', async () => {
    const { presenter, api, files } = setUp();
    await presenter.opened();
    await settle();
    const refund = presenter.list.items.find((row) => row.id === 1)!;
    api.hold('creditNote');
    const download = presenter.creditNoteClicked(refund);
    expect(presenter.downloading).toBe('CN-2026-000001');
    await presenter.creditNoteClicked(refund);
    await api.release();
    await download;
    expect(presenter.downloading).toBeNull();
    expect(files.saved).toEqual([{ fileName: 'credit-note-CN-2026-000001.pdf', content: pdf.content, contentType: 'application/pdf' }]);
  });

  it('checks a card refund still Pending with the gateway again, tells what came of it and reads the list again; a second check waits for the first', async () => {
    const { presenter, api, orderRefunds, lastToast } = setUp();
    await presenter.opened();
    await settle();
    const offered = presenter.list.items.filter((row) => presenter.gatewayCheck.offeredFor(row)).map((row) => row.id);
    expect(offered).toEqual([2]);
    const listed = api.filters.length;
    orderRefunds.hold('checkWithGateway');
    const checking = presenter.gatewayCheck.checkClicked(2);
    await presenter.gatewayCheck.checkClicked(2);
    expect(presenter.gatewayCheck.checking).toBe(2);
    await orderRefunds.release();
    await checking;
    expect(orderRefunds.checks).toEqual([2]);
    expect(lastToast()?.message).toBe('The payment gateway confirmed the refund of 50 EGP.');
    expect(api.filters.length).toBe(listed + 1);

    await presenter.gatewayCheck.checkClicked(2);
    expect(lastToast()).toMatchObject({ tone: 'error', message: 'Refund #2 is Confirmed, so there is nothing to check with the payment gateway: only a card refund still Pending is checked.' });
    expect(api.filters.length).toBe(listed + 2);
  });

  it('says why a credit note or the store credit could not be fetched, keeping what it showed', async () => {
    const { presenter, api, lastToast, files } = setUp();
    await presenter.opened();
    await settle();
    api.creditNotes.clear();
    await presenter.creditNoteClicked(presenter.list.items.find((row) => row.id === 1)!);
    expect(lastToast()?.message).toBe(serverCreditNoteMessagesEn.creditNoteNotFound(1));
    expect(files.saved).toEqual([]);
    api.failures.set('storeCredit', refusal(403, 'no_longer_staff', 'This account is no longer staff.'));
    await presenter.opened();
    expect(presenter.storeCreditError).toBe('This account is no longer staff.');
    expect(presenter.storeCredit?.outstanding).toBe(30_000);
  });
});
