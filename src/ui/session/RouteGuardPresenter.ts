import { inject, injectable } from 'inversify';
import { AuthApi } from '../../application/auth/AuthApi';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { type GuardDecision, type GuardFacts, guardDecision, routeAccessOf, tokenValidated } from '@tiara/domain/access';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { SessionPresenter } from './SessionPresenter';
import { followRedirect } from './followRedirect';
import { signOut } from './signOut';

/** What the route's place on the page shows: the screen, or a spinner while the guard checks or redirects. */
export type GuardView = 'page' | 'waiting';

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * The admin and sales areas keep their own sessions under their own keys and guard themselves
 * (src/ui/admin/shared/StaffSessionPresenter): the storefront's session says nothing about them.
 */
function storefrontDecision(pathname: string, facts: GuardFacts): GuardDecision {
  const access = routeAccessOf(pathname);
  return access === 'admin' || access === 'sales' ? ALLOW : guardDecision(pathname, facts);
}

/**
 * SPEC §4 "Route guard" for the storefront's routes: public routes open at once; /login and
 * /signup send a signed-in person home; a protected route needs the session (and the subscription
 * flag) it asks for, then a token the server accepts. A refused token says 'Unauthorized Access',
 * signs the person out and opens /login a second later.
 */
@injectable()
export class RouteGuardPresenter {
  /** The path last entered, and whether it may show: decided once per visit, not on every render. */
  enteredPath: string | null = null;
  allowed = false;
  /** Counts visits, so an answer about a path the person has left changes nothing. */
  private visit = 0;
  private cancelRedirect: (() => void) | null = null;

  constructor(
    @inject(AccountSessionStore) private readonly session: AccountSessionStore,
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(SessionPresenter) private readonly sessionWatch: SessionPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<RouteGuardPresenter, 'visit' | 'cancelRedirect'>(this, arguments, { visit: false, cancelRedirect: false });
  }

  /**
   * Before a visit is decided (the first render after a navigation), only a route open to this
   * visitor shows: nothing protected appears before the guard has had its say.
   */
  viewFor(pathname: string): GuardView {
    if (this.enteredPath === pathname) return this.allowed ? 'page' : 'waiting';
    return storefrontDecision(pathname, this.session.guardFacts()).kind === 'allow' ? 'page' : 'waiting';
  }

  /** The browser arrived at `pathname` (a new path, not a new query string). */
  pathEntered(pathname: string): void {
    if (this.enteredPath === pathname) return;
    this.cancelPendingRedirect();
    this.enteredPath = pathname;
    this.allowed = false;
    const visit = ++this.visit;
    void this.follow(visit, storefrontDecision(pathname, this.session.guardFacts()));
  }

  /** The guard left the page: nothing it started may navigate any more. */
  closed(): void {
    this.cancelPendingRedirect();
    this.visit += 1;
    this.enteredPath = null;
    this.allowed = false;
  }

  private async follow(visit: number, decision: GuardDecision): Promise<void> {
    if (decision.kind === 'allow') this.allowed = true;
    else if (decision.kind === 'redirect') this.cancelRedirect = followRedirect(decision, { toasts: this.toasts, navigator: this.navigator, clock: this.clock });
    else await this.validate(visit);
  }

  private async validate(visit: number): Promise<void> {
    // The check made when the shop opened speaks first: an expired session is already on its way to the login page.
    if (await this.sessionWatch.startCheckExpired()) return;
    const pathname = this.enteredPath;
    if (visit !== this.visit || pathname === null) return;
    const decision = storefrontDecision(pathname, this.session.guardFacts());
    const token = this.session.current().token;
    if (decision.kind !== 'validate-token' || token === null) {
      await this.follow(visit, decision);
      return;
    }

    const answer = await this.auth.validateToken(token);
    if (visit !== this.visit) return;
    const next = tokenValidated(pathname, answer.ok && answer.value.accepted);
    // Only a token the server refused is worthless; one it could not be asked about stays for the next try.
    if (next.kind === 'redirect' && answer.ok && this.session.current().token === token) signOut(this.session, this.cart);
    await this.follow(visit, next);
  }

  private cancelPendingRedirect(): void {
    this.cancelRedirect?.();
    this.cancelRedirect = null;
  }
}
