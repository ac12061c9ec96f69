import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreCreditApi } from '../../../src/application/store-credit/StoreCreditApi';
import { StoreCreditPresenter } from '../../../src/ui/account/StoreCreditPresenter';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';

const settle = () => new Promise<void>((resolveLater) => setTimeout(resolveLater, 0));

async function openSection(prepare: (api: FakeStoreCreditApi) => void = () => {}) {
  const api = new FakeStoreCreditApi();
  prepare(api);
  const container = new Container({ autobind: true });
  container.bind(StoreCreditApi).toConstantValue(api);
  const section = container.get(StoreCreditPresenter);
  section.opened();
  await settle();
  return { api, section };
}

/** A refund of 420 EGP on order 17, 300 of it spent on order 41, which was then cancelled and gave it back. */
function refundSpentAndGivenBack(api: FakeStoreCreditApi): void {
  api.append({ kind: 'refund', amount: 42_000, orderId: 17, createdAt: new Date('2026-11-02T09:00:00Z') });
  api.append({ kind: 'spent', amount: -30_000, orderId: 41, createdAt: new Date('2026-11-20T09:00:00Z') });
  api.append({ kind: 'restored', amount: 30_000, orderId: 41, createdAt: new Date('2026-11-20T22:30:00Z') });
}

describe('StoreCreditPresenter', () => {
  afterEach(() => showLanguage('en'));

  it('shows the balance and what each entry was, newest first, with its order and its Cairo day', async () => {
    const { section } = await openSection(refundSpentAndGivenBack);
    expect(section.isShown).toBe(true);
    expect(section.balanceText).toBe('420 EGP');
    expect(section.rows.map(({ text, href, dateText, amountText, added }) => ({ text, href, dateText, amountText, added }))).toEqual([
      // 22:30 UTC is past midnight in Cairo.
      { text: 'Given back from order #41', href: '/my-orders/41', dateText: 'Nov 21, 2026', amountText: '+300 EGP', added: true },
      { text: 'Spent on order #41', href: '/my-orders/41', dateText: 'Nov 20, 2026', amountText: '-300 EGP', added: false },
      { text: 'Refund on order #17', href: '/my-orders/17', dateText: 'Nov 2, 2026', amountText: '+420 EGP', added: true },
    ]);
  });

  it('names an entry whose order the shop no longer keeps without a link', async () => {
    const { section } = await openSection((api) => api.append({ kind: 'refund', amount: 42_000, orderId: null }));
    expect(section.rows[0]).toMatchObject({ text: 'Refund', href: null });
  });

  it('shows nothing for a customer who never had credit, and nothing while it loads', async () => {
    const { section, api } = await openSection();
    expect(section.isShown).toBe(false);
    api.append({ kind: 'refund', amount: 42_000, orderId: 17 });
    api.hold();
    section.tryAgainClicked();
    expect(section.isShown).toBe(false);
    await api.release();
    expect(section.isShown).toBe(true);
  });

  it('shows nothing where the backend keeps no store credit, as for a customer who never had any', async () => {
    const { section } = await openSection((fake) => {
      refundSpentAndGivenBack(fake);
      fake.failures.set('mine', notOffered);
    });
    expect([section.state, section.isShown]).toEqual(['loaded', false]);
  });

  it('says when the credit could not be read, and reads it again on Try Again', async () => {
    const { section, api } = await openSection((fake) => {
      refundSpentAndGivenBack(fake);
      fake.failures.set('mine', networkFailure);
    });
    expect([section.state, section.isShown]).toEqual(['failed', true]);
    api.failures.clear();
    section.tryAgainClicked();
    await settle();
    expect([section.state, section.balanceText, api.mineCalls]).toEqual(['loaded', '420 EGP', 2]);
  });

  it('words the ledger in Arabic', async () => {
    const { section } = await openSection(refundSpentAndGivenBack);
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(section.balanceText).toBe('420 ج.م');
    expect(section.rows.map((row) => [row.text, row.amountText])).toEqual([
      ['مُعاد من الطلب #41', '+300 ج.م'],
      ['مدفوع في الطلب #41', '-300 ج.م'],
      ['استرداد عن الطلب #17', '+420 ج.م'],
    ]);
  });
});
