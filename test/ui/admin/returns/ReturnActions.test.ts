import { describe, expect, it } from 'vitest';
import type { StaffReturnDetail } from '../../../../src/application/admin/returns/StaffReturnsApi';
import { ReturnActions } from '../../../../src/ui/admin/returns/ReturnActions';
import { ReturnDetail } from '../../../../src/ui/admin/returns/ReturnDetail';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

/** The steps of Mona's return 1, opened in the back office (or at the sales desk), `fields` set. */
async function actionsOn(fields: Partial<StaffReturnDetail> = {}, area: 'admin' | 'sales' = 'admin') {
  const api = new FakeStaffReturnsApi(area).withReturns(staffReturn(1, fields));
  const detail = new ReturnDetail(api, new FakeObjectUrls());
  const toasts = new ToastPresenter(new FakeClock());
  let moves = 0;
  const actions = new ReturnActions(api, detail, toasts, area === 'admin', async () => void (moves += 1));
  await detail.opened(1);
  return { api, detail, actions, lastToast: () => toasts.toasts.at(-1) ?? null, moves: () => moves };
}

describe('ReturnActions', () => {
  it('offers each status its steps, and none once refused or resolved', async () => {
    const stepsIn = async (status: StaffReturnDetail['status']) => (await actionsOn({ status })).actions.steps;
    expect(await stepsIn('Requested')).toEqual(['approve', 'refuse']);
    expect(await stepsIn('Approved')).toEqual(['receive', 'resolve']);
    expect(await stepsIn('Received')).toEqual(['resolve']);
    expect(await stepsIn('Refused')).toEqual([]);
    expect(await stepsIn('Resolved')).toEqual([]);
  });

  it('approves once staff confirm, showing the return as it now is and moving the queue', async () => {
    const { actions, api, detail, lastToast, moves } = await actionsOn();
    actions.approveClicked();
    expect(actions.confirmation.pending?.message).toBe('Approve return #1 of order #41? The customer will read that it was approved.');
    expect(api.steps).toEqual([]);
    await actions.confirmation.confirmed();
    expect(api.steps).toEqual(['decide 1 approve']);
    expect(detail.detail?.status).toBe('Approved');
    expect(actions.steps).toEqual(['receive', 'resolve']);
    expect(lastToast()).toMatchObject({ tone: 'success', message: 'Return #1 approved.' });
    expect(moves()).toBe(1);
  });

  it('refuses only with a reason the customer reads, trimmed', async () => {
    const { actions, api, detail } = await actionsOn();
    actions.refuseClicked();
    expect(actions.openForm).toBe('refuse');
    expect(actions.refusalError).toBeNull();
    await actions.refuseSubmitted();
    expect(actions.refusalError).toBe('Write the reason the customer will read.');
    actions.refusalReasonChanged('x'.repeat(501));
    expect(actions.refusalError).toBe('Keep the reason to 500 characters.');
    expect(api.steps).toEqual([]);
    actions.refusalReasonChanged('  The photos show wear from use, not a defect.  ');
    await actions.refuseSubmitted();
    expect(detail.detail).toMatchObject({ status: 'Refused', refusalReason: 'The photos show wear from use, not a defect.' });
    expect(actions.openForm).toBeNull();
  });

  it('keeps damaged goods out of stock unless staff tick the box, and puts other goods back by default', async () => {
    const damaged = await actionsOn({ status: 'Approved' });
    damaged.actions.receiveClicked();
    expect(damaged.actions.restock).toBe(false);
    await damaged.actions.receiveSubmitted();
    expect(damaged.api.steps).toEqual(['receive 1 keep out of stock']);
    expect(damaged.lastToast()?.message).toBe('Return #1: goods received, not put back in stock.');

    const wrong = await actionsOn({ status: 'Approved', reason: 'wrong-item' });
    wrong.actions.receiveClicked();
    expect(wrong.actions.restock).toBe(true);
    wrong.actions.restockChanged(false);
    wrong.actions.restockChanged(true);
    await wrong.actions.receiveSubmitted();
    expect(wrong.api.steps).toEqual(['receive 1 restock']);
    expect(wrong.detail.detail).toMatchObject({ status: 'Received', restocked: true });
  });

  it('refunds to the card only after the confirmed sentence, and says the refund waits for Paymob', async () => {
    const { actions, api, detail, lastToast } = await actionsOn({ status: 'Received' });
    actions.resolveClicked();
    const form = actions.resolution!;
    form.amountChanged('420');
    await actions.resolveConfirmed();
    expect(api.steps).toEqual([]);
    form.continueClicked();
    await actions.resolveConfirmed();
    expect(api.steps).toEqual(['resolve 1 card-refund 42000']);
    expect(detail.detail).toMatchObject({ status: 'Resolved', resolution: 'card-refund' });
    expect(detail.latestRefund).toMatchObject({ method: 'card', amount: 42_000, status: 'Pending' });
    expect(lastToast()).toMatchObject({ tone: 'info', message: 'Return #1: refund of 420 EGP asked of Paymob. It counts once Paymob confirms it.' });
  });

  it('says how a return was settled otherwise', async () => {
    const credit = await actionsOn({ status: 'Received', preferredOutcome: 'store-credit' });
    credit.actions.resolveClicked();
    credit.actions.resolution!.continueClicked();
    await credit.actions.resolveConfirmed();
    expect(credit.lastToast()).toMatchObject({ tone: 'success', message: 'Return #1: 400 EGP of store credit given.' });

    const exchange = await actionsOn({ status: 'Approved', preferredOutcome: 'exchange' });
    exchange.actions.resolveClicked();
    exchange.actions.resolution!.continueClicked();
    await exchange.actions.resolveConfirmed();
    expect(exchange.lastToast()?.message).toBe('Return #1: replacement order #900 placed.');
  });

  it('keeps a refused step’s message in view, reads the return again, and keeps what staff typed', async () => {
    const { actions, api, detail, moves } = await actionsOn({ status: 'Received' });
    actions.resolveClicked();
    actions.resolution!.amountChanged('350');
    actions.resolution!.continueClicked();
    // Meanwhile another member of staff settled it.
    api.book.set(1, staffReturn(1, { status: 'Resolved', resolution: 'store-credit' }));
    api.failures.set('resolve 1', refusal(409, 'return_changed', 'Return #1 is resolved now, so this cannot be done. Reload it to see what changed.'));
    await actions.resolveConfirmed();
    expect(actions.refused).toBe('Return #1 is resolved now, so this cannot be done. Reload it to see what changed.');
    expect(detail.detail?.status).toBe('Resolved');
    expect(actions.steps).toEqual([]);
    expect(actions.openForm).toBeNull();
    expect(actions.resolution?.amountText).toBe('350');
    expect(moves()).toBe(1);
  });

  it('keeps the form open when a step is refused while the return stays where it was', async () => {
    const { actions, api } = await actionsOn({ status: 'Received' });
    actions.resolveClicked();
    actions.resolution!.continueClicked();
    api.book.set(1, staffReturn(1, { status: 'Received', cardRefundable: 10_000 }));
    api.failures.set('resolve 1', refusal(409, 'over_refundable', 'At most 100 EGP can still go back to the card.'));
    await actions.resolveConfirmed();
    expect(actions.openForm).toBe('resolve');
    expect(actions.refused).toBe('At most 100 EGP can still go back to the card.');
    expect(actions.resolution?.limit).toBe(10_000);
    expect(actions.resolution?.errors.amount).toBe('At most 100 EGP can still go back to the card.');
    expect(actions.resolution?.confirming).toBe(false);
  });

  it('sends one step at a time', async () => {
    const { actions, api } = await actionsOn({ status: 'Approved' });
    api.hold('receive');
    actions.receiveClicked();
    const first = actions.receiveSubmitted();
    expect(actions.sending).toBe(true);
    const second = actions.receiveSubmitted();
    await api.release();
    await Promise.all([first, second]);
    expect(api.steps).toEqual(['receive 1 keep out of stock']);
    expect(actions.sending).toBe(false);
  });

  it('offers the sales desk an exchange only', async () => {
    const { actions, api, detail } = await actionsOn({ status: 'Received' }, 'sales');
    actions.resolveClicked();
    expect(actions.resolution?.choices).toEqual(['exchange']);
    actions.resolution!.continueClicked();
    await actions.resolveConfirmed();
    expect(api.steps).toEqual(['resolve 1 exchange']);
    expect(detail.detail).toMatchObject({ status: 'Resolved', exchangeOrderId: 900 });
  });
});
