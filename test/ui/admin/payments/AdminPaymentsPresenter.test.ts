import { describe, expect, it } from 'vitest';
import { AdminPaymentsApi } from '../../../../src/application/admin/payments/AdminPaymentsApi';
import { AdminRefundsApi } from '../../../../src/application/admin/payments/AdminRefundsApi';
import { AdminOrderRefundsApi } from '../../../../src/application/admin/refunds/AdminOrderRefundsApi';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AdminPaymentsPresenter } from '../../../../src/ui/admin/payments/AdminPaymentsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminPaymentsApi, cardPayment } from '../../../application/support/fakes/FakeAdminPaymentsApi';
import { FakeAdminOrderRefundsApi } from '../../../application/support/fakes/FakeAdminOrderRefundsApi';
import { FakeAdminRefundsApi, cardRefund } from '../../../application/support/fakes/FakeAdminRefundsApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

/** What the gateway reports of payment `id` once the card is charged. */
const paid = (id: number) => ({ status: 'Success', transactionId: `tx-${id}`, cardBrand: 'Visa', cardLastFour: '4242' });

function setUp() {
  const api = new FakeAdminPaymentsApi();
  api.payments = [cardPayment(1, { createdAt: new Date('2026-11-20T10:05:00Z') }), cardPayment(2, paid(2))];
  const kit = sectionContainer(AdminPaymentsApi, api);
  const refundsApi = new FakeAdminRefundsApi();
  refundsApi.refunds = [cardRefund(1)];
  kit.container.bind(AdminRefundsApi).toConstantValue(refundsApi);
  kit.container.bind(AdminOrderRefundsApi).toConstantValue(new FakeAdminOrderRefundsApi(new Map()));
  return { ...kit, api, refundsApi, presenter: kit.container.get(AdminPaymentsPresenter) };
}

describe('AdminPaymentsPresenter', () => {
  it('searches and filters by status from page 1', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    presenter.searchChanged('mona');
    presenter.statusFilterChosen('Failed');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'mona', status: 'Failed' });
    presenter.statusFilterChosen('');
    await settle();
    expect(api.filters.at(-1)?.status).toBeUndefined();
  });

  it('shows a payment at once and then as the server has it now', async () => {
    const { presenter, api } = setUp();
    presenter.opened();
    await settle();
    api.payments = api.payments.map((payment) => (payment.id === 1 ? { ...payment, ...paid(1) } : payment));
    const viewed = presenter.viewClicked(presenter.list.items[0]!);
    expect(presenter.detail?.status).toBe('Pending');
    expect(presenter.loadingDetail).toBe(true);
    await viewed;
    expect(presenter.detail?.status).toBe('Success');
    expect(presenter.list.items[0]?.status).toBe('Success');
    presenter.detailClosed();
    expect(presenter.detail).toBeNull();
  });

  it('keeps the listed payment and says why when it cannot be fetched', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    await settle();
    api.failures.set('payment 1', refusal(404, 'payment_not_found', serverAdminMessagesEn.paymentNotFound(1)));
    await presenter.viewClicked(presenter.list.items[0]!);
    expect(presenter.detail?.status).toBe('Pending');
    expect(presenter.loadingDetail).toBe(false);
    expect(lastToast()?.message).toBe(serverAdminMessagesEn.paymentNotFound(1));
  });

  it('shows the refunds tab on demand, fetching its refunds and store credit afresh each time', async () => {
    const { presenter, refundsApi } = setUp();
    presenter.opened();
    await settle();
    expect(presenter.tab).toBe('payments');
    expect(refundsApi.filters).toEqual([]);
    presenter.tabChosen('refunds');
    await settle();
    expect(presenter.tab).toBe('refunds');
    expect(presenter.refunds.list.items.map((refund) => refund.id)).toEqual([1]);
    presenter.tabChosen('payments');
    presenter.tabChosen('refunds');
    await settle();
    expect(refundsApi.filters).toHaveLength(2);
    presenter.tabChosen('elsewhere');
    expect(presenter.tab).toBe('refunds');
  });
});
