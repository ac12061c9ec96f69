import type { Piasters } from '../money';
import { normaliseEgyptianMobile } from '../phone-rule';
import { CheckoutMessages } from './CheckoutMessages';
import { isValidEmail } from './EmailAddress';
import { allowedPaymentMethods, SUBSCRIPTION_PAYMENT_NOTE, type PaymentMethod } from './PaymentMethod';

export interface CheckoutForm {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode: string;
  readonly paymentMethod: PaymentMethod;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutFieldErrors = Partial<Record<CheckoutField, string>>;

export interface CheckoutContext {
  /** A signed-in user's e-mail is shown as read-only text, so it is not checked. */
  readonly signedIn: boolean;
  /** The payable total; checkout stops when it is 0 (SPEC §4, step 1). */
  readonly cartTotal: Piasters;
  readonly cartIsEmpty: boolean;
  /**
   * Whether the cart holds an AI plan or a training. When true, only card payment is accepted,
   * so a stale choice of cash or pickup from before the plan was added cannot slip through.
   */
  readonly hasSubscriptionItems?: boolean;
}

export type CheckoutValidation =
  | { readonly ok: true; readonly form: CheckoutForm }
  | { readonly ok: false; readonly fieldErrors: CheckoutFieldErrors; readonly formError: string | null };

function trimmed(form: CheckoutForm): CheckoutForm {
  return {
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    address: form.address.trim(),
    governorate: form.governorate.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    paymentMethod: form.paymentMethod,
  };
}

function required(text: string, message: string): string | null {
  return text === '' ? message : null;
}

function emailError(email: string, signedIn: boolean): string | null {
  if (signedIn) return null;
  if (email === '') return CheckoutMessages.emailRequired;
  return isValidEmail(email) ? null : CheckoutMessages.emailInvalid;
}

function phoneError(phone: string): string | null {
  if (phone === '') return CheckoutMessages.phoneRequired;
  return normaliseEgyptianMobile(phone) === null ? CheckoutMessages.phoneInvalid : null;
}

function paymentMethodError(method: PaymentMethod, hasSubscriptionItems: boolean): string | null {
  return allowedPaymentMethods(hasSubscriptionItems).includes(method) ? null : SUBSCRIPTION_PAYMENT_NOTE;
}

function cartError(context: CheckoutContext): string | null {
  if (context.cartIsEmpty) return CheckoutMessages.cartEmpty;
  // SPEC only says to stop; a non-empty cart with nothing to pay is an anomaly (stale prices), not
  // something the customer can fix on this form, so it gets the generic checkout failure text.
  if (context.cartTotal <= 0) return CheckoutMessages.somethingWentWrong;
  return null;
}

/**
 * SPEC §5 "Checkout": whitespace-only counts as missing; a valid form comes back trimmed with the
 * phone in its 11-digit form. Field errors are listed in form order, so the first key is the field
 * to focus. City and postal code are optional (SPEC does not require them).
 */
export function validateCheckout(form: CheckoutForm, context: CheckoutContext): CheckoutValidation {
  const clean = trimmed(form);
  const checks: readonly (readonly [CheckoutField, string | null])[] = [
    ['firstName', required(clean.firstName, CheckoutMessages.firstNameRequired)],
    ['middleName', required(clean.middleName, CheckoutMessages.middleNameRequired)],
    ['lastName', required(clean.lastName, CheckoutMessages.lastNameRequired)],
    ['email', emailError(clean.email, context.signedIn)],
    ['phone', phoneError(clean.phone)],
    ['address', required(clean.address, CheckoutMessages.addressRequired)],
    ['governorate', required(clean.governorate, CheckoutMessages.governorateRequired)],
    ['paymentMethod', paymentMethodError(clean.paymentMethod, context.hasSubscriptionItems ?? false)],
  ];
  const fieldErrors: { [K in CheckoutField]?: string } = {};
  for (const [field, message] of checks) {
    if (message !== null) fieldErrors[field] = message;
  }
  const formError = cartError(context);
  const phone = normaliseEgyptianMobile(clean.phone);
  if (phone === null || formError !== null || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, formError };
  }
  return { ok: true, form: { ...clean, phone } };
}
