import { describe, expect, it } from 'vitest';
import { settle } from '../../application/support/checkoutFakes';
import { etchGel } from '../../application/support/cartLines';
import { openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

const welcome10 = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };

describe('StoredPromoPresenter (a stored promo)', () => {
  it('is checked again when the shipping changes the amount, with the new discount', async () => {
    const { page, promos } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
    });
    expect(promos.checks).toEqual([]);
    page.form.address.governorateChosen('Alexandria');
    expect(page.promo.checking).toBe(true);
    await settle();
    expect(promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 95_500, userId: 7 }]);
    expect(page.summary.discountText).toBe('-95.50 EGP');
    expect(page.summary.totalText).toBe('859.50 EGP');
    expect(page.promo.checking).toBe(false);
  });

  it('is dropped with the reason when it no longer applies', async () => {
    const { page } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
      kit.promos.used.add('1:7');
    });
    page.form.paymentMethodChosen('pickup');
    await settle();
    expect(page.summary.discountText).toBeNull();
    expect(page.promo.notice).toBe('You have already used this promo code.');
  });

  it('holds the order while it is being checked', async () => {
    const { page, orders } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
    });
    page.form.address.governorateChosen('Alexandria');
    page.placement.placeOrderClicked();
    await settle();
    expect(orders.created).toEqual([]);
    page.placement.placeOrderClicked();
    await settle();
    expect(orders.created[0]).toMatchObject({ total_amount: 859.5, promo_code_id: 1 });
  });

  it('counts only the answer about the latest amount', async () => {
    const { page, promos } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
    });
    const answer = promos.validate.bind(promos);
    const held: (() => void)[] = [];
    promos.validate = (request) => new Promise((resolve) => held.push(() => resolve(answer(request))));
    page.form.address.governorateChosen('Alexandria');
    page.form.paymentMethodChosen('pickup');
    await settle();
    expect(promos.checks).toEqual([]);
    held[1]?.();
    await settle();
    expect(page.summary.discountText).toBe('-78 EGP');
    held[0]?.();
    await settle();
    expect(promos.checks.map((check) => check.orderAmount)).toEqual([78_000, 95_500]);
    expect(page.summary.discountText).toBe('-78 EGP');
    expect(page.promo.checking).toBe(false);
  });
});
