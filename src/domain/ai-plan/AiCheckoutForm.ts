import {
  BILLING_NOT_APPLICABLE,
  type CheckoutContext,
  type CheckoutForm,
  type CheckoutFormProblem,
  type CheckoutProblem,
  type PaymentMethod,
  allowedPaymentMethods,
  validateCheckout,
} from '../checkout';
import { DEFAULT_GOVERNORATE } from '../shipping-fee';

/** SPEC §2 "Alternate AI checkout": a full name instead of three names, and credit or cash only. */
export interface AiCheckoutForm {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly paymentMethod: AiCheckoutPaymentMethod;
}

/** SPEC §2: the alternate page offers credit or cash, never pickup. */
export type AiCheckoutPaymentMethod = Exclude<PaymentMethod, 'pickup'>;

export type AiCheckoutField = keyof AiCheckoutForm;
/** Checkout's problems, and the full name's own. */
export type AiCheckoutProblem = CheckoutProblem | 'fullNameRequired';
export type AiCheckoutFieldErrors = Partial<Record<AiCheckoutField, AiCheckoutProblem>>;

export type AiCheckoutValidation =
  | { readonly ok: true; readonly form: CheckoutForm }
  | { readonly ok: false; readonly fieldErrors: AiCheckoutFieldErrors; readonly formError: CheckoutFormProblem | null };

function isAiCheckoutPaymentMethod(method: PaymentMethod): method is AiCheckoutPaymentMethod {
  return method !== 'pickup';
}

/** The alternate page takes credit or cash (SPEC §2), of what the cart allows: a plan or a training only by card. */
export function aiCheckoutPaymentMethods(hasSubscriptionItems: boolean): readonly AiCheckoutPaymentMethod[] {
  return allowedPaymentMethods(hasSubscriptionItems).filter(isAiCheckoutPaymentMethod);
}

/** 'Nour Ahmed Mansour' is first 'Nour', middle 'Ahmed', last 'Mansour'; a single name has no last name to give ('NA', as billing says). */
function splitFullName(fullName: string): { firstName: string; middleName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: '', lastName: words.length === 1 ? BILLING_NOT_APPLICABLE : '' };
  return { firstName: words[0]!, middleName: words.slice(1, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * SPEC §2: full name, e-mail, address and phone are required, with checkout's rules for each (the
 * e-mail's shape, the Egyptian phone, whitespace counting as missing); the address only when the
 * cart has something to deliver (`context.needsDelivery`), as on the main checkout. The rules are checkout's own:
 * the form is checked as a checkout form in the default governorate, then its name errors are told
 * as the full name's. A valid form comes back as the checkout form the order is placed with.
 */
export function validateAiCheckout(form: AiCheckoutForm, context: Omit<CheckoutContext, 'signedIn'>): AiCheckoutValidation {
  const names = splitFullName(form.fullName);
  const asCheckout: CheckoutForm = {
    ...names,
    // The middle name is optional here; checkout requires one, so the first name stands in for the check.
    middleName: names.middleName === '' ? names.firstName : names.middleName,
    email: form.email,
    phone: form.phone,
    address: form.address,
    governorate: DEFAULT_GOVERNORATE,
    city: '',
    postalCode: '',
    paymentMethod: form.paymentMethod,
  };
  const checked = validateCheckout(asCheckout, { ...context, signedIn: false });
  if (checked.ok) return { ok: true, form: { ...checked.form, middleName: names.middleName } };

  const { fieldErrors: errors } = checked;
  const fieldErrors: { [K in AiCheckoutField]?: AiCheckoutProblem } = {};
  if (names.firstName === '') fieldErrors.fullName = 'fullNameRequired';
  for (const field of ['email', 'phone', 'address', 'paymentMethod'] as const) {
    const problem = errors[field];
    if (problem !== undefined) fieldErrors[field] = problem;
  }
  return { ok: false, fieldErrors, formError: checked.formError };
}
