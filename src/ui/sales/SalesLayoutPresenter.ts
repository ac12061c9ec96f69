import { inject, injectable } from 'inversify';
import { CheckStaffSession } from '../../application/admin/CheckStaffSession';
import { AuthApi } from '../../application/auth/AuthApi';
import { SalesSessionStore } from '../../application/sales/SalesSessionStore';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '@tiara/domain/access';
import { StaffSessionPresenter } from '../admin/shared/StaffSessionPresenter';
import { SalesMessages } from '../messages/SalesMessages';
import { ToastPresenter } from '../toast/ToastPresenter';

/** The sales desk's frame: its guard, the signed-in e-mail and Logout. */
@injectable()
export class SalesLayoutPresenter {
  readonly staff: StaffSessionPresenter;

  constructor(
    @inject(SalesSessionStore) store: SalesSessionStore,
    @inject(AuthApi) auth: Pick<AuthApi, 'validateToken'>,
    @inject(Navigator) navigator: Navigator,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Clock) clock: Clock,
  ) {
    const checkSession = new CheckStaffSession('sales', store, auth);
    this.staff = new StaffSessionPresenter(store, checkSession, navigator, toasts, clock, Routes.salesLogin, SalesMessages);
  }
}
