import { afterEach, describe, expect, it } from 'vitest';
import { PROMO_REFRESH_DELAY_MS } from '../../../src/ui/cart/PromoBoxPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { nourDetails } from '../checkout/checkoutTestKit';
import { openCart } from './cartTestKit';

describe('CartPagePresenter', () => {
  it("shows each line with 'Item #' and the SKU or else the id, linking products only", () => {
    const { page } = openCart();
    expect(page.lines.map(({ name, itemNumber, price, quantity, href }) => ({ name, itemNumber, price, quantity, href }))).toEqual([
      { name: etchGel.name, itemNumber: 'Item #5', price: '390 EGP', quantity: 2, href: '/products/5' },
      { name: crown.name, itemNumber: 'Item #NSM-PZA-S4-1', price: '1,200 EGP', quantity: 1, href: '/products/46' },
      { name: 'Pro', itemNumber: 'Item #1000002', price: '6,100 EGP', quantity: 1, href: null },
    ]);
    expect(page.isEmpty).toBe(false);
  });

  it('shows Subtotal, the shipping for Cairo and a Total that adds them up, with no Discount row when there is none', async () => {
    const { page } = openCart();
    await settle();
    expect([page.subtotalText, page.shippingLabel, page.shippingText, page.discountText, page.totalText]).toEqual(['8,080 EGP', 'Shipping (Cairo)', '150 EGP', null, '8,230 EGP']);
    expect(page.promoBaseText).toBeNull();
  });

  it("disables plus at stock and answers a plus past it with 'Stock limit reached!' for 1 s at the top centre", () => {
    const { page, toasts, clock } = openCart([{ ...etchGel, quantity: 10 }]);
    const [line] = page.lines;
    expect(line?.canIncrement).toBe(false);
    page.plusClicked(line!.key);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!', position: 'top-center', durationMs: 1_000 })]);
    expect(page.lines[0]?.quantity).toBe(10);
    clock.advance(1_000);
    expect(toasts.toasts).toEqual([]);
  });

  it('changes quantities with plus and minus, removes at 0 and with Remove, then shows the empty state', () => {
    const { page, cartStore } = openCart([etchGel, crown]);
    page.plusClicked(page.lines[0]!.key);
    expect(page.lines[0]?.quantity).toBe(3);
    page.minusClicked(page.lines[1]!.key);
    expect(page.lines).toHaveLength(1);
    page.removeClicked(page.lines[0]!.key);
    expect(page.isEmpty).toBe(true);
    expect(cartStore.stored.lines).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const { page, cartStore } = openCart([etchGel]);
    cartStore.changeInAnotherTab({ lines: [etchGel, crownsCourse] });
    expect(page.lines.map((line) => line.href)).toEqual(['/products/5', null]);
  });

  it('goes to /checkout and to /products', () => {
    const { page, navigator } = openCart();
    page.proceedToCheckoutClicked();
    page.continueShoppingClicked();
    expect(navigator.visited).toEqual(['/checkout', '/products']);
  });

  describe('the shipping estimate', () => {
    it('is for the governorate the checkout opens with: the one the browser keeps (the account’s, after sign-in), else Cairo', async () => {
      const { page } = openCart([etchGel], (kit) => {
        kit.details.stored = { ...nourDetails, state: 'alexandria' };
      });
      await settle();
      expect([page.shipping.governorate, page.shippingLabel, page.shippingText, page.totalText]).toEqual(['Alexandria', 'Shipping (Alexandria)', '175 EGP', '955 EGP']);
      const unknown = openCart([etchGel], (kit) => {
        kit.details.stored = { ...nourDetails, state: 'Atlantis' };
      });
      await settle();
      expect([unknown.page.shipping.governorate, unknown.page.shippingText]).toEqual(['Cairo', '150 EGP']);
    });

    it('shows the fee kept at the last checkout until the table arrives, then the table’s; 150 for a governorate without a fee', async () => {
      const { page } = openCart([etchGel], (kit) => {
        kit.details.stored = { ...nourDetails, state: 'Alexandria' };
        kit.details.fee = 16_000;
      });
      expect(page.shippingText).toBe('160 EGP');
      await settle();
      expect(page.shippingText).toBe('175 EGP');
      page.shipping.governorateChosen('North Sinai');
      expect(page.shippingText).toBe('150 EGP');
    });

    it('changes in place: the fee and the total follow, the promo is checked against the new amount, and the checkout opens with it', async () => {
      const { page, promos, details, clock } = openCart([etchGel], (kit) => {
        kit.details.stored = nourDetails;
      });
      await settle();
      page.promo.codeChanged('WELCOME10');
      await page.promo.applyClicked();
      expect([page.shippingText, page.discountText, page.totalText]).toEqual(['150 EGP', '-93 EGP', '837 EGP']);
      page.shipping.governorateChosen('Alexandria');
      expect([page.shippingLabel, page.shippingText]).toEqual(['Shipping (Alexandria)', '175 EGP']);
      expect([details.stored, details.fee]).toEqual([{ ...nourDetails, state: 'Alexandria' }, 17_500]);
      clock.advance(PROMO_REFRESH_DELAY_MS);
      await settle();
      expect(promos.checks.at(-1)).toMatchObject({ code: 'WELCOME10', orderAmount: 95_500 });
      // 780 + 175 − 95.50.
      expect([page.discountText, page.totalText]).toEqual(['-95.50 EGP', '859.50 EGP']);
      page.shipping.governorateChosen('Atlantis');
      expect(page.shipping.governorate).toBe('Alexandria');
    });

    it('keeps the fee of a governorate chosen before the table answered, once it has', async () => {
      const { page, details } = openCart([etchGel]);
      page.shipping.governorateChosen('Alexandria');
      expect(details.fee).toBeNull();
      await settle();
      expect([page.shipping.governorate, page.shippingText, details.fee]).toEqual(['Alexandria', '175 EGP', 17_500]);
    });

    it('charges the default 150 everywhere when the table cannot be loaded', async () => {
      const { page } = openCart([etchGel], (kit) => {
        kit.shippingFees.failures.set('fees', apiFailure('network'));
      });
      await settle();
      page.shipping.governorateChosen('Alexandria');
      expect(page.shippingText).toBe('150 EGP');
    });

    it('is left out, with its governorate, for a cart of plans and courses, which are not delivered', async () => {
      const { page } = openCart([proPlan, crownsCourse]);
      await settle();
      expect([page.shipping.delivers, page.shippingText, page.totalText]).toEqual([false, null, '8,600 EGP']);
    });
  });

  describe('what the promo is taken from', () => {
    it('is subtotal plus the shipping estimate, and says so under the Discount; the subtotal alone for a cart of plans', async () => {
      const { page, promos } = openCart([etchGel]);
      await settle();
      page.promo.codeChanged('WELCOME10');
      await page.promo.applyClicked();
      expect(page.promoBaseText).toBe('Promo discount taken from subtotal + shipping (930 EGP)');
      const plans = openCart([proPlan]);
      await settle();
      plans.page.promo.codeChanged('WELCOME10');
      await plans.page.promo.applyClicked();
      expect([promos.checks[0]?.orderAmount, plans.promos.checks[0]?.orderAmount]).toEqual([93_000, 610_000]);
      expect(plans.page.promoBaseText).toBe('Promo discount taken from the subtotal (6,100 EGP)');
    });
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it('names the governorate of the shipping line and what the promo is taken from', async () => {
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      const { page } = openCart([etchGel]);
      await settle();
      page.promo.codeChanged('WELCOME10');
      await page.promo.applyClicked();
      expect([page.shippingLabel, page.shippingText, page.totalText]).toEqual(['الشحن (القاهرة)', '150 ج.م', '837 ج.م']);
      expect(page.promoBaseText).toBe('خصم الكود محسوب من المجموع الفرعي + الشحن (930 ج.م)');
      expect(page.shipping.governorates[1]).toEqual({ value: 'Giza', label: 'الجيزة' });
    });
  });
});
