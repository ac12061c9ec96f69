import { inject, injectable } from 'inversify';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { REDIRECT_DELAY_MS, Routes } from '@tiara/domain/access';
import { CartPresenter } from '../cart/CartPresenter';
import { AccountMessages } from '../messages/AccountMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { signOut } from '../session/signOut';
import { ToastPresenter } from '../toast/ToastPresenter';

/** The Logout button and its confirmation modal (SPEC §2 "Account", §4 "Logout": /login 1 second after). */
@injectable()
export class LogoutPresenter {
  confirming = false;
  signedOut = false;

  constructor(
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable(this, arguments);
  }

  logoutClicked(): void {
    if (!this.signedOut) this.confirming = true;
  }

  cancelled(): void {
    this.confirming = false;
  }

  confirmed(): void {
    if (!this.confirming) return;
    this.confirming = false;
    this.signedOut = true;
    signOut(this.session, this.cart);
    this.toasts.success(AccountMessages.logout.done);
    // Signed out is signed out: the login page opens even if the person left this page meanwhile.
    this.clock.after(REDIRECT_DELAY_MS, () => this.navigator.go(Routes.login));
  }
}
