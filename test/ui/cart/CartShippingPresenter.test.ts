import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@tiara/domain/cart';
import { CartShippingPresenter } from '../../../src/ui/cart/CartShippingPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { type CheckoutTestKit, checkoutTestKit, nourDetails } from '../checkout/checkoutTestKit';

/** The cart's shipping estimate on a cart of `lines`, once `prepare` has set the fakes up; not yet opened. */
function estimate(lines: readonly CartLine[] = [etchGel, crown], prepare: (kit: CheckoutTestKit) => void = () => {}) {
  const kit = checkoutTestKit(lines);
  prepare(kit);
  return { ...kit, shipping: kit.container.get(CartShippingPresenter) };
}

afterEach(() => showLanguage('en'));

describe('CartShippingPresenter', () => {
  it('opens with the governorate the browser keeps for the checkout, spelt as the shop spells it, and its fee once the table arrives', async () => {
    const { shipping, shippingFees } = estimate([etchGel], (kit) => {
      kit.details.stored = { ...nourDetails, state: ' ALEXANDRIA ' };
    });
    expect([shipping.governorate, shipping.governorateText]).toEqual(['Cairo', 'Cairo']);
    shipping.opened();
    expect([shipping.governorate, shipping.governorateText, shipping.fee]).toEqual(['Alexandria', 'Alexandria', 15_000]);
    await settle();
    expect(shippingFees.calls).toBe(1);
    expect(shipping.fee).toBe(17_500);
  });

  it('opens with Cairo, SPEC §2’s default, when the browser keeps none or one that is not a governorate', async () => {
    for (const state of ['', 'Atlantis']) {
      const { shipping } = estimate([etchGel], (kit) => {
        kit.details.stored = { ...nourDetails, state };
        kit.details.fee = 17_500;
      });
      shipping.opened();
      expect([shipping.governorate, shipping.fee]).toEqual(['Cairo', 15_000]);
    }
  });

  it("shows the fee kept at the last checkout until the table arrives, but not a pickup's 0", async () => {
    const kept = estimate([etchGel], (kit) => {
      kit.details.stored = { ...nourDetails, state: 'Alexandria' };
      kit.details.fee = 16_000;
    });
    kept.shipping.opened();
    expect(kept.shipping.fee).toBe(16_000);
    await settle();
    expect(kept.shipping.fee).toBe(17_500);

    const pickup = estimate([etchGel], (kit) => {
      kit.details.stored = { ...nourDetails, state: 'Alexandria' };
      kit.details.fee = 0;
    });
    pickup.shipping.opened();
    expect(pickup.shipping.fee).toBe(15_000);
  });

  it('keeps another governorate picked in the cart for the checkout, with its fee', async () => {
    const { shipping, details } = estimate([etchGel], (kit) => {
      kit.details.stored = nourDetails;
    });
    shipping.opened();
    await settle();
    shipping.governorateChosen('Alexandria');
    expect([shipping.governorate, shipping.fee]).toEqual(['Alexandria', 17_500]);
    expect([details.stored, details.fee]).toEqual([{ ...nourDetails, state: 'Alexandria' }, 17_500]);
    shipping.governorateChosen('North Sinai');
    expect([shipping.fee, details.fee]).toEqual([15_000, 15_000]);
  });

  it('ignores a name that is not a governorate, keeping nothing', async () => {
    const { shipping, details } = estimate();
    shipping.opened();
    await settle();
    shipping.governorateChosen('Atlantis');
    expect([shipping.governorate, details.stored.state, details.fee]).toEqual(['Cairo', '', null]);
  });

  it('keeps the fee of a governorate picked before the table arrived only once it has', async () => {
    const { shipping, details, shippingFees } = estimate();
    shippingFees.hold();
    shipping.opened();
    shipping.governorateChosen('Alexandria');
    expect([details.stored.state, details.fee]).toEqual(['Alexandria', null]);
    await shippingFees.release();
    expect(details.fee).toBe(17_500);
  });

  it('charges and keeps the default 150 EGP when the table cannot be read', async () => {
    const { shipping, details } = estimate([etchGel], (kit) => {
      kit.shippingFees.failures.set('fees', apiFailure('network'));
    });
    shipping.opened();
    await settle();
    shipping.governorateChosen('Alexandria');
    expect([shipping.fee, details.fee]).toEqual([15_000, 15_000]);
  });

  it('ships nothing for a cart of plans and courses, and keeps no fee for it', async () => {
    const { shipping, details } = estimate([proPlan, crownsCourse], (kit) => {
      kit.details.stored = { ...nourDetails, state: 'Alexandria' };
      kit.details.fee = 17_500;
    });
    shipping.opened();
    expect([shipping.delivers, shipping.fee]).toEqual([false, 0]);
    await settle();
    expect(shipping.fee).toBe(0);
    shipping.governorateChosen('Giza');
    expect([details.stored.state, details.fee]).toEqual(['Giza', 17_500]);
    expect(estimate([proPlan, etchGel]).shipping.delivers).toBe(true);
  });

  it('offers the 27 governorates, Cairo first, and names them in Arabic on an Arabic page', async () => {
    const { shipping } = estimate();
    expect(shipping.governorates).toHaveLength(27);
    expect(shipping.governorates[0]).toEqual({ value: 'Cairo', label: 'Cairo' });
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    shipping.governorateChosen('Alexandria');
    expect(shipping.governorateText).toBe('الإسكندرية');
    expect(shipping.governorates.slice(0, 3)).toEqual([
      { value: 'Cairo', label: 'القاهرة' },
      { value: 'Giza', label: 'الجيزة' },
      { value: 'Alexandria', label: 'الإسكندرية' },
    ]);
  });
});
