import type { Piasters } from '../money';
import { normaliseEgyptianMobile } from '../phone-rule';
import { type DeliveryProblem, deliveryPlaceProblems, recipientProblems, trimmedDeliveryAddress } from './DeliveryAddress';
import { isValidEmail } from './EmailAddress';
import { allowedPaymentMethods, type PaymentMethod } from './PaymentMethod';

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

/** What is wrong with a field of the form; the storefront and the server turn it into a text. */
export type CheckoutProblem =
  | DeliveryProblem
  | 'emailRequired'
  | 'emailInvalid'
  /** A plan or a training in the cart with another payment than card. */
  | 'subscriptionPaymentNote';

/**
 * Why checkout stops whatever the form says: an empty cart, or a cart with nothing to pay (stale
 * prices), which the customer cannot fix on this form and so gets the generic failure.
 */
export type CheckoutFormProblem = 'cartEmpty' | 'somethingWentWrong';

export type CheckoutFieldErrors = Partial<Record<CheckoutField, CheckoutProblem>>;

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
  /**
   * Whether the cart holds anything to deliver (`needsDelivery` of its lines); absent, it does. An
   * order of only plans and trainings asks for no address and no governorate: it keeps whatever
   * the form holds there (the account's, or nothing).
   */
  readonly needsDelivery?: boolean;
}

export type CheckoutValidation =
  | { readonly ok: true; readonly form: CheckoutForm }
  | { readonly ok: false; readonly fieldErrors: CheckoutFieldErrors; readonly formError: CheckoutFormProblem | null };

/** The order the form shows its fields in, so the first field with a problem is the one to focus. */
const FORM_ORDER: readonly CheckoutField[] = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'address', 'governorate', 'city', 'postalCode', 'paymentMethod'];

function emailError(email: string, signedIn: boolean): CheckoutProblem | null {
  if (signedIn) return null;
  if (email === '') return 'emailRequired';
  return isValidEmail(email) ? null : 'emailInvalid';
}

function paymentMethodError(method: PaymentMethod, hasSubscriptionItems: boolean): CheckoutProblem | null {
  return allowedPaymentMethods(hasSubscriptionItems).includes(method) ? null : 'subscriptionPaymentNote';
}

function cartError(context: CheckoutContext): CheckoutFormProblem | null {
  if (context.cartIsEmpty) return 'cartEmpty';
  // SPEC only says to stop; a non-empty cart with nothing to pay is an anomaly (stale prices), not
  // something the customer can fix on this form, so it gets the generic checkout failure.
  if (context.cartTotal <= 0) return 'somethingWentWrong';
  return null;
}

/**
 * SPEC §5 "Checkout": whitespace-only counts as missing; a valid form comes back trimmed with the
 * phone in its 11-digit form. Field errors are listed in form order. City and postal code are
 * optional (SPEC does not require them); address and governorate only when there is something to deliver.
 */
export function validateCheckout(form: CheckoutForm, context: CheckoutContext): CheckoutValidation {
  const clean = { ...trimmedDeliveryAddress(form), email: form.email.trim() };
  const problems: CheckoutFieldErrors = {
    ...recipientProblems(clean),
    ...(context.needsDelivery === false ? {} : deliveryPlaceProblems(clean)),
    ...optionalProblem('email', emailError(clean.email, context.signedIn)),
    ...optionalProblem('paymentMethod', paymentMethodError(clean.paymentMethod, context.hasSubscriptionItems ?? false)),
  };
  const fieldErrors: { [K in CheckoutField]?: CheckoutProblem } = {};
  for (const field of FORM_ORDER) {
    const problem = problems[field];
    if (problem !== undefined) fieldErrors[field] = problem;
  }
  const formError = cartError(context);
  const phone = normaliseEgyptianMobile(clean.phone);
  if (phone === null || formError !== null || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, formError };
  }
  return { ok: true, form: { ...clean, phone } };
}

function optionalProblem(field: CheckoutField, problem: CheckoutProblem | null): CheckoutFieldErrors {
  return problem === null ? {} : { [field]: problem };
}
