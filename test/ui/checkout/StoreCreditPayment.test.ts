import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadStoreCredit } from '../../../src/application/store-credit/LoadStoreCredit';
import { StoreCreditChoicePresenter } from '../../../src/ui/checkout/StoreCreditChoicePresenter';
import { StoreCreditPayment } from '../../../src/ui/checkout/StoreCreditPayment';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { FakeSessionStore, settle } from '../../application/support/checkoutFakes';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';

/** A payment over a 420 EGP balance, ticked, for an order whose total can change as the summary's does. */
async function paymentOf(total: number, balance = 42_000) {
  const credit = new FakeStoreCreditApi();
  credit.append({ kind: 'refund', amount: balance, orderId: 17 });
  const choice = new StoreCreditChoicePresenter(new LoadStoreCredit(credit), new FakeSessionStore());
  choice.opened();
  await settle();
  choice.useCreditChanged(true);
  const orderTotal = observable.box(total);
  return { payment: new StoreCreditPayment(choice, () => orderTotal.get()), choice, orderTotal };
}

describe('StoreCreditPayment', () => {
  afterEach(() => showLanguage('en'));

  it('takes the credit as a payment under the total, and names what is left to pay', async () => {
    const { payment } = await paymentOf(93_000);
    expect([payment.storeCredit, payment.toPay, payment.coveredByStoreCredit]).toEqual([42_000, 51_000, false]);
    expect(payment.storeCreditLines).toEqual({ creditText: '-420 EGP', toPayText: '510 EGP' });
  });

  it('uses no more than the total, which the credit then pays in full', async () => {
    const { payment } = await paymentOf(30_000);
    expect([payment.storeCredit, payment.toPay, payment.coveredByStoreCredit]).toEqual([30_000, 0, true]);
    expect(payment.storeCreditLines).toEqual({ creditText: '-300 EGP', toPayText: '0 EGP' });
  });

  it('follows the total as it changes, and shows no lines when no credit is used', async () => {
    const { payment, choice, orderTotal } = await paymentOf(30_000);
    runInAction(() => orderTotal.set(50_000));
    expect([payment.storeCredit, payment.toPay]).toEqual([42_000, 8_000]);
    choice.useCreditChanged(false);
    expect([payment.storeCredit, payment.toPay, payment.coveredByStoreCredit, payment.storeCreditLines]).toEqual([0, 50_000, false, null]);
  });

  it('writes its lines in Arabic', async () => {
    const { payment } = await paymentOf(93_000);
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(payment.storeCreditLines).toEqual({ creditText: '-420 ج.م', toPayText: '510 ج.م' });
  });
});
