import { describe, expect, it } from 'vitest';
import { type AdminPayment, AdminPaymentsApi, type PaymentFilter } from '../../../../src/application/admin/payments/AdminPaymentsApi';
import { AdminPaymentsPresenter } from '../../../../src/ui/admin/payments/AdminPaymentsPresenter';
import { FakePort, pageOf, rejected, sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

const payment = (id: number, status: string): AdminPayment => ({
  id,
  orderId: 100 + id,
  gateway: 'paymob',
  transactionId: `tx-${id}`,
  gatewayOrderId: null,
  status,
  amount: 95_500,
  currency: 'EGP',
  cardBrand: 'Visa',
  cardLastFour: '4242',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:05:00Z'),
  order: { status: 'Processing', total: 95_500, paymentMethod: 'credit' },
  customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
});

class FakePaymentsApi extends FakePort implements AdminPaymentsApi {
  rows = [payment(1, 'Pending'), payment(2, 'Success')];
  filters: PaymentFilter[] = [];

  list(filter: PaymentFilter) {
    this.filters.push(filter);
    return Promise.resolve(pageOf(this.rows, filter));
  }
  payment(id: number) {
    return this.answer(`payment ${id}`, () => ({ ...this.rows.find((row) => row.id === id)!, status: 'Success' }));
  }
}

function setUp() {
  const api = new FakePaymentsApi();
  const kit = sectionContainer(AdminPaymentsApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminPaymentsPresenter) };
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
    const { presenter } = setUp();
    presenter.opened();
    await settle();
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
    api.refuseNext(rejected('Payment 1 was not found.', 404));
    await presenter.viewClicked(presenter.list.items[0]!);
    expect(presenter.detail?.status).toBe('Pending');
    expect(presenter.loadingDetail).toBe(false);
    expect(lastToast()?.message).toBe('Payment 1 was not found.');
  });
});
