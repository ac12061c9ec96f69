import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@tiara/domain/cart';
import { AiCheckoutPresenter } from '../../../src/ui/ai/AiCheckoutPresenter';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { nour } from '../account/accountTestKit';
import { aiTestKit } from './aiTestKit';

function openAiCheckout(lines: readonly CartLine[], options: Parameters<typeof aiTestKit>[0] = {}) {
  const kit = aiTestKit({ ...options, storage: { cart: JSON.stringify({ version: 1, lines }), ...options.storage } });
  const page = kit.container.get(AiCheckoutPresenter);
  page.opened();
  return { ...kit, page };
}

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

describe('AiCheckoutPresenter', () => {
  it("names a plan's line as the shop calls it in the reader's language, again after a switch, and no more once the page closes", async () => {
    const { page, container, lineNames } = openAiCheckout([proPlan]);
    const language = container.get(LanguagePresenter);
    lineNames.items.set(proPlan.id, { name: 'Pro plan', nameAr: 'باقة برو' });
    await language.choose('ar');
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual(['باقة برو']);

    page.closed();
    await language.choose('en');
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual(['باقة برو']);
    expect(lineNames.asked).toHaveLength(2);
  });

  it("fills in the customer's stored name, e-mail, phone and address", () => {
    const { page } = openAiCheckout([proPlan]);
    expect([page.fullName, page.email, page.phone, page.address]).toEqual(['Nour Ahmed Mansour', 'customer@tiara.example', '01012345678', '14 El Nozha Street']);
  });

  it('takes a plan by card only, with nothing to ship', () => {
    const { page } = openAiCheckout([proPlan]);
    expect(page.paymentMethods.map((method) => method.label)).toEqual(['Credit Card']);
    expect(page.paymentNote).toBe('Subscriptions require online payment');
    expect([page.subtotalText, page.shippingText, page.totalText]).toEqual(['6,100 EGP', '0 EGP', '6,100 EGP']);
  });

  it('offers cash or credit for supplies, never pickup, and charges the fixed shipping fee', () => {
    const { page } = openAiCheckout([etchGel]);
    expect(page.paymentMethods.map((method) => method.value)).toEqual(['cash', 'credit']);
    page.paymentMethodChosen('pickup');
    expect(page.paymentMethod).toBe('cash');
    expect([page.shippingText, page.totalText]).toEqual(['150 EGP', '930 EGP']);
  });

  it("asks a plan's buyer only for the full name, the e-mail and the phone, with the checkout rules for each, the first wrong one brought into view", () => {
    const { page, orders } = openAiCheckout([proPlan], { signedIn: false });
    expect(page.needsDelivery).toBe(false);
    page.placeOrderClicked();
    expect(page.fieldErrors).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone Number is required',
    });
    expect(page.focus.field).toBe('fullName');
    page.fieldChanged('fullName', 'Nour Mansour');
    page.fieldChanged('email', 'nour@');
    page.fieldChanged('phone', '0131234567');
    expect(page.fieldErrors.email).toBeUndefined();
    page.placeOrderClicked();
    expect(page.fieldErrors).toEqual({ email: 'Enter a valid email address', phone: 'Please enter a valid Egyptian phone number (e.g., 01012345678)' });
    expect(page.focus.field).toBe('email');
    expect(orders.created).toEqual([]);
  });

  it('asks for the address too when the cart holds supplies, in the order the page shows the fields', () => {
    const { page } = openAiCheckout([etchGel], { signedIn: false });
    expect(page.needsDelivery).toBe(true);
    page.fieldChanged('fullName', 'Nour Mansour');
    page.fieldChanged('email', 'nour@clinic.example');
    page.fieldChanged('address', ' ');
    page.placeOrderClicked();
    expect(page.fieldErrors).toEqual({ phone: 'Phone Number is required', address: 'Address is required' });
    expect(page.focus.field).toBe('phone');
  });

  it('places a plan order by card without a special reference and leaves for the payment page', async () => {
    const { page, orders, payments, navigator } = openAiCheckout([proPlan]);
    page.placeOrderClicked();
    expect(page.placing).toBe(true);
    await settle();
    expect(orders.created[0]).toMatchObject({
      shipping_user_first_name: 'Nour',
      shipping_user_middle_name: 'Ahmed',
      shipping_user_last_name: 'Mansour',
      shipping_email: 'customer@tiara.example',
      // Not asked for a plan: the address the browser holds from the account goes with the order, as SPEC's order body has it.
      shipping_address: '14 El Nozha Street',
      shipping_state: 'Cairo',
      payment_method: 'credit',
      shipping_amount: 0,
      total_amount: 6100,
      order_items: [{ product_id: 1_000_002, product_name: 'Pro', price: 6100, quantity: 1 }],
    });
    expect(payments.intentions[0]).not.toHaveProperty('special_reference');
    expect(payments.intentions[0]).toMatchObject({ amount: 610_000, extras: { tiara_order_id: 41 } });
    expect(navigator.left).toEqual(['/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs']);
  });

  it('places a cash order for supplies, empties the cart and opens the confirmation', async () => {
    const { page, cart, navigator } = openAiCheckout([etchGel]);
    page.fieldChanged('fullName', '  Mona  ');
    page.placeOrderClicked();
    await settle();
    expect(cart.isEmpty).toBe(true);
    expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=41&payment_method=cash']);
  });

  it("shows the server's reason when the order is refused, and lets the customer try again", async () => {
    const { page, orders } = openAiCheckout([proPlan]);
    orders.failures.set('create', apiFailure('conflict', 'Prices have changed: the total is now 6,200 EGP', 409));
    page.placeOrderClicked();
    await settle();
    expect([page.placing, page.formError]).toEqual([false, 'Prices have changed: the total is now 6,200 EGP']);
  });

  it("says the cart is empty when there is nothing to buy", () => {
    const { page, orders } = openAiCheckout([]);
    page.placeOrderClicked();
    expect(page.formError).toBe('Your cart is empty. Please add items before proceeding to checkout.');
    expect(orders.created).toEqual([]);
  });

  describe('store credit, as the main checkout offers it', () => {

    async function openWithCredit(lines: readonly CartLine[], amount = 200_000, options: Parameters<typeof aiTestKit>[0] = {}) {
      const kit = aiTestKit({ ...options, storage: { cart: JSON.stringify({ version: 1, lines }), ...options.storage } });
      kit.storeCredit.append({ kind: 'refund', amount, orderId: 17 });
      const page = kit.container.get(AiCheckoutPresenter);
      page.opened();
      await settle();
      return { ...kit, page };
    }

    it('offers a signed-in customer their balance, unticked, in the shown language', async () => {
      const { page } = await openWithCredit([proPlan]);
      expect([page.storeCredit.isOffered, page.storeCredit.chosen, page.storeCredit.offerText]).toEqual([true, false, 'Use my store credit (balance 2,000 EGP)']);
      expect(page.credit.storeCreditLines).toBeNull();
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      expect(page.storeCredit.offerText).toBe('استخدم رصيدي في المتجر (الرصيد 2,000 ج.م)');
    });

    it('offers nothing to a guest, without asking for it', async () => {
      const { page, storeCredit } = await openWithCredit([etchGel], 200_000, { signedIn: false });
      expect(page.storeCredit.isOffered).toBe(false);
      expect(storeCredit.mineCalls).toBe(0);
    });

    it('takes the chosen credit as a payment under the unchanged total, charges the card only the rest and still sends no special reference', async () => {
      const { page, orders, payments, navigator } = await openWithCredit([proPlan]);
      page.storeCredit.useCreditChanged(true);
      expect(page.totalText).toBe('6,100 EGP');
      expect(page.credit.storeCreditLines).toEqual({ creditText: '-2,000 EGP', toPayText: '4,100 EGP' });
      page.placeOrderClicked();
      await settle();
      expect(orders.created[0]).toMatchObject({ total_amount: 6100, store_credit: 2000, payment_method: 'credit' });
      expect(payments.intentions[0]).not.toHaveProperty('special_reference');
      expect(payments.intentions[0]).toMatchObject({ amount: 410_000 });
      expect(payments.intentions[0]?.items.at(-1)).toEqual({ name: 'Store credit', amount: -200_000, description: 'Store credit', quantity: 1 });
      expect(navigator.left).toEqual(['/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs']);
    });

    it('places a plan the credit pays in full without the card page: the plan recorded, the cart emptied, straight to its confirmation', async () => {
      const { page, orders, payments, ai, navigator, cart, storeCredit } = await openWithCredit([proPlan], 700_000);
      page.storeCredit.useCreditChanged(true);
      expect(page.credit.storeCreditLines).toEqual({ creditText: '-6,100 EGP', toPayText: '0 EGP' });
      expect(page.credit.coveredByStoreCredit).toBe(true);
      page.placeOrderClicked();
      await settle();
      expect(orders.created[0]).toMatchObject({ total_amount: 6100, store_credit: 6100 });
      expect(storeCredit.entries.at(-1)).toMatchObject({ kind: 'spent', amount: -610_000, orderId: 41 });
      expect(payments.intentions).toEqual([]);
      expect(ai.subscriptions).toEqual([[nour.userId, { subscriptionId: 2, orderId: 41 }]]);
      expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=tiaraai-41&payment_method=credit']);
      expect(navigator.left).toEqual([]);
      expect(cart.isEmpty).toBe(true);
    });

    it('sends no credit when the customer did not choose it', async () => {
      const { page, orders } = await openWithCredit([proPlan]);
      page.placeOrderClicked();
      await settle();
      expect(orders.created[0]).not.toHaveProperty('store_credit');
    });

    it("shows the server's refusal when the balance no longer covers the credit, and places nothing", async () => {
      const { page, orders, storeCredit, navigator } = await openWithCredit([proPlan]);
      page.storeCredit.useCreditChanged(true);
      // Spent meanwhile in another tab.
      storeCredit.append({ kind: 'spent', amount: -150_000, orderId: 40 });
      page.placeOrderClicked();
      await settle();
      expect(page.formError).toBe('Your store credit is 500 EGP, less than the 2,000 EGP you chose to use. Nothing was ordered; please check the amount and try again.');
      expect([page.placing, orders.placed.size, navigator.visited]).toEqual([false, 0, []]);
    });
  });
});
