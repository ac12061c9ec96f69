import { inject, injectable } from 'inversify';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { CheckSession } from '../../application/session/CheckSession';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { SESSION_CHECK_INTERVAL_MS, type SessionCheckOutcome } from '@tiara/domain/access';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { followRedirect } from './followRedirect';
import { signOut } from './signOut';

/**
 * SPEC §4 "Session", for the whole page: the stored token is checked when the shop opens and every
 * 15 minutes. An invalid one signs the person out, says 'Session expired. Please log in again.' and
 * opens /login?expired=true a second later; a Sales user is signed out silently.
 */
@injectable()
export class SessionPresenter {
  /** The check made when the shop opened; the route guard waits for it before its own. */
  private startCheck: Promise<SessionCheckOutcome['kind']> | null = null;
  private stopChecking: (() => void) | null = null;
  private cancelRedirect: (() => void) | null = null;

  constructor(
    @inject(CheckSession) private readonly checkSession: CheckSession,
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<SessionPresenter, 'startCheck' | 'stopChecking' | 'cancelRedirect'>(this, arguments, { startCheck: false, stopChecking: false, cancelRedirect: false });
  }

  /** The shop opened: check now (once per page) and every 15 minutes until the returned function is called. */
  shopOpened(): () => void {
    this.startCheck ??= this.check();
    this.stopChecking ??= this.clock.every(SESSION_CHECK_INTERVAL_MS, () => void this.check());
    return () => {
      this.stopChecking?.();
      this.stopChecking = null;
    };
  }

  /** Resolves once the check made at opening has answered: true when it ended the session as expired. */
  async startCheckExpired(): Promise<boolean> {
    this.startCheck ??= this.check();
    return (await this.startCheck) === 'expire';
  }

  private async check(): Promise<SessionCheckOutcome['kind']> {
    const outcome = await this.checkSession.execute();
    if (outcome.kind === 'clear') signOut(this.session, this.cart);
    if (outcome.kind === 'expire') {
      signOut(this.session, this.cart);
      this.cancelRedirect?.();
      this.cancelRedirect = followRedirect(outcome, { toasts: this.toasts, navigator: this.navigator, clock: this.clock });
    }
    return outcome.kind;
  }
}
