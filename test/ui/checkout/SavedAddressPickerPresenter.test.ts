import { describe, expect, it } from 'vitest';
import { isolated } from '@tiara/domain/language';
import type { SavedAddress } from '../../../src/application/addresses/AddressBookApi';
import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';
import { CheckoutPresenter } from '../../../src/ui/checkout/CheckoutPresenter';
import { dokkiBranch, mainClinic } from '../../application/support/fakes/FakeAddressBookApi';
import { apiFailure, guest, noDetails, settle } from '../../application/support/checkoutFakes';
import { etchGel, proPlan } from '../../application/support/cartLines';
import { type CheckoutTestKit, checkoutTestKit, openCheckout as openCheckoutOn } from './checkoutTestKit';

const alexandria: SavedAddress = { ...dokkiBranch, id: 3, label: 'Alexandria branch', address: '5 Fouad Street', governorate: 'Alexandria', city: 'Smouha', postalCode: '21500' };
const typed = { firstName: 'Omar', middleName: 'Samir', lastName: 'Fahmy', address: '2 Abbas El Akkad', phone: '01112223334', city: 'Nasr City', state: 'Cairo', postalCode: '' };

/** The checkout of a customer who keeps three addresses, Main clinic the default. */
const openCheckout = (prepare: (kit: CheckoutTestKit) => void = () => {}) =>
  openCheckoutOn([etchGel], (kit) => {
    kit.addresses.book = [mainClinic, dokkiBranch, alexandria];
    prepare(kit);
  });

const formOf = ({ form: { address } }: CheckoutPresenter) => [address.firstName, address.middleName, address.lastName, address.phone, address.address, address.governorate, address.city, address.postalCode];

