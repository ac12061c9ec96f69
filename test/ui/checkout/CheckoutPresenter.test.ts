import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@tiara/domain/cart';
import { CheckoutPresenter } from '../../../src/ui/checkout/CheckoutPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { failure, guest, settle } from '../../application/support/checkoutFakes';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit } from './checkoutTestKit';

const nour = { firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', address: '14 El Nozha Street', phone: '010 1234 5678', city: 'Heliopolis', state: 'Cairo', postalCode: '11341' };

async function openCheckout(lines: readonly CartLine[] = [etchGel], prepare: (kit: ReturnType<typeof checkoutTestKit>) => void = () => {}) {
  const kit = checkoutTestKit(lines);
  kit.details.stored = nour;
  prepare(kit);
  const page = kit.container.get(CheckoutPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

describe('CheckoutPresenter', () => {
  describe('the form', () => {
    it('fills in the saved details and shows a signed-in e-mail as read-only text', async () => {
      const { page } = await openCheckout();
      expect([page.firstName, page.middleName, page.lastName, page.phone, page.address, page.governorate, page.city, page.postalCode]).toEqual([
        'Nour',
        'Ahmed',
        'Mansour',
        '010 1234 5678',
        '14 El Nozha Street',
        'Cairo',
        'Heliopolis',
        '11341',
      ]);
      expect(page.sessionEmail).toBe('clinic@example.com');
    });

    it('lets a guest type an e-mail, and starts a new customer in Cairo', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nour, state: '', city: '' };
      });
      expect(page.sessionEmail).toBeNull();
      expect(page.governorate).toBe('Cairo');
      expect(page.governorates).toHaveLength(27);
    });

    it('offers the city lists of Cairo (17) and Giza (15) and a typed city elsewhere', async () => {
      const { page } = await openCheckout();
      expect(page.cities).toHaveLength(17);
      page.governorateChosen('Giza');
      expect(page.cities).toHaveLength(15);
      expect(page.city).toBe('');
      page.governorateChosen('Alexandria');
      expect(page.cities).toEqual([]);
      page.fieldChanged('city', 'Smouha');
      expect(page.city).toBe('Smouha');
      page.governorateChosen('Atlantis');
      expect(page.governorate).toBe('Alexandria');
    });

    it("shows SPEC's message under each missing or invalid field, and clears it when the field changes", async () => {
      const { page, orders } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nour, firstName: ' ', middleName: '', lastName: '', address: '', phone: '' };
      });
      page.placeOrderClicked();
      expect(page.fieldErrors).toEqual({
        firstName: 'First name is required',
        middleName: 'Middle name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone Number is required',
        address: 'Address is required',
      });
      page.fieldChanged('email', 'clinic@');
      page.fieldChanged('phone', '0131234567');
      expect(page.fieldErrors.email).toBeUndefined();
      page.placeOrderClicked();
      expect(page.fieldErrors.email).toBe('Enter a valid email address');
      expect(page.fieldErrors.phone).toBe('Please enter a valid Egyptian phone number (e.g., 01012345678)');
      expect(orders.created).toEqual([]);
    });

    it('refuses an empty cart with its message', async () => {
      const { page, orders } = await openCheckout([]);
      expect(page.isCartEmpty).toBe(true);
      page.placeOrderClicked();
      expect(page.formError).toBe('Your cart is empty. Please add items before proceeding to checkout.');
      expect(orders.created).toEqual([]);
    });

    it('stops when there is nothing to pay', async () => {
      const { page, orders } = await openCheckout([{ ...etchGel, price: 0 }], (kit) => {
        kit.details.method = 'pickup';
      });
      page.placeOrderClicked();
      expect(page.formError).toBe('Something went wrong please try again.');
      expect(orders.created).toEqual([]);
    });
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it("words the rules' problems in the shown language, and again when the reader switches", async () => {
      await loadTexts('ar', ['storefront']);
      const { page } = await openCheckout([etchGel, crownsCourse], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nour, firstName: ' ', phone: '0131234567' };
      });
      page.placeOrderClicked();
      showLanguage('ar');
      expect(page.fieldErrors).toEqual({
        firstName: 'الاسم الأول مطلوب',
        email: 'البريد الإلكتروني مطلوب',
        phone: 'يُرجى إدخال رقم هاتف مصري صحيح (مثال: \u206601012345678\u2069)',
      });
      expect(page.paymentNote).toBe('الاشتراكات تتطلب الدفع الإلكتروني');
      showLanguage('en');
      expect(page.fieldErrors.firstName).toBe('First name is required');
      expect(page.paymentNote).toBe('Subscriptions require online payment');
    });

    it('words the empty cart in Arabic', async () => {
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      const { page } = await openCheckout([]);
      page.placeOrderClicked();
      expect(page.formError).toBe('سلة التسوق فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.');
    });
  });

  describe('the shipping fee', () => {
    it("is the governorate's fee from the server, 150 when it is 0 or unknown, 0 for pickup, and is saved each time", async () => {
      const { page, details } = await openCheckout();
      expect(page.shippingText).toBe('150 EGP');
      page.governorateChosen('Alexandria');
      expect([page.shippingText, details.fee]).toEqual(['175 EGP', 17_500]);
      page.governorateChosen('North Sinai');
      expect(page.shippingText).toBe('150 EGP');
      page.governorateChosen('Luxor');
      expect(page.shippingText).toBe('150 EGP');
      page.paymentMethodChosen('pickup');
      expect([page.shippingText, details.fee, details.method]).toEqual(['0 EGP', 0, 'pickup']);
      page.paymentMethodChosen('cash');
      expect(details.fee).toBe(15_000);
    });

    it('is restored from the last visit until the table arrives, then follows the table', async () => {
      const kit = checkoutTestKit([etchGel]);
      kit.details.stored = { ...nour, state: 'Alexandria', city: '' };
      kit.details.fee = 16_000;
      const page = kit.container.get(CheckoutPresenter);
      page.opened();
      expect(page.shippingText).toBe('160 EGP');
      await settle();
      expect(page.shippingText).toBe('175 EGP');
      expect(kit.details.fee).toBe(17_500);
    });

    it('falls back to 150 for every governorate when the table cannot be loaded', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.shippingFees.answer = failure('network');
      });
      page.governorateChosen('Alexandria');
      expect(page.shippingText).toBe('150 EGP');
    });

    it('is 0 for a cart of plans and trainings, which ship nothing', async () => {
      const { page } = await openCheckout([proPlan]);
      expect(page.shippingText).toBe('0 EGP');
      expect(page.totalText).toBe('6,100 EGP');
    });
  });

  describe('payment methods', () => {
    it('offers cash, card and pickup for products, and restores the last choice', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.details.method = 'pickup';
      });
      expect(page.paymentMethods).toEqual([
        { value: 'cash', label: 'Cash on Delivery' },
        { value: 'credit', label: 'Credit Card' },
        { value: 'pickup', label: 'Pickup from Store' },
      ]);
      expect(page.paymentMethod).toBe('pickup');
      expect(page.paymentNote).toBeNull();
    });

    it("offers only card, with 'Subscriptions require online payment', when the cart holds a plan or a training", async () => {
      const { page } = await openCheckout([etchGel, crownsCourse], (kit) => {
        kit.details.method = 'cash';
      });
      expect(page.paymentMethods).toEqual([{ value: 'credit', label: 'Credit Card' }]);
      expect(page.paymentMethod).toBe('credit');
      expect(page.paymentNote).toBe('Subscriptions require online payment');
      page.paymentMethodChosen('cash');
      expect(page.paymentMethod).toBe('credit');
    });
  });

  describe('placing the order', () => {
    it('places a cash order, clears the cart and the promo, and opens the confirmation', async () => {
      const { page, orders, cart, details, navigator } = await openCheckout([etchGel], (kit) => {
        kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
      });
      expect(page.discountText).toBe('-93 EGP');
      expect(page.totalText).toBe('837 EGP');
      page.placeOrderClicked();
      expect(page.placing).toBe(true);
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
      page.fieldChanged('email', 'guest@clinic.example');
      page.paymentMethodChosen('pickup');
      page.placeOrderClicked();
      await settle();
      expect(orders.created[0]).toMatchObject({ user_id: 0, shipping_email: 'guest@clinic.example', payment_method: 'pickup', shipping_amount: 0, total_amount: 1_200 });
    });

    it("asks to confirm a card payment first: Cancel keeps the page, 'Continue with Credit Card' leaves for the gateway", async () => {
      const { page, orders, payments, navigator, cart } = await openCheckout([etchGel], (kit) => {
        kit.details.method = 'credit';
      });
      page.placeOrderClicked();
      expect(page.confirmingCard).toBe(true);
      page.cardPaymentCancelled();
      expect(page.confirmingCard).toBe(false);
      expect(orders.created).toEqual([]);
      page.placeOrderClicked();
      page.cardPaymentConfirmed();
      await settle();
      expect(payments.intentions).toHaveLength(1);
      expect(navigator.left).toEqual(['/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs']);
      expect(page.placing).toBe(true);
      expect(cart.isEmpty).toBe(false);
    });

    it('subscribes a plan before paying', async () => {
      const { page, ai, payments } = await openCheckout([proPlan]);
      page.placeOrderClicked();
      page.cardPaymentConfirmed();
      await settle();
      expect(ai.subscriptions).toEqual([[7, { subscriptionId: 2, orderId: 41 }]]);
      expect(payments.intentions[0]?.special_reference).toBe('tiaraai-41');
    });

    it("shows the server's message when it refuses the order, and lets the customer try again", async () => {
      const message = 'Prices have changed since your cart was filled. The order total is now 540 EGP; please review your cart.';
      const { page, orders, cart, navigator } = await openCheckout([etchGel], (kit) => {
        kit.orders.createAnswer = failure('conflict', message, 409);
      });
      page.placeOrderClicked();
      await settle();
      expect(page.formError).toBe(message);
      expect(page.placing).toBe(false);
      expect(cart.isEmpty).toBe(false);
      expect(navigator.visited).toEqual([]);
      orders.createAnswer = { ok: true, value: 42 };
      page.placeOrderClicked();
      await settle();
      expect(page.formError).toBeNull();
      expect(navigator.current).toBe('/payment/confirmation?success=true&order=42&payment_method=cash');
    });

    it("shows SPEC's payment error when the intention fails", async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.details.method = 'credit';
        kit.payments.intentionAnswer = failure('server', 'Something went wrong on our side. Please try again.', 503);
      });
      page.placeOrderClicked();
      page.cardPaymentConfirmed();
      await settle();
      expect(page.formError).toBe('Error creating payment request: Something went wrong on our side. Please try again.');
      expect(page.placing).toBe(false);
    });

    it('ignores a second click while the order is being placed', async () => {
      const { page, orders } = await openCheckout();
      page.placeOrderClicked();
      page.placeOrderClicked();
      await settle();
      expect(orders.created).toHaveLength(1);
    });
  });

  describe('a stored promo', () => {
    it('is checked again when the shipping changes the amount, with the new discount', async () => {
      const { page, promos } = await openCheckout([etchGel], (kit) => {
        kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
      });
      expect(promos.checks).toEqual([]);
      page.governorateChosen('Alexandria');
      expect(page.checkingPromo).toBe(true);
      await settle();
      expect(promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 95_500, userId: 7 }]);
      expect(page.discountText).toBe('-95.50 EGP');
      expect(page.totalText).toBe('859.50 EGP');
      expect(page.checkingPromo).toBe(false);
    });

    it('is dropped with the reason when it no longer applies', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
        kit.promos.answer = () => ({ ok: true, value: { isValid: false, message: 'You have already used this promo code.', discount: 0, promoCodeId: null, code: null } });
      });
      page.paymentMethodChosen('pickup');
      await settle();
      expect(page.discountText).toBeNull();
      expect(page.promoNotice).toBe('You have already used this promo code.');
    });

    it('holds the order while it is being checked', async () => {
      const { page, orders } = await openCheckout([etchGel], (kit) => {
        kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
      });
      page.governorateChosen('Alexandria');
      page.placeOrderClicked();
      await settle();
      expect(orders.created).toEqual([]);
      page.placeOrderClicked();
      await settle();
      expect(orders.created[0]).toMatchObject({ total_amount: 859.5, promo_code_id: 1 });
    });
  });
});
