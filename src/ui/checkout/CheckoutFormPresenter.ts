import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { SessionStore } from '../../application/session/SessionStore';
import { isSignedIn } from '../../application/session/isSignedIn';
import { hasPhysicalItems } from '@tiara/domain/cart';
import {
  type CheckoutField,
  type CheckoutFieldErrors,
  type CheckoutForm,
  type CheckoutFormProblem,
  type PaymentMethod,
  allowedPaymentMethods,
  deliveryAddressProblems,
  recipientProblems,
  validateCheckout,
} from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { AddressFormPresenter } from '../address/AddressFormPresenter';
import { CartPresenter } from '../cart/CartPresenter';
import { FieldFocus } from '../forms/FieldFocus';
import { CheckoutRuleMessages } from '../messages/CheckoutRuleMessages';
import { DisplayNames } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** The checkout's fields beside the delivery address, whose problems this form shows itself. */
type CheckoutOwnField = Extract<CheckoutField, 'email' | 'paymentMethod'>;

const OWN_FIELDS: readonly CheckoutOwnField[] = ['email', 'paymentMethod'];

type OwnProblems = Pick<CheckoutFieldErrors, CheckoutOwnField>;

/** The checkout's fields from top to bottom: the names, the e-mail, the phone, where it goes, then the payment method. */
const SCREEN_ORDER: readonly CheckoutField[] = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'address', 'governorate', 'city', 'postalCode', 'paymentMethod'];

export interface PaymentMethodChoice {
  readonly value: PaymentMethod;
  readonly label: string;
}

/**
 * The checkout's form (SPEC §2 "Checkout", §5): the delivery address (the address form the
 * account's book uses too), the e-mail and the payment method, filled from what the browser kept
 * and checked before the order; a cart with nothing to deliver asks only for the names, the
 * e-mail and the phone. One per checkout screen, shared by the sub-presenters that read it.
 */
@injectable('Request')
export class CheckoutFormPresenter {
  email = '';
  paymentMethod: PaymentMethod = 'cash';
  /** The signed-in customer's e-mail, shown as read-only text; null for a guest. */
  sessionEmail: string | null = null;
  signedIn = false;
  /** The field the view brings into view and focuses: the first one 'Place Order' found wrong. */
  readonly focus = new FieldFocus<CheckoutField>(SCREEN_ORDER);

  /** What the rules found wrong with the e-mail and the payment method, worded in the shown language by `fieldErrors`. */
  private problems: OwnProblems = {};
  /** A form-wide rule that stops the order, worded by `formError`. */
  private formProblem: CheckoutFormProblem | null = null;

  constructor(
    @inject(AddressFormPresenter) readonly address: AddressFormPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(SessionStore) private readonly sessions: SessionStore,
  ) {
    makePresenterObservable<CheckoutFormPresenter>(this, arguments, { focus: false });
  }

  /**
   * Whether the cart holds anything to deliver. A cart of only AI plans and trainings does not: the
   * form asks for no address and no governorate, and the order keeps the ones the browser holds
   * from the account (or none).
   */
  get needsDelivery(): boolean {
    return hasPhysicalItems(this.cart.cart);
  }

  get paymentMethods(): PaymentMethodChoice[] {
    return allowedPaymentMethods(this.cart.holdsSubscriptions).map((value) => ({ value, label: DisplayNames.paymentMethods[value] }));
  }

  /** SPEC §2: 'Subscriptions require online payment' when the cart holds a plan or a training. */
  get paymentNote(): string | null {
    return this.cart.holdsSubscriptions ? CheckoutRuleMessages.subscriptionPaymentNote : null;
  }

  /** The e-mail's and the payment method's errors in the shown language; the address form words its own. */
  get fieldErrors(): Partial<Record<CheckoutOwnField, string>> {
    const errors: Partial<Record<CheckoutOwnField, string>> = {};
    for (const field of OWN_FIELDS) {
      const problem = this.problems[field];
      if (problem !== undefined) errors[field] = CheckoutRuleMessages[problem];
    }
    return errors;
  }

  /** The form-wide rule that stopped the order, in the shown language. */
  get formError(): string | null {
    return this.formProblem === null ? null : CheckoutRuleMessages[this.formProblem];
  }

  /** The view mounted: who is signed in, and the details, payment method included, the browser kept. */
  opened(): void {
    const session = this.sessions.current();
    this.signedIn = isSignedIn(session);
    this.sessionEmail = this.signedIn ? (session.email ?? '') : null;
    const stored = this.details.details();
    this.address.restored({ ...stored, governorate: stored.state });
    const allowed = allowedPaymentMethods(this.cart.holdsSubscriptions);
    const method = this.details.paymentMethod();
    this.paymentMethod = method !== null && allowed.includes(method) ? method : (allowed[0] ?? 'credit');
  }

  fieldChanged(field: 'email', value: string): void {
    this[field] = value;
    this.forget(field);
  }

  paymentMethodChosen(value: string): void {
    const method = this.paymentMethods.find((choice) => choice.value === value)?.value;
    if (method === undefined) return;
    this.paymentMethod = method;
    this.forget('paymentMethod');
    this.details.savePaymentMethod(method);
  }

  /**
   * SPEC §5: the form as the order takes it (trimmed, the phone in its 11-digit form), or null with
   * each field's problem shown and the first of them brought into view. `cartTotal` is what the
   * order would cost: nothing to pay stops it.
   */
  validated(cartTotal: Piasters): CheckoutForm | null {
    const validation = validateCheckout(this.values, {
      signedIn: this.signedIn,
      cartTotal,
      cartIsEmpty: this.cart.isEmpty,
      hasSubscriptionItems: this.cart.holdsSubscriptions,
      needsDelivery: this.needsDelivery,
    });
    if (validation.ok) {
      this.address.problemsFound({});
      this.problems = {};
      this.formProblem = null;
      return validation.form;
    }
    // The delivery fields' problems are those of the rules validateCheckout applies to them.
    const { values } = this.address;
    this.address.problemsFound(this.needsDelivery ? deliveryAddressProblems(values) : recipientProblems(values));
    this.problems = ownProblemsOf(validation.fieldErrors);
    this.formProblem = validation.formError;
    this.focus.problemsFound(validation.fieldErrors);
    return null;
  }

  private get values(): CheckoutForm {
    const { address } = this;
    return {
      firstName: address.firstName,
      middleName: address.middleName,
      lastName: address.lastName,
      email: this.sessionEmail ?? this.email,
      phone: address.phone,
      address: address.address,
      governorate: address.governorate,
      city: address.city,
      postalCode: address.postalCode,
      paymentMethod: this.paymentMethod,
    };
  }

  private forget(field: CheckoutOwnField): void {
    if (this.problems[field] === undefined) return;
    const { [field]: _forgotten, ...rest } = this.problems;
    this.problems = rest;
  }
}

function ownProblemsOf(fieldErrors: CheckoutFieldErrors): OwnProblems {
  const own: OwnProblems = {};
  for (const field of OWN_FIELDS) {
    if (fieldErrors[field] !== undefined) own[field] = fieldErrors[field];
  }
  return own;
}
