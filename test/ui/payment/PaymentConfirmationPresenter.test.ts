import { describe, expect, it } from 'vitest';
import { AI_UPLOAD_REDIRECT_DELAY_MS, PaymentConfirmationPresenter } from '../../../src/ui/payment/PaymentConfirmationPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit } from '../checkout/checkoutTestKit';

function confirmationPage(lines = [etchGel]) {
  const kit = checkoutTestKit(lines);
  kit.orders.placed.set(41, 'Pending');
  kit.payments.checkouts.add(41);
  kit.ai.planOrders.set(41, { userId: 7, planId: 2, active: false });
  return { ...kit, page: kit.container.get(PaymentConfirmationPresenter) };
}

describe('PaymentConfirmationPresenter', () => {
  it("shows 'Processing your order, please wait...' until the steps are done", async () => {
    const { page } = confirmationPage();
    expect([page.status, page.title, page.detail]).toEqual(['processing', 'Processing your order, please wait...', null]);
    const opening = page.opened('?success=true&order=41&payment_method=cash');
    expect(page.status).toBe('processing');
    await opening;
    expect(page.status).toBe('placed');
  });

  it("confirms a cash order: 'Order Placed Successfully!' with its number", async () => {
    const { page, orders, payments } = confirmationPage([]);
    await page.opened('?success=true&order=41&payment_method=cash');
    expect([page.title, page.orderNumberText]).toEqual(['Order Placed Successfully!', 'Order number: #41']);
    expect(orders.confirmations).toEqual([['41', 'Success']]);
    expect(payments.reports).toEqual([]);
  });

  it("confirms a paid card payment: 'Payment Successful!', the cart and the promo cleared", async () => {
    const { page, cart, details, payments, promos } = confirmationPage();
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
    await page.opened('?id=9&success=true&order=41&merchant_order_id=41&payment_method=credit&data.message=Approved');
    expect(page.title).toBe('Payment Successful!');
    expect(payments.reports).toEqual([['41', 'Success']]);
    expect(promos.usages).toHaveLength(1);
    expect(cart.isEmpty).toBe(true);
    expect(details.applied).toBeNull();
  });

  it('activates a paid AI plan and then goes on to the scan upload', async () => {
    const { page, ai, details, navigator, clock } = confirmationPage([proPlan]);
    await page.opened('?success=true&order=41&merchant_order_id=tiaraai-41&payment_method=credit');
    expect(page.title).toBe('Payment Successful!');
    expect(ai.activations).toEqual([[7, 'tiaraai-41']]);
    expect(details.aiActivated).toBe(25);
    expect(navigator.visited).toEqual([]);
    clock.advance(AI_UPLOAD_REDIRECT_DELAY_MS);
    expect(navigator.visited).toEqual(['/ai-scan-upload']);
  });

  it('does not go to the scan upload once the customer has left the page', async () => {
    const { page, navigator, clock } = confirmationPage([proPlan]);
    await page.opened('?success=true&order=41&merchant_order_id=tiaraai-41&payment_method=credit');
    page.closed();
    clock.advance(AI_UPLOAD_REDIRECT_DELAY_MS);
    expect(navigator.visited).toEqual([]);
  });

  it('does not go to the scan upload when the customer left before the steps were done', async () => {
    const { page, navigator, clock } = confirmationPage([proPlan]);
    const opening = page.opened('?success=true&order=41&merchant_order_id=tiaraai-41&payment_method=credit');
    page.closed();
    await opening;
    clock.advance(AI_UPLOAD_REDIRECT_DELAY_MS);
    expect(navigator.visited).toEqual([]);
    expect(page.title).toBe('Payment Successful!');
  });

  it("shows 'Order Failed' with the failure text for a declined card, keeping the cart for another try", async () => {
    const { page, cart, toasts, orders } = confirmationPage();
    await page.opened('?success=false&order=41&merchant_order_id=41&payment_method=credit');
    expect([page.title, page.detail, page.orderNumberText]).toEqual([
      'Order Failed',
      'Something went wrong with your payment. Please try again or contact support.',
      null,
    ]);
    expect(orders.confirmations).toEqual([['41', 'Failed']]);
    expect(cart.isEmpty).toBe(false);
    expect(toasts.toasts).toEqual([]);
  });

  it("fails with 'Something went wrong please try again.' when a confirmation step fails", async () => {
    const { page, toasts, orders, cart } = confirmationPage();
    orders.failures.set('confirm', apiFailure('server'));
    await page.opened('?success=true&order=41&merchant_order_id=41&payment_method=credit');
    expect(page.status).toBe('failed');
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Something went wrong please try again.' })]);
    expect(cart.isEmpty).toBe(false);
  });

  it('fails for an address without an order', async () => {
    const { page, orders } = confirmationPage();
    await page.opened('');
    expect(page.status).toBe('failed');
    expect(orders.confirmations).toEqual([]);
  });

  it('runs the steps once however often the view mounts', async () => {
    const { page, orders } = confirmationPage();
    await Promise.all([page.opened('?success=true&order=41&payment_method=cash'), page.opened('?success=true&order=41&payment_method=cash')]);
    expect(orders.confirmations).toHaveLength(1);
  });

  describe('the receipt under the texts', () => {
    it('is of the order placed or paid, once confirmed', async () => {
      const cash = confirmationPage().page;
      const opening = cash.opened('?success=true&order=41&payment_method=cash');
      expect(cash.receiptOrderId).toBeNull();
      await opening;
      expect(cash.receiptOrderId).toBe(41);
      const card = confirmationPage().page;
      await card.opened('?success=true&order=41&merchant_order_id=41&payment_method=credit');
      expect(card.receiptOrderId).toBe(41);
    });

    it('is not shown for a declined card or a failed step', async () => {
      const declined = confirmationPage().page;
      await declined.opened('?success=false&order=41&merchant_order_id=41&payment_method=credit');
      expect(declined.receiptOrderId).toBeNull();
      const { page, orders } = confirmationPage();
      orders.failures.set('confirm', apiFailure('server'));
      await page.opened('?success=true&order=41&payment_method=cash');
      expect(page.receiptOrderId).toBeNull();
    });
  });
});
