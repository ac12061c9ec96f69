import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/application/orders/OrderDetailApi';
import { type CheckoutChoice, ExpectedArrivalPresenter, type ExpectedArrivalView } from '../../../src/ui/delivery/ExpectedArrivalPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit, nourDetails } from '../checkout/checkoutTestKit';

/** The kit's clock reads Saturday 21 November 2026, 12:00 in Cairo: prepared Sunday or Monday. */
function arrivalOf(lines = [etchGel]) {
  const kit = checkoutTestKit(lines);
  return { ...kit, arrival: new ReadableArrivals(kit.container.get(ExpectedArrivalPresenter)) };
}

/** The presenter's answers with the days' no-break spaces read as spaces. */
class ReadableArrivals {
  constructor(private readonly presenter: ExpectedArrivalPresenter) {}
  ofProduct = (inStock: boolean, asGuest = false) => readable(this.presenter.ofProduct(inStock, asGuest));
  ofCart = (governorate = 'Cairo') => readable(this.presenter.ofCart(governorate));
  ofCheckout = (choice: CheckoutChoice) => readable(this.presenter.ofCheckout(choice));
  ofOrder = (order: OrderDetail) => readable(this.presenter.ofOrder(order));
}

function readable(view: ExpectedArrivalView | null): ExpectedArrivalView | null {
  return view && { when: view.when.replaceAll('\u00a0', ' '), where: view.where };
}

const toCairo = { when: 'Arrives Tue 24 Nov – Sun 29 Nov', where: 'Delivery to Cairo' };

const placedOrder: OrderDetail = {
  id: 41,
  // Sunday 22 November, 10:00 in Cairo.
  createdAt: new Date('2026-11-22T08:00:00Z'),
  status: 'Processing',
  paymentMethod: 'cash',
  paymentState: 'unpaid',
  subtotal: 78_000,
  shipping: 17_500,
  discount: 0,
  promoCode: null,
  total: 95_500,
  storeCredit: 0,
  deliveryAddress: { firstName: 'Mona', middleName: '', lastName: 'Fahmy', address: '22 Fouad Street', city: 'Smouha', state: 'Alexandria', postalCode: '', country: 'Egypt', phone: '01223456789', email: 'mona@clinic.example' },
  lines: [{ productId: 5, variantId: null, kind: 'product', sku: null, name: etchGel.name, quantity: 2, price: 39_000, image: '' }],
  timeline: [{ kind: 'placed', at: new Date('2026-11-22T08:00:00Z'), tracking: null, refund: null }],
};

describe('ExpectedArrivalPresenter', () => {
  it('on a product page: a product in stock arrives in Cairo, the default, from now; one out of stock is not expected', () => {
    const { arrival } = arrivalOf([]);
    expect(arrival.ofProduct(true)).toEqual(toCairo);
    expect(arrival.ofProduct(false)).toBeNull();
  });

  it('before ordering, counts to the governorate the browser kept from the saved address or the last checkout', () => {
    const { arrival, details } = arrivalOf();
    details.stored = { ...nourDetails, state: 'aswan' };
    expect(arrival.ofProduct(true)).toEqual({ when: 'Arrives Tue 24 Nov – Tue 1 Dec', where: 'Delivery to Aswan' });
    details.stored = { ...nourDetails, state: 'Atlantis' };
    expect(arrival.ofProduct(true)).toEqual(toCairo);
  });

  it("as a guest, the way the server draws a product page, counts to the default governorate whatever the browser kept", () => {
    const { arrival, details } = arrivalOf();
    details.stored = { ...nourDetails, state: 'aswan' };
    expect(arrival.ofProduct(true, true)).toEqual(toCairo);
  });

  it("in the cart: to the governorate its shipping estimate is for", () => {
    const { arrival } = arrivalOf();
    expect(arrival.ofCart('Aswan')).toEqual({ when: 'Arrives Tue 24 Nov – Tue 1 Dec', where: 'Delivery to Aswan' });
    expect(arrival.ofCart('Cairo')).toEqual(toCairo);
  });

  it('in the cart: nothing for plans and trainings alone, a window as soon as a product joins them', () => {
    const { arrival, cart } = arrivalOf([proPlan, crownsCourse]);
    const shown: unknown[] = [];
    const stop = autorun(() => shown.push(arrival.ofCart()));
    const { quantity: _quantity, ...gel } = etchGel;
    cart.addClicked(gel);
    stop();
    expect(shown).toEqual([null, toCairo]);
  });

  it('in the checkout: follows the governorate chosen, and for pickup says when the order is ready at the store', () => {
    const { arrival } = arrivalOf();
    expect(arrival.ofCheckout({ governorate: 'Giza', paymentMethod: 'cash' })).toEqual({ when: 'Arrives Tue 24 Nov – Sun 29 Nov', where: 'Delivery to Giza' });
    expect(arrival.ofCheckout({ governorate: 'Sohag', paymentMethod: 'credit' })).toEqual({ when: 'Arrives Tue 24 Nov – Tue 1 Dec', where: 'Delivery to Sohag' });
    expect(arrival.ofCheckout({ governorate: 'Sohag', paymentMethod: 'pickup' })).toEqual({ when: 'Ready for pickup Sun 22 Nov – Mon 23 Nov', where: 'Pickup from our store' });
  });

  it('for an order: from when it was placed, to its governorate, until it ships', () => {
    const { arrival } = arrivalOf([]);
    expect(arrival.ofOrder(placedOrder)).toEqual({ when: 'Arrives Wed 25 Nov – Mon 30 Nov', where: 'Delivery to Alexandria' });
    expect(arrival.ofOrder({ ...placedOrder, status: 'Shipped' })).toBeNull();
    expect(arrival.ofOrder({ ...placedOrder, paymentMethod: 'credit' })).toBeNull();
    expect(arrival.ofOrder({ ...placedOrder, paymentMethod: 'credit', paymentState: 'paid' })).toEqual({ when: 'Arrives Wed 25 Nov – Mon 30 Nov', where: 'Delivery to Alexandria' });
    expect(arrival.ofOrder({ ...placedOrder, lines: [{ ...placedOrder.lines[0]!, kind: 'ai-plan' }] })).toBeNull();
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it('writes the days and the governorate in Arabic, and redraws when the reader switches', async () => {
      await loadTexts('ar', ['storefront']);
      const { arrival } = arrivalOf();
      const shown: unknown[] = [];
      const stop = autorun(() => shown.push(arrival.ofCheckout({ governorate: 'Alexandria', paymentMethod: 'cash' })));
      showLanguage('ar');
      stop();
      expect(shown).toEqual([
        { when: 'Arrives Tue 24 Nov – Sun 29 Nov', where: 'Delivery to Alexandria' },
        { when: 'يصلك من الثلاثاء، 24 نوفمبر إلى الأحد، 29 نوفمبر', where: 'التوصيل إلى الإسكندرية' },
      ]);
    });
  });
});
