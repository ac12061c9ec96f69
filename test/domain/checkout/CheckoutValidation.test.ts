import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  validateCheckout,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutForm,
} from '@tiara/domain/checkout';
import { checkoutRuleMessagesAr } from '../../../src/locales/shared/ar/checkoutRuleMessagesAr';
import { checkoutRuleMessagesEn } from '../../../src/locales/shared/en/checkoutRuleMessagesEn';

const validForm: CheckoutForm = {
  firstName: 'Amal',
  middleName: 'Mohamed',
  lastName: 'Hassan',
  email: 'amal@clinic.com.eg',
  phone: '010 1234 5678',
  address: '12 Tahrir St.',
  governorate: 'Cairo',
  city: 'Nasr City',
  postalCode: '11371',
  paymentMethod: 'cash',
};

const guest: CheckoutContext = { signedIn: false, cartTotal: 30_000, cartIsEmpty: false };
const member: CheckoutContext = { ...guest, signedIn: true };

function errorsOf(form: CheckoutForm, context: CheckoutContext = guest) {
  const result = validateCheckout(form, context);
  if (result.ok) throw new Error('expected the form to be refused');
  return result;
}

describe('checkout validation (SPEC §5 Checkout)', () => {
  it('accepts a complete form, trimmed and with the phone in its 11-digit form', () => {
    const result = validateCheckout({ ...validForm, firstName: '  Amal ', city: ' Nasr City ', phone: '+010-1234-5678' }, guest);
    expect(result).toEqual({ ok: true, form: { ...validForm, phone: '01012345678' } });
  });

  it.each([
    ['firstName', 'firstNameRequired'],
    ['middleName', 'middleNameRequired'],
    ['lastName', 'lastNameRequired'],
    ['email', 'emailRequired'],
    ['address', 'addressRequired'],
    ['phone', 'phoneRequired'],
    ['governorate', 'governorateRequired'],
  ] as const)('a missing %s gives %j', (field, message) => {
    for (const blank of ['', '   ', '\t\n']) {
      const result = errorsOf({ ...validForm, [field]: blank });
      expect(result.fieldErrors).toEqual({ [field]: message });
      expect(result.formError).toBeNull();
    }
  });

  it('lists every missing field at once, in form order', () => {
    const empty: CheckoutForm = {
      firstName: '', middleName: '', lastName: '', email: '', phone: '', address: '',
      governorate: '', city: '', postalCode: '', paymentMethod: 'cash',
    };
    const result = errorsOf(empty);
    expect(Object.entries(result.fieldErrors)).toEqual([
      ['firstName', 'firstNameRequired'],
      ['middleName', 'middleNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['email', 'emailRequired'],
      ['phone', 'phoneRequired'],
      ['address', 'addressRequired'],
      ['governorate', 'governorateRequired'],
    ]);
  });

  it('does not require city or postal code', () => {
    expect(validateCheckout({ ...validForm, city: '', postalCode: ' ' }, guest).ok).toBe(true);
  });

  it.each(['amal', 'amal@clinic', 'amal@@clinic.com', 'amal clinic@x.com'])(
    'a guest e-mail %j gives "Enter a valid email address"',
    (email) => {
      expect(errorsOf({ ...validForm, email }).fieldErrors).toEqual({ email: 'emailInvalid' });
    },
  );

  it.each(['', 'not an email'])('a signed-in user\'s read-only e-mail %j is not checked', (email) => {
    const result = validateCheckout({ ...validForm, email }, member);
    expect(result).toEqual({ ok: true, form: { ...validForm, email: email.trim(), phone: '01012345678' } });
  });

  it.each(['01312345678', '0101234567', '+201012345678', '010123456789', 'phone'])(
    'the phone %j gives the Egyptian phone problem',
    (phone) => {
      expect(errorsOf({ ...validForm, phone }).fieldErrors).toEqual({
        phone: 'phoneInvalid',
      });
    },
  );

  it('refuses an empty cart', () => {
    const result = errorsOf(validForm, { ...guest, cartIsEmpty: true, cartTotal: 0 });
    expect(result.fieldErrors).toEqual({});
    expect(result.formError).toBe('cartEmpty');
  });

  it.each([0, -100])('stops a non-empty cart whose total is %d with the generic failure', (cartTotal) => {
    const result = errorsOf(validForm, { ...guest, cartTotal });
    expect(result.fieldErrors).toEqual({});
    expect(result.formError).toBe('somethingWentWrong');
  });

  it('reports field errors and the cart error together', () => {
    const result = errorsOf({ ...validForm, lastName: ' ' }, { ...guest, cartIsEmpty: true });
    expect(result.fieldErrors).toEqual({ lastName: 'lastNameRequired' });
    expect(result.formError).toBe('cartEmpty');
  });

  it.each(['cash', 'pickup'] as const)('refuses %s when the cart holds a subscription', (paymentMethod) => {
    const result = errorsOf({ ...validForm, paymentMethod }, { ...guest, hasSubscriptionItems: true });
    expect(result.fieldErrors).toEqual({ paymentMethod: 'subscriptionPaymentNote' });
  });

  it('accepts credit card when the cart holds a subscription', () => {
    expect(validateCheckout({ ...validForm, paymentMethod: 'credit' }, { ...guest, hasSubscriptionItems: true }).ok).toBe(true);
  });

  describe('an order with nothing to deliver (only plans and trainings)', () => {
    const online: CheckoutContext = { ...guest, needsDelivery: false, hasSubscriptionItems: true };

    it('asks for no address and no governorate, and keeps what the form holds there', () => {
      const form = { ...validForm, address: ' ', governorate: '', city: '', postalCode: '', paymentMethod: 'credit' } as const;
      expect(validateCheckout(form, online)).toEqual({ ok: true, form: { ...form, address: '', phone: '01012345678' } });
      const kept = validateCheckout({ ...validForm, paymentMethod: 'credit' }, online);
      expect(kept.ok && kept.form.address).toBe('12 Tahrir St.');
    });

    it('still asks for the names, the e-mail and a valid phone', () => {
      const empty: CheckoutForm = { firstName: '', middleName: '', lastName: '', email: '', phone: '0123', address: '', governorate: '', city: '', postalCode: '', paymentMethod: 'credit' };
      expect(Object.entries(errorsOf(empty, online).fieldErrors)).toEqual([
        ['firstName', 'firstNameRequired'],
        ['middleName', 'middleNameRequired'],
        ['lastName', 'lastNameRequired'],
        ['email', 'emailRequired'],
        ['phone', 'phoneInvalid'],
      ]);
    });

    it('asks for the address when the context says there is something to deliver, as it does when it says nothing', () => {
      const form = { ...validForm, address: '', governorate: '' };
      expect(errorsOf(form, { ...guest, needsDelivery: true }).fieldErrors).toEqual({ address: 'addressRequired', governorate: 'governorateRequired' });
      expect(errorsOf(form, guest).fieldErrors).toEqual({ address: 'addressRequired', governorate: 'governorateRequired' });
    });
  });

  it('never changes the form it is given', () => {
    const form = Object.freeze({ ...validForm, firstName: ' Amal ' });
    validateCheckout(form, guest);
    expect(form.firstName).toBe(' Amal ');
  });
});

describe('checkout validation properties', () => {
  const requiredFields: CheckoutField[] = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'address', 'governorate'];
  const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 4 });
  const text = fc.string({ unit: fc.constantFrom('a', 'Z', 'ع', ' ', '-', '1'), minLength: 1, maxLength: 12 });

  it('a required field that is blank or whitespace is always reported, with its own message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...requiredFields), whitespace, fc.boolean(), (field, blank, signedIn) => {
        const result = validateCheckout({ ...validForm, [field]: blank }, { ...guest, signedIn });
        if (field === 'email' && signedIn) {
          expect(result.ok).toBe(true);
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([field]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an accepted form is the trimmed input with a normalised phone, and holds no blank required field', () => {
    fc.assert(
      fc.property(
        fc.record({ firstName: text, middleName: text, lastName: text, address: text, governorate: text, city: text }),
        whitespace,
        (names, pad) => {
          const form = { ...validForm, ...names };
          const result = validateCheckout({ ...form, firstName: pad + form.firstName + pad }, guest);
          const required = [names.firstName, names.middleName, names.lastName, names.address, names.governorate];
          const blanks = required.some((value) => value.trim() === '');
          expect(result.ok).toBe(!blanks);
          if (result.ok) {
            expect(result.form.firstName).toBe(form.firstName.trim());
            expect(result.form.city).toBe(form.city.trim());
            expect(result.form.phone).toBe('01012345678');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('without anything to deliver, the problems are those of a delivery order less the address and the governorate', () => {
    const anyText = fc.oneof(whitespace, text, fc.constantFrom('amal@clinic.com.eg', '010 1234 5678', '0131234567'));
    fc.assert(
      fc.property(
        fc.record({ firstName: anyText, middleName: anyText, lastName: anyText, email: anyText, phone: anyText, address: anyText, governorate: anyText }),
        fc.boolean(),
        (fields, signedIn) => {
          const form = { ...validForm, ...fields };
          const delivered = validateCheckout(form, { ...guest, signedIn });
          const online = validateCheckout(form, { ...guest, signedIn, needsDelivery: false });
          const { address: _address, governorate: _governorate, ...others } = delivered.ok ? {} : delivered.fieldErrors;
          expect(online.ok ? {} : online.fieldErrors).toEqual(others);
          if (delivered.ok) expect(online).toEqual(delivered);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an empty cart or a zero total is always refused, whatever the form', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -1000, max: 0 }), (cartIsEmpty, cartTotal) => {
        const result = validateCheckout(validForm, { signedIn: false, cartIsEmpty, cartTotal });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.formError).not.toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('answers problems as codes, each of which the English and the Arabic tables word', () => {
    const anyText = fc.oneof(whitespace, text, fc.constantFrom('amal@clinic.com.eg', 'not an email', '010 1234 5678', '0131234567'));
    fc.assert(
      fc.property(
        fc.record({ firstName: anyText, middleName: anyText, lastName: anyText, email: anyText, phone: anyText, address: anyText, governorate: anyText }),
        fc.constantFrom('cash', 'credit', 'pickup') as fc.Arbitrary<CheckoutForm['paymentMethod']>,
        fc.boolean(),
        fc.boolean(),
        (fields, paymentMethod, cartIsEmpty, hasSubscriptionItems) => {
          const result = validateCheckout({ ...validForm, ...fields, paymentMethod }, { ...guest, cartIsEmpty, hasSubscriptionItems });
          if (result.ok) return;
          const problems = [...Object.values(result.fieldErrors), ...(result.formError === null ? [] : [result.formError])];
          for (const problem of problems) {
            expect(checkoutRuleMessagesEn[problem]).toEqual(expect.any(String));
            expect(checkoutRuleMessagesAr[problem]).toEqual(expect.any(String));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
