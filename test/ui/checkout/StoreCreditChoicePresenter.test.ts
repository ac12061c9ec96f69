import { afterEach, describe, expect, it } from 'vitest';
import { LoadStoreCredit } from '../../../src/application/store-credit/LoadStoreCredit';
import { StoreCreditChoicePresenter } from '../../../src/ui/checkout/StoreCreditChoicePresenter';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { FakeSessionStore, guest, settle } from '../../application/support/checkoutFakes';
import { networkFailure } from '../../application/support/fakes/FakeApi';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';

/** The choice over a ledger holding `balance` piasters, for a signed-in customer unless `session` says otherwise. */
function choiceOver(balance: number, session = new FakeSessionStore()) {
  const credit = new FakeStoreCreditApi();
  if (balance !== 0) credit.append({ kind: 'refund', amount: balance, orderId: 17 });
  const choice = new StoreCreditChoicePresenter(new LoadStoreCredit(credit), session);
  return { choice, credit };
}

describe('StoreCreditChoicePresenter', () => {
  afterEach(() => showLanguage('en'));

  it('asks for a signed-in customer’s balance when the checkout opens, and offers it unticked', async () => {
    const { choice, credit } = choiceOver(42_000);
    expect([choice.isOffered, credit.mineCalls]).toEqual([false, 0]);
    choice.opened();
    await settle();
    expect([choice.isOffered, choice.balance, choice.chosen, credit.mineCalls]).toEqual([true, 42_000, false, 1]);
    expect(choice.offerText).toBe('Use my store credit (balance 420 EGP)');
  });

  it('draws on the balance only while ticked', async () => {
    const { choice } = choiceOver(42_000);
    choice.opened();
    await settle();
    expect(choice.chosenBalance).toBe(0);
    choice.useCreditChanged(true);
    expect(choice.chosenBalance).toBe(42_000);
    choice.useCreditChanged(false);
    expect(choice.chosenBalance).toBe(0);
  });

  it('asks nothing for a guest, and offers nothing for an empty or unreadable balance, even ticked', async () => {
    const asGuest = choiceOver(42_000, new FakeSessionStore(guest));
    asGuest.choice.opened();
    await settle();
    expect([asGuest.choice.isOffered, asGuest.credit.mineCalls]).toEqual([false, 0]);

    const empty = choiceOver(0);
    empty.choice.opened();
    await settle();
    empty.choice.useCreditChanged(true);
    expect([empty.choice.isOffered, empty.choice.chosenBalance]).toEqual([false, 0]);

    const unread = choiceOver(42_000);
    unread.credit.failures.set('mine', networkFailure);
    unread.choice.opened();
    await settle();
    unread.choice.useCreditChanged(true);
    expect([unread.choice.isOffered, unread.choice.chosenBalance]).toEqual([false, 0]);
  });

  it('words the offer in Arabic', async () => {
    const { choice } = choiceOver(42_000);
    choice.opened();
    await settle();
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(choice.offerText).toBe('استخدم رصيدي في المتجر (الرصيد 420 ج.م)');
  });
});
