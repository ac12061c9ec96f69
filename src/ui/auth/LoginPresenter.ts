import { inject, injectable } from 'inversify';
import { SignIn, type SignInError } from '../../application/auth/SignIn';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { FieldFocus } from '../forms/FieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import type { FormMessage } from './FormMessage';
import { SignedUpEmail } from './SignedUpEmail';

const texts = AccountMessages.login;

const SIGN_IN_ERRORS: Readonly<Record<SignInError, string>> = {
  'invalid-credentials': texts.invalidCredentials,
  'not-ok': texts.notOk,
  unexpected: texts.unexpected,
};

type LoginField = 'email' | 'password';

/**
 * The login page (/login): SPEC §2 "Login", §4 (home 2 seconds after success) and §8's messages.
 * Opened right after signing up, it holds the new account's e-mail and waits in the password field.
 */
@injectable()
export class LoginPresenter {
  email = '';
  password = '';
  rememberMe = false;
  passwordVisible = false;
  emailError: string | null = null;
  passwordError: string | null = null;
  message: FormMessage | null = null;
  submitting = false;
  /** Signed in: the form stays locked until the page moves on. */
  succeeded = false;
  /** The field the view brings into view and focuses: the first one 'Login' found wrong, or the password after signing up. */
  readonly focus = new FieldFocus<LoginField>(['email', 'password']);

  constructor(
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
    @inject(SignedUpEmail) private readonly signedUpEmail: SignedUpEmail,
  ) {
    makePresenterObservable<LoginPresenter>(this, arguments, { focus: false });
  }

  /**
   * The page opened with its query string: the e-mail of an account just created, or else a
   * remembered one, is filled in, and /login?expired=true says why the person is here.
   */
  opened(search: string): void {
    const signedUp = this.signedUpEmail.taken();
    if (signedUp !== null) {
      this.email = signedUp;
      this.message = { tone: 'info', text: texts.accountCreated };
      this.focus.moveTo('password');
    }
    const remembered = this.session.rememberedEmail();
    if (remembered !== null && this.email === '') {
      this.email = remembered;
      this.rememberMe = true;
    }
    if (new URLSearchParams(search).get('expired') === 'true' && this.message === null) this.message = { tone: 'info', text: texts.sessionExpired };
  }

  /** The page closed: a pending redirect no longer applies. */
  closed(): void {
    this.redirect.cancel();
  }

  emailChanged(value: string): void {
    this.email = value;
    this.emailError = null;
  }

  passwordChanged(value: string): void {
    this.password = value;
    this.passwordError = null;
  }

  rememberMeChanged(checked: boolean): void {
    this.rememberMe = checked;
  }

  passwordVisibilityToggled(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  async submitted(): Promise<void> {
    if (this.submitting || this.succeeded) return;
    this.emailError = isValidEmail(this.email.trim()) ? null : texts.emailInvalid;
    this.passwordError = this.password === '' ? texts.passwordRequired : null;
    if (this.focus.problemsFound({ email: this.emailError, password: this.passwordError }) !== null) return;

    this.submitting = true;
    this.message = null;
    const result = await this.signIn.execute({ email: this.email, password: this.password, rememberMe: this.rememberMe });
    this.answered(result.ok ? null : result.error);
  }

  private answered(error: SignInError | null): void {
    this.submitting = false;
    if (error !== null) {
      this.message = { tone: 'error', text: SIGN_IN_ERRORS[error] };
      return;
    }
    this.succeeded = true;
    this.password = '';
    this.message = { tone: 'success', text: texts.success };
    this.redirect.schedule(Routes.home, SLOW_REDIRECT_DELAY_MS);
  }
}
