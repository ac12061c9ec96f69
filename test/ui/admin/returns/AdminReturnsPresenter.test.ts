import { afterEach, describe, expect, it } from 'vitest';
import { AdminReturnsPresenter } from '../../../../src/ui/admin/returns/AdminReturnsPresenter';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';
import { settle } from '../../../application/support/checkoutFakes';
import { FakeAdminRefundsApi } from '../../../application/support/fakes/FakeAdminRefundsApi';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

const gel = (productName: string) => [{ orderItemId: 101, productName, quantity: 2 }];

const refunded = {
  id: 9,
  returnId: 2,
  method: 'card',
  amount: 40_000,
  status: 'Confirmed',
  createdAt: new Date('2026-11-10T12:00:00Z'),
  confirmedAt: new Date('2026-11-10T12:00:05Z'),
  attempts: 1,
  lastError: null,
  note: null,
  createdBy: 'Amira Admin',
  creditNote: { id: 4, number: 'CN-2026-000004' },
} as const;

/** Admin → Returns over two of the shop's returns: Mona's damaged gel waiting, and an older one refunded to the card with credit note 4. */
function returnsPage() {
  const api = new FakeStaffReturnsApi('admin', new Map(), new Map([[1, new Blob(['crack'])]])).withReturns(
    staffReturn(1, { lines: gel('Etching Gel 37%') }),
    staffReturn(2, { status: 'Resolved', createdAt: new Date('2026-11-10T10:00:00Z'), photoIds: [], refunds: [refunded] }),
  );
  const refunds = new FakeAdminRefundsApi();
  refunds.creditNotes.set(4, { content: new Blob(['%PDF-1.7 credit note']), fileName: 'credit-note-CN-2026-000004.pdf' });
  const saved: string[] = [];
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const urls = new FakeObjectUrls();
  const { desk } = new AdminReturnsPresenter(api, toasts, language, clock, urls, refunds, { save: (fileName) => saved.push(fileName) });
  return { api, desk, language, urls, refunds, saved };
}

afterEach(() => showLanguage('en'));

describe('AdminReturnsPresenter', () => {
  it('handles money: its resolution offers the card, store credit and a replacement', async () => {
    const { desk } = returnsPage();
    await desk.opened();
    expect(desk.handlesMoney).toBe(true);
    expect(desk.queue.list.items.map((request) => request.id)).toEqual([1, 2]);
    await desk.returnOpened(1);
    desk.actions?.approveClicked();
    await desk.actions?.confirmation.confirmed();
    desk.actions?.resolveClicked();
    expect(desk.actions?.resolution?.choices).toEqual(['card-refund', 'store-credit', 'exchange']);
    desk.closed();
  });

  it('downloads a refund’s credit note from the opened return with the admin’s credentials, busy meanwhile, and says why when it cannot', async () => {
    const { desk, refunds, saved } = returnsPage();
    await desk.opened();
    await desk.returnOpened(2);
    const note = desk.detail.ownRefunds[0]?.creditNote;
    expect(note).toEqual({ id: 4, number: 'CN-2026-000004' });
    const button = desk.creditNoteDownload?.();
    refunds.hold();
    const downloading = button?.downloadClicked(4);
    expect(button?.downloading).toBe(true);
    await refunds.release();
    await downloading;
    expect([button?.downloading, button?.error, saved]).toEqual([false, null, ['credit-note-CN-2026-000004.pdf']]);
    const missing = desk.creditNoteDownload?.();
    await missing?.downloadClicked(5);
    expect([missing?.error, saved]).toEqual(['Credit note #5 was not found.', ['credit-note-CN-2026-000004.pdf']]);
    desk.closed();
  });

  it('moves the queue with each step, and opens each return with steps of its own', async () => {
    const { desk } = returnsPage();
    await desk.opened();
    await desk.returnOpened(1);
    const firstSteps = desk.actions;
    desk.actions?.refuseClicked();
    desk.actions?.refusalReasonChanged('Used, not defective.');
    await desk.actions?.refuseSubmitted();
    expect(desk.queue.list.items.map((request) => request.status)).toEqual(['Refused', 'Resolved']);
    await desk.returnOpened(2);
    expect(desk.actions).not.toBe(firstSteps);
    expect(desk.actions?.openForm).toBeNull();
    desk.closed();
  });

  it('reads the queue and the opened return again after a switch of language, so its lines are named in the new one', async () => {
    const { desk, api, language } = returnsPage();
    await desk.opened();
    await desk.returnOpened(1);
    api.book.set(1, { ...api.book.get(1)!, lines: gel('جل تخريش 37%') });
    await language.choose('ar');
    await settle();
    expect(desk.detail.detail?.lines.map((line) => line.productName)).toEqual(['جل تخريش 37%']);
    expect(desk.queue.list.items[0]?.lines[0]?.productName).toBe('جل تخريش 37%');
    desk.closed();
  });

  it('reads nothing again once the screen is gone, and lets the opened return’s photos go', async () => {
    const { desk, api, language, urls } = returnsPage();
    await desk.opened();
    await desk.returnOpened(1);
    await settle();
    expect(urls.held.size).toBe(1);
    desk.closed();
    expect(urls.held.size).toBe(0);
    expect(desk.actions).toBeNull();
    api.book.set(1, { ...api.book.get(1)!, lines: gel('جل تخريش 37%') });
    await language.choose('ar');
    await settle();
    expect(desk.queue.list.items[0]?.lines[0]?.productName).toBe('Etching Gel 37%');
  });
});
