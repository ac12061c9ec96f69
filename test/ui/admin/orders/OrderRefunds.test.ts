import { afterEach, describe, expect, it } from 'vitest';
import { OrdersPresenter } from '../../../../src/ui/admin/orders/OrdersPresenter';
import { AdminRefundMessages } from '../../../../src/ui/messages/AdminRefundMessages';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { LanguagePresenter } from '../../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { settle } from '../../../application/support/checkoutFakes';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminOrderRefundsApi } from '../../../application/support/fakes/FakeAdminOrderRefundsApi';
import { FakeAdminOrdersApi } from '../../../application/support/fakes/FakeAdminOrdersApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';
import { FakeClock } from '../../support/FakeClock';
import { FakeLanguagePreference } from '../../support/FakeLanguagePreference';

/** The back office over Mona's orders: #7 paid by card (1,234.50 EGP) and accepted, #8 a cash order waiting. */
async function ordersScreen() {
  const api = new FakeAdminOrdersApi(
    new Map([
      [7, staffOrder(7, { status: 'Processing', paymentMethod: 'credit', paid: true, total: 123_450, refundable: 123_450, cardRefundable: 123_450 })],
      [8, staffOrder(8)],
    ]),
  );
  const refundsApi = new FakeAdminOrderRefundsApi(api.book);
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const language = new LanguagePresenter(new FakeLanguagePreference(), toasts);
  const presenter = new OrdersPresenter(api, toasts, new CsvDownload({ save: () => undefined }, clock, toasts), language, refundsApi);
  await presenter.opened();
  return { presenter, board: presenter.board, refunds: presenter.refunds, api, refundsApi, toasts, language };
}

/** Cancels the opened order, as staff do from its detail. */
async function cancel(board: OrdersPresenter['board'], orderId: number) {
  await board.orderOpened(orderId);
  board.moveChosen('Cancelled');
  await board.confirmation.confirmed();
  await settle();
}

const messages = (toasts: ToastPresenter) => toasts.toasts.map((toast) => toast.message);

afterEach(() => {
  showLanguage('en');
});

