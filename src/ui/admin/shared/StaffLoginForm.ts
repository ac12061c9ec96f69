import type { SignInStaff } from '../../../application/admin/SignInStaff';
import type { StaffSessionStore } from '../../../application/admin/StaffSessionStore';
import type { Navigator } from '../../../application/shared/Navigator';
import type { StaffArea } from '@tiara/domain/access';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';

export interface StaffLoginTexts {
  readonly emailRequired: string;
  readonly passwordRequired: string;
  readonly wrongRole: string;
  readonly invalidCredentials: string;
  readonly welcome: string;
}

/**
 * The login form of a staff area: the e-mail and password are checked, then the account's role;
 * a signed-in staff member lands on the area's home, the session kept in the area's store only.
 */
export class StaffLoginForm {
  email = '';
  password = '';
  emailError: string | null = null;
  passwordError: string | null = null;
  /** What the server or the role check said. */
  formError: string | null = null;
  submitting = false;

  constructor(
    private readonly area: StaffArea,
    private readonly signIn: SignInStaff,
    private readonly store: StaffSessionStore,
    private readonly navigator: Navigator,
    private readonly toasts: ToastPresenter,
    private readonly homePath: string,
    private readonly texts: StaffLoginTexts,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** The login page opened: a staff member already signed in goes straight in. */
  pageOpened(): void {
    if (this.store.current()) this.navigator.go(this.homePath, { replace: true });
  }

  emailChanged(value: string): void {
    this.email = value;
    this.emailError = null;
    this.formError = null;
  }

  passwordChanged(value: string): void {
    this.password = value;
    this.passwordError = null;
    this.formError = null;
  }

  async submitted(): Promise<void> {
    if (this.submitting) return;
    this.emailError = this.email.trim() === '' ? this.texts.emailRequired : null;
    this.passwordError = this.password === '' ? this.texts.passwordRequired : null;
    if (this.emailError || this.passwordError) return;
    this.submitting = true;
    const result = await this.signIn.execute(this.area, this.email, this.password);
    this.answered(result);
  }

  private answered(result: Awaited<ReturnType<SignInStaff['execute']>>): void {
    this.submitting = false;
    if (result.ok) {
      this.store.save(result.value);
      this.password = '';
      this.toasts.success(this.texts.welcome);
      this.navigator.go(this.homePath, { replace: true });
      return;
    }
    if (result.error.kind === 'wrong-role') this.formError = this.texts.wrongRole;
    else if (result.error.failure.kind === 'unauthorized') this.formError = this.texts.invalidCredentials;
    else this.formError = result.error.failure.message;
  }
}
