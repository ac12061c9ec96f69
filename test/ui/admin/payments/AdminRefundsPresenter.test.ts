import { describe, expect, it } from 'vitest';
import { AdminRefundsApi } from '../../../../src/application/admin/payments/AdminRefundsApi';
import { serverCreditNoteMessagesEn } from '../../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { AdminRefundsPresenter } from '../../../../src/ui/admin/payments/AdminRefundsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminRefundsApi, cardRefund } from '../../../application/support/fakes/FakeAdminRefundsApi';
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
  return { ...kit, api, presenter: kit.container.get(AdminRefundsPresenter) };
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