describe('the refunds of an opened order', () => {
  it('offers the whole amount left to the card once a card-paid order is cancelled, and nothing before', async () => {
    const { board, refunds } = await ordersScreen();
    await board.orderOpened(7);
    await settle();
    expect(refunds.cardOffer).toBeNull();
    expect(refunds.refunds).toEqual([]);

    await cancel(board, 7);
    expect(refunds.cardOffer).toBe(123_450);
    expect(refunds.amountText).toBe('1234.5');
    expect(refunds.refundLabel).toBe('Refund 1,234.50 EGP to the card');
    expect(refunds.amountHint).toBe('Up to 1,234.50 EGP. Lower it for a partial refund.');
  });

  it('asks before refunding, refunds the card once confirmed, lists the refund and offers nothing more', async () => {
    const { board, refunds, refundsApi, toasts } = await ordersScreen();
    await cancel(board, 7);
    refunds.refundClicked();
    expect(refunds.confirmation.pending).toMatchObject({ title: 'Refund to the card', message: 'Refund 1,234.50 EGP of order #7 to the card it was paid with? Once the gateway has made it, it cannot be taken back.', confirmLabel: 'Refund 1,234.50 EGP to the card' });
    expect(refundsApi.requests).toEqual([]);

    await refunds.confirmation.confirmed();
    await settle();
    expect(refundsApi.requests).toEqual([{ orderId: 7, request: { method: 'card', amount: 123_450, note: null, refundsSeen: 0 } }]);
    expect(messages(toasts).at(-1)).toBe('1,234.50 EGP of order #7 was refunded to the card.');
    expect(refunds.refunds).toMatchObject([{ method: 'card', amount: 123_450, status: 'Confirmed' }]);
    expect(board.detail?.cardRefundable).toBe(0);
    expect(refunds.cardOffer).toBeNull();
  });

  it('refunds part of the amount, then offers what is left as the next refund of the list', async () => {
    const { board, refunds, refundsApi } = await ordersScreen();
    await cancel(board, 7);
    refunds.amountChanged(' 400 ');
    expect(refunds.refundLabel).toBe('Refund 400 EGP to the card');
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(refunds.cardOffer).toBe(83_450);
    expect(refunds.amountText).toBe('834.5');

    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(refundsApi.requests.map(({ request }) => [request.amount, request.refundsSeen])).toEqual([
      [40_000, 0],
      [83_450, 1],
    ]);
    expect(refunds.refunds.map((refund) => refund.amount)).toEqual([40_000, 83_450]);
  });

  it('says what is wrong with the amount and asks nothing', async () => {
    const { board, refunds } = await ordersScreen();
    await cancel(board, 7);
    for (const [typed, error] of [
      ['twelve', 'Enter the amount in pounds, for example 1234.50.'],
      ['0', 'Enter an amount above zero.'],
      ['1234.51', 'At most 1,234.50 EGP can go back to the card.'],
    ] as const) {
      refunds.amountChanged(typed);
      expect(refunds.refundLabel).toBe('Refund 1,234.50 EGP to the card');
      refunds.refundClicked();
      expect(refunds.amountError).toBe(error);
      expect(refunds.confirmation.pending).toBeNull();
    }
    refunds.amountChanged('12');
    expect(refunds.amountError).toBeNull();
  });

  it('shows a refund the gateway has not answered as Pending with its attempts and error, and one it refused as Failed with the amount offered again', async () => {
    const { board, refunds, refundsApi, toasts } = await ordersScreen();
    await cancel(board, 7);
    refundsApi.cardAnswer = 'Pending';
    refunds.amountChanged('100');
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(messages(toasts).at(-1)).toBe('The refund of 100 EGP is waiting for the payment gateway, which is asked again every minute.');
    expect(refunds.refunds).toMatchObject([{ status: 'Pending', attempts: 1, lastError: 'The payment gateway did not answer in time' }]);

    refundsApi.cardAnswer = 'Failed';
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(messages(toasts).at(-1)).toBe('The payment gateway refused the refund: The refund was declined by the card issuer.');
    expect(refunds.cardOffer).toBe(113_450);
  });

  it('checks a card refund left Pending with the gateway again, one check at a time, and shows what came of it on the refund and the order', async () => {
    const { board, refunds, refundsApi, toasts } = await ordersScreen();
    await cancel(board, 7);
    refundsApi.cardAnswer = 'Pending';
    refunds.amountChanged('100');
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    refunds.amountChanged('200');
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    const [first, second] = refunds.refunds;
    if (!first || !second) throw new Error('two refunds were expected');
    expect([refunds.gatewayCheck.offeredFor(first), refunds.gatewayCheck.offeredFor({ method: 'by-hand', status: 'Pending' }), refunds.gatewayCheck.offeredFor({ method: 'card', status: 'Confirmed' })]).toEqual([true, false, false]);

    // Asked about a moment ago: the server says to wait, and nothing changes.
    await refunds.gatewayCheck.checkClicked(first.id);
    expect(messages(toasts).at(-1)).toBe(`The payment gateway was asked about refund #${first.id} less than a minute ago. Check again in a minute.`);
    expect(refunds.refunds.map((refund) => refund.status)).toEqual(['Pending', 'Pending']);

    refundsApi.aMinutePassed();
    refundsApi.hold('checkWithGateway');
    const checking = refunds.gatewayCheck.checkClicked(first.id);
    void refunds.gatewayCheck.checkClicked(second.id);
    expect(refunds.gatewayCheck.checking).toBe(first.id);
    await refundsApi.release();
    await checking;
    expect(refundsApi.checks).toEqual([first.id, first.id]);
    expect(refunds.gatewayCheck.checking).toBeNull();
    expect(messages(toasts).at(-1)).toBe('The payment gateway confirmed the refund of 100 EGP.');
    expect(refunds.refunds.map((refund) => [refund.status, refund.attempts])).toEqual([
      ['Confirmed', 2],
      ['Pending', 1],
    ]);

    refundsApi.checkAnswer = 'Pending';
    await refunds.gatewayCheck.checkClicked(second.id);
    expect(messages(toasts).at(-1)).toBe('The payment gateway has still not confirmed the refund of 200 EGP. Last error: The payment gateway could not be reached');
    expect(refunds.refunds[1]).toMatchObject({ status: 'Pending', attempts: 2, lastError: 'The payment gateway could not be reached' });

    refundsApi.aMinutePassed();
    refundsApi.checkAnswer = 'Failed';
    await refunds.gatewayCheck.checkClicked(second.id);
    expect(messages(toasts).at(-1)).toBe('The payment gateway refused the refund: The refund was declined by the card issuer.');
    expect(refunds.refunds[1]?.status).toBe('Failed');
    // Its amount may go back to the card again.
    expect(board.detail?.cardRefundable).toBe(123_450 - 10_000);
    expect(refunds.cardOffer).toBe(113_450);
  });

  it("shows the server's refusal, and keeps the amount typed", async () => {
    const { board, refunds, refundsApi, toasts } = await ordersScreen();
    await cancel(board, 7);
    refunds.amountChanged('300');
    refundsApi.failures.set('refund', refusal(409, 'over_refundable', 'That is more than is left to refund to the card: 200 EGP at most.'));
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(messages(toasts).at(-1)).toBe('That is more than is left to refund to the card: 200 EGP at most.');
    expect(refunds.amountText).toBe('300');
    expect(refunds.refunding).toBe(false);
  });

  it('follows the opened order: another order shows its own refunds, a closed one none, and a list that cannot be read says why', async () => {
    const { board, refunds, refundsApi } = await ordersScreen();
    await cancel(board, 7);
    refunds.refundClicked();
    await refunds.confirmation.confirmed();
    await settle();
    expect(refunds.refunds).toHaveLength(1);

    await board.orderOpened(8);
    await settle();
    expect(refunds.refunds).toEqual([]);
    expect(refunds.cardOffer).toBeNull();

    refundsApi.failures.set('refunds 7', refusal(403, 'no_longer_staff', 'Your account no longer has access to this area.'));
    await board.orderOpened(7);
    await settle();
    expect(refunds.error).toBe('Your account no longer has access to this area.');

    board.detailClosed();
    await settle();
    expect(refunds.error).toBeNull();
    expect(refunds.refunds).toEqual([]);
  });

  it('speaks Arabic to an Arabic reader', async () => {
    const { board, refunds, language } = await ordersScreen();
    await cancel(board, 7);
    await loadTexts('ar', ['storefront', 'staff']);
    await language.choose('ar');
    await settle();
    expect(refunds.refundLabel).toBe('استرداد 1,234.50 ج.م إلى البطاقة');
    refunds.amountChanged('x');
    refunds.refundClicked();
    expect(refunds.amountError).toBe('اكتب المبلغ بالجنيه، مثلًا 1234.50.');
    expect(AdminRefundMessages.check.button).toBe('راجِع مع بوابة الدفع مرة أخرى');
  });
});
