import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckoutForm, deliveryAddressOf, validateCheckout } from '@tiara/domain/checkout';
import { SAVED_ADDRESS_MAX_LENGTH, type SavedAddressForm, validateSavedAddress } from '@tiara/domain/saved-address';
import { GOVERNORATES, citiesOf } from '@tiara/domain/shipping-fee';

const mainClinic: SavedAddressForm = {
  label: 'Main clinic',
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  phone: '010 1234 5678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postalCode: '11341',
};

function problemsOf(form: SavedAddressForm) {
  const result = validateSavedAddress(form);
  if (result.ok) throw new Error('expected the address to be refused');
  return result.fieldErrors;
}

describe('saved address validation', () => {
  it('accepts a complete address, trimmed, with the phone in its 11-digit form and the governorate as the list spells it', () => {
    expect(validateSavedAddress({ ...mainClinic, label: ' Main clinic ', phone: '+010-1234-5678', governorate: ' cairo ' })).toEqual({
      ok: true,
      address: { ...mainClinic, phone: '01012345678' },
    });
  });

  it('takes city and postal code as optional, and a typed city outside Cairo and Giza', () => {
    expect(validateSavedAddress({ ...mainClinic, city: '', postalCode: '' }).ok).toBe(true);
    expect(validateSavedAddress({ ...mainClinic, governorate: 'Alexandria', city: 'Smouha' }).ok).toBe(true);
  });

  it.each<[string, Partial<SavedAddressForm>, Record<string, string>]>([
    ['no label', { label: '  ' }, { label: 'labelRequired' }],
    ['no first name', { firstName: '' }, { firstName: 'firstNameRequired' }],
    ['no middle name', { middleName: ' ' }, { middleName: 'middleNameRequired' }],
    ['no last name', { lastName: '' }, { lastName: 'lastNameRequired' }],
    ['no phone', { phone: '' }, { phone: 'phoneRequired' }],
    ['a landline', { phone: '0223456789' }, { phone: 'phoneInvalid' }],
    ['no address', { address: '\t' }, { address: 'addressRequired' }],
    ['no governorate', { governorate: '' }, { governorate: 'governorateRequired' }],
    ['a governorate not in the list', { governorate: 'Atlantis' }, { governorate: 'governorateUnknown' }],
    ['a Cairo city not in the list', { city: 'Smouha' }, { city: 'cityUnknown' }],
    ['a label too long', { label: 'x'.repeat(61) }, { label: 'tooLong' }],
    ['an address too long', { address: 'x'.repeat(501) }, { address: 'tooLong' }],
    ['a postal code too long', { postalCode: '1'.repeat(21) }, { postalCode: 'tooLong' }],
  ])('refuses %s', (_case, change, expected) => {
    expect(problemsOf({ ...mainClinic, ...change })).toEqual(expected);
  });

  it('lists every problem in the order of the form, so the first is the field to focus', () => {
    const problems = problemsOf({ ...mainClinic, label: '', lastName: '', phone: '123', governorate: '' });
    expect(Object.keys(problems)).toEqual(['label', 'lastName', 'phone', 'governorate']);
  });

  const text = (max: number) => fc.string({ maxLength: max });
  const anyForm = fc.record<SavedAddressForm>({
    label: text(70),
    firstName: text(12),
    middleName: text(12),
    lastName: text(12),
    phone: fc.oneof(text(14), fc.stringMatching(/^01[0125]\d{8}$/)),
    address: text(40),
    governorate: fc.oneof(fc.constantFrom(...GOVERNORATES, '', 'Atlantis'), text(10)),
    city: fc.oneof(fc.constantFrom('', 'Heliopolis', 'Dokki', 'Smouha'), text(10)),
    postalCode: text(25),
  });

  const checkoutFormFrom = (address: SavedAddressForm): CheckoutForm => ({ ...deliveryAddressOf(address), email: 'clinic@example.com', paymentMethod: 'cash' });

  it('property: an address it accepts passes the checkout unchanged', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const saved = validateSavedAddress(form);
        if (!saved.ok) return;
        const checked = validateCheckout(checkoutFormFrom(saved.address), { signedIn: true, cartTotal: 10_000, cartIsEmpty: false });
        expect(checked).toEqual({ ok: true, form: checkoutFormFrom(saved.address) });
      }),
    );
  });

  it('property: every delivery problem the checkout finds, the address form finds on the same field', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const checked = validateCheckout(checkoutFormFrom(form), { signedIn: true, cartTotal: 10_000, cartIsEmpty: false });
        const saved = validateSavedAddress(form);
        if (checked.ok) return;
        expect(saved.ok).toBe(false);
        if (saved.ok) return;
        for (const [field, problem] of Object.entries(checked.fieldErrors)) expect(saved.fieldErrors[field as keyof SavedAddressForm]).toBe(problem);
      }),
    );
  });

  it('property: an accepted address keeps to the bounds and names a known place', () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const saved = validateSavedAddress(form);
        if (!saved.ok) return;
        for (const [field, max] of Object.entries(SAVED_ADDRESS_MAX_LENGTH)) expect(saved.address[field as keyof SavedAddressForm].length).toBeLessThanOrEqual(max);
        expect(GOVERNORATES).toContain(saved.address.governorate);
        const cities = citiesOf(saved.address.governorate);
        if (cities.length > 0 && saved.address.city !== '') expect(cities).toContain(saved.address.city);
      }),
    );
  });
});
