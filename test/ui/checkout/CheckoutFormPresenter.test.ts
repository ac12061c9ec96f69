import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { guest, settle } from '../../application/support/checkoutFakes';
import { nourDetails, openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

describe('CheckoutFormPresenter (the checkout form)', () => {
  describe('the form', () => {
    it('fills in the saved details and shows a signed-in e-mail as read-only text', async () => {
      const { page } = await openCheckout();
      const { address } = page.form;
      expect([address.firstName, address.middleName, address.lastName, address.phone, address.address, address.governorate, address.city, address.postalCode]).toEqual([
        'Nour',
        'Ahmed',
        'Mansour',
        '010 1234 5678',
        '14 El Nozha Street',
        'Cairo',
        'Heliopolis',
        '11341',
      ]);
      expect(page.form.sessionEmail).toBe('clinic@example.com');
    });

    it('lets a guest type an e-mail, and starts a new customer in Cairo', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, state: '', city: '' };
      });
      expect(page.form.sessionEmail).toBeNull();
      expect(page.form.address.governorate).toBe('Cairo');
      expect(page.form.address.governorates).toHaveLength(27);
    });

    it("shows SPEC's message under each missing or invalid field, and clears it when the field changes", async () => {
      const { page, orders } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, firstName: ' ', middleName: '', lastName: '', address: '', phone: '' };
      });
      page.placement.placeOrderClicked();
      expect(page.form.address.fieldErrors).toEqual({
        firstName: 'First name is required',
        middleName: 'Middle name is required',
        lastName: 'Last name is required',
        phone: 'Phone Number is required',
        address: 'Address is required',
      });
      expect(page.form.fieldErrors).toEqual({ email: 'Email is required' });
      page.form.fieldChanged('email', 'clinic@');
      page.form.address.fieldChanged('phone', '0131234567');
      expect(page.form.fieldErrors.email).toBeUndefined();
      page.placement.placeOrderClicked();
      expect(page.form.fieldErrors.email).toBe('Enter a valid email address');
      expect(page.form.address.fieldErrors.phone).toBe('Please enter a valid Egyptian phone number (e.g., 01012345678)');
      expect(orders.created).toEqual([]);
    });

    it('refuses an empty cart with its message', async () => {
      const { page, orders } = await openCheckout([]);
      expect(page.summary.isCartEmpty).toBe(true);
      page.placement.placeOrderClicked();
      expect(page.form.formError).toBe('Your cart is empty. Please add items before proceeding to checkout.');
      expect(page.placement.error).toBe('Your cart is empty. Please add items before proceeding to checkout.');
      expect(orders.created).toEqual([]);
    });

    it('stops when there is nothing to pay', async () => {
      const { page, orders } = await openCheckout([{ ...etchGel, price: 0 }], (kit) => {
        kit.details.method = 'pickup';
      });
      page.placement.placeOrderClicked();
      expect(page.placement.error).toBe('Something went wrong please try again.');
      expect(orders.created).toEqual([]);
    });
  });

  describe('bringing the first problem into view', () => {
    it('names the first wrong field in the order the screen shows them, each time Place Order finds one', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, middleName: '', address: '', phone: '0123' };
      });
      expect(page.form.focus.field).toBeNull();
      page.placement.placeOrderClicked();
      expect(page.form.focus.field).toBe('middleName');
      page.form.address.fieldChanged('middleName', 'Ahmed');
      page.form.fieldChanged('email', 'nour@clinic.example');
      page.placement.placeOrderClicked();
      expect(page.form.focus.field).toBe('phone');
      const asked = page.form.focus.request;
      page.placement.placeOrderClicked();
      expect([page.form.focus.field, page.form.focus.request]).toEqual(['phone', asked + 1]);
      page.form.address.fieldChanged('phone', '0101 234 5678');
      page.placement.placeOrderClicked();
      expect(page.form.focus.field).toBe('address');
    });

    it("puts a guest's e-mail between the names and the phone", async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, phone: '0123' };
      });
      page.placement.placeOrderClicked();
      expect(page.form.focus.field).toBe('email');
    });

    it('moves nothing when the form is fine but the cart is empty', async () => {
      const { page } = await openCheckout([]);
      page.placement.placeOrderClicked();
      expect(page.placement.error).not.toBeNull();
      expect(page.form.focus.field).toBeNull();
    });
  });

  describe('a cart with nothing to deliver (plans and trainings)', () => {
    it('asks for no address, governorate or saved address, only the names, the e-mail and the phone', async () => {
      const { page } = await openCheckout([proPlan, crownsCourse], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, address: '', state: '', phone: '0123' };
        kit.addresses.book = [];
      });
      expect(page.form.needsDelivery).toBe(false);
      page.placement.placeOrderClicked();
      expect(page.form.address.fieldErrors).toEqual({ phone: 'Please enter a valid Egyptian phone number (e.g., 01012345678)' });
      expect(page.form.fieldErrors).toEqual({ email: 'Email is required' });
      expect(page.form.focus.field).toBe('email');
      expect(page.savedAddresses.offersSaving).toBe(false);
    });

    it("places the order without shipping, SPEC's fields filled from what the browser keeps of the account", async () => {
      const { page, orders } = await openCheckout([proPlan]);
      page.placement.placeOrderClicked();
      page.placement.cardPaymentConfirmed();
      await settle();
      expect(orders.created[0]).toMatchObject({
        shipping_user_first_name: 'Nour',
        shipping_email: 'clinic@example.com',
        shipping_phone: '01012345678',
        shipping_address: '14 El Nozha Street',
        shipping_state: 'Cairo',
        shipping_country: 'Egypt',
        shipping_amount: 0,
        total_amount: 6_100,
      });
    });

    it('asks for the address again once a product joins the cart', async () => {
      const { page, cart } = await openCheckout([proPlan], (kit) => {
        kit.details.stored = { ...nourDetails, address: '' };
      });
      page.placement.placeOrderClicked();
      expect(page.form.address.fieldErrors).toEqual({});
      cart.addClicked({ id: etchGel.id, name: etchGel.name, price: etchGel.price, image: etchGel.image, stock: etchGel.stock });
      expect(page.form.needsDelivery).toBe(true);
      page.placement.placeOrderClicked();
      expect(page.form.address.fieldErrors).toEqual({ address: 'Address is required' });
      expect(page.form.focus.field).toBe('address');
    });
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it("words the rules' problems in the shown language, and again when the reader switches", async () => {
      await loadTexts('ar', ['storefront']);
      const { page } = await openCheckout([etchGel, crownsCourse], (kit) => {
        kit.sessions.session = guest;
        kit.details.stored = { ...nourDetails, firstName: ' ', phone: '0131234567' };
      });
      page.placement.placeOrderClicked();
      showLanguage('ar');
      expect(page.form.address.fieldErrors).toEqual({
        firstName: 'الاسم الأول مطلوب',
        phone: 'يُرجى إدخال رقم هاتف مصري صحيح (مثال: \u206601012345678\u2069)',
      });
      expect(page.form.fieldErrors).toEqual({ email: 'البريد الإلكتروني مطلوب' });
      expect(page.form.paymentNote).toBe('الاشتراكات تتطلب الدفع الإلكتروني');
      showLanguage('en');
      expect(page.form.address.fieldErrors.firstName).toBe('First name is required');
      expect(page.form.paymentNote).toBe('Subscriptions require online payment');
    });

    it('words the empty cart in Arabic', async () => {
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      const { page } = await openCheckout([]);
      page.placement.placeOrderClicked();
      expect(page.placement.error).toBe('سلة التسوق فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.');
    });
  });

  describe('payment methods', () => {
    it('offers cash, card and pickup for products, and restores the last choice', async () => {
      const { page } = await openCheckout([etchGel], (kit) => {
        kit.details.method = 'pickup';
      });
      expect(page.form.paymentMethods).toEqual([
        { value: 'cash', label: 'Cash on Delivery' },
        { value: 'credit', label: 'Credit Card' },
        { value: 'pickup', label: 'Pickup from Store' },
      ]);
      expect(page.form.paymentMethod).toBe('pickup');
      expect(page.form.paymentNote).toBeNull();
    });

    it("offers only card, with 'Subscriptions require online payment', when the cart holds a plan or a training", async () => {
      const { page } = await openCheckout([etchGel, crownsCourse], (kit) => {
        kit.details.method = 'cash';
      });
      expect(page.form.paymentMethods).toEqual([{ value: 'credit', label: 'Credit Card' }]);
      expect(page.form.paymentMethod).toBe('credit');
      expect(page.form.paymentNote).toBe('Subscriptions require online payment');
      page.form.paymentMethodChosen('cash');
      expect(page.form.paymentMethod).toBe('credit');
    });

    it('keeps the chosen method for the next visit', async () => {
      const { page, details } = await openCheckout();
      page.form.paymentMethodChosen('pickup');
      expect(details.method).toBe('pickup');
    });
  });
});
