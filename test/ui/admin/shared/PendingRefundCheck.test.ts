import { afterEach, describe, expect, it } from 'vitest';
import { PendingRefundCheck } from '../../../../src/ui/admin/shared/PendingRefundCheck';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeAdminOrderRefundsApi } from '../../../application/support/fakes/FakeAdminOrderRefundsApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';
import { FakeClock } from '../../support/FakeClock';

/** Order #7, paid 1,000 EGP by card and cancelled, with a 400 EGP card refund the gateway has not answered about. */
async function pendingRefund() {
  const api = new FakeAdminOrderRefundsApi(new Map([[7, staffOrder(7, { status: 'Cancelled', paymentMethod: 'credit', paid: true, total: 100_000, refundable: 100_000, cardRefundable: 100_000 })]]));
  api.cardAnswer = 'Pending';
  const asked = await api.refund(7, { method: 'card', amount: 40_000, note: null, refundsSeen: 0 });
  if (!asked.ok) throw new Error('the refund was expected to be asked');
  const toasts = new ToastPresenter(new FakeClock('2026-11-21T10:00:00Z'));
  let readAgain = 0;
  const check = new PendingRefundCheck(api, toasts, async () => {
    readAgain += 1;
  });
  return { api, check, toasts, refundId: asked.value.id, readsAgain: () => readAgain };
}

const told = (toasts: ToastPresenter) => toasts.toasts.map((toast) => [toast.tone, toast.message]);

describe('PendingRefundCheck', () => {
  afterEach(() => showLanguage('en'));

  it('is offered for a card refund still Pending, and for nothing else', async () => {
    const { check } = await pendingRefund();
    expect([
      check.offeredFor({ method: 'card', status: 'Pending' }),
      check.offeredFor({ method: 'card', status: 'Confirmed' }),
      check.offeredFor({ method: 'card', status: 'Failed' }),
      check.offeredFor({ method: 'store-credit', status: 'Pending' }),
      check.offeredFor({ method: 'by-hand', status: 'Pending' }),
    ]).toEqual([true, false, false, false, false]);
  });

  it('tells what the gateway made of it, and reads the refunds again whatever it answered', async () => {
    const { api, check, toasts, refundId, readsAgain } = await pendingRefund();
    await check.checkClicked(refundId);
    expect(told(toasts).at(-1)).toEqual(['error', `The payment gateway was asked about refund #${refundId} less than a minute ago. Check again in a minute.`]);
    expect(readsAgain()).toBe(1);

    api.aMinutePassed();
    api.checkAnswer = 'Pending';
    await check.checkClicked(refundId);
    expect(told(toasts).at(-1)).toEqual(['info', 'The payment gateway has still not confirmed the refund of 400 EGP. Last error: The payment gateway could not be reached']);

    api.aMinutePassed();
    api.checkAnswer = 'Confirmed';
    await check.checkClicked(refundId);
    expect(told(toasts).at(-1)).toEqual(['success', 'The payment gateway confirmed the refund of 400 EGP.']);
    expect(readsAgain()).toBe(3);
  });

  it('says when the gateway refused it', async () => {
    const { api, check, toasts, refundId } = await pendingRefund();
    api.aMinutePassed();
    api.checkAnswer = 'Failed';
    await check.checkClicked(refundId);
    expect(told(toasts).at(-1)).toEqual(['error', 'The payment gateway refused the refund: The refund was declined by the card issuer.']);
  });

  it('checks one refund at a time, and is free again once it has answered', async () => {
    const { api, check, refundId } = await pendingRefund();
    api.aMinutePassed();
    api.hold('checkWithGateway');
    const checking = check.checkClicked(refundId);
    void check.checkClicked(refundId);
    expect(check.checking).toBe(refundId);
    await api.release();
    await checking;
    expect([api.checks, check.checking]).toEqual([[refundId], null]);
  });

  it('tells the outcome in Arabic', async () => {
    const { api, check, toasts, refundId } = await pendingRefund();
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    api.aMinutePassed();
    await check.checkClicked(refundId);
    expect(told(toasts).at(-1)?.[1]).toContain('400 ج.م');
  });
});
