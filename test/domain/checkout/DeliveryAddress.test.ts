import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DeliveryAddress, deliveryAddressProblems, deliveryPlaceProblems, recipientProblems, sameDeliveryAddress } from '@tiara/domain/checkout';

const clinic: DeliveryAddress = {
  firstName: 'Amal',
  middleName: 'Mohamed',
  lastName: 'Hassan',
  phone: '01012345678',
  address: '12 Tahrir St.',
  governorate: 'Cairo',
  city: 'Nasr City',
  postalCode: '11371',
};

describe('delivery address (the fields the checkout and saved addresses share)', () => {
  it('finds nothing wrong with a complete address, and SPEC §5 problems otherwise', () => {
    expect(deliveryAddressProblems(clinic)).toEqual({});
    expect(deliveryAddressProblems({ ...clinic, firstName: ' ', phone: '0123', governorate: '', city: '', postalCode: '' })).toEqual({
      firstName: 'firstNameRequired',
      phone: 'phoneInvalid',
      governorate: 'governorateRequired',
    });
  });

  it('tells the recipient (names and phone) apart from where the parcel goes (address and governorate)', () => {
    const broken = { ...clinic, lastName: '', phone: '0123', address: ' ', governorate: '' };
    expect(recipientProblems(broken)).toEqual({ lastName: 'lastNameRequired', phone: 'phoneInvalid' });
    expect(deliveryPlaceProblems(broken)).toEqual({ address: 'addressRequired', governorate: 'governorateRequired' });
    expect(deliveryPlaceProblems({ address: '12 Tahrir St.', governorate: 'Giza' })).toEqual({});
  });

  it.each<[string, Partial<DeliveryAddress>, boolean]>([
    ['spacing and case', { firstName: ' amal ', address: '12  tahrir st.', governorate: 'cairo' }, true],
    ['the way the phone is written', { phone: '+010-1234-5678' }, true],
    ['another street', { address: '13 Tahrir St.' }, false],
    ['another person', { middleName: 'Ali' }, false],
    ['another city', { city: 'Heliopolis' }, false],
    ['another phone', { phone: '01112345678' }, false],
  ])('tells whether two addresses are the same, whatever %s', (_case, change, same) => {
    expect(sameDeliveryAddress(clinic, { ...clinic, ...change })).toBe(same);
  });

  const anyAddress = fc.record<DeliveryAddress>({
    firstName: fc.string({ maxLength: 8 }),
    middleName: fc.string({ maxLength: 8 }),
    lastName: fc.string({ maxLength: 8 }),
    phone: fc.string({ maxLength: 14 }),
    address: fc.string({ maxLength: 20 }),
    governorate: fc.string({ maxLength: 8 }),
    city: fc.string({ maxLength: 8 }),
    postalCode: fc.string({ maxLength: 6 }),
  });

  it("property: an address's problems are its recipient's and its place's, each about its own fields", () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const recipient = recipientProblems(address);
        const place = deliveryPlaceProblems(address);
        expect(deliveryAddressProblems(address)).toEqual({ ...recipient, ...place });
        expect(Object.keys(recipient).every((field) => ['firstName', 'middleName', 'lastName', 'phone'].includes(field))).toBe(true);
        expect(Object.keys(place).every((field) => ['address', 'governorate'].includes(field))).toBe(true);
      }),
    );
  });

  it('property: sameness is reflexive and symmetric, and surrounding spaces never matter', () => {
    fc.assert(
      fc.property(anyAddress, anyAddress, (a, b) => {
        expect(sameDeliveryAddress(a, a)).toBe(true);
        expect(sameDeliveryAddress(a, b)).toBe(sameDeliveryAddress(b, a));
        expect(sameDeliveryAddress(a, { ...a, address: ` ${a.address} `, firstName: `${a.firstName}  ` })).toBe(true);
      }),
    );
  });
});
