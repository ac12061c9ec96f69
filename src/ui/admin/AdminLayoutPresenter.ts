import { inject, injectable } from 'inversify';
import { AdminSessionStore } from '../../application/admin/AdminSessionStore';
import { CheckStaffSession } from '../../application/admin/CheckStaffSession';
import { AuthApi } from '../../application/auth/AuthApi';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '@tiara/domain/access';
import { AdminMessages } from '../messages/AdminMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { StaffSessionPresenter } from './shared/StaffSessionPresenter';

/** The back office's frame: its guard, the signed-in e-mail, Logout and the phone menu. */
@injectable()
export class AdminLayoutPresenter {
  readonly staff: StaffSessionPresenter;
  menuOpen = false;

  constructor(
    @inject(AdminSessionStore) store: AdminSessionStore,
    @inject(AuthApi) auth: Pick<AuthApi, 'validateToken'>,
    @inject(Navigator) navigator: Navigator,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Clock) clock: Clock,
  ) {
    const checkSession = new CheckStaffSession('admin', store, auth);
    this.staff = new StaffSessionPresenter(store, checkSession, navigator, toasts, clock, Routes.adminLogin, AdminMessages);
    makePresenterObservable(this, arguments, { staff: false });
  }

  menuToggled(): void {
    this.menuOpen = !this.menuOpen;
  }

  sectionChosen(): void {
    this.menuOpen = false;
  }
}
