/** The Egyptian phone rule's texts (src/domain/phone-rule), SPEC's words character for character. */
export const phoneMessagesEn = {
  /** Checkout wording. */
  checkoutInvalid: 'Please enter a valid Egyptian phone number (e.g., 01012345678)',
  checkoutRequired: 'Phone Number is required',
  /** Signup wording. */
  signupInvalid: 'Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)',
  signupRequired: 'Phone number is required',
  signupFixErrors: 'Please fix the phone number errors',
};