describe('SavedAddressPickerPresenter (the saved addresses at checkout)', () => {
  it('offers the signed-in customer’s saved addresses above the form: label, street, city and governorate', async () => {
    const { page } = await openCheckout();
    expect(page.savedAddresses.choices).toEqual([
      { id: 1, label: 'Main clinic', place: `${isolated('14 El Nozha Street')}, ${isolated('Heliopolis')}, Cairo`, isDefault: true },
      { id: 2, label: 'Dokki branch', place: `${isolated('3 Tahrir Street')}, ${isolated('Dokki')}, Giza`, isDefault: false },
      { id: 3, label: 'Alexandria branch', place: `${isolated('5 Fouad Street')}, ${isolated('Smouha')}, Alexandria`, isDefault: false },
    ]);
  });

  it('preselects the default address when the form is empty', async () => {
    const { page } = await openCheckout();
    expect(formOf(page)).toEqual(['Nour', 'Ahmed', 'Mansour', '01012345678', '14 El Nozha Street', 'Cairo', 'Heliopolis', '11341']);
    expect(page.savedAddresses.pickedId).toBe(1);
    expect(page.savedAddresses.offersSaving).toBe(false);
  });

  it('offers no saved address and no saving for a cart with nothing to deliver, though the default still fills the names and phone', async () => {
    const { page } = await openCheckoutOn([proPlan], (kit) => {
      kit.addresses.book = [mainClinic, dokkiBranch];
      kit.details.stored = noDetails;
    });
    expect(page.savedAddresses.choices).toEqual([]);
    expect(page.savedAddresses.offersSaving).toBe(false);
    expect(formOf(page).slice(0, 4)).toEqual(['Nour', 'Ahmed', 'Mansour', '01012345678']);
  });

  it('keeps the details the browser kept, and shows no address picked, until the customer picks one', async () => {
    const { page } = await openCheckout((kit) => {
      kit.details.stored = typed;
    });
    expect(formOf(page)).toEqual(['Omar', 'Samir', 'Fahmy', '01112223334', '2 Abbas El Akkad', 'Cairo', 'Nasr City', '']);
    expect(page.savedAddresses.pickedId).toBeNull();
    page.savedAddresses.addressPicked(2);
    expect(formOf(page)).toEqual(['Nour', 'Ahmed', 'Mansour', '01512345678', '3 Tahrir Street', 'Giza', 'Dokki', '']);
    expect(page.savedAddresses.pickedId).toBe(2);
  });

  it('keeps what the customer typed while the addresses were on their way', async () => {
    const kit = checkoutTestKit([etchGel]);
    kit.addresses.book = [mainClinic];
    const page = kit.container.get(CheckoutPresenter);
    page.opened();
    page.form.address.fieldChanged('firstName', 'Omar');
    await settle();
    expect(page.form.address.firstName).toBe('Omar');
    expect(page.form.address.address).toBe('');
    expect(page.savedAddresses.choices).toHaveLength(1);
  });

  it('fills the governorate’s shipping fee with the address, as choosing the governorate does', async () => {
    const { page, details } = await openCheckout();
    expect(page.summary.shippingText).toBe('150 EGP');
    page.savedAddresses.addressPicked(3);
    expect(page.summary.shippingText).toBe('175 EGP');
    expect(details.fee).toBe(17_500);
    expect(page.form.address.cities).toEqual([]);
  });

  it('clears the errors of the fields a picked address fills', async () => {
    const { page } = await openCheckout((kit) => {
      kit.details.stored = { ...noDetails, firstName: 'Omar' };
    });
    page.placement.placeOrderClicked();
    expect(Object.keys(page.form.address.fieldErrors)).toEqual(['middleName', 'lastName', 'phone', 'address']);
    expect(page.form.fieldErrors).toEqual({});
    page.savedAddresses.addressPicked(1);
    expect(page.form.address.fieldErrors).toEqual({});
    expect(page.form.fieldErrors).toEqual({});
  });

  it('still validates every field as SPEC §5 says once a picked address is changed', async () => {
    const { page, orders } = await openCheckout();
    page.form.address.fieldChanged('phone', '0223456789');
    page.form.address.fieldChanged('middleName', ' ');
    page.placement.placeOrderClicked();
    await settle();
    expect(page.form.address.fieldErrors).toEqual({ middleName: 'Middle name is required', phone: 'Please enter a valid Egyptian phone number (e.g., 01012345678)' });
    expect(page.form.fieldErrors).toEqual({});
    expect(orders.created).toEqual([]);
  });

  describe('"Save this address to my account"', () => {
    it('is offered for a typed address, and saves it with a label before the order is placed', async () => {
      const { page, addresses, orders } = await openCheckout((kit) => {
        kit.details.stored = typed;
      });
      expect(page.savedAddresses.offersSaving).toBe(true);
      page.savedAddresses.saveToAccountChanged(true);
      expect(page.form.address.label).toBe('Nasr City');
      page.form.address.fieldChanged('label', 'Nasr City branch');
      page.placement.placeOrderClicked();
      await settle();
      await settle();
      expect(addresses.added).toEqual([
        {
          address: { label: 'Nasr City branch', firstName: 'Omar', middleName: 'Samir', lastName: 'Fahmy', phone: '01112223334', address: '2 Abbas El Akkad', governorate: 'Cairo', city: 'Nasr City', postalCode: '' },
          makeDefault: false,
        },
      ]);
      expect(orders.created).toHaveLength(1);
    });

    it('saves nothing when left unticked, and places the order even when saving is refused', async () => {
      const unticked = await openCheckout((kit) => {
        kit.details.stored = typed;
      });
      unticked.page.placement.placeOrderClicked();
      await settle();
      expect(unticked.addresses.added).toEqual([]);
      expect(unticked.orders.created).toHaveLength(1);

      const refused = await openCheckout((kit) => {
        kit.details.stored = typed;
        kit.addresses.failures.set('add', apiFailure('conflict', 'You can keep up to 10 addresses. Delete one to add another.', 409));
      });
      refused.page.savedAddresses.saveToAccountChanged(true);
      refused.page.placement.placeOrderClicked();
      await settle();
      await settle();
      expect(refused.addresses.added).toHaveLength(1);
      expect(refused.orders.created).toHaveLength(1);
    });

    it(`is not offered for a saved address, nor once ${SAVED_ADDRESS_LIMIT} are kept`, async () => {
      const picked = await openCheckout();
      expect(picked.page.savedAddresses.offersSaving).toBe(false);
      const full = await openCheckout((kit) => {
        kit.details.stored = typed;
        kit.addresses.book = Array.from({ length: SAVED_ADDRESS_LIMIT }, (_, index) => ({ ...dokkiBranch, id: index + 1, isDefault: index === 0 }));
      });
      expect(full.page.savedAddresses.offersSaving).toBe(false);
    });

    it('takes the same address typed differently as the saved one', async () => {
      const { page } = await openCheckout((kit) => {
        kit.details.stored = { ...noDetails, firstName: ' nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '010-1234-5678', address: '14 El Nozha Street', city: 'Heliopolis', state: 'Cairo', postalCode: '11341' };
      });
      expect(page.savedAddresses.pickedId).toBe(1);
      expect(page.savedAddresses.offersSaving).toBe(false);
    });
  });

  it('shows guests the checkout as before: no saved addresses asked for, nothing offered', async () => {
    const { page, addresses } = await openCheckout((kit) => {
      kit.sessions.session = guest;
    });
    expect(addresses.calls).toEqual([]);
    expect(page.savedAddresses.choices).toEqual([]);
    expect(page.savedAddresses.offersSaving).toBe(false);
    expect(page.form.address.firstName).toBe('');
  });

  it('leaves the form as it is when the saved addresses cannot be loaded', async () => {
    const { page } = await openCheckout((kit) => {
      kit.addresses.failures.set('list', apiFailure('server'));
    });
    expect(page.savedAddresses.choices).toEqual([]);
    expect(page.savedAddresses.offersSaving).toBe(false);
    expect(page.form.address.firstName).toBe('');
  });
});
