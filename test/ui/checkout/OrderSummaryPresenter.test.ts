import { describe, expect, it } from 'vitest';
import { crown, etchGel } from '../../application/support/cartLines';
import { openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

describe('OrderSummaryPresenter (the order summary)', () => {
  it("lists the cart's lines with their unit price and line total", async () => {
    const { page, cart } = await openCheckout([etchGel, crown]);
    expect(page.summary.isCartEmpty).toBe(false);
    expect(page.summary.lines).toEqual([
      { key: cart.keyOf(etchGel), name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', quantity: 2, unitPrice: '390 EGP', lineTotal: '780 EGP' },
      { key: cart.keyOf(crown), name: expect.stringContaining('NuSmile ZR Zirconia Crown, Primary Central'), quantity: 1, unitPrice: '1,200 EGP', lineTotal: '1,200 EGP' },
    ]);
  });

  it('adds the shipping fee to the subtotal and takes off the stored promo’s discount', async () => {
    const { page } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };
    });
    expect([page.summary.subtotalText, page.summary.shippingText, page.summary.discountText, page.summary.totalText]).toEqual(['780 EGP', '150 EGP', '-93 EGP', '837 EGP']);
  });

  it('shows no discount row without a promo', async () => {
    const { page } = await openCheckout();
    expect(page.summary.discountText).toBeNull();
    expect(page.summary.totalText).toBe('930 EGP');
  });
});
