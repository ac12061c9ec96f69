import { afterEach, describe, expect, it } from 'vitest';
import { AddressFormPresenter } from '../../../src/ui/address/AddressFormPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { dokkiBranch, mainClinic } from '../../application/support/fakes/FakeAddressBookApi';

const nour = { firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '010 1234 5678', address: '14 El Nozha Street', governorate: 'Cairo', city: 'Heliopolis', postalCode: '11341' };

const formOf = (form: AddressFormPresenter) => [form.firstName, form.middleName, form.lastName, form.phone, form.address, form.governorate, form.city, form.postalCode];

describe('AddressFormPresenter (the address form of the checkout and the address book)', () => {
  it('starts empty, in Cairo, offering the 27 governorates', () => {
    const form = new AddressFormPresenter();
    expect(form.values).toEqual({ label: '', firstName: '', middleName: '', lastName: '', phone: '', address: '', governorate: 'Cairo', city: '', postalCode: '' });
    expect(form.governorates).toHaveLength(27);
    expect(form.fieldErrors).toEqual({});
  });

  it('offers the city lists of Cairo (17) and Giza (15) and a typed city elsewhere', () => {
    const form = new AddressFormPresenter();
    form.restored(nour);
    expect(form.cities).toHaveLength(17);
    form.governorateChosen('Giza');
    expect(form.cities).toHaveLength(15);
    expect(form.city).toBe('');
    form.governorateChosen('Alexandria');
    expect(form.cities).toEqual([]);
    form.fieldChanged('city', 'Smouha');
    expect(form.city).toBe('Smouha');
    form.governorateChosen('Atlantis');
    expect(form.governorate).toBe('Alexandria');
  });

  it('keeps a city of the new governorate’s list, and drops a typed one', () => {
    const form = new AddressFormPresenter();
    form.reset({ ...dokkiBranch, governorate: 'Alexandria', city: 'Smouha' });
    form.governorateChosen('Giza');
    expect(form.city).toBe('');
    form.fieldChanged('city', 'Dokki');
    form.governorateChosen('giza');
    expect([form.governorate, form.city]).toEqual(['Giza', 'Dokki']);
  });

  describe('filling', () => {
    it('starts over from an address to edit, its governorate as the list spells it, or empty', () => {
      const form = new AddressFormPresenter();
      form.reset({ ...dokkiBranch, governorate: ' giza ' });
      expect(form.values).toEqual({ label: 'Dokki branch', firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', phone: '01512345678', address: '3 Tahrir Street', governorate: 'Giza', city: 'Dokki', postalCode: '' });
      form.reset();
      expect(formOf(form)).toEqual(['', '', '', '', '', 'Cairo', '', '']);
      expect(form.label).toBe('');
    });

    it('takes a picked address without its label, and drops the problems shown', () => {
      const form = new AddressFormPresenter();
      form.fieldChanged('label', 'Nasr City branch');
      form.problemsFound({ firstName: 'firstNameRequired', phone: 'phoneInvalid' });
      form.filledWith(mainClinic);
      expect(formOf(form)).toEqual(['Nour', 'Ahmed', 'Mansour', '01012345678', '14 El Nozha Street', 'Cairo', 'Heliopolis', '11341']);
      expect(form.label).toBe('Nasr City branch');
      expect(form.fieldErrors).toEqual({});
    });

    it('restores what the browser kept, without a city its governorate’s list no longer holds', () => {
      const form = new AddressFormPresenter();
      form.restored({ ...nour, city: 'Smouha' });
      expect(form.city).toBe('');
      form.restored({ ...nour, governorate: 'Alexandria', city: 'Smouha' });
      expect(form.city).toBe('Smouha');
      form.restored({ ...nour, governorate: 'Atlantis' });
      expect([form.governorate, form.city]).toEqual(['Cairo', 'Heliopolis']);
    });

    it('tells whether nothing was typed in the delivery fields: the governorate and the label do not count', () => {
      const form = new AddressFormPresenter();
      form.governorateChosen('Giza');
      form.fieldChanged('label', 'Dokki branch');
      form.fieldChanged('firstName', '  ');
      expect(form.deliveryFieldsEmpty).toBe(true);
      form.fieldChanged('postalCode', '12611');
      expect(form.deliveryFieldsEmpty).toBe(false);
    });
  });

  describe('problems', () => {
    it('words each problem under its field, in the form’s order, with the bound of a field too long', () => {
      const form = new AddressFormPresenter();
      form.problemsFound({ city: 'cityUnknown', label: 'tooLong', phone: 'phoneRequired', governorate: 'governorateUnknown' });
      expect(Object.entries(form.fieldErrors)).toEqual([
        ['label', 'Use at most 60 characters'],
        ['phone', 'Phone Number is required'],
        ['governorate', 'Choose a governorate from the list'],
        ['city', 'Choose a city from the list'],
      ]);
    });

    it('clears a field’s problem when it changes, and the city’s with the governorate’s', () => {
      const form = new AddressFormPresenter();
      form.problemsFound({ label: 'labelRequired', phone: 'phoneInvalid', governorate: 'governorateUnknown', city: 'cityUnknown' });
      form.fieldChanged('phone', '01012345678');
      expect(Object.keys(form.fieldErrors)).toEqual(['label', 'governorate', 'city']);
      form.governorateChosen('Cairo');
      expect(Object.keys(form.fieldErrors)).toEqual(['label', 'governorate', 'city']);
      form.governorateChosen('Giza');
      expect(Object.keys(form.fieldErrors)).toEqual(['label']);
    });

    describe('in Arabic', () => {
      afterEach(() => showLanguage('en'));

      it('words them in the shown language, the checkout’s own texts for the checkout’s rules', async () => {
        await loadTexts('ar', ['storefront']);
        const form = new AddressFormPresenter();
        form.problemsFound({ label: 'labelRequired', firstName: 'firstNameRequired' });
        showLanguage('ar');
        expect(form.fieldErrors).toEqual({ label: 'اسم العنوان مطلوب', firstName: 'الاسم الأول مطلوب' });
      });
    });
  });
});
