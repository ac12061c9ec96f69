import { afterEach, describe, expect, it } from 'vitest';
import { CartPagePresenter, PROMO_REFRESH_DELAY_MS } from '../../../src/ui/cart/CartPagePresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { failure, guest, settle } from '../../application/support/checkoutFakes';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit } from '../checkout/checkoutTestKit';

function openCart(lines = [etchGel, crown, proPlan]) {
  const kit = checkoutTestKit(lines);
  const page = kit.container.get(CartPagePresenter);
  page.opened();
  return { ...kit, page };
}

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

  it('sums Subtotal and Total and hides the Discount row when there is none', () => {
    const { page } = openCart();
    expect(page.subtotalText).toBe('8,080 EGP');
    expect(page.discountText).toBeNull();
    expect(page.totalText).toBe('8,080 EGP');
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

  describe('the promo box', () => {
    it('applies a code against subtotal plus the default shipping, then shows the discount and the success message', async () => {
      const { page, promos, details } = openCart([etchGel]);
      page.promoInputChanged('welcome10');
      await page.applyPromoClicked();
      expect(promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 93_000, userId: 7 }]);
      expect(page.promoNotice).toEqual({ tone: 'success', text: 'Promo code applied successfully!' });
      expect(page.discountText).toBe('-93 EGP');
      expect(page.totalText).toBe('687 EGP');
      expect(page.promoInput).toBe('WELCOME10');
      expect(details.applied).toMatchObject({ code: 'WELCOME10', discount: 9_300 });
    });

    it('uses the shipping fee last chosen at checkout, and none for a cart of plans and trainings', async () => {
      const kit = checkoutTestKit([etchGel]);
      kit.details.fee = 0;
      const page = kit.container.get(CartPagePresenter);
      page.opened();
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      const plans = openCart([proPlan]);
      plans.page.promoInputChanged('WELCOME10');
      await plans.page.applyPromoClicked();
      expect([kit.promos.checks[0]?.orderAmount, plans.promos.checks[0]?.orderAmount]).toEqual([78_000, 610_000]);
    });

    it('tells a guest to sign in and asks nothing', async () => {
      const { page, promos, sessions } = openCart();
      sessions.session = guest;
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      expect(page.promoNotice).toEqual({ tone: 'error', text: 'You must be signed in to use a promo code.' });
      expect(promos.checks).toEqual([]);
    });

    it("shows the server's reason for an invalid code and clears the discount", async () => {
      const { page, promos } = openCart([etchGel]);
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      promos.answer = () => ({ ok: true, value: { isValid: false, message: 'Promo code has expired', discount: 0, promoCodeId: null, code: null } });
      page.promoInputChanged('EXPIRED20');
      await page.applyPromoClicked();
      expect(page.promoNotice).toEqual({ tone: 'error', text: 'Promo code has expired' });
      expect(page.discountText).toBeNull();
      expect(page.totalText).toBe('780 EGP');
    });

    describe('in Arabic', () => {
      afterEach(() => showLanguage('en'));

      it.each([
        ['a guest', 'يجب تسجيل الدخول لاستخدام كود الخصم.', 'You must be signed in to use a promo code.'],
        ['a failed call', 'كود الخصم غير صالح', 'Invalid promo code'],
      ])("words the shop's refusal of %s in the shown language", async (refusal, arabic, english) => {
        await loadTexts('ar', ['storefront']);
        for (const [language, text] of [['ar', arabic], ['en', english]] as const) {
          showLanguage(language);
          const { page, promos, sessions } = openCart([etchGel]);
          if (refusal === 'a guest') sessions.session = guest;
          if (refusal === 'a failed call') promos.answer = () => failure('network');
          page.promoInputChanged('WELCOME10');
          await page.applyPromoClicked();
          expect(page.promoNotice).toEqual({ tone: 'error', text });
        }
      });
    });

    it("says 'Invalid promo code' with no discount when the call fails", async () => {
      const { page, promos } = openCart([etchGel]);
      promos.answer = () => failure('network');
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      expect(page.promoNotice).toEqual({ tone: 'error', text: 'Invalid promo code' });
      expect(page.discountText).toBeNull();
    });

    it('cannot apply an empty code or apply twice at once', async () => {
      const { page, promos } = openCart([etchGel]);
      expect(page.canApplyPromo).toBe(false);
      page.promoInputChanged('WELCOME10');
      const first = page.applyPromoClicked();
      expect(page.canApplyPromo).toBe(false);
      await page.applyPromoClicked();
      await first;
      expect(promos.checks).toHaveLength(1);
    });

    it('shows a stored promo on opening without asking again', async () => {
      const kit = checkoutTestKit([etchGel]);
      kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
      const page = kit.container.get(CartPagePresenter);
      page.opened();
      kit.clock.advance(PROMO_REFRESH_DELAY_MS);
      await settle();
      expect(page.promoInput).toBe('WELCOME10');
      expect(page.discountText).toBe('-93 EGP');
      expect(kit.promos.checks).toEqual([]);
    });

    it('checks the code again once the cart settles after a change, and stops when the page closes', async () => {
      const { page, promos, clock } = openCart([etchGel]);
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      const key = page.lines[0]!.key;
      page.plusClicked(key);
      page.plusClicked(key);
      clock.advance(PROMO_REFRESH_DELAY_MS - 1);
      expect(promos.checks).toHaveLength(1);
      clock.advance(1);
      await settle();
      expect(promos.checks.at(-1)).toEqual({ code: 'WELCOME10', orderAmount: 171_000, userId: 7 });
      expect(page.discountText).toBe('-171 EGP');
      page.closed();
      page.minusClicked(key);
      clock.advance(PROMO_REFRESH_DELAY_MS);
      await settle();
      expect(promos.checks).toHaveLength(2);
    });

    it('drops the discount with the reason when the changed cart no longer qualifies', async () => {
      const { page, promos, clock } = openCart([etchGel]);
      page.promoInputChanged('WELCOME10');
      await page.applyPromoClicked();
      promos.answer = () => ({ ok: true, value: { isValid: false, message: 'Minimum order amount of 3,000 EGP required', discount: 0, promoCodeId: null, code: null } });
      page.minusClicked(page.lines[0]!.key);
      clock.advance(PROMO_REFRESH_DELAY_MS);
      await settle();
      expect(page.discountText).toBeNull();
      expect(page.promoNotice).toEqual({ tone: 'error', text: 'Minimum order amount of 3,000 EGP required' });
    });
  });
});
