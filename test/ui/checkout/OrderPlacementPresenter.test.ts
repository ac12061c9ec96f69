import { describe, expect, it } from 'vitest';
import { apiFailure, guest, settle } from '../../application/support/checkoutFakes';
import { crown, etchGel, proPlan } from '../../application/support/cartLines';
import { openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

describe('OrderPlacementPresenter (placing the order)', () => {
  it('places a cash order, clears the cart and the promo, and opens the confirmation', async () => {
    const { page, orders, cart, details, navigator } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
    });
    expect(page.summary.discountText).toBe('-93 EGP');
    expect(page.summary.totalText).toBe('837 EGP');
    page.placement.placeOrderClicked();
    expect(page.placement.placing).toBe(true);
    await settle();
    expect(orders.created).toEqual([
      expect.objectContaining({ user_id: 7, total_amount: 837, shipping_amount: 150, promo_code_id: 1, shipping_email: 'clinic@example.com', shipping_phone: '01012345678', payment_method: 'cash' }),
    ]);
    expect(cart.isEmpty).toBe(true);
    expect(details.applied).toBeNull();
    expect(navigator.visited).toEqual(['/payment/confirmation?success=true&order=41&payment_method=cash']);
  });

  it("places a guest's order as user 0 with the e-mail they typed", async () => {
    const { page, orders } = await openCheckout([crown], (kit) => {
      kit.sessions.session = guest;
    });
    page.form.fieldChanged('email', 'guest@clinic.example');
    page.form.paymentMethodChosen('pickup');
    page.placement.placeOrderClicked();
    await settle();
    expect(orders.created[0]).toMatchObject({ user_id: 0, shipping_email: 'guest@clinic.example', payment_method: 'pickup', shipping_amount: 0, total_amount: 1_200 });
  });

  it("asks to confirm a card payment first: Cancel keeps the page, 'Continue with Credit Card' leaves for the gateway", async () => {
    const { page, orders, payments, navigator, cart } = await openCheckout([etchGel], (kit) => {
      kit.details.method = 'credit';
    });
    page.placement.placeOrderClicked();
    expect(page.placement.confirmingCard).toBe(true);
    page.placement.cardPaymentCancelled();
    expect(page.placement.confirmingCard).toBe(false);
    expect(orders.created).toEqual([]);
    page.placement.placeOrderClicked();
    page.placement.cardPaymentConfirmed();
    await settle();
    expect(payments.intentions).toHaveLength(1);
    expect(navigator.left).toEqual(['/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs']);
    expect(page.placement.placing).toBe(true);
    expect(cart.isEmpty).toBe(false);
  });

  it('subscribes a plan before paying', async () => {
    const { page, ai, payments } = await openCheckout([proPlan]);
    page.placement.placeOrderClicked();
    page.placement.cardPaymentConfirmed();
    await settle();
    expect(ai.subscriptions).toEqual([[7, { subscriptionId: 2, orderId: 41 }]]);
    expect(payments.intentions[0]?.special_reference).toBe('tiaraai-41');
  });

  it("shows the server's message when it refuses the order, and lets the customer try again", async () => {
    const message = 'Prices have changed since your cart was filled. The order total is now 540 EGP; please review your cart.';
    const { page, orders, cart, navigator } = await openCheckout([etchGel], (kit) => {
      kit.orders.failures.set('create', apiFailure('conflict', message, 409));
    });
    page.placement.placeOrderClicked();
    await settle();
    expect(page.placement.error).toBe(message);
    expect(page.placement.placing).toBe(false);
    expect(cart.isEmpty).toBe(false);
    expect(navigator.visited).toEqual([]);
    orders.failures.delete('create');
    orders.nextId = 42;
    page.placement.placeOrderClicked();
    await settle();
    expect(page.placement.error).toBeNull();
    expect(navigator.current).toBe('/payment/confirmation?success=true&order=42&payment_method=cash');
  });

  it("shows SPEC's payment error when the intention fails", async () => {
    const { page } = await openCheckout([etchGel], (kit) => {
      kit.details.method = 'credit';
      kit.payments.failures.set('createIntention', apiFailure('server', 'Something went wrong on our side. Please try again.', 503));
    });
    page.placement.placeOrderClicked();
    page.placement.cardPaymentConfirmed();
    await settle();
    expect(page.placement.error).toBe('Error creating payment request: Something went wrong on our side. Please try again.');
    expect(page.placement.placing).toBe(false);
  });

  it('ignores a second click while the order is being placed', async () => {
    const { page, orders } = await openCheckout();
    page.placement.placeOrderClicked();
    page.placement.placeOrderClicked();
    await settle();
    expect(orders.created).toHaveLength(1);
  });
});
