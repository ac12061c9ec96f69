import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AiCheckoutForm, aiCheckoutPaymentMethods, validateAiCheckout } from '@tiara/domain/ai-plan';

const form: AiCheckoutForm = { fullName: 'Nour Ahmed Mansour', email: 'nour@clinic.com.eg', phone: '010 1234 5678', address: '14 El Nozha Street', paymentMethod: 'credit' };
const planCart = { cartTotal: 610_000, cartIsEmpty: false, hasSubscriptionItems: true };
const suppliesCart = { cartTotal: 39_000, cartIsEmpty: false, hasSubscriptionItems: false };

function refused(result: ReturnType<typeof validateAiCheckout>) {
  if (result.ok) throw new Error('expected the form to be refused');
  return result;
}

describe('the alternate AI checkout form (SPEC §2)', () => {
  it('becomes the checkout form the order is placed with: names split, phone normalised, Cairo', () => {
    expect(validateAiCheckout(form, planCart)).toEqual({
      ok: true,
      form: {
        firstName: 'Nour',
        middleName: 'Ahmed',
        lastName: 'Mansour',
        email: 'nour@clinic.com.eg',
        phone: '01012345678',
        address: '14 El Nozha Street',
        governorate: 'Cairo',
        city: '',
        postalCode: '',
        paymentMethod: 'credit',
      },
    });
  });

  it('needs no middle name, and a single name still gives the gateway a last name', () => {
    const two = validateAiCheckout({ ...form, fullName: ' Mona   Fahmy ' }, planCart);
    expect(two.ok && [two.form.firstName, two.form.middleName, two.form.lastName]).toEqual(['Mona', '', 'Fahmy']);
    const one = validateAiCheckout({ ...form, fullName: 'Mona' }, planCart);
    expect(one.ok && [one.form.firstName, one.form.middleName, one.form.lastName]).toEqual(['Mona', '', 'NA']);
  });

  it('requires full name, e-mail, phone and address, with the problems checkout gives', () => {
    expect(refused(validateAiCheckout({ ...form, fullName: '  ', email: '', phone: '', address: ' ' }, planCart)).fieldErrors).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      address: 'addressRequired',
    });
    expect(refused(validateAiCheckout({ ...form, email: 'nour@clinic', phone: '0131234567' }, planCart)).fieldErrors).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });

  it('takes a plan by card only, supplies by card or cash, and never offers pickup', () => {
    expect(aiCheckoutPaymentMethods(true)).toEqual(['credit']);
    expect(aiCheckoutPaymentMethods(false)).toEqual(['cash', 'credit']);
    expect(refused(validateAiCheckout({ ...form, paymentMethod: 'cash' }, planCart)).fieldErrors).toEqual({ paymentMethod: 'subscriptionPaymentNote' });
    expect(validateAiCheckout({ ...form, paymentMethod: 'cash' }, suppliesCart).ok).toBe(true);
  });

  it('stops on an empty cart as checkout does', () => {
    expect(refused(validateAiCheckout(form, { cartTotal: 0, cartIsEmpty: true })).formError).toBe('cartEmpty');
  });

  it('property: the names placed are the full name, word for word', () => {
    const word = fc.stringMatching(/^[A-Za-z\u0600-\u06FF'-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 6 }), fc.constantFrom(' ', '  ', '\t'), (words, gap) => {
        const result = validateAiCheckout({ ...form, fullName: ` ${words.join(gap)} ` }, planCart);
        if (!result.ok) return false;
        const { firstName, middleName, lastName } = result.form;
        return [firstName, middleName, lastName].filter((name) => name !== '').join(' ') === words.join(' ');
      }),
    );
  });
});
