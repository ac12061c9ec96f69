import { inject, injectable } from 'inversify';
import { SalesSessionStore } from '../../application/sales/SalesSessionStore';
import { Navigator } from '../../application/shared/Navigator';
import { Routes } from '../../domain/access';
import { StaffSessionPresenter } from '../admin/shared/StaffSessionPresenter';
import { SalesMessages } from '../messages/SalesMessages';
import { ToastPresenter } from '../toast/ToastPresenter';

/** The sales desk's frame: its guard, the signed-in e-mail and Logout. */
@injectable()
export class SalesLayoutPresenter {
  readonly staff: StaffSessionPresenter;

  constructor(@inject(SalesSessionStore) store: SalesSessionStore, @inject(Navigator) navigator: Navigator, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.staff = new StaffSessionPresenter(store, navigator, toasts, Routes.salesLogin, SalesMessages);
  }
}
