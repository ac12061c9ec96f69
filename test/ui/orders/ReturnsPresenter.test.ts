import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetailApi } from '../../../src/application/orders/OrderDetailApi';
import type { OrderReturn } from '../../../src/application/returns/OrderReturnsApi';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { ReturnsPresenter } from '../../../src/ui/orders/ReturnsPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import { FakeOrderDetailApi } from '../../application/support/fakes/FakeOrderDetailApi';
import { accountTestKit, settle, signedInStorage } from '../account/accountTestKit';

/** Delivered on Monday 30 November at 19:30 in Cairo. */
const DELIVERED = new Date('2026-11-30T17:30:00Z');

const resolved: OrderReturn = {
  id: 30,
  status: 'Resolved',
  reason: 'wrong-item',
  preferredOutcome: 'exchange',
  note: 'Size 6 came instead of size 4',
  refusalReason: null,
  resolution: 'exchange',
  exchangeOrderId: 58,
  createdAt: new Date('2026-11-30T20:00:00Z'),
  lines: [{ orderItemId: 78, name: 'NuSmile crown', quantity: 1 }],
  photos: [],
};

const refused: OrderReturn = {
  ...resolved,
  id: 29,
  status: 'Refused',
  reason: 'other',
  preferredOutcome: 'refund',
  note: '',
  refusalReason: 'Opened sterile items cannot be returned.',
  resolution: null,
  exchangeOrderId: null,
  lines: [{ orderItemId: 77, name: 'Nitrile gloves', quantity: 2 }],
  photos: [{ id: 7 }],
};

async function openReturns({ now = '2026-12-01T10:00:00Z', prepare = () => {}, storage = signedInStorage() }: { now?: string; prepare?: (api: FakeOrderDetailApi) => void; storage?: Record<string, string> } = {}) {
  const kit = accountTestKit(storage);
  const api = new FakeOrderDetailApi();
  api.now = new Date(now);
  api.returnableOrder(41, DELIVERED, [
    { orderItemId: 77, name: 'Nitrile gloves', bought: 3 },
    { orderItemId: 78, name: 'NuSmile crown', bought: 1 },
  ]);
  prepare(api);
  kit.container.bind(OrderDetailApi).toConstantValue(api);
  const returns = kit.container.get(ReturnsPresenter);
  const requested: string[] = [];
  const closed = returns.opened(41, () => requested.push('order read again'));
  await settle();
  return { returns, api, language: kit.language, closed, requested };
}

