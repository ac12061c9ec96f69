import { afterEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { guest, settle } from '../../application/support/checkoutFakes';
import { networkFailure } from '../../application/support/fakes/FakeApi';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { type CheckoutTestKit, openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

/** 420 EGP of store credit, from a refund on order 17. */
const withCredit = (amount = 42_000) => (kit: CheckoutTestKit) => {
  kit.storeCredit.append({ kind: 'refund', amount, orderId: 17 });
};

describe('store credit at checkout', () => {
  afterEach(() => showLanguage('en'));

  describe('the choice (StoreCreditChoicePresenter)', () => {
    it('offers a signed-in customer their balance, unticked', async () => {
      const { page } = await openCheckout([etchGel], withCredit());
      expect(page.storeCredit.isOffered).toBe(true);
      expect(page.storeCredit.offerText).toBe('Use my store credit (balance 420 EGP)');
      expect(page.storeCredit.chosen).toBe(false);
      expect(page.summary.credit.storeCreditLines).toBeNull();
    });

    it('offers nothing to a guest, who has no credit, without asking for it', async () => {
      const { page, storeCredit } = await openCheckout([etchGel], (kit) => {
        withCredit()(kit);
        kit.sessions.session = guest;
      });
      expect(page.storeCredit.isOffered).toBe(false);
      expect(storeCredit.mineCalls).toBe(0);
    });

    it('offers nothing for an empty balance, or one that could not be read', async () => {
      expect((await openCheckout([etchGel])).page.storeCredit.isOffered).toBe(false);
      const unread = await openCheckout([etchGel], (kit) => {
        withCredit()(kit);
        kit.storeCredit.failures.set('mine', networkFailure);
      });
      expect(unread.page.storeCredit.isOffered).toBe(false);
    });

    it('words the choice in Arabic', async () => {
      const { page } = await openCheckout([etchGel], withCredit());
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      expect(page.storeCredit.offerText).toBe('استخدم رصيدي في المتجر (الرصيد 420 ج.م)');
    });
  });

  describe('the summary', () => {
    it('takes the credit as a payment under the unchanged total, and says what is left to pay', async () => {
      const { page } = await openCheckout([etchGel], withCredit());
      page.storeCredit.useCreditChanged(true);
      expect(page.summary.totalText).toBe('930 EGP');
      expect(page.summary.credit.storeCreditLines).toEqual({ creditText: '-420 EGP', toPayText: '510 EGP' });
      expect([page.summary.credit.storeCredit, page.summary.credit.toPay, page.summary.credit.coveredByStoreCredit]).toEqual([42_000, 51_000, false]);
      page.storeCredit.useCreditChanged(false);
      expect(page.summary.credit.storeCreditLines).toBeNull();
    });

    it('uses no more of a larger balance than the total', async () => {
      const { page } = await openCheckout([etchGel], withCredit(200_000));
      page.storeCredit.useCreditChanged(true);
      expect(page.summary.credit.storeCreditLines).toEqual({ creditText: '-930 EGP', toPayText: '0 EGP' });
      expect(page.summary.credit.coveredByStoreCredit).toBe(true);
    });
  });

  describe('placing the order', () => {
    it('sends the credit with a cash order, which collects the rest at the door', async () => {
      const { page, orders, navigator, storeCredit } = await openCheckout([etchGel], withCredit());
      page.storeCredit.useCreditChanged(true);
      page.placement.placeOrderClicked();
      await settle();
      expect(orders.created[0]).toMatchObject({ total_amount: 930, store_credit: 420, payment_method: 'cash' });
      expect(storeCredit.entries.at(-1)).toMatchObject({ kind: 'spent', amount: -42_000, orderId: 41 });
      expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=41&payment_method=cash']);
    });

    it('sends no credit when the customer did not choose it', async () => {
      const { page, orders } = await openCheckout([etchGel], withCredit());
      page.placement.placeOrderClicked();
      await settle();
      expect(orders.created[0]).not.toHaveProperty('store_credit');
    });

    it('names what the card will be charged, and asks the gateway for the total less the credit', async () => {
      const { page, payments } = await openCheckout([etchGel], (kit) => {
        withCredit()(kit);
        kit.details.method = 'credit';
      });
      expect(page.placement.cardChargeText).toBe('Your card will be charged 930 EGP.');
      page.storeCredit.useCreditChanged(true);
      page.placement.placeOrderClicked();
      expect(page.placement.confirmingCard).toBe(true);
      expect(page.placement.cardChargeText).toBe('Your card will be charged 510 EGP.');
      page.placement.cardPaymentConfirmed();
      await settle();
      expect(payments.intentions[0]).toMatchObject({ amount: 51_000 });
      expect(payments.intentions[0]?.items.at(-1)).toEqual({ name: 'Store credit', amount: -42_000, description: 'Store credit', quantity: 1 });
    });

    it('places a card order the credit pays in full with no card step: no modal, no gateway, straight to its confirmation', async () => {
      const { page, payments, navigator, cart } = await openCheckout([etchGel], (kit) => {
        withCredit(100_000)(kit);
        kit.details.method = 'credit';
      });
      page.storeCredit.useCreditChanged(true);
      page.placement.placeOrderClicked();
      expect(page.placement.confirmingCard).toBe(false);
      await settle();
      expect(payments.intentions).toEqual([]);
      expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=41&payment_method=credit']);
      expect(cart.isEmpty).toBe(true);
    });

    it('records a plan the credit pays in full before its confirmation, which names it by its reference', async () => {
      const { page, ai, navigator } = await openCheckout([proPlan], withCredit(700_000));
      page.storeCredit.useCreditChanged(true);
      page.placement.placeOrderClicked();
      await settle();
      expect(ai.subscriptions).toEqual([[7, { subscriptionId: 2, orderId: 41 }]]);
      expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=tiaraai-41&payment_method=credit']);
    });

    it("shows the server's refusal when the balance no longer covers the credit, and places nothing", async () => {
      const { page, orders, storeCredit, navigator } = await openCheckout([etchGel], withCredit());
      page.storeCredit.useCreditChanged(true);
      // Spent meanwhile in another tab.
      storeCredit.append({ kind: 'spent', amount: -30_000, orderId: 40 });
      page.placement.placeOrderClicked();
      await settle();
      expect(page.placement.error).toBe('Your store credit is 120 EGP, less than the 420 EGP you chose to use. Nothing was ordered; please check the amount and try again.');
      expect(page.placement.placing).toBe(false);
      expect(orders.placed.size).toBe(0);
      expect(navigator.visited).toEqual([]);
    });
  });
});
