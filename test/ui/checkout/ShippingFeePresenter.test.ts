import { describe, expect, it } from 'vitest';
import { CheckoutPresenter } from '../../../src/ui/checkout/CheckoutPresenter';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { checkoutTestKit, nourDetails, openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

describe('ShippingFeePresenter (the shipping fee)', () => {
  it("is the governorate's fee from the server, 150 when it is 0 or unknown, 0 for pickup, and is saved each time", async () => {
    const { page, details } = await openCheckout();
    expect(page.summary.shippingText).toBe('150 EGP');
    page.form.address.governorateChosen('Alexandria');
    expect([page.summary.shippingText, details.fee]).toEqual(['175 EGP', 17_500]);
    page.form.address.governorateChosen('North Sinai');
    expect(page.summary.shippingText).toBe('150 EGP');
    page.form.address.governorateChosen('Luxor');
    expect(page.summary.shippingText).toBe('150 EGP');
    page.form.paymentMethodChosen('pickup');
    expect([page.summary.shippingText, details.fee, details.method]).toEqual(['0 EGP', 0, 'pickup']);
    page.form.paymentMethodChosen('cash');
    expect(details.fee).toBe(15_000);
  });

  it('is restored from the last visit until the table arrives, then follows the table', async () => {
    const kit = checkoutTestKit([etchGel]);
    kit.details.stored = { ...nourDetails, state: 'Alexandria', city: '' };
    kit.details.fee = 16_000;
    const page = kit.container.get(CheckoutPresenter);
    page.opened();
    expect(page.summary.shippingText).toBe('160 EGP');
    await settle();
    expect(page.summary.shippingText).toBe('175 EGP');
    expect(kit.details.fee).toBe(17_500);
  });

  it('falls back to 150 for every governorate when the table cannot be loaded', async () => {
    const { page } = await openCheckout([etchGel], (kit) => {
      kit.shippingFees.failures.set('fees', apiFailure('network'));
    });
    page.form.address.governorateChosen('Alexandria');
    expect(page.summary.shippingText).toBe('150 EGP');
  });

  it('is 0 for a cart of plans and trainings, which ship nothing', async () => {
    const { page } = await openCheckout([proPlan]);
    expect(page.summary.shippingText).toBe('0 EGP');
    expect(page.summary.totalText).toBe('6,100 EGP');
  });
});
