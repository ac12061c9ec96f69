import { describe, expect, it } from 'vitest';
import { type OrderDetail, OrderDetailApi } from '../../../src/application/orders/OrderDetailApi';
import { AccountSessionStore } from '../../../src/application/session/AccountSessionStore';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';
import { AI_UPLOAD_REDIRECT_DELAY_MS, PaymentConfirmationPresenter } from '../../../src/ui/payment/PaymentConfirmationPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { FakeOrderDetailApi } from '../../application/support/fakes/FakeOrderDetailApi';
import { memoryStorage, noStorageEvents, settle, signedInStorage } from '../account/accountTestKit';
import { checkoutTestKit } from '../checkout/checkoutTestKit';

/** Order 41 as the server stored it once placed: the etching gel twice, to Alexandria, cash on delivery. */
const storedOrder: OrderDetail = {
  id: 41,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  status: 'Processing',
  paymentMethod: 'cash',
  paymentState: 'unpaid',
  subtotal: 78_000,
  shipping: 17_500,
  discount: 0,
  total: 95_500,
  deliveryAddress: { firstName: 'Mona', middleName: 'Samir', lastName: 'Fahmy', address: '22 Fouad Street', city: 'Smouha', state: 'Alexandria', postalCode: '', country: 'Egypt', phone: '01223456789', email: 'mona@clinic.example' },
  lines: [{ productId: 5, variantId: null, kind: 'product', sku: null, name: etchGel.name, quantity: 2, price: 39_000, image: '' }],
  timeline: [{ kind: 'placed', at: new Date('2026-11-21T10:00:00Z'), tracking: null }],
};

function confirmationPage(lines = [etchGel], { signedIn = true } = {}) {
  const kit = checkoutTestKit(lines);
  kit.orders.placed.set(41, 'Pending');
  kit.payments.checkouts.add(41);
  kit.ai.planOrders.set(41, { userId: 7, planId: 2, active: false });
  const orderDetails = new FakeOrderDetailApi();
  orderDetails.orders.set(41, storedOrder);
  kit.container.bind(OrderDetailApi).toConstantValue(orderDetails);
  kit.container.bind(AccountSessionStore).toConstantValue(new BrowserSessionStore(memoryStorage(signedIn ? signedInStorage() : {}), noStorageEvents));
  return { ...kit, orderDetails, page: kit.container.get(PaymentConfirmationPresenter) };
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

  describe('the receipt', () => {
    it('shows the confirmed order as the server stored it: items, amounts, payment and delivery address', async () => {
      const { page, orderDetails, orders } = confirmationPage();
      await page.opened('?success=true&order=41&payment_method=cash');
      expect(orders.confirmations).toEqual([['41', 'Success']]);
      await settle();
      expect(orderDetails.calls).toEqual([41]);
      const { receipt } = page;
      expect(receipt.state).toBe('loaded');
      expect(receipt.lineViews.map((line) => [line.name, line.quantityText, line.lineTotalText])).toEqual([[etchGel.name, 'Qty: 2', '780 EGP']]);
      expect(receipt.amounts).toEqual([
        { label: 'Subtotal', value: '780 EGP' },
        { label: 'Shipping', value: '175 EGP' },
        { label: 'Total', value: '955 EGP' },
      ]);
      expect([receipt.paymentMethodText, receipt.paymentStateText]).toEqual(['Cash on Delivery', 'Not paid yet']);
      expect(receipt.addressLines).toEqual(['Mona Samir Fahmy', '22 Fouad Street', 'Smouha, Alexandria', 'Phone: 01223456789', 'mona@clinic.example']);
    });

    it('comes after a card payment too, paid', async () => {
      const { page, orderDetails } = confirmationPage();
      orderDetails.orders.set(41, { ...storedOrder, paymentMethod: 'credit', paymentState: 'paid' });
      await page.opened('?success=true&order=41&merchant_order_id=41&payment_method=credit');
      await settle();
      expect([page.receipt.state, page.receipt.paid, page.receipt.paymentMethodText]).toEqual(['loaded', true, 'Credit Card']);
    });

    it('is not asked for when the order failed', async () => {
      const { page, orderDetails } = confirmationPage();
      await page.opened('?success=false&order=41&merchant_order_id=41&payment_method=credit');
      await settle();
      expect(orderDetails.calls).toEqual([]);
    });

    it('is not there for a guest, whose orders only the staff can read', async () => {
      const { page, orderDetails } = confirmationPage([etchGel], { signedIn: false });
      await page.opened('?success=true&order=41&payment_method=cash');
      await settle();
      expect([page.status, page.receipt.state, orderDetails.calls]).toEqual(['placed', 'signed-out', []]);
    });

    it('can be asked for again when it could not be loaded', async () => {
      const { page, orderDetails } = confirmationPage();
      orderDetails.failures.set('order', apiFailure('server'));
      await page.opened('?success=true&order=41&payment_method=cash');
      await settle();
      expect(page.receipt.state).toBe('failed');
      orderDetails.failures.delete('order');
      page.receipt.retryClicked();
      await settle();
      expect(page.receipt.state).toBe('loaded');
    });
  });
});
