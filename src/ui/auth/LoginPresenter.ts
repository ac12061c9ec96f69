import { inject, injectable } from 'inversify';
import { SignIn, type SignInError } from '../../application/auth/SignIn';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import type { FormMessage } from './FormMessage';

const texts = AccountMessages.login;

const SIGN_IN_ERRORS: Readonly<Record<SignInError, string>> = {
  'invalid-credentials': texts.invalidCredentials,
  'not-ok': texts.notOk,
  unexpected: texts.unexpected,
};

/** The login page (/login): SPEC §2 "Login", §4 (home 2 seconds after success) and §8's messages. */
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

  constructor(
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** The page opened with its query string: a remembered e-mail is filled in, and /login?expired=true says why the person is here. */
  opened(search: string): void {
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
    if (this.emailError !== null || this.passwordError !== null) return;

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
