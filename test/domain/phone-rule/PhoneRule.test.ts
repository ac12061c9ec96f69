import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEgyptianMobile, normaliseEgyptianMobile } from '@tiara/domain/phone-rule';

describe('Egyptian mobile phone rule', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['01112345678', '01112345678'],
    ['01212345678', '01212345678'],
    ['01512345678', '01512345678'],
    ['010 1234 5678', '01012345678'],
    ['010-1234-5678', '01012345678'],
    ['+01012345678', '01012345678'],
    [' 0 1 0 1 2 3 4 5 6 7 8 ', '01012345678'],
  ])('accepts %j as %s', (raw, normalised) => {
    expect(normaliseEgyptianMobile(raw)).toBe(normalised);
    expect(isEgyptianMobile(raw)).toBe(true);
  });

  it.each([
    '',
    '01312345678', // 3 is not an Egyptian mobile prefix
    '01412345678',
    '0101234567', // 10 digits
    '010123456789', // 12 digits
    '+201012345678', // country code keeps the 20, so the number no longer starts with 01
    '0101234567a',
    '01012345678.',
    '(010)12345678',
    '١٠١٢٣٤٥٦٧٨٠', // Arabic-Indic digits are not accepted by the pattern
  ])('rejects %j', (raw) => {
    expect(normaliseEgyptianMobile(raw)).toBeNull();
    expect(isEgyptianMobile(raw)).toBe(false);
  });

  it('normalises every accepted string to 11 digits matching 01[0125]', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', ' ', '-', '+', 'x') , maxLength: 20 }), (raw) => {
        const normalised = normaliseEgyptianMobile(raw);
        if (normalised !== null) expect(normalised).toMatch(/^01[0125]\d{8}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts any valid number however it is spaced or dashed', () => {
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const separator = fc.constantFrom('', ' ', '-', '+', '  ');
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2', '5'), fc.array(digit, { minLength: 8, maxLength: 8 }), fc.array(separator, { minLength: 11, maxLength: 11 }), (operator, rest, separators) => {
        const digits = ['0', '1', operator, ...rest];
        const raw = digits.map((d, i) => separators[i] + d).join('');
        expect(normaliseEgyptianMobile(raw)).toBe(digits.join(''));
      }),
    );
  });
});
