import { afterEach, describe, expect, it } from 'vitest';
import { AdminReturnsPresenter } from '../../../../src/ui/admin/returns/AdminReturnsPresenter';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';
import { settle } from '../../../application/support/checkoutFakes';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

const gel = (productName: string) => [{ orderItemId: 101, productName, quantity: 2 }];

/** Admin → Returns over two of the shop's returns: Mona's damaged gel waiting, and an older one resolved. */
function returnsPage() {
  const api = new FakeStaffReturnsApi('admin', new Map(), new Map([[1, new Blob(['crack'])]])).withReturns(
    staffReturn(1, { lines: gel('Etching Gel 37%') }),
    staffReturn(2, { status: 'Resolved', createdAt: new Date('2026-11-10T10:00:00Z'), photoIds: [] }),
  );
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const urls = new FakeObjectUrls();
  const { desk } = new AdminReturnsPresenter(api, toasts, language, clock, urls);
  return { api, desk, language, urls };
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
