import { inject, injectable } from 'inversify';
import { AdminSessionStore } from '../../../application/admin/AdminSessionStore';
import { SignInStaff } from '../../../application/admin/SignInStaff';
import { Navigator } from '../../../application/shared/Navigator';
import { Routes } from '@tiara/domain/access';
import { AdminMessages } from '../../messages/AdminMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { StaffLoginForm } from '../shared/StaffLoginForm';

/** /admin/login: only an Admin account gets in. */
@injectable()
export class AdminLoginPresenter {
  readonly form: StaffLoginForm;

  constructor(
    @inject(SignInStaff) signIn: SignInStaff,
    @inject(AdminSessionStore) store: AdminSessionStore,
    @inject(Navigator) navigator: Navigator,
    @inject(ToastPresenter) toasts: ToastPresenter,
  ) {
    this.form = new StaffLoginForm('admin', signIn, store, navigator, toasts, Routes.adminHome, AdminMessages.login);
  }
}
