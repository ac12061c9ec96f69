import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SellerDetails, formattedTaxRegistrationNumber, normalisedSellerDetails, sellerDetailsProblems } from '@tiara/domain/invoice';

const valid: SellerDetails = { legalName: 'Tiara Dental Supplies S.A.E.', address: '12 Tahrir St., Dokki, Giza', taxRegistrationNumber: '123456789', commercialRegister: '' };

describe('sellerDetailsProblems', () => {
  it.each<[string, Partial<SellerDetails>, ReturnType<typeof sellerDetailsProblems>]>([
    ['valid details', {}, []],
    ['a TRN typed with dashes', { taxRegistrationNumber: '123-456-789' }, []],
    ['a TRN typed with spaces', { taxRegistrationNumber: ' 123 456 789 ' }, []],
    ['an Arabic name and address', { legalName: 'تيارا للمستلزمات الطبية', address: '١٢ شارع التحرير، الدقي' }, []],
    ['the name and address in Arabic beside the English', { legalNameAr: 'تيارا للمستلزمات الطبية', addressAr: '١٢ شارع التحرير، الدقي' }, []],
    ['an Arabic name too long', { legalNameAr: 'ت'.repeat(201) }, [{ field: 'legalNameAr', code: 'legal_name_ar_too_long' }]],
    ['an Arabic address too long', { addressAr: ' ع'.repeat(251) }, [{ field: 'addressAr', code: 'address_ar_too_long' }]],
    ['an Arabic name of spaces only: none written', { legalNameAr: '   ' }, []],
    ['a commercial register number', { commercialRegister: '123456 / Cairo' }, []],
    ['an empty name', { legalName: '  ' }, [{ field: 'legalName', code: 'legal_name_required' }]],
    ['a name too long', { legalName: 'x'.repeat(201) }, [{ field: 'legalName', code: 'legal_name_too_long' }]],
    ['an empty address', { address: '' }, [{ field: 'address', code: 'address_required' }]],
    ['an address too long', { address: 'x'.repeat(501) }, [{ field: 'address', code: 'address_too_long' }]],
    ['a TRN of 8 digits', { taxRegistrationNumber: '12345678' }, [{ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' }]],
    ['a TRN of 10 digits', { taxRegistrationNumber: '1234567890' }, [{ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' }]],
    ['a TRN with letters', { taxRegistrationNumber: '12345678A' }, [{ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' }]],
    ['a TRN in Arabic-Indic digits', { taxRegistrationNumber: '١٢٣٤٥٦٧٨٩' }, [{ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' }]],
    ['no TRN', { taxRegistrationNumber: '' }, [{ field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' }]],
    ['a register number with symbols', { commercialRegister: '12;DROP' }, [{ field: 'commercialRegister', code: 'commercial_register_invalid' }]],
    ['a register number too long', { commercialRegister: '1'.repeat(31) }, [{ field: 'commercialRegister', code: 'commercial_register_invalid' }]],
    [
      'everything wrong at once, in the form’s order',
      { legalName: '', address: '', taxRegistrationNumber: 'x', commercialRegister: '<>' },
      [
        { field: 'legalName', code: 'legal_name_required' },
        { field: 'address', code: 'address_required' },
        { field: 'taxRegistrationNumber', code: 'tax_registration_number_invalid' },
        { field: 'commercialRegister', code: 'commercial_register_invalid' },
      ],
    ],
  ])('%s', (_, change, expected) => {
    expect(sellerDetailsProblems({ ...valid, ...change })).toEqual(expected);
  });

  it('keeps the TRN as its nine digits and trims the rest', () => {
    expect(normalisedSellerDetails({ legalName: ' Tiara ', address: ' Giza ', taxRegistrationNumber: '123-456 789', commercialRegister: ' 42 ' })).toEqual({
      legalName: 'Tiara',
      address: 'Giza',
      legalNameAr: '',
      addressAr: '',
      taxRegistrationNumber: '123456789',
      commercialRegister: '42',
    });
  });

  it('accepts every nine-digit TRN however its groups are separated', () => {
    const digits = fc.stringMatching(/^\d{9}$/);
    fc.assert(fc.property(digits, fc.constantFrom('', ' ', '-'), (trn, separator) => {
      const typed = `${trn.slice(0, 3)}${separator}${trn.slice(3, 6)}${separator}${trn.slice(6)}`;
      return sellerDetailsProblems({ ...valid, taxRegistrationNumber: typed }).length === 0 && normalisedSellerDetails({ ...valid, taxRegistrationNumber: typed }).taxRegistrationNumber === trn;
    }));
  });

  it('finds nothing wrong with details it already normalised and accepted', () => {
    const details = fc.record(
      {
        legalName: fc.string({ maxLength: 220 }),
        address: fc.string({ maxLength: 520 }),
        legalNameAr: fc.string({ maxLength: 220 }),
        addressAr: fc.string({ maxLength: 520 }),
        taxRegistrationNumber: fc.string({ maxLength: 12 }),
        commercialRegister: fc.string({ maxLength: 35 }),
      },
      { requiredKeys: ['legalName', 'address', 'taxRegistrationNumber', 'commercialRegister'] },
    );
    fc.assert(fc.property(details, (typed) => sellerDetailsProblems(typed).length > 0 || sellerDetailsProblems(normalisedSellerDetails(typed)).length === 0));
  });
});

describe('formattedTaxRegistrationNumber', () => {
  it.each([
    ['123456789', '123-456-789'],
    ['12345', '12345'],
  ])('%s → %s', (digits, expected) => {
    expect(formattedTaxRegistrationNumber(digits)).toBe(expected);
  });
});
