import { inject, injectable } from 'inversify';
import { SignInStaff } from '../../application/admin/SignInStaff';
import { SalesSessionStore } from '../../application/sales/SalesSessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '@tiara/domain/access';
import { StaffLoginForm } from '../admin/shared/StaffLoginForm';
import { SalesMessages } from '../messages/SalesMessages';
import { ToastPresenter } from '../toast/ToastPresenter';

/** /sales/login: a Sales or an Admin account gets in. */
@injectable()
export class SalesLoginPresenter {
  readonly form: StaffLoginForm;

  constructor(
    @inject(SignInStaff) signIn: SignInStaff,
    @inject(SalesSessionStore) store: SalesSessionStore,
    @inject(Navigator) navigator: Navigator,
    @inject(ToastPresenter) toasts: ToastPresenter,
  ) {
    this.form = new StaffLoginForm('sales', signIn, store, navigator, toasts, Routes.salesHome, SalesMessages.login);
  }
}
