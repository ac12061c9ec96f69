import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AdminSessionStore } from '../../application/admin/AdminSessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '../../domain/access';
import { AdminMessages } from '../messages/AdminMessages';
import { ToastPresenter } from '../toast/ToastPresenter';
import { StaffSessionPresenter } from './shared/StaffSessionPresenter';

/** The back office's frame: its guard, the signed-in e-mail, Logout and the phone menu. */
@injectable()
export class AdminLayoutPresenter {
  readonly staff: StaffSessionPresenter;
  menuOpen = false;

  constructor(@inject(AdminSessionStore) store: AdminSessionStore, @inject(Navigator) navigator: Navigator, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.staff = new StaffSessionPresenter(store, navigator, toasts, Routes.adminLogin, AdminMessages);
    makeAutoObservable(this, { staff: false }, { autoBind: true });
  }

  menuToggled(): void {
    this.menuOpen = !this.menuOpen;
  }

  sectionChosen(): void {
    this.menuOpen = false;
  }
}
