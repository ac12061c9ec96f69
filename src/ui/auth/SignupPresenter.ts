import { inject, injectable } from 'inversify';
import { SignUp, type SignUpError } from '../../application/auth/SignUp';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { normaliseEgyptianMobile } from '@tiara/domain/phone-rule';
import { canonicalGovernorate, citiesOf } from '@tiara/domain/shipping-fee';
import { type NamedChoice, cityChoices, governorateChoices } from '../messages/DisplayNames';
import { FieldFocus } from '../forms/FieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import type { FormMessage } from './FormMessage';
import { SignedUpEmail } from './SignedUpEmail';

const texts = AccountMessages.signup;

/** SPEC §2: the country is fixed and shown disabled. */
const SIGNUP_COUNTRY = 'Egypt';

/** The fields the person types; governorate, city and phone have their own handlers. */
export type SignupTextField = 'firstName' | 'middleName' | 'lastName' | 'email' | 'address' | 'password';
type SignupField = SignupTextField | 'governorate' | 'phone';
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

/** The form's fields from top to bottom. */
const SCREEN_ORDER: readonly SignupField[] = ['firstName', 'middleName', 'lastName', 'email', 'address', 'governorate', 'phone', 'password'];

const REQUIRED_TEXT: ReadonlyArray<readonly [SignupTextField, string]> = [
  ['firstName', texts.firstNameRequired],
  ['middleName', texts.middleNameRequired],
  ['lastName', texts.lastNameRequired],
  ['address', texts.addressRequired],
];

/** SPEC §5: the phone is checked as it is typed. */
function phoneError(phone: string): string | null {
  if (phone.trim() === '') return texts.phoneRequired;
  return normaliseEgyptianMobile(phone) === null ? texts.phoneInvalid : null;
}

function signUpErrorText(error: SignUpError): string {
  return error.code === 'email-taken' ? texts.emailTaken : texts.failed(error.serverMessage);
}

/**
 * The signup page (/signup): SPEC §2 "Signup", §4 (login 2 seconds after success), §5 and §8. A
 * submission that finds a problem brings its first field into view; after success the login page
 * opens with the new account's e-mail filled in.
 */
@injectable()
export class SignupPresenter {
  firstName = '';
  middleName = '';
  lastName = '';
  email = '';
  address = '';
  governorate = '';
  city = '';
  phone = '';
  password = '';
  passwordVisible = false;
  fieldErrors: SignupFieldErrors = {};
  message: FormMessage | null = null;
  submitting = false;
  succeeded = false;
  /** The field the view brings into view and focuses: the first one 'Sign Up' found wrong. */
  readonly focus = new FieldFocus<SignupField>(SCREEN_ORDER);

  constructor(
    @inject(SignUp) private readonly signUp: SignUp,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
    @inject(SignedUpEmail) private readonly signedUpEmail: SignedUpEmail,
  ) {
    makePresenterObservable<SignupPresenter>(this, arguments, { focus: false });
  }

  get governorates(): NamedChoice[] {
    return governorateChoices();
  }

  /** The city list of Cairo or Giza; other governorates take a typed city. */
  get cities(): NamedChoice[] {
    return cityChoices(this.governorate);
  }

  get country(): string {
    return SIGNUP_COUNTRY;
  }

  closed(): void {
    this.redirect.cancel();
  }

  fieldChanged(field: SignupTextField, value: string): void {
    this[field] = value;
    this.forget(field);
  }

  cityChanged(value: string): void {
    this.city = value;
  }

  governorateChosen(name: string): void {
    const governorate = canonicalGovernorate(name);
    if (governorate === undefined) return;
    this.governorate = governorate;
    if (!citiesOf(this.governorate).includes(this.city)) this.city = '';
    this.forget('governorate');
  }

  /** SPEC §5: the phone is checked on every change. */
  phoneChanged(value: string): void {
    this.phone = value;
    this.setError('phone', phoneError(value));
  }

  passwordVisibilityToggled(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  async submitted(): Promise<void> {
    if (this.submitting || this.succeeded) return;
    this.message = null;
    // SPEC §5: a phone error already shown blocks the submission with its own message.
    if (this.fieldErrors.phone !== undefined) {
      this.message = { tone: 'error', text: texts.fixPhoneErrors };
      this.focus.moveTo('phone');
      return;
    }
    if (!this.validate()) return;

    this.submitting = true;
    const result = await this.signUp.execute({
      firstName: this.firstName.trim(),
      middleName: this.middleName.trim(),
      lastName: this.lastName.trim(),
      email: this.email.trim(),
      password: this.password,
      address: this.address.trim(),
      city: this.city.trim(),
      state: this.governorate,
      country: SIGNUP_COUNTRY,
      phone: normaliseEgyptianMobile(this.phone) ?? this.phone,
    });
    this.answered(result.ok ? null : result.error);
  }

  private validate(): boolean {
    const errors: SignupFieldErrors = {};
    for (const [field, message] of REQUIRED_TEXT) if (this[field].trim() === '') errors[field] = message;
    if (!isValidEmail(this.email.trim())) errors.email = texts.emailInvalid;
    if (this.governorate === '') errors.governorate = texts.governorateRequired;
    const phone = phoneError(this.phone);
    if (phone !== null) errors.phone = phone;
    this.fieldErrors = errors;
    return this.focus.problemsFound(errors) === null;
  }

  private answered(error: SignUpError | null): void {
    this.submitting = false;
    if (error !== null) {
      this.message = { tone: 'error', text: signUpErrorText(error) };
      return;
    }
    this.succeeded = true;
    this.message = { tone: 'success', text: texts.success };
    this.signedUpEmail.created(this.email.trim());
    this.redirect.schedule(Routes.login, SLOW_REDIRECT_DELAY_MS);
  }

  private forget(field: SignupField): void {
    this.setError(field, null);
  }

  private setError(field: SignupField, message: string | null): void {
    const { [field]: _dropped, ...others } = this.fieldErrors;
    this.fieldErrors = message === null ? others : { ...others, [field]: message };
  }
}
