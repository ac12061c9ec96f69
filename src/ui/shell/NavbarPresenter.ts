import { inject, injectable } from 'inversify';
import { SessionStore } from '../../application/session/SessionStore';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { AiAccessPresenter } from './AiAccessPresenter';
import { UnreadNotificationsPresenter } from './UnreadNotificationsPresenter';

/**
 * The navbar of SPEC §2: the AI tab only with access, the account icon, the cart badge with the
 * total item count, the mobile menu and the search (issue 27: a field on a wide screen, a button
 * opening a full-width search on a phone); it composes the unread-notifications badge. Whenever the
 * signed-in user changes, the AI tab, the account icon and the unread badge look again.
 */
@injectable()
export class NavbarPresenter {
  menuOpen = false;
  /** The mobile menu's code is fetched the first time it opens, and kept for its closing animation. */
  menuEverOpened = false;
  /** The signed-in person's e-mail, for the account icon; null for a visitor. */
  signedInEmail: string | null = null;
  /** The phone's full-width search is open. */
  searchOpen = false;
  /** The search's code (its suggestions) is fetched the first time the search is wanted, a tap or a focus, and kept. */
  searchWanted = false;
  /** Its code has arrived and drawn the search: the plain field that stood in for it goes. */
  searchArrived = false;
  /** What was typed into the header's field before the search's code arrived, for it to take over. */
  searchDraft = '';

  constructor(
    @inject(UnreadNotificationsPresenter) readonly unread: UnreadNotificationsPresenter,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(AiAccessPresenter) private readonly aiAccess: AiAccessPresenter,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makePresenterObservable(this, arguments);
  }

  get cartCount(): number {
    return this.cart.itemCount;
  }

  get aiTabVisible(): boolean {
    return this.aiAccess.hasAccess;
  }

  /** The navbar appeared: look at the session, count, and listen for changes; the returned function stops listening. */
  shown(): () => void {
    const stopListeningToSession = this.session.onChange(this.sessionChangedElsewhere);
    this.signedInPersonSeen();
    const stopCounting = this.unread.shown();
    return () => {
      stopCounting();
      stopListeningToSession();
    };
  }

  /** Every navigation closes the mobile menu and the search; a sign-in or sign-out on the way refreshes the badges. */
  navigated(): void {
    this.menuOpen = false;
    this.searchOpen = false;
    this.sessionSeen();
  }

  /** The search button of a phone's header. */
  searchButtonClicked(): void {
    this.searchOpen = true;
    this.searchWanted = true;
  }

  searchFieldFocused(): void {
    this.searchWanted = true;
  }

  searchDraftTyped(text: string): void {
    this.searchDraft = text;
    this.searchWanted = true;
  }

  searchClosed(): void {
    this.searchOpen = false;
  }

  /** The search's code has drawn it, having taken over the draft. */
  searchShown(): void {
    this.searchArrived = true;
    this.searchDraft = '';
  }

  menuToggled(): void {
    this.menuOpen = !this.menuOpen;
    if (this.menuOpen) this.menuEverOpened = true;
  }

  menuClosed(): void {
    this.menuOpen = false;
  }

  private sessionChangedElsewhere(): void {
    this.sessionSeen();
  }

  private sessionSeen(): void {
    this.signedInPersonSeen();
    this.unread.sessionSeen();
  }

  private signedInPersonSeen(): void {
    this.aiAccess.sessionSeen();
    const { userId, email } = this.session.current();
    this.signedInEmail = userId === null ? null : (email ?? '');
  }
}
