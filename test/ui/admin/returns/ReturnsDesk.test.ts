import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReturnsDesk } from '../../../../src/ui/admin/returns/ReturnsDesk';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';
import { settle } from '../../../application/support/checkoutFakes';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

const crowns = (productName: string) => [{ orderItemId: 103, productName, quantity: 1 }];

/** A staff area's returns over Mona's two open returns (the second, of crowns, asked first) and a resolved one. */
function returnsDesk(handlesMoney: boolean) {
  const api = new FakeStaffReturnsApi(handlesMoney ? 'admin' : 'sales', new Map(), new Map([[1, new Blob(['crack'])]])).withReturns(
    staffReturn(1),
    staffReturn(3, { createdAt: new Date('2026-11-19T10:00:00Z'), lines: crowns('NuSmile ZR Zirconia Crown'), photoIds: [] }),
    staffReturn(2, { status: 'Resolved', resolution: 'exchange', createdAt: new Date('2026-11-10T10:00:00Z'), photoIds: [] }),
  );
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const urls = new FakeObjectUrls();
  const desk = new ReturnsDesk(api, toasts, language, clock, urls, handlesMoney, null);
  return { api, desk, language, urls, shown: () => toasts.toasts.map((toast) => toast.message) };
}

afterEach(() => showLanguage('en'));

describe('ReturnsDesk', () => {
  it('opens on the queue, open returns first, with no return opened', async () => {
    const { desk, api } = returnsDesk(true);
    await desk.opened();
    expect(api.filters).toEqual([{ search: '', status: null }]);
    expect(desk.queue.list.items.map((request) => request.id)).toEqual([1, 3, 2]);
    expect([desk.detail.isOpen, desk.actions]).toEqual([false, null]);
    desk.closed();
  });

  it.each([
    [true, ['card-refund', 'store-credit', 'exchange']],
    [false, ['exchange']],
  ])('hands its steps whether it handles money (%s): a resolution offers %j', async (handlesMoney, choices) => {
    const { desk } = returnsDesk(handlesMoney);
    expect(desk.handlesMoney).toBe(handlesMoney);
    await desk.opened();
    await desk.returnOpened(3);
    expect(desk.detail.detail?.id).toBe(3);
    desk.actions?.approveClicked();
    await desk.actions?.confirmation.confirmed();
    desk.actions?.resolveClicked();
    expect(desk.actions?.resolution?.choices).toEqual(choices);
    desk.closed();
  });

  it('reads the queue again after each step taken on the opened return, so its row moves', async () => {
    const { desk, api, shown } = returnsDesk(false);
    await desk.opened();
    await desk.returnOpened(1);
    const reads = api.filters.length;
    desk.actions?.approveClicked();
    await desk.actions?.confirmation.confirmed();
    expect(shown()).toEqual(['Return #1 approved.']);
    expect(api.filters).toHaveLength(reads + 1);
    expect(desk.queue.list.items.find((request) => request.id === 1)?.status).toBe('Approved');
    desk.closed();
  });

  it('gives each return opened steps of its own, and closing it lets its steps and photos go while the queue stays', async () => {
    const { desk, urls } = returnsDesk(true);
    await desk.opened();
    await desk.returnOpened(1);
    await settle();
    const stepsOfTheFirst = desk.actions;
    desk.actions?.refuseClicked();
    expect(urls.held.size).toBe(1);
    await desk.returnOpened(3);
    expect(desk.actions).not.toBe(stepsOfTheFirst);
    expect(desk.actions?.openForm).toBeNull();
    expect(urls.held.size).toBe(0);

    desk.returnClosed();
    expect([desk.actions, desk.detail.isOpen, desk.detail.detail]).toEqual([null, false, null]);
    expect(desk.queue.list.items).toHaveLength(3);
    desk.closed();
  });

  it('reads only the queue after a switch of language while no return is opened', async () => {
    const { desk, api, language } = returnsDesk(false);
    const detailReads = vi.spyOn(api, 'returnDetail');
    await desk.opened();
    await language.choose('ar');
    await settle();
    expect(api.filters).toHaveLength(2);
    expect(detailReads).not.toHaveBeenCalled();
    desk.closed();
  });

  it("reads the queue and the opened return again once per switch, however often the screen was opened, in the switch's language", async () => {
    const { desk, api, language } = returnsDesk(false);
    await desk.opened();
    await desk.opened();
    await desk.returnOpened(3);
    const reads = api.filters.length;
    api.book.set(3, { ...api.book.get(3)!, lines: crowns('تاج زيركونيا نوسمايل') });
    await language.choose('ar');
    await settle();
    expect(api.filters).toHaveLength(reads + 1);
    expect(desk.detail.detail?.lines.map((line) => line.productName)).toEqual(['تاج زيركونيا نوسمايل']);
    expect(desk.queue.list.items[1]?.lines[0]?.productName).toBe('تاج زيركونيا نوسمايل');

    desk.closed();
    await language.choose('en');
    await settle();
    expect(api.filters).toHaveLength(reads + 1);
    expect(desk.detail.isOpen).toBe(false);
  });
});
