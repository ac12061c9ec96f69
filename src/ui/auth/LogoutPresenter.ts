import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { REDIRECT_DELAY_MS, Routes } from '@tiara/domain/access';
import { CartPresenter } from '../cart/CartPresenter';
import { AccountMessages } from '../messages/AccountMessages';
import { signOut } from '../session/signOut';
import { ToastPresenter } from '../toast/ToastPresenter';

/** The Logout button and its confirmation modal (SPEC §2 "Account", §4 "Logout": /login 1 second after). */
@injectable()
export class LogoutPresenter {
  confirming = false;
  signedOut = false;

  private readonly session: AccountSessionStore;
  private readonly cart: CartPresenter;
  private readonly toasts: ToastPresenter;
  private readonly navigator: Navigator;
  private readonly clock: Clock;

  constructor(
    @inject(AccountSessionStore) session: AccountSessionStore,
    @inject(CartPresenter) cart: CartPresenter,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Navigator) navigator: Navigator,
    @inject(Clock) clock: Clock,
  ) {
    this.session = session;
    this.cart = cart;
    this.toasts = toasts;
    this.navigator = navigator;
    this.clock = clock;
    makeAutoObservable<LogoutPresenter, 'session' | 'cart' | 'toasts' | 'navigator' | 'clock'>(
      this,
      { session: false, cart: false, toasts: false, navigator: false, clock: false },
      { autoBind: true },
    );
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
