import { inject, injectable } from 'inversify';
import { AuthApi } from '../../application/auth/AuthApi';
import type { ApiFailure, ApiResult } from '../../application/shared/ApiResult';
import { Routes, SLOW_REDIRECT_DELAY_MS } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { FieldFocus } from '../forms/FieldFocus';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { DelayedRedirect } from '../routing/DelayedRedirect';
import type { FormMessage } from './FormMessage';

const texts = AccountMessages.forgotPassword;

/** The reset e-mail's code: six digits. */
const RESET_CODE = /^\d{6}$/;

export type ForgotPasswordStep = 'request-code' | 'reset-password';

type ForgotPasswordField = 'email' | 'code' | 'newPassword';

/**
 * The server explains a wrong, expired or used code, a weak password and rate limits; a backend
 * without password reset (one that keeps only to SPEC §7) is told as such, not as a failure; the
 * rest is unexpected.
 */
function failureMessage(failure: ApiFailure): FormMessage {
  if (failure.kind === 'not-offered') return { tone: 'info', text: texts.notOffered };
  return { tone: 'error', text: failure.kind === 'rejected' || failure.kind === 'rate-limited' ? failure.message : texts.unexpected };
}

/**
 * The forgot-password page (/forgot-password), in two steps: a reset code is sent to the e-mail,
 * then the code and a new password are sent together, and the login page opens 2 seconds later
 * (SPEC §9's delay after the other account forms).
 */
@injectable()
export class ForgotPasswordPresenter {
  step: ForgotPasswordStep = 'request-code';
  email = '';
  code = '';
  newPassword = '';
  passwordVisible = false;
  emailError: string | null = null;
  codeError: string | null = null;
  passwordError: string | null = null;
  message: FormMessage | null = null;
  busy = false;
  succeeded = false;
  /** The field the view brings into view and focuses: the first one a step's button found wrong (the first step has only the e-mail). */
  readonly focus = new FieldFocus<ForgotPasswordField>(['email', 'code', 'newPassword']);

  constructor(
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(DelayedRedirect) private readonly redirect: DelayedRedirect,
  ) {
    makePresenterObservable<ForgotPasswordPresenter>(this, arguments, { focus: false });
  }

  closed(): void {
    this.redirect.cancel();
  }

  emailChanged(value: string): void {
    this.email = value;
    this.emailError = null;
  }

  codeChanged(value: string): void {
    this.code = value;
    this.codeError = null;
  }

  newPasswordChanged(value: string): void {
    this.newPassword = value;
    this.passwordError = null;
  }

  passwordVisibilityToggled(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Step 1: send a code to the e-mail. The server answers the same whether or not the e-mail has an account. */
  async codeRequested(): Promise<void> {
    if (this.busy) return;
    if (!this.emailIsValid()) {
      this.focus.moveTo('email');
      return;
    }
    this.busy = true;
    this.message = null;
    const answer = await this.auth.requestPasswordReset(this.email.trim());
    this.codeSent(answer);
  }

  /** Back from step 2 to ask for another code (the last one expired, or too many wrong tries). */
  newCodeWanted(): void {
    if (this.busy || this.succeeded) return;
    this.step = 'request-code';
    this.code = '';
    this.codeError = null;
    this.message = null;
  }

  /** Step 2: the code and the new password. */
  async resetSubmitted(): Promise<void> {
    if (this.busy || this.succeeded) return;
    const emailValid = this.emailIsValid();
    const code = this.code.trim();
    this.codeError = RESET_CODE.test(code) ? null : texts.codeInvalid;
    this.passwordError = this.newPassword === '' ? texts.passwordRequired : null;
    if (!emailValid || this.codeError !== null || this.passwordError !== null) {
      this.focus.problemsFound({ email: this.emailError, code: this.codeError, newPassword: this.passwordError });
      return;
    }

    this.busy = true;
    this.message = null;
    const answer = await this.auth.resetPassword({ email: this.email.trim(), code, newPassword: this.newPassword });
    this.passwordReset(answer);
  }

  private emailIsValid(): boolean {
    this.emailError = isValidEmail(this.email.trim()) ? null : texts.emailInvalid;
    return this.emailError === null;
  }

  private codeSent(answer: ApiResult<string>): void {
    this.busy = false;
    if (!answer.ok) {
      this.message = failureMessage(answer.error);
      return;
    }
    this.step = 'reset-password';
    this.message = { tone: 'info', text: answer.value };
  }

  private passwordReset(answer: ApiResult<string>): void {
    this.busy = false;
    if (!answer.ok) {
      this.message = failureMessage(answer.error);
      return;
    }
    this.succeeded = true;
    this.newPassword = '';
    this.message = { tone: 'success', text: answer.value };
    this.redirect.schedule(Routes.login, SLOW_REDIRECT_DELAY_MS);
  }
}
