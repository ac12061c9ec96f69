import { describe, expect, it } from 'vitest';
import { CheckoutPresenter } from '../../../src/ui/checkout/CheckoutPresenter';
import { mainClinic } from '../../application/support/fakes/FakeAddressBookApi';
import { settle } from '../../application/support/checkoutFakes';
import { etchGel } from '../../application/support/cartLines';
import { checkoutTestKit, nourDetails, openCheckoutWithKeptDetails as openCheckout } from './checkoutTestKit';

const welcome10 = { code: 'WELCOME10', promoCodeId: 1, discount: 9_300, orderAmount: 93_000 };

describe('CheckoutPresenter (the checkout screen)', () => {
  it('opens by filling the form, then loading the fee table and the saved addresses', async () => {
    const { page, shippingFees, addresses } = await openCheckout();
    expect(page.form.address.firstName).toBe('Nour');
    expect(shippingFees.calls).toBe(1);
    expect(addresses.calls).toEqual(['list']);
    expect(page.savedAddresses.choices).toEqual([]);
  });

  it('gives each screen its own sub-presenters, which share one form', async () => {
    const kit = checkoutTestKit([etchGel]);
    kit.addresses.book = [mainClinic];
    const first = kit.container.get(CheckoutPresenter);
    const second = kit.container.get(CheckoutPresenter);
    expect(first.form).not.toBe(second.form);
    first.opened();
    await settle();
    // The picker of the first screen filled the form that screen draws, and no other.
    expect(first.savedAddresses.pickedId).toBe(mainClinic.id);
    expect(first.form.address.firstName).toBe('Nour');
    expect(second.form.address.firstName).toBe('');
  });

  it('stops checking the promo and keeping the fee once closed', async () => {
    const { page, promos, details } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
    });
    page.closed();
    page.form.address.governorateChosen('Alexandria');
    await settle();
    expect(promos.checks).toEqual([]);
    expect(page.promo.checking).toBe(false);
    expect(details.fee).toBe(15_000);
  });

  it('opens again after being closed, as a view mounted twice does', async () => {
    const { page, promos, details } = await openCheckout([etchGel], (kit) => {
      kit.details.applied = welcome10;
    });
    page.closed();
    page.opened();
    page.form.address.governorateChosen('Alexandria');
    await settle();
    expect(promos.checks).toEqual([{ code: 'WELCOME10', orderAmount: 95_500, userId: 7 }]);
    expect(details.fee).toBe(17_500);
    expect(page.form.address.address).toBe(nourDetails.address);
  });
});