describe('ReturnsPresenter', () => {
  afterEach(() => showLanguage('en'));

  it('says until when each problem may be reported, in Cairo time, and offers the report while a window is open', async () => {
    const { returns } = await openReturns();
    expect(returns.state).toBe('loaded');
    expect(returns.offer).toEqual({
      kind: 'open',
      windows: ['Damaged or defective: report by Thursday 3 December', 'Wrong item: report by 2 Dec, 19:30 (Cairo time)', 'Anything else: report by Thursday 3 December'],
    });
    expect(returns.visible).toBe(true);
    expect(returns.form.reasonChoices.map((choice) => choice.value)).toEqual(['damaged-or-defective', 'wrong-item', 'other']);
  });

  it('says which window ended and when, and offers only the reasons still open', async () => {
    const { returns } = await openReturns({ now: '2026-12-03T10:00:00Z' });
    expect(returns.offer).toEqual({
      kind: 'open',
      windows: [
        'Damaged or defective: report by Thursday 3 December',
        'The 48 hours to report a wrong item ended on 2 Dec 2026, 19:30 (Cairo time).',
        'Anything else: report by Thursday 3 December',
      ],
    });
    expect(returns.form.reasonChoices.map((choice) => choice.label)).toEqual(['Damaged or defective', 'Something else']);
  });

  it('says why nothing may be reported once every window has ended, the day and year of each', async () => {
    const { returns } = await openReturns({ now: '2026-12-04T00:00:00Z' });
    expect(returns.offer).toEqual({
      kind: 'closed',
      windows: [
        'The 3 days to report a damaged or defective item ended on Thursday, 3 December 2026.',
        'The 48 hours to report a wrong item ended on 2 Dec 2026, 19:30 (Cairo time).',
        'The 3 days to report any other problem ended on Thursday, 3 December 2026.',
      ],
    });
    expect(returns.form.reasonChoices).toEqual([]);
  });

  it('words the windows in Arabic, the days in Egypt’s words with Latin digits', async () => {
    const { returns } = await openReturns({ now: '2026-12-03T10:00:00Z' });
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(returns.offer).toEqual({
      kind: 'open',
      windows: [
        'منتج تالف أو معيب: أبلغنا حتى الخميس، 3 ديسمبر',
        'انتهت مهلة الإبلاغ عن منتج خاطئ (48 ساعة من الاستلام) في 2 ديسمبر 2026، 19:30 بتوقيت القاهرة.',
        'أي مشكلة أخرى: أبلغنا حتى الخميس، 3 ديسمبر',
      ],
    });
  });

  it('says reports open once the order is delivered, and says nothing of an order that ended undelivered', async () => {
    const { returns } = await openReturns({ prepare: (api) => api.returnableOrder(41, null, [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3 }]) });
    expect(returns.offer).toEqual({ kind: 'note', text: 'You can report a problem or return items once the order is delivered.' });
    returns.orderRead('Cancelled');
    expect(returns.offer).toEqual({ kind: 'none' });
    expect(returns.visible).toBe(false);
  });

  it('says so when every item is already in a request, and shows nothing for an order without goods', async () => {
    const claimed = await openReturns({ prepare: (api) => api.returnsByOrder.get(41)?.returns.push({ ...resolved, status: 'Requested', resolution: null, exchangeOrderId: null, lines: [{ orderItemId: 77, name: 'Nitrile gloves', quantity: 3 }, { orderItemId: 78, name: 'NuSmile crown', quantity: 1 }] }) });
    expect(claimed.returns.offer).toEqual({ kind: 'note', text: 'Every item of this order is already in a request.' });

    const plan = await openReturns({ prepare: (api) => api.returnableOrder(41, DELIVERED, []) });
    expect([plan.returns.offer, plan.returns.visible]).toEqual([{ kind: 'none' }, false]);
  });

  it('shows each request in words: status, problem, wish, items, note, refusal reason, outcome and replacement order', async () => {
    const { returns } = await openReturns({ prepare: (api) => api.returnsByOrder.get(41)?.returns.push(resolved, refused) });
    expect(returns.requestViews).toEqual([
      {
        id: 30,
        title: 'Request of Nov 30, 2026',
        statusText: 'Resolved',
        tone: 'accepted',
        reasonText: 'Wrong item',
        outcomeText: 'An exchange',
        lines: [{ key: '0-78', name: 'NuSmile crown', quantityText: '× 1' }],
        note: 'Size 6 came instead of size 4',
        photos: [],
        refusalReason: null,
        resolutionText: 'Exchanged',
        exchangeOrder: { text: 'Replacement order #58', path: '/my-orders/58' },
      },
      {
        id: 29,
        title: 'Request of Nov 30, 2026',
        statusText: 'Refused',
        tone: 'refused',
        reasonText: 'Something else',
        outcomeText: 'A refund to my original payment',
        lines: [{ key: '0-77', name: 'Nitrile gloves', quantityText: '× 2' }],
        note: '',
        photos: [{ id: 7, label: 'Photo 1' }],
        refusalReason: 'Opened sterile items cannot be returned.',
        resolutionText: null,
        exchangeOrder: null,
      },
    ]);
  });

  it('fetches the pictures of the requests’ photos with the customer’s credentials, once, and releases them when the page is left', async () => {
    const { returns, api, closed } = await openReturns({
      prepare: (fake) => {
        fake.photos.set(7, new Blob([PIXEL_PNG], { type: 'image/png' }));
        fake.returnsByOrder.get(41)?.returns.push(refused);
      },
    });
    await settle();
    expect(returns.photos.urlOf(7)).toMatch(/^blob:/);
    closed();
    expect(returns.photos.urlOf(7)).toBeNull();
    expect(api.returnsRead).toEqual([41]);
  });

  it('tells each refund’s amount, where it goes and how it stands, and lists the credit notes', async () => {
    const { returns } = await openReturns({
      prepare: (api) => {
        const order = api.returnsByOrder.get(41);
        order?.refunds.push(
          { id: 9, returnId: 30, method: 'card', amount: 42_000, status: 'pending', createdAt: new Date('2026-12-02T09:00:00Z'), confirmedAt: null },
          { id: 10, returnId: null, method: 'store-credit', amount: 15_050, status: 'confirmed', createdAt: new Date('2026-12-02T09:00:00Z'), confirmedAt: new Date('2026-12-02T09:00:00Z') },
          { id: 11, returnId: null, method: 'by-hand', amount: 5_000, status: 'failed', createdAt: new Date('2026-12-02T09:00:00Z'), confirmedAt: null },
        );
        order?.creditNotes.push({ note: { id: 4, refundId: 10, number: 'CN-2026-000004', issuedAt: new Date('2026-12-02T09:05:00Z'), amount: 15_050 }, file: { content: new Blob(['%PDF']), fileName: 'cn.pdf' } });
      },
    });
    expect(returns.refundTexts.map((refund) => refund.text)).toEqual([
      'Refund of 420 EGP to your card: on its way',
      'Refund of 150.50 EGP as store credit: confirmed',
      '50 EGP paid back by hand: delayed, we are looking into it',
    ]);
    expect(returns.creditNoteViews).toEqual([{ id: 4, number: 'CN-2026-000004', text: 'Credit note CN-2026-000004 · 150.50 EGP · Dec 2, 2026' }]);
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(returns.refundTexts[0]?.text).toBe('استرداد 420 ج.م إلى بطاقتك: في الطريق');
    expect(returns.creditNoteViews[0]?.text).toBe('إشعار دائن \u2066CN-2026-000004\u2069 · 150.50 ج.م · 2 ديسمبر 2026');
  });

  it('shows nothing to a visitor or from a backend without returns, and offers to try again after a failure', async () => {
    const visitor = await openReturns({ storage: {} });
    expect([visitor.returns.state, visitor.returns.visible, visitor.api.returnsRead]).toEqual(['hidden', false, []]);
    const spec = await openReturns({ prepare: (api) => api.failures.set('orderReturns', apiFailure('not-found')) });
    expect([spec.returns.state, spec.returns.visible]).toEqual(['hidden', false]);

    const { returns, api } = await openReturns({ prepare: (fake) => fake.failures.set('orderReturns', apiFailure('network')) });
    expect([returns.state, returns.visible]).toEqual(['failed', true]);
    api.failures.delete('orderReturns');
    returns.retryClicked();
    expect(returns.state).toBe('loading');
    await settle();
    expect(returns.state).toBe('loaded');
  });

  it('reads the returns again after a switch of language, keeping them shown meanwhile and after a failed read', async () => {
    const { returns, api, language, closed } = await openReturns();
    api.returnsByOrder.get(41)?.returns.push({ ...resolved, lines: [{ orderItemId: 78, name: 'تاج نوسمايل', quantity: 1 }] });
    api.hold();
    await language.choose('ar');
    expect(returns.requestViews).toEqual([]);
    await api.release();
    expect(returns.requestViews[0]?.lines[0]?.name).toBe('تاج نوسمايل');

    api.failures.set('orderReturns', apiFailure('network'));
    await language.choose('en');
    await settle();
    expect([returns.state, returns.requestViews.length]).toEqual(['loaded', 1]);
    closed();
    await language.choose('ar');
    expect(api.returnsRead).toEqual([41, 41, 41]);
  });

  it('opens the form, and once a request is sent closes it, says so, shows the request first, reads the returns again and has the page read the order again', async () => {
    const { returns, api, requested } = await openReturns();
    returns.reportClicked();
    expect(returns.formOpen).toBe(true);
    returns.cancelClicked();
    expect(returns.formOpen).toBe(false);
    returns.reportClicked();

    const form = returns.form;
    form.quantityIncreased(77);
    form.reasonChosen('wrong-item');
    form.outcomeChosen('store-credit');
    api.hold('orderReturns');
    await form.sendClicked();
    expect([returns.formOpen, returns.sentNotice]).toEqual([false, true]);
    expect(returns.requestViews.map((request) => [request.statusText, request.reasonText])).toEqual([['Waiting for our answer', 'Wrong item']]);
    expect(requested).toEqual(['order read again']);
    await api.release();
    expect(api.returnsRead).toEqual([41, 41]);
    expect(returns.offer).toMatchObject({ kind: 'open' });
    expect(form.lineViews.map((line) => [line.name, line.quantity, line.canIncrease])).toEqual([
      ['Nitrile gloves', 0, true],
      ['NuSmile crown', 0, true],
    ]);

    returns.reportClicked();
    expect(returns.sentNotice).toBe(false);
  });
});
