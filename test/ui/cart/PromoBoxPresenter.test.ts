import { afterEach, describe, expect, it } from 'vitest';
import { PROMO_REFRESH_DELAY_MS, PromoBoxPresenter } from '../../../src/ui/cart/PromoBoxPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { apiFailure, guest, settle } from '../../application/support/checkoutFakes';
import { etchGel } from '../../application/support/cartLines';
import { welcome10 } from '../../application/support/fakes/FakePromoApi';
import { checkoutTestKit } from '../checkout/checkoutTestKit';
import { openCart } from './cartTestKit';

describe('PromoBoxPresenter', () => {
  it('takes the promo from the amount its screen hands over when it opens', async () => {
    const kit = checkoutTestKit([etchGel]);
    const promo = kit.container.get(PromoBoxPresenter);
    promo.opened(() => 50_000);
    promo.codeChanged('WELCOME10');
    await promo.applyClicked();
    expect(kit.promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 50_000, userId: 7 }]);
    expect(promo.discount).toBe(5_000);
  });

  it("applies a code against subtotal plus the shipping estimate (Cairo's), then shows the discount and the success message", async () => {
    const { page, promos, details } = openCart([etchGel]);
    page.promo.codeChanged('welcome10');
    await page.promo.applyClicked();
    expect(promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 93_000, userId: 7 }]);
    expect(page.promo.notice).toEqual({ tone: 'success', text: 'Promo code applied successfully!' });
    expect(page.discountText).toBe('-93 EGP');
    expect(page.totalText).toBe('837 EGP');
    expect(page.promo.code).toBe('WELCOME10');
    expect(details.applied).toMatchObject({ code: 'WELCOME10', discount: 9_300 });
  });

  it('tells a guest to sign in and asks nothing', async () => {
    const { page, promos, sessions } = openCart();
    sessions.session = guest;
    page.promo.codeChanged('WELCOME10');
    await page.promo.applyClicked();
    expect(page.promo.notice).toEqual({ tone: 'error', text: 'You must be signed in to use a promo code.' });
    expect(promos.checks).toEqual([]);
  });

  it("shows the server's reason for an invalid code and clears the discount", async () => {
    const { page } = openCart([etchGel]);
    page.promo.codeChanged('WELCOME10');
    await page.promo.applyClicked();
    page.promo.codeChanged('EXPIRED20');
    await page.promo.applyClicked();
    expect(page.promo.notice).toEqual({ tone: 'error', text: 'Promo code has expired' });
    expect(page.discountText).toBeNull();
    expect(page.totalText).toBe('930 EGP');
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
        if (refusal === 'a failed call') promos.failures.set('validate', apiFailure('network'));
        page.promo.codeChanged('WELCOME10');
        await page.promo.applyClicked();
        expect(page.promo.notice).toEqual({ tone: 'error', text });
      }
    });
  });

  it("says 'Invalid promo code' with no discount when the call fails", async () => {
    const { page, promos } = openCart([etchGel]);
    promos.failures.set('validate', apiFailure('network'));
    page.promo.codeChanged('WELCOME10');
    await page.promo.applyClicked();
    expect(page.promo.notice).toEqual({ tone: 'error', text: 'Invalid promo code' });
    expect(page.discountText).toBeNull();
  });

  it('cannot apply an empty code or apply twice at once', async () => {
    const { page, promos } = openCart([etchGel]);
    expect(page.promo.canApply).toBe(false);
    page.promo.codeChanged('WELCOME10');
    const first = page.promo.applyClicked();
    expect(page.promo.canApply).toBe(false);
    await page.promo.applyClicked();
    await first;
    expect(promos.checks).toHaveLength(1);
  });

  it('shows a stored promo on opening without asking again', async () => {
    const { page, promos, clock } = openCart([etchGel], (kit) => {
      kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
    });
    clock.advance(PROMO_REFRESH_DELAY_MS);
    await settle();
    expect(page.promo.code).toBe('WELCOME10');
    expect(page.discountText).toBe('-93 EGP');
    expect(promos.checks).toEqual([]);
  });

  it('checks the code again once the cart settles after a change, and stops when the page closes', async () => {
    const { page, promos, clock } = openCart([etchGel]);
    page.promo.codeChanged('WELCOME10');
    await page.promo.applyClicked();
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
    page.promo.codeChanged('WELCOME10');
    await page.promo.applyClicked();
    promos.codes = [{ ...welcome10, minimumOrder: 300_000 }];
    page.minusClicked(page.lines[0]!.key);
    clock.advance(PROMO_REFRESH_DELAY_MS);
    await settle();
    expect(page.discountText).toBeNull();
    expect(page.promo.notice).toEqual({ tone: 'error', text: 'Minimum order amount of 3,000 EGP required' });
  });
});
