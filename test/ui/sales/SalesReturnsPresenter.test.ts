import { describe, expect, it } from 'vitest';
import { SalesReturnsPresenter } from '../../../src/ui/sales/SalesReturnsPresenter';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';
import { FakeObjectUrls } from '../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../application/support/fakes/FakeStaffReturnsApi';

function salesReturns() {
  const api = new FakeStaffReturnsApi('sales').withReturns(staffReturn(1, { status: 'Received', preferredOutcome: 'refund' }));
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  const { desk } = new SalesReturnsPresenter(api, toasts, new LanguagePresenter(new FakeLanguagePreference(), toasts), clock, new FakeObjectUrls());
  return { api, desk, toasts };
}

describe('SalesReturnsPresenter', () => {
  it('handles no money: a return the customer wants refunded is offered a replacement only', async () => {
    const { api, desk, toasts } = salesReturns();
    expect(desk.handlesMoney).toBe(false);
    expect(desk.creditNoteDownload).toBeNull();
    await desk.opened();
    await desk.returnOpened(1);
    desk.actions?.resolveClicked();
    expect(desk.actions?.resolution).toMatchObject({ choices: ['exchange'], how: 'exchange', takesAmount: false });
    desk.actions?.resolution?.continueClicked();
    await desk.actions?.resolveConfirmed();
    expect(api.steps).toEqual(['resolve 1 exchange']);
    expect(toasts.toasts.at(-1)?.message).toBe('Return #1: replacement order #900 placed.');
    expect(desk.queue.list.items[0]?.status).toBe('Resolved');
    desk.closed();
  });
});
